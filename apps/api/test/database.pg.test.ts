import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { adminUrl, TEMPLATE_DB, urlFor } from './support/pg-template';

// The server may close pooled connections at any time (restart, failover, an operator ending a
// backend). The pool must drop them and go on; an unhandled pool error would end the process.
const name = `mall_test_idle_${randomBytes(4).toString('hex')}`;

async function admin<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

let database: Database;
const closed: Error[] = [];

beforeAll(async () => {
  await admin((c) => c.query(`create database ${name} template ${TEMPLATE_DB}`));
  database = await openDatabase({
    databaseUrl: urlFor(name),
    poolSize: 3,
    onConnectionError: (err) => closed.push(err),
  });
});

afterAll(async () => {
  await database.close();
  await admin((c) => c.query(`drop database if exists ${name} with (force)`));
});

describe('PostgreSQL pool', () => {
  it('reports idle connections the server ended and answers the next query on a new one', async () => {
    // Three concurrent pings leave three idle connections in the pool.
    await Promise.all([database.ping(), database.ping(), database.ping()]);
    const ended = await admin((c) =>
      c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]),
    );
    expect(ended.rowCount).toBe(3);
    for (let i = 0; i < 100 && closed.length < 3; i++) await new Promise((r) => setTimeout(r, 20));
    expect(closed).toHaveLength(3);
    expect(closed.every((err) => (err as Error & { code?: string }).code === '57P01')).toBe(true);
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
