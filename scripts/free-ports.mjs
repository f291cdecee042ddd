// Finds free TCP ports on 127.0.0.1, synchronously (playwright.config.ts needs them while it loads).
// Each port is held open until all are found, so the ports handed out are distinct; a child
// process does the listening because a config file cannot wait for a callback.
import { execFileSync } from 'node:child_process';

const PROBE = `
const net = require('node:net');
const n = Number(process.argv[1]);
const servers = [];
const next = () => {
  if (servers.length === n) {
    const ports = servers.map((s) => s.address().port);
    let open = servers.length;
    for (const s of servers) s.close(() => { if (--open === 0) process.stdout.write(ports.join(',')); });
    return;
  }
  const s = net.createServer();
  s.listen(0, '127.0.0.1', () => { servers.push(s); next(); });
};
next();
`;

/**
 * `count` distinct ports that were free a moment ago.
 * @param {number} count
 * @returns {number[]}
 */
export function freePorts(count) {
  const out = execFileSync(process.execPath, ['-e', PROBE, String(count)], { encoding: 'utf8' });
  return out.split(',').map(Number);
}
