// The browser tests' servers take free ports, so `npm test` runs beside `npm start` (port 4173).
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePorts } from '../../scripts/free-ports.mjs';

const open: Server[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => new Promise((done) => s.close(done))));
});

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      open.push(server);
      resolve(server);
    });
  });
}

/** Loads playwright.config.ts afresh with the given environment and returns its ports. */
async function configPorts(env: Record<string, string>): Promise<number[]> {
  const saved = { E2E_PORT: process.env.E2E_PORT, E2E_PORTS: process.env.E2E_PORTS };
  delete process.env.E2E_PORT;
  delete process.env.E2E_PORTS;
  Object.assign(process.env, env);
  try {
    vi.resetModules();
    const config = (await import('../../playwright.config.ts')).default;
    const servers = (config.webServer as unknown as { env: { PORT: string } }[]).map((w) => Number(w.env.PORT));
    return [Number(new URL(config.use?.baseURL ?? '').port), ...servers];
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

describe('free ports for the browser tests', () => {
  it('hands out distinct ports that can be listened on', async () => {
    const ports = freePorts(3);
    expect(new Set(ports).size).toBe(3);
    for (const port of ports) await listen(port);
  });

  it('the config avoids a busy 4173 and gives each server its own port', async () => {
    const busy = await listen(4173).catch(() => null); // taken already (npm start): just as good
    const [base, ...servers] = await configPorts({});
    expect(base).not.toBe(4173);
    expect(servers[0]).toBe(base);
    expect(new Set(servers).size).toBe(5);
    busy?.close();
  });

  it('E2E_PORT pins the five servers to N to N+4 and E2E_PORTS is what workers reuse', async () => {
    expect(await configPorts({ E2E_PORT: '5300' })).toEqual([5300, 5300, 5301, 5302, 5304, 5303]);
    expect(await configPorts({ E2E_PORTS: '6001,6005,6009,6013,6017' })).toEqual([6001, 6001, 6005, 6009, 6017, 6013]);
  });
});
