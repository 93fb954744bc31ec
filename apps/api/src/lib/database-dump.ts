import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, resolveMigrationsFolder } from '../db/client';

/** The migrations this code knows (drizzle's journal): a backup made by newer code has more. */
export function knownMigrationCount(): number {
  const journal = JSON.parse(readFileSync(join(resolveMigrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** The migrations applied to a database (drizzle's own table; 0 before the first start). */
export async function appliedMigrationCount(db: Db): Promise<number> {
  const result = await db
    .execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
    .catch(() => null);
  return result ? Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) : 0;
}

/** The user tables of a PostgreSQL database, schema-qualified: a restore goes into none but an empty one. */
export async function userTables(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select schemaname || '.' || tablename as name from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    );
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

/** `migrations` applied to a PostgreSQL database reached by URL. */
export async function postgresMigrationCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client
      .query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')
      .catch(() => ({ rows: [{ n: 0 }] }));
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

export class ToolError extends Error {}

/**
 * Runs one of PostgreSQL's client programs (pg_dump, pg_restore), feeding `input` to its
 * standard input; fails with its own error output.
 */
export async function runPgTool(program: 'pg_dump' | 'pg_restore', args: string[], input?: Readable): Promise<void> {
  const child = spawn(program, args, { stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number>((resolve, reject) => {
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new ToolError(
              `${program} was not found: install PostgreSQL's client programs, of the server's major version or newer (Debian: apt-get install postgresql-client)`,
            )
          : err,
      ),
    );
    child.once('close', (code) => resolve(code ?? 1));
  });
  const fed = input ? pipeline(input, child.stdin!).catch(() => {}) : Promise.resolve();
  const [code] = await Promise.all([exited, fed]);
  if (code !== 0) throw new ToolError(`${program} failed (exit code ${code}):\n${stderr.trim()}`);
}
