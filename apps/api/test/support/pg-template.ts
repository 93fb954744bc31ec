import pg from 'pg';
import { openDatabase } from '../../src/db/client';

/** Named per run by vitest.config.ts; each test file clones it. */
export const TEMPLATE_DB = process.env.TEST_TEMPLATE_DB ?? 'mall_test_template';

export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

export function urlFor(database: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

/** Migrates a template database once; each test file then clones it (fast, isolated). */
export default async function setup(): Promise<() => Promise<void>> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  const database = await openDatabase({ databaseUrl: urlFor(TEMPLATE_DB), poolSize: 1 });
  await database.migrate();
  await database.close();
  await admin.end();
  return async () => {
    const c = new pg.Client({ connectionString: adminUrl() });
    await c.connect();
    await c.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await c.end();
  };
}
