import { createHash } from 'node:crypto';
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
  /** The embedded database's data directory as a gzipped tarball (PGlite's own dump), taken between two queries. */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL's connection pool right now (GET /metrics); the embedded database has none. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Directory for the embedded database; `memory://` keeps it in memory. */
  dataDir?: string;
  /** The embedded database starts as a copy of this dump (`dumpDataDir`) instead of empty. */
  loadDataDir?: Blob;
  poolSize?: number;
  migrationsFolder?: string;
  /**
   * Called when the server closes a pooled connection (restart, failover, a terminated backend),
   * idle or in use. The pool drops that connection and opens a new one on the next query; the
   * query in flight, if any, fails on its own (answered 503). Without a handler the error would
   * end the process.
   */
  onConnectionError?: (err: Error) => void;
}

/**
 * Names every data statement after a hash of its text, so each pooled connection parses and
 * plans a statement once and then only binds and executes it. On this app's queries planning
 * took most of PostgreSQL's time (for the per-request user read: 0.4 ms of planning, 0.05 ms of
 * execution). PostgreSQL keeps re-planning a statement whose parameters change its best plan
 * (its plan cache compares the generic plan with the custom ones), so prefix searches still use
 * their indexes. Statement texts are fixed by the code, so their number is bounded. A statement
 * that starts with a comment is left unnamed, so PostgreSQL plans it for each call's own values:
 * the customer searches whose best plan depends on how common the text is open with one
 * (`plannedPerCall` in modules/reports/clients-report.queries.ts).
 */
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;
const statementNames = new Map<string, string>();

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined) {
    if (!DATA_STATEMENT.test(text)) return undefined;
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

function namePreparedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    if (config && typeof config === 'object' && 'text' in config && !('name' in config && config.name)) {
      const name = statementName(String(config.text));
      if (name) return query({ ...config, name }, ...rest);
    }
    return query(config, ...rest);
  };
}

const warnConnectionError = (err: Error) => console.warn(`[database] connection closed: ${err.message}`);

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const folder = opts.migrationsFolder ?? resolveMigrationsFolder();
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    const onError = opts.onConnectionError ?? warnConnectionError;
    // Every connection's own errors, idle or in use (a transaction, a query): the pool's listener
    // covers idle ones only, and an error nobody listens to ends the process. The pool repeats an
    // idle connection's error as its own: already reported by then.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', onError);
      namePreparedStatements(client);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: folder }),
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const dir = opts.dataDir ?? 'memory://';
  let dataPath = dir;
  if (!dir.startsWith('memory://')) {
    dataPath = join(dir, 'pglite');
    mkdirSync(dataPath, { recursive: true });
  }
  // pg_trgm serves substring search (names, e-mails), as it does on PostgreSQL.
  const client = await PGlite.create(dataPath, { extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('gzip') as Promise<Blob>,
  };
}

export function resolveMigrationsFolder(): string {
  // src/db/client.ts in development and tests; dist/server.js once bundled.
  const here = fileURLToPath(import.meta.url);
  const marker = here.includes('/src/') ? '/src/' : '/dist/';
  return join(here.slice(0, here.lastIndexOf(marker)), 'drizzle');
}
