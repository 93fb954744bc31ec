import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../src/config';
import { openDatabase } from '../src/db/client';
import { createBackup, restoreBackup } from '../src/lib/backup';
import { s3Storage } from '../src/lib/s3-storage';
import { localStorage, type Storage } from '../src/lib/storage';
import { createTestApp, engine, type TestApp } from './support/app';
import { testConfig } from './support/config';
import { multipartFile } from './support/multipart';
import { pgliteTemplate } from './support/pg-template';
import { storageContract } from './support/storage-contract';

// Files in an S3-compatible bucket: a real S3 server (s3rver) started here, on a free port, with
// its data in a temporary directory. The SDK's notice that its 2027 releases need Node 22 is kept
// out of the test output (docs/operations.md).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const dir = mkdtempSync(join(tmpdir(), 'mall-s3-'));
let server: S3rver;
let endpoint: string;
const bucketConfig = (bucket: string): S3Config => ({
  endpoint,
  bucket,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
});
const s3Env = (bucket: string) => ({
  S3_ENDPOINT: endpoint,
  S3_BUCKET: bucket,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
});
let s3: Storage;

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(dir, 's3'),
    configureBuckets: [{ name: 'contract' }, { name: 'app' }, { name: 'migrate' }, { name: 'backup' }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  s3 = s3Storage(bucketConfig('contract'));
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

storageContract('s3', () => s3);

async function bytes(body: Readable | null): Promise<Buffer | null> {
  if (!body) return null;
  const parts: Buffer[] = [];
  for await (const chunk of body) parts.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(parts);
}

describe('the app with STORAGE=s3', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ STORAGE: 's3', ...s3Env('app') });
  });
  afterAll(() => t?.close());

  async function upload(file: Buffer, headers: object, purpose: string) {
    const { payload, headers: h } = multipartFile(file, 'arquivo', 'application/octet-stream');
    const res = await t.request({
      method: 'POST',
      url: `/api/shared/upload?purpose=${purpose}`,
      headers: { ...headers, ...h },
      payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json().url as string;
  }

  it('keeps uploads in the bucket and serves them through the API with the same checks', async () => {
    const cliente = await t.login('cliente@example.com');
    const admin = await t.login('admin@example.com');
    const receipt = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const receiptUrl = await upload(receipt, cliente, 'receipt');
    const served = await t.request({ method: 'GET', url: receiptUrl, headers: cliente });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(receipt)).toBe(true);
    expect((await t.request({ method: 'GET', url: receiptUrl })).statusCode).toBe(401);

    const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#36a' } })
      .png()
      .toBuffer();
    const pictureUrl = await upload(png, admin, 'image');
    const picture = await t.request({ method: 'GET', url: pictureUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect((await t.request({ method: 'GET', url: pictureUrl.replace(/\.png$/, '.w320.webp') })).statusCode).toBe(200);

    // The objects are in the bucket, not on disk.
    const keys: string[] = [];
    for await (const file of s3Storage(bucketConfig('app')).list()) keys.push(file.key);
    expect(keys).toContain(pictureUrl.replace(/^\/uploads\//, ''));
    expect(keys).toContain(`private/receipts/${receiptUrl.split('/').pop()}.pdf`);
    const onDisk: string[] = [];
    for await (const file of localStorage(t.config.dataDir).list()) onDisk.push(file.key);
    expect(onDisk.filter((k) => k.startsWith('private/receipts/') || k.startsWith('public/images/'))).toEqual([]);
  });
});

function migrate(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/storage-migrate.ts', ...args], {
    cwd: join(import.meta.dirname, '..'),
    // The SDK's notice that its 2027 releases need Node 22 (docs/operations.md) is not the command's.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
    },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => {
    out += c;
  });
  child.stderr.on('data', (c: Buffer) => {
    err += c;
  });
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, out, err })),
  );
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('npm run storage:migrate', () => {
  it('copies every file to the bucket verified by hash, skips what is there on a second run, and copies back', async () => {
    const dataDir = join(dir, 'data');
    const disk = localStorage(dataDir);
    const files = {
      'receipts/a.pdf': Buffer.from('%PDF-1.4 a'),
      'public/images/b.jpg': Buffer.alloc(300_000, 7),
      'public/images/b.w320.webp': Buffer.from('webp'),
    };
    for (const [key, body] of Object.entries(files)) await disk.put(key, body);
    const bucket = s3Storage(bucketConfig('migrate'));

    const first = await migrate(['--to', 's3'], { DATA_DIR: dataDir, ...s3Env('migrate') });
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect(first.out).toContain('3 copied, 0 already there, 0 failed');
    for (const [key, body] of Object.entries(files))
      expect(sha((await bytes(await bucket.open(key)))!)).toBe(sha(body));

    // A copy that went wrong is copied again; the rest is skipped.
    await bucket.put('receipts/a.pdf', Buffer.from('damaged'));
    const second = await migrate(['--to', 's3'], { DATA_DIR: dataDir, ...s3Env('migrate') });
    expect(second.out).toContain('1 copied, 2 already there, 0 failed');
    expect((await bytes(await bucket.open('receipts/a.pdf')))!.equals(files['receipts/a.pdf'])).toBe(true);

    // Back to disk, with the app already on STORAGE=s3.
    const back = join(dir, 'back');
    const third = await migrate(['--to', 'disk'], { DATA_DIR: back, STORAGE: 's3', ...s3Env('migrate') });
    expect(third.out).toContain('3 copied, 0 already there, 0 failed');
    for (const [key, body] of Object.entries(files)) {
      expect((await bytes(await localStorage(back).open(key)))!.equals(body)).toBe(true);
    }
  });

  it('names what is missing instead of starting', async () => {
    const res = await migrate(['--to', 's3'], { DATA_DIR: join(dir, 'data'), S3_BUCKET: 'migrate' });
    expect(res.code).toBe(1);
    expect(res.err).toContain('S3_ACCESS_KEY_ID: is required with STORAGE=s3');
    expect(res.err).not.toMatch(/\n\s+at /);
    const bad = await migrate(['--to', 'ftp'], { DATA_DIR: join(dir, 'data') });
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('--to takes one of: disk, database, s3');
  });
});

describe('a backup with STORAGE=s3', () => {
  it.skipIf(engine === 'postgres')("copies the bucket's files, and restores them into another storage", async () => {
    const source = join(dir, 'backup-source');
    const database = await openDatabase({ dataDir: source, loadDataDir: pgliteTemplate('migrated') });
    await database.close();
    const receipt = Buffer.from('%PDF-1.4 receipt kept in the bucket');
    await s3Storage(bucketConfig('backup')).put('receipts/r.pdf', receipt);

    const file = join(dir, 's3.backup');
    const manifest = await createBackup(testConfig(source, { STORAGE: 's3', ...s3Env('backup') }), file);
    expect(manifest).toMatchObject({ storage: 's3', files: [{ key: 'receipts/r.pdf', bytes: receipt.length }] });

    const target = join(dir, 'backup-target');
    await restoreBackup(testConfig(target), file);
    expect((await bytes(await localStorage(target).open('receipts/r.pdf')))!.equals(receipt)).toBe(true);
  });
});
