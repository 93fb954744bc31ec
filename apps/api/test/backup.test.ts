import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/db/seed';
import { checkBackup, restoreBackup } from '../src/lib/backup';
import { serveBackups } from '../src/lib/backup-socket';
import { userTables } from '../src/lib/database-dump';
import { openStorage } from '../src/lib/open-storage';
import { engine, type TestApp } from './support/app';
import { testConfig } from './support/config';
import { demoIds, postPhotoSale, receiptImage } from './support/fixtures';
import { multipartFile } from './support/multipart';
import { adminUrl, pgliteTemplate, SEEDED_TEMPLATE_DB, seededFiles, urlFor } from './support/pg-template';

// `npm run backup` of a running app with a purchase, its receipt and a prize picture; `npm run
// restore` elsewhere; the app started on the copy finds all of it. The commands run for real
// (pg_dump and pg_restore on PostgreSQL).

const work = mkdtempSync(join(tmpdir(), 'mall-backup-'));
const databases: string[] = [];

interface RunningApp {
  t: TestApp;
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** The app as server.ts runs it, on a DATA_DIR or a PostgreSQL database, served through inject(). */
async function startApp(env: Record<string, string>, loadDataDir?: Blob): Promise<RunningApp> {
  const config: AppConfig = testConfig(env.DATA_DIR ?? join(work, 'unused'), env);
  const database: Database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    loadDataDir,
    poolSize: 2,
    onConnectionError: () => {},
  });
  await database.migrate();
  const storage = await openStorage(config.storage, config.dataDir, database.db);
  const app = await buildApp({ config, database, storage, logger: false });
  await app.ready();
  const stopBackups = await serveBackups(database, config.dataDir);
  const request = (o: InjectOptions) => app.inject(o);
  const t = {
    app,
    database,
    config,
    request,
    async login(email: string, password = DEMO_PASSWORD) {
      const res = await request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.body}`);
      return { authorization: `Bearer ${res.json().data.access_token}` };
    },
    close: async () => {},
  } as TestApp;
  return {
    t,
    env,
    async stop() {
      await app.close();
      await stopBackups();
      await database.close();
    },
  };
}

/** A new empty PostgreSQL database on the test server. */
async function createDatabase(template?: string): Promise<string> {
  const name = `mall_test_backup_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  databases.push(name);
  return urlFor(name);
}

