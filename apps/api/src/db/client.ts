import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: services never know which engine runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Directory for the embedded database; `memory://` keeps it in memory. */
  dataDir?: string;
  poolSize?: number;
  migrationsFolder?: string;
  /**
   * Called when the server closes an idle pooled connection (restart, failover, a terminated
   * backend). The pool drops that connection and opens a new one on the next query; without a
   * handler the error would end the process.
   */
  onIdleError?: (err: Error) => void;
}

const warnIdleError = (err: Error) => console.warn(`[database] idle connection closed: ${err.message}`);

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const folder = opts.migrationsFolder ?? resolveMigrationsFolder();
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    pool.on('error', opts.onIdleError ?? warnIdleError);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: folder }),
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const dir = opts.dataDir ?? 'memory://';
  let dataPath = dir;
  if (!dir.startsWith('memory://')) {
    dataPath = join(dir, 'pglite');
    mkdirSync(dataPath, { recursive: true });
  }
  // pg_trgm serves substring search (names, e-mails), as it does on PostgreSQL.
  const client = await PGlite.create(dataPath, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

function resolveMigrationsFolder(): string {
  // src/db/client.ts in development and tests; dist/server.js once bundled.
  const here = fileURLToPath(import.meta.url);
  const marker = here.includes('/src/') ? '/src/' : '/dist/';
  return join(here.slice(0, here.lastIndexOf(marker)), 'drizzle');
}
