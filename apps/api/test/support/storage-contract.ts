import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES, type Storage } from '../../src/lib/storage';

async function read(body: Readable | null): Promise<Buffer | null> {
  if (!body) return null;
  const parts: Buffer[] = [];
  for await (const chunk of body) parts.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(parts);
}

/**
 * What every storage (disk, PostgreSQL, S3) must do for the app: the same tests run against each.
 * `storage()` answers the storage under test, empty, once the suite's setup has run.
 */
export function storageContract(name: string, storage: () => Storage): void {
  describe(`${name} storage`, () => {
    // Keys of this run only: a suite may share its storage with another.
    const run = randomBytes(3).toString('hex');
    const key = (path: string) => `contract-${run}/${path}`;

    it('gives back a stored file byte for byte, as a stream, larger than a chunk too', async () => {
      const big = randomBytes(CHUNK_BYTES * 2 + 1234);
      await storage().put(key('receipts/big.pdf'), big);
      const body = await storage().open(key('receipts/big.pdf'));
      expect(typeof body?.pipe).toBe('function');
      expect((await read(body))!.equals(big)).toBe(true);
    });

    it('answers null for a file it does not hold', async () => {
      expect(await storage().open(key('receipts/none.pdf'))).toBeNull();
    });

    it('replaces a file stored again under its key', async () => {
      await storage().put(key('public/prizes/demo-1.webp'), Buffer.from('first'));
      await storage().put(key('public/prizes/demo-1.webp'), Buffer.from('second'));
      expect((await read(await storage().open(key('public/prizes/demo-1.webp'))))!.toString()).toBe('second');
    });

    it('keeps a key inside its root', async () => {
      await storage().put(`../${key('climb.txt')}`, Buffer.from('inside'));
      expect((await read(await storage().open(key('climb.txt'))))!.toString()).toBe('inside');
    });

    it('deletes a file with the copies named after it, and nothing else', async () => {
      const names = ['a.jpg', 'a.w320.webp', 'a.variants.json', 'ab.jpg', 'b.jpg'];
      for (const n of names) await storage().put(key(`public/images/${n}`), Buffer.from(n));
      await storage().removeWithStem(key('public/images/a'));
      const left = [];
      for (const n of names) if (await read(await storage().open(key(`public/images/${n}`)))) left.push(n);
      expect(left).toEqual(['ab.jpg', 'b.jpg']);
      // Already gone: no error.
      await storage().removeWithStem(key('public/images/a'));
    });

    it('lists every file with its size, in key order', async () => {
      await storage().put(key('list/z.pdf'), Buffer.alloc(3));
      await storage().put(key('list/a/b.png'), Buffer.alloc(5));
      const listed = [];
      for await (const file of storage().list()) if (file.key.startsWith(key('list/'))) listed.push(file);
      expect(listed).toEqual([
        { key: key('list/a/b.png'), bytes: 5 },
        { key: key('list/z.pdf'), bytes: 3 },
      ]);
    });
  });
}