/** One of the operator's commands (`npm run backup`, `npm run restore`), as a process of its own. */
async function command(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  // Not spawnSync: the embedded app answering the backup runs in this process.
  const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${name}.ts`, ...args], {
    cwd: join(import.meta.dirname, '..'),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => {
    out += c;
  });
  child.stderr.on('data', (c: Buffer) => {
    err += c;
  });
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { code, out, err };
}

let source: RunningApp;
let saleId: string;
let receiptUrl: string;
let receipt: Buffer;
let pictureUrl: string;
let picture: Buffer;

beforeAll(async () => {
  if (engine === 'postgres') {
    source = await startApp({ DATABASE_URL: await createDatabase(SEEDED_TEMPLATE_DB) });
  } else {
    const dataDir = join(work, 'source');
    cpSync(seededFiles, dataDir, { recursive: true });
    source = await startApp({ DATA_DIR: dataDir }, pgliteTemplate('seeded'));
  }
  const { t } = source;
  const cliente = await t.login('cliente@example.com');
  const admin = await t.login('admin@example.com');
  const sale = await postPhotoSale(t, cliente, await receiptImage(7), (await demoIds(t)).storeId);
  expect(sale.statusCode).toBe(201);
  ({ id: saleId, fileUrl: receiptUrl } = sale.json().data);
  receipt = (await t.request({ method: 'GET', url: receiptUrl, headers: cliente })).rawPayload;

  const png = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipartFile(png, 'luminaria.png', 'image/png');
  const uploaded = await t.request({
    method: 'POST',
    url: '/api/shared/upload?purpose=image',
    headers: { ...admin, ...headers },
    payload,
  });
  pictureUrl = uploaded.json().data.url;
  const prize = await t.request({
    method: 'POST',
    url: '/api/prizes',
    headers: admin,
    payload: { name: 'Luminária de piso', points: 3, storeId: (await demoIds(t)).storeId, imageUrl: pictureUrl },
  });
  expect(prize.statusCode).toBe(201);
  picture = (await t.request({ method: 'GET', url: pictureUrl })).rawPayload;
  expect(receipt.length).toBeGreaterThan(100);
  expect(picture.length).toBeGreaterThan(100);
});

afterAll(async () => {
  await source?.stop();
  if (engine === 'postgres') {
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  rmSync(work, { recursive: true, force: true });
});

describe(`backup and restore (${engine})`, () => {
  const file = join(work, 'mall.backup');

  it('backs up the running app and restores it elsewhere with the purchase, the receipt and the picture', async () => {
    const backup = await command('backup', [file], source.env);
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.out).toMatch(
      /^backup written to .*mall\.backup: created .*, (embedded database|PostgreSQL) with \d+ migrations/,
    );
    // The source keeps answering: the backup did not stop it.
    expect((await source.t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    const target: Record<string, string> =
      engine === 'postgres' ? { DATABASE_URL: await createDatabase() } : { DATA_DIR: join(work, 'restored') };
    const restore = await command('restore', [file], target);
    expect(restore.err).toBe('');
    expect(restore.code).toBe(0);

    const restored = await startApp(target);
    try {
      const { t } = restored;
      const cliente = await t.login('cliente@example.com');
      const mine = await t.request({ method: 'GET', url: '/api/sales/my-sales?limit=100', headers: cliente });
      const sale = (mine.json().data.sales as { id: string; fileUrl: string }[]).find((s) => s.id === saleId);
      expect(sale?.fileUrl).toBe(receiptUrl);
      const servedReceipt = await t.request({ method: 'GET', url: receiptUrl, headers: cliente });
      expect(servedReceipt.statusCode).toBe(200);
      expect(servedReceipt.rawPayload.equals(receipt)).toBe(true);
      // Still private after the restore.
      expect((await t.request({ method: 'GET', url: receiptUrl })).statusCode).toBe(401);

      const prizes = await t.request({
        method: 'GET',
        url: '/api/prizes?limit=100',
        headers: await t.login('admin@example.com'),
      });
      const prize = (prizes.json().data as { name: string; imageUrl: string }[]).find(
        (p) => p.name === 'Luminária de piso',
      );
      expect(prize?.imageUrl).toBe(pictureUrl);
      const servedPicture = await t.request({ method: 'GET', url: pictureUrl });
      expect(servedPicture.statusCode).toBe(200);
      expect(servedPicture.rawPayload.equals(picture)).toBe(true);
      // The demo's pictures and the sizes made of the upload came along too.
      expect((await t.request({ method: 'GET', url: '/uploads/public/prizes/demo-1.webp' })).statusCode).toBe(200);
      const width320 = pictureUrl.replace(/\.png$/, '.w320.webp');
      expect((await t.request({ method: 'GET', url: width320 })).statusCode).toBe(200);
    } finally {
      await restored.stop();
    }
  });

  it('refuses to restore into a target that is not empty, changing nothing', async () => {
    const before = engine === 'pglite' ? readdirSync(source.env.DATA_DIR!).sort() : [];
    const restore = await command('restore', [file], source.env);
    expect(restore.code).toBe(1);
    expect(restore.err).toMatch(
      engine === 'postgres'
        ? /^the database of DATABASE_URL is not empty \(\d+ tables/
        : /^DATA_DIR .* is not empty .*: restore only into an empty or new directory/,
    );
    expect(restore.err).not.toMatch(/\n\s+at /);
    if (engine === 'pglite') expect(readdirSync(source.env.DATA_DIR!).sort()).toEqual(before);
    expect((await source.t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('tells a damaged backup by its hashes, and restores nothing from it', async () => {
    const damaged = join(work, 'damaged.backup');
    const bytes = readFileSync(file);
    // A byte inside the database dump, the archive's first entry.
    bytes[600] = bytes[600]! ^ 0xff;
    writeFileSync(damaged, bytes);
    const check = await command('restore', ['--check', damaged], {});
    expect(check.code).toBe(1);
    expect(check.err).toMatch(/damaged: database\.(pgdump|pglite\.tar\.gz) does not match its hash/);
    await expect(checkBackup(file)).resolves.toMatchObject({ database: { kind: engine } });

    const target = engine === 'postgres' ? await createDatabase() : join(work, 'from-damaged');
    const config = testConfig(target, engine === 'postgres' ? { DATABASE_URL: target } : {});
    await expect(restoreBackup(config, damaged)).rejects.toThrow(/does not match its hash/);
    if (engine === 'pglite') expect(existsSync(target)).toBe(false);
    else expect(await userTables(target)).toEqual([]);
  });
});
