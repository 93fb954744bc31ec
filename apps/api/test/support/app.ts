import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/client';
import { DEMO_PASSWORD, seedDemo } from '../../src/db/seed';
import type { LogStream } from '../../src/lib/log-redaction';
import { openStorage } from '../../src/lib/open-storage';
import { databaseStorage, localStorage } from '../../src/lib/storage';
import { testConfig } from './config';
import { adminUrl, pgliteTemplate, SEEDED_TEMPLATE_DB, seededFiles, TEMPLATE_DB, urlFor } from './pg-template';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Logs in and answers the bearer header for later requests. */
  login(email: string, password?: string): Promise<{ authorization: string }>;
  request(opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const engine = (process.env.TEST_DB_ENGINE ?? 'pglite') as 'pglite' | 'postgres';

/** A copy of the run's migrated database, with the demo data when `seeded`. */
async function freshDatabase(seeded: boolean): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const database = await openDatabase({
      dataDir: 'memory://',
      loadDataDir: pgliteTemplate(seeded ? 'seeded' : 'migrated'),
    });
    return { database, drop: async () => {} };
  }
  const name = `mall_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name} template ${seeded ? SEEDED_TEMPLATE_DB : TEMPLATE_DB}`);
  await admin.end();
  // Dropping the database at the end terminates the pool's last connections: expected here.
  const database = await openDatabase({ databaseUrl: urlFor(name), poolSize: 5, onConnectionError: () => {} });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The real app on a fresh database with the demo data, driven through inject(). */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { seed?: boolean; logStream?: LogStream } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-test-'));
  const config = testConfig(dataDir, env);
  const seed = opts.seed !== false;
  // The run's seeded template was built with the default configuration; a test that changes what
  // the seed depends on (time zone, public address) seeds its own copy.
  const defaults = testConfig();
  const template = seed && config.timeZone === defaults.timeZone && config.publicUrl === defaults.publicUrl;
  const { database, drop } = await freshDatabase(template);
  const storage =
    config.storage.kind === 's3'
      ? await openStorage(config.storage, dataDir, null)
      : engine === 'postgres'
        ? databaseStorage(database.db)
        : localStorage(dataDir);
  if (template && engine === 'pglite') cpSync(seededFiles, dataDir, { recursive: true });
  if (seed && !template) await seedDemo(database.db, { timeZone: config.timeZone, storage });
  const app = await buildApp({
    config,
    database,
    storage,
    logger: opts.logStream ? { stream: opts.logStream } : false,
  });
  await app.ready();
  const request = (o: InjectOptions) => app.inject(o);
  return {
    app,
    database,
    config,
    request,
    async login(email, password = DEMO_PASSWORD) {
      const res = await request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      return { authorization: `Bearer ${res.json().data.access_token}` };
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
