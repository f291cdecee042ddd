// Draws the app icons (a white town-hall on the accent colour) as PNGs with Node's zlib only.
// Run once: `node scripts/make-icons.mjs`; the PNGs are committed under public/icons.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const ACCENT = [0x0b, 0x4f, 0x6c];
const WHITE = [0xff, 0xff, 0xff];

/**
 * @param {Buffer} buffer
 * @returns {number}
 */
function crc32(buffer) {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/**
 * One PNG chunk: length, type, data and CRC.
 * @param {string} type
 * @param {Buffer} data
 * @returns {Buffer}
 */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * `inside(x, y)` in unit coordinates (0..1) says whether a pixel is part of the white building.
 * @param {number} x
 * @param {number} y
 * @returns {boolean}
 */
function building(x, y) {
  const roof = y >= 0.22 && y <= 0.4 && Math.abs(x - 0.5) <= (y - 0.22) * (0.3 / 0.18);
  const base = y >= 0.72 && y <= 0.78 && x >= 0.2 && x <= 0.8;
  const beam = y >= 0.4 && y <= 0.45 && x >= 0.22 && x <= 0.78;
  const columns = y > 0.45 && y < 0.72 && [0.28, 0.42, 0.58, 0.72].some((c) => Math.abs(x - c) <= 0.035);
  return roof || base || beam || columns;
}

/**
 * The PNG of a square icon `size` pixels wide, drawn inside the central `safeZone` (0..1).
 * @param {number} size
 * @param {number} safeZone
 * @returns {Buffer}
 */
function icon(size, safeZone) {
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let px = 0; px < size; px++) {
      // Maskable icons keep the drawing inside the central safe zone.
      const x = 0.5 + ((px + 0.5) / size - 0.5) / safeZone;
      const y = 0.5 + ((py + 0.5) / size - 0.5) / safeZone;
      row.set(building(x, y) ? WHITE : ACCENT, 1 + px * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

writeFileSync('public/icons/icon-192.png', icon(192, 1));
writeFileSync('public/icons/icon-512.png', icon(512, 1));
writeFileSync('public/icons/icon-maskable-512.png', icon(512, 0.8));
