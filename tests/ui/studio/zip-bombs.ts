/**
 * Hostile archives for the zip reader's unit tests and the studio's e2e (issue 38): a bomb of zeros
 * (about 1000:1), a header that lies about its size, one path twice. Written here byte by byte with
 * node:zlib (C, so 300 MB of zeros deflate in a moment), so a test can make any header it needs.
 */
import { crc32, deflateRawSync } from 'node:zlib';

const MB = 1024 * 1024;

interface Entry {
  name: string;
  data: Uint8Array;
  /** What the headers say it inflates to (a lie when it differs). */
  declared?: number;
  /** Stored as it is (method 0) instead of deflated. */
  stored?: boolean;
}

/** A zip of these entries: local headers, data, central directory, end record; 1980-01-01 for every date. */
export function writeZip(entries: Entry[]): Uint8Array {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = entry.stored ? Buffer.from(entry.data) : deflateRawSync(entry.data, { level: 9 });
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(0x800, at + 2); // UTF-8 names
      header.writeUInt16LE(entry.stored ? 0 : 8, at + 4);
      header.writeUInt16LE(0, at + 6);
      header.writeUInt16LE(0x21, at + 8);
      header.writeUInt32LE(crc32(entry.data), at + 10);
      header.writeUInt32LE(data.length, at + 14);
      header.writeUInt32LE(entry.declared ?? entry.data.length, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    fields(record, 6);
    record.writeUInt32LE(offset, 42);
    parts.push(local, name, data);
    central.push(record, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...parts, directory, end]));
}

/**
 * `index.html` of `megabytes` MB of zeros, deflated: 300 MB is about 0.3 MB of zip. By default its
 * header lies (it says 10 bytes), so only what it really inflates to can stop it; `honest` says its size.
 */
export function zeroBomb(megabytes = 300, { honest = false } = {}): Uint8Array {
  const key = `${megabytes}/${honest}`;
  let bomb = bombs.get(key);
  if (!bomb) {
    const data = new Uint8Array(megabytes * MB);
    bomb = writeZip([{ name: 'index.html', data, declared: honest ? data.length : 10 }]);
    bombs.set(key, bomb);
  }
  return bomb;
}
/** Made once per test file: deflating 300 MB takes seconds. */
const bombs = new Map<string, Uint8Array>();

/** `path` twice, with different contents. */
export function samePathTwice(path = 'site/index.html'): Uint8Array {
  const text = (html: string) => new TextEncoder().encode(html);
  return writeZip([
    { name: path, data: text('<p>one</p>') },
    { name: path, data: text('<p>two</p>') },
  ]);
}
