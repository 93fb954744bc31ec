import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Storage } from './storage';

export interface MigrationReport {
  copied: number;
  /** Already in the target with the same SHA-256: left as they were. */
  present: number;
  /** `key: reason`, one per file that could not be copied and verified. */
  failed: string[];
}

async function bytesOf(body: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of body) parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(parts);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** SHA-256 of a file in `storage`, or null when it has none under `key`. */
async function hashIn(storage: Storage, key: string): Promise<string | null> {
  const body = await storage.open(key);
  return body ? sha256(await bytesOf(body)) : null;
}

/**
 * Copies every file of `from` into `to`, each read back from `to` and compared by SHA-256 with the
 * original. A file `to` already holds with the same hash is skipped, so running it again copies
 * only what is missing or different. `from` is left as it was. Files are at most a few MiB (the
 * upload limit), so each is held whole while it is copied.
 */
export async function migrateStorage(
  from: Storage,
  to: Storage,
  progress: (line: string) => void = () => {},
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, present: 0, failed: [] };
  for await (const { key } of from.list()) {
    try {
      const body = await from.open(key);
      // Deleted since it was listed (an unused upload's cleanup).
      if (!body) continue;
      const bytes = await bytesOf(body);
      const hash = sha256(bytes);
      if ((await hashIn(to, key)) === hash) {
        report.present++;
        continue;
      }
      await to.put(key, bytes);
      const copy = await hashIn(to, key);
      if (copy !== hash) throw new Error(copy === null ? 'the copy cannot be read back' : 'the copy does not match');
      report.copied++;
      if (report.copied % 100 === 0) progress(`${report.copied} files copied…`);
    } catch (err) {
      report.failed.push(`${key}: ${(err as Error).message}`);
    }
  }
  return report;
}
