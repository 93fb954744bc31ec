import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { Readable } from 'node:stream';

/**
 * The few parts of the POSIX tar format (ustar) a backup needs: regular files written one after
 * the other, read back by name. Any `tar` lists and extracts the result (`tar tvf backup.tar`).
 */
const BLOCK = 512;
/** Octal size fields hold up to 8 GiB; larger sizes use the base-256 form GNU tar and others read. */
const OCTAL_SIZE_MAX = 0o77777777777;

function field(header: Buffer, offset: number, length: number, value: string): void {
  header.write(value, offset, length, 'utf8');
}

function octal(value: number, length: number): string {
  return `${value.toString(8).padStart(length - 1, '0')}\0`;
}

function writeSize(header: Buffer, size: number): void {
  if (size <= OCTAL_SIZE_MAX) {
    field(header, 124, 12, octal(size, 12));
    return;
  }
  header[124] = 0x80;
  let rest = BigInt(size);
  for (let i = 135; i > 124; i--) {
    header[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
}

function readSize(header: Buffer): number {
  if ((header[124]! & 0x80) !== 0) {
    let size = 0n;
    for (let i = 125; i < 136; i++) size = (size << 8n) | BigInt(header[i]!);
    return Number(size);
  }
  return Number.parseInt(header.toString('latin1', 124, 136).replace(/\0.*$/s, '').trim() || '0', 8);
}

function checksum(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return sum;
}

/** Splits a path over ustar's prefix (155 bytes) and name (100 bytes) fields. */
function splitName(name: string): { prefix: string; name: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', name };
  for (let at = name.indexOf('/'); at !== -1; at = name.indexOf('/', at + 1)) {
    const prefix = name.slice(0, at);
    const rest = name.slice(at + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return { prefix, name: rest };
  }
  throw new Error(`path too long for the archive: ${name}`);
}

function header(path: string, size: number, mtime: Date): Buffer {
  const h = Buffer.alloc(BLOCK);
  const { prefix, name } = splitName(path);
  field(h, 0, 100, name);
  field(h, 100, 8, octal(0o644, 8));
  field(h, 108, 8, octal(0, 8));
  field(h, 116, 8, octal(0, 8));
  writeSize(h, size);
  field(h, 136, 12, octal(Math.floor(mtime.getTime() / 1000), 12));
  field(h, 156, 1, '0');
  field(h, 257, 6, 'ustar\0');
  field(h, 263, 2, '00');
  field(h, 345, 155, prefix);
  field(h, 148, 8, `${checksum(h).toString(8).padStart(6, '0')}\0 `);
  return h;
}

export interface TarWriter {
  /** Adds a file of exactly `size` bytes from `body`; answers its SHA-256 (hex). */
  add(name: string, size: number, body: Readable | Buffer): Promise<string>;
  /** Writes the end-of-archive blocks and closes the file. */
  finish(): Promise<void>;
  /** Closes the file without finishing it (after a failure). */
  abort(): Promise<void>;
}

export async function tarWriter(path: string): Promise<TarWriter> {
  const file: FileHandle = await open(path, 'wx', 0o600);
  const mtime = new Date();
  return {
    async add(name, size, body) {
      await file.write(header(name, size, mtime));
      const hash = createHash('sha256');
      let written = 0;
      const chunks = Buffer.isBuffer(body) ? [body] : body;
      for await (const chunk of chunks) {
        const bytes = chunk as Buffer;
        written += bytes.length;
        if (written > size) break;
        hash.update(bytes);
        await file.write(bytes);
      }
      if (written !== size) throw new Error(`${name} changed while it was copied (${written} bytes, expected ${size})`);
      const pad = (BLOCK - (size % BLOCK)) % BLOCK;
      if (pad > 0) await file.write(Buffer.alloc(pad));
      return hash.digest('hex');
    },
    async finish() {
      await file.write(Buffer.alloc(BLOCK * 2));
      await file.sync();
      await file.close();
    },
    abort: () => file.close(),
  };
}

export interface TarEntry {
  name: string;
  size: number;
  /** Where its bytes start in the archive. */
  offset: number;
}

/** The regular files of an archive, in order, read from their headers alone. */
export async function tarEntries(path: string): Promise<TarEntry[]> {
  const file = await open(path, 'r');
  try {
    const { size: total } = await file.stat();
    const entries: TarEntry[] = [];
    const h = Buffer.alloc(BLOCK);
    let position = 0;
    while (position + BLOCK <= total) {
      await file.read(h, 0, BLOCK, position);
      if (h.every((b) => b === 0)) return entries;
      const stored = Number.parseInt(h.toString('latin1', 148, 156).replace(/\0.*$/s, '').trim(), 8);
      if (stored !== checksum(h)) throw new Error(`not a backup archive (bad header at byte ${position})`);
      const size = readSize(h);
      const name = h.toString('utf8', 0, 100).replace(/\0.*$/s, '');
      const prefix = h.toString('utf8', 345, 500).replace(/\0.*$/s, '');
      const type = String.fromCharCode(h[156]!);
      if (type === '0' || type === '\0') {
        entries.push({ name: prefix ? `${prefix}/${name}` : name, size, offset: position + BLOCK });
      }
      position += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
      if (position > total) throw new Error('the archive is cut short');
    }
    throw new Error('the archive is cut short');
  } finally {
    await file.close();
  }
}

/** One entry's bytes as a stream. */
export function openEntry(path: string, entry: TarEntry): Readable {
  if (entry.size === 0) return Readable.from([]);
  return createReadStream(path, { start: entry.offset, end: entry.offset + entry.size - 1 });
}

/** SHA-256 (hex) of one entry's bytes. */
export async function hashEntry(path: string, entry: TarEntry): Promise<string> {
  const hash = createHash('sha256');
  if (entry.size > 0) for await (const chunk of openEntry(path, entry)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function readEntry(path: string, entry: TarEntry): Promise<Buffer> {
  const parts: Buffer[] = [];
  if (entry.size > 0) for await (const chunk of openEntry(path, entry)) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}
