import { chmod, unlink } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../db/client';
import { appliedMigrationCount } from './database-dump';

/**
 * The embedded database belongs to the one process that opened it: another process must not open
 * its files while it runs. So a running embedded app answers `npm run backup` on a Unix socket in
 * DATA_DIR (owner only), with a dump of its data directory taken between two queries (PGlite runs
 * one at a time, so the dump is consistent) and the migrations applied.
 */
export const BACKUP_SOCKET = 'backup.sock';

export interface DatabaseDump {
  body: Blob;
  migrations: number;
}

/** Serves dumps on DATA_DIR/backup.sock; answers the function that stops serving. */
export async function serveDatabaseDumps(
  dataDir: string,
  dump: () => Promise<DatabaseDump>,
): Promise<() => Promise<void>> {
  const path = join(dataDir, BACKUP_SOCKET);
  // A socket left by a process that ended without closing it.
  await unlink(path).catch(() => {});
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/database') {
      res.writeHead(404).end();
      return;
    }
    dump().then(
      async ({ body, migrations }) => {
        res.writeHead(200, {
          'content-type': 'application/x-tar',
          'content-length': String(body.size),
          'x-migrations': String(migrations),
        });
        await pipeline(Readable.fromWeb(body.stream() as import('node:stream/web').ReadableStream), res).catch(
          () => {},
        );
      },
      (err: Error) => res.writeHead(500).end(err.message),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, resolve);
  });
  await chmod(path, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/** What a running app serves: its embedded database's dumps; nothing on PostgreSQL (pg_dump reads it). */
export async function serveBackups(database: Database, dataDir: string): Promise<() => Promise<void>> {
  if (database.kind !== 'pglite' || !database.dumpDataDir) return async () => {};
  const dumpDataDir = database.dumpDataDir;
  return serveDatabaseDumps(dataDir, async () => ({
    body: await dumpDataDir(),
    migrations: await appliedMigrationCount(database.db),
  }));
}

/**
 * Asks the app running on DATA_DIR for its database dump, written to `write`. Answers null when no
 * app answers there (nothing runs: the caller may open the database itself).
 */
export async function requestDatabaseDump(
  dataDir: string,
  write: (body: Readable, bytes: number) => Promise<void>,
): Promise<{ migrations: number } | null> {
  const socketPath = join(dataDir, BACKUP_SOCKET);
  const res = await new Promise<import('node:http').IncomingMessage | null>((resolve, reject) => {
    const req = request({ socketPath, path: '/database', method: 'GET' }, resolve);
    req.once('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ENOENT' || err.code === 'ECONNREFUSED' ? resolve(null) : reject(err),
    );
    req.end();
  });
  if (!res) return null;
  if (res.statusCode !== 200) {
    let text = '';
    for await (const chunk of res) text += chunk;
    throw new Error(`the running app could not dump its database: ${text || res.statusCode}`);
  }
  await write(res, Number(res.headers['content-length']));
  return { migrations: Number(res.headers['x-migrations'] ?? 0) };
}
