import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join, normalize, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { and, asc, eq, gt, inArray, like, notExists } from 'drizzle-orm';
import type { StorageKind } from '../config';

export type { StorageKind };

import type { Db } from '../db/client';
import { storedChunks, storedObjects } from '../db/schema';

/**
 * Where uploaded and generated files live: local disk under DATA_DIR with the embedded database,
 * PostgreSQL when the API runs on a server (every host then serves every file).
 */
export interface Storage {
  /** Where the files are: `disk` under DATA_DIR, `database` in PostgreSQL's tables, `s3` in a bucket. */
  readonly kind: StorageKind;
  put(key: string, body: Buffer): Promise<void>;
  /** The file's bytes as a stream, or null when there is no such file. */
  open(key: string): Promise<Readable | null>;
  /**
   * Deletes the files named `<stem>.<anything>`: a file and the copies made beside it (a picture's
   * sizes and manifest). Deleting what is already gone is no error.
   */
  removeWithStem(stem: string): Promise<void>;
  /** Every stored file with its size, in key order (backups, storage:migrate). */
  list(): AsyncIterable<StoredFile>;
}

export interface StoredFile {
  key: string;
  bytes: number;
}

/** A key never climbs out of its root ("../" removed). */
export function safeKey(key: string): string {
  return normalize(key).replace(/^(\.\.(\/|\\|$))+/, '');
}

export function localStorage(dataDir: string): Storage {
  const root = join(dataDir, 'uploads');
  const pathOf = (key: string) => join(root, safeKey(key));
  return {
    kind: 'disk',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    async open(key) {
      const path = pathOf(key);
      const found = await stat(path).catch(() => null);
      return found?.isFile() ? createReadStream(path) : null;
    },
    async removeWithStem(stem) {
      const path = pathOf(stem);
      const names = await readdir(dirname(path)).catch(() => [] as string[]);
      const prefix = `${basename(path)}.`;
      for (const name of names.filter((n) => n.startsWith(prefix))) {
        await unlink(join(dirname(path), name)).catch((err: NodeJS.ErrnoException) => {
          if (err.code !== 'ENOENT') throw err;
        });
      }
    },
    async *list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((err) => {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      });
      const keys = entries
        .filter((e) => e.isFile())
        .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
        .sort();
      for (const key of keys) {
        const found = await stat(pathOf(key)).catch(() => null);
        if (found?.isFile()) yield { key, bytes: found.size };
      }
    },
  };
}

/** Rows of at most this size: a file is written and read a chunk at a time. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * Files in PostgreSQL: each content stored once (by SHA-256) in chunks, each key pointing at a
 * content. Reading streams the chunks one query at a time, so a large file is never held whole.
 */
export function databaseStorage(db: Db): Storage {
  return {
    kind: 'database',
    async put(key, body) {
      const sha256 = createHash('sha256').update(body).digest('hex');
      const chunks = Math.max(1, Math.ceil(body.length / CHUNK_BYTES));
      await db.transaction(async (tx) => {
        for (let seq = 0; seq < chunks; seq++) {
          await tx
            .insert(storedChunks)
            .values({ sha256, seq, data: body.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES) })
            .onConflictDoNothing();
        }
        const object = { sha256, sizeBytes: body.length, chunks };
        await tx
          .insert(storedObjects)
          .values({ key: safeKey(key), ...object })
          .onConflictDoUpdate({ target: storedObjects.key, set: object });
      });
    },
    async open(key) {
      const [object] = await db
        .select()
        .from(storedObjects)
        .where(eq(storedObjects.key, safeKey(key)));
      if (!object) return null;
      async function* chunks() {
        for (let seq = 0; seq < object!.chunks; seq++) {
          const [chunk] = await db
            .select({ data: storedChunks.data })
            .from(storedChunks)
            .where(and(eq(storedChunks.sha256, object!.sha256), eq(storedChunks.seq, seq)));
          if (!chunk) throw new Error(`stored file ${key} lacks chunk ${seq}`);
          yield chunk.data;
        }
      }
      return Readable.from(chunks());
    },
    async removeWithStem(stem) {
      // A stem is a folder and an id: no LIKE wildcard in it but what safeKey leaves.
      const pattern = `${safeKey(stem).replace(/[\\%_]/g, (c) => `\\${c}`)}.%`;
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(storedObjects)
          .where(like(storedObjects.key, pattern))
          .returning({ sha256: storedObjects.sha256 });
        const contents = [...new Set(removed.map((r) => r.sha256))];
        if (contents.length === 0) return;
        // A content stays while another key still points at it.
        await tx
          .delete(storedChunks)
          .where(
            and(
              inArray(storedChunks.sha256, contents),
              notExists(tx.select().from(storedObjects).where(eq(storedObjects.sha256, storedChunks.sha256))),
            ),
          );
      });
    },
    async *list() {
      // A page of keys at a time: the listing never holds every key at once.
      let after = '';
      for (;;) {
        const page = await db
          .select({ key: storedObjects.key, bytes: storedObjects.sizeBytes })
          .from(storedObjects)
          .where(gt(storedObjects.key, after))
          .orderBy(asc(storedObjects.key))
          .limit(500);
        yield* page;
        if (page.length < 500) return;
        after = page[page.length - 1]!.key;
      }
    },
  };
}
