import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed';
import { databaseStorage, localStorage } from '../../src/lib/storage';
import { testConfig } from './config';

/**
 * The suite's databases are built once per run and copied per test file: migrating and seeding
 * took most of a file's time. Names and paths are set per run by vitest.config.ts.
 */
export const TEMPLATE_DB = process.env.TEST_TEMPLATE_DB ?? 'mall_test_template';
/** The migrated template with the demo data (PostgreSQL). */
export const SEEDED_TEMPLATE_DB = `${TEMPLATE_DB}_seeded`;
/** Where the embedded database's dumps and the demo's files are kept for the run (PGlite). */
export const TEMPLATE_DIR = process.env.TEST_TEMPLATE_DIR ?? '';

export const pgliteDump = (kind: 'migrated' | 'seeded') => join(TEMPLATE_DIR, `${kind}.tar`);
/** The demo's files (prize images, receipts) as the seed stored them, copied into each app's DATA_DIR. */
export const seededFiles = join(TEMPLATE_DIR, 'seeded-files');

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

async function buildPglite(): Promise<() => Promise<void>> {
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  writeFileSync(pgliteDump('migrated'), Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await seedDemo(database.db, { timeZone: testConfig().timeZone, storage: localStorage(seededFiles) });
  writeFileSync(pgliteDump('seeded'), Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  return async () => rmSync(TEMPLATE_DIR, { recursive: true, force: true });
}

async function buildPostgres(): Promise<() => Promise<void>> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  const drop = async (c: pg.Client) => {
    await c.query(`drop database if exists ${SEEDED_TEMPLATE_DB} with (force)`);
    await c.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  };
  await drop(admin);
  await admin.query(`create database ${TEMPLATE_DB}`);
  const migrated = await openDatabase({ databaseUrl: urlFor(TEMPLATE_DB), poolSize: 1 });
  await migrated.migrate();
  await migrated.close();
  await admin.query(`create database ${SEEDED_TEMPLATE_DB} template ${TEMPLATE_DB}`);
  const seeded = await openDatabase({ databaseUrl: urlFor(SEEDED_TEMPLATE_DB), poolSize: 1 });
  await seedDemo(seeded.db, { timeZone: testConfig().timeZone, storage: databaseStorage(seeded.db) });
  await seeded.close();
  await admin.end();
  return async () => {
    const c = new pg.Client({ connectionString: adminUrl() });
    await c.connect();
    await drop(c);
    await c.end();
  };
}

/** vitest globalSetup: the migrated and the seeded database, once per run and engine. */
export default async function setup(project: { name: string }): Promise<() => Promise<void>> {
  return project.name.endsWith('postgres') ? buildPostgres() : buildPglite();
}

/** A copy of the embedded template, read once per test file. */
let dumps: Partial<Record<'migrated' | 'seeded', Blob>> = {};
export function pgliteTemplate(kind: 'migrated' | 'seeded'): Blob {
  dumps[kind] ??= new Blob([readFileSync(pgliteDump(kind))]);
  return dumps[kind];
}
export function forgetPgliteTemplates(): void {
  dumps = {};
}
