import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema';
import { manifestKey, pictureKeys } from '../src/lib/images';
import { JOB_DEFINITIONS } from '../src/modules/jobs/jobs.definitions';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';
import { daysAgo, demoIds, receiptImage, registerClient } from './support/fixtures';
import { multipartFile } from './support/multipart';

// How much one account or address may upload, how many receipts an account may hold without a
// purchase, and the hourly deletion of what nothing uses.

let t: TestApp;
/** The real app with these settings for the tests of one block. */
function withApp(env: Record<string, string>) {
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());
}

let seed = 0;
function upload(headers: object, body?: Buffer, opts: { ip?: string; purpose?: string } = {}) {
  return (async () => {
    const { payload, headers: h } = multipartFile(body ?? (await receiptImage(++seed)), 'cupom.png', 'image/png');
    return t.request({
      method: 'POST',
      url: `/api/shared/upload${opts.purpose ? `?purpose=${opts.purpose}` : ''}`,
      headers: { ...headers, ...h },
      payload,
      remoteAddress: opts.ip ?? '10.0.0.1',
    });
  })();
}

let accounts = 0;
async function newCustomer() {
  accounts++;
  return registerClient(t, {
    name: `Cliente Limite ${accounts}`,
    email: `limite${accounts}@example.com`,
    password: 'Senha@1234',
    cpfBase: String(412_000_000 + accounts * 7919).slice(0, 9),
  });
}

function expectTooMany(res: Awaited<ReturnType<typeof upload>>, message: string) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('upload rate limits', () => {
  withApp({ UPLOAD_RATE_LIMIT_PER_ACCOUNT: '3', UPLOAD_RATE_LIMIT_PER_IP: '7' });

  it('refuses an account past its uploads per minute with 429 and Retry-After, storing nothing', async () => {
    const { headers } = await newCustomer();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await upload(headers, undefined, { ip: '10.1.0.1' });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().data.id);
    }
    // The fourth from another address: still the same account.
    expect((await upload(headers, undefined, { ip: '10.1.0.2' })).statusCode).toBe(429);
    const before = await rowCount(t.database.db, files);
    expectTooMany(
      await upload(headers, undefined, { ip: '10.1.0.3' }),
      'Muitos arquivos enviados. Aguarde um minuto e tente novamente.',
    );
    expect(await rowCount(t.database.db, files)).toBe(before);
  });

  it('refuses an address past its uploads per minute, whatever the account', async () => {
    for (let i = 0; i < 7; i++) {
      const { headers } = await newCustomer();
      expect((await upload(headers, undefined, { ip: '10.2.0.1', purpose: 'receipt' })).statusCode).not.toBe(429);
    }
    const { headers } = await newCustomer();
    expectTooMany(
      await upload(headers, undefined, { ip: '10.2.0.1' }),
      'Muitos arquivos enviados. Aguarde um minuto e tente novamente.',
    );
    expect((await upload(headers, undefined, { ip: '10.2.0.2' })).statusCode).toBe(201);
  });
});

describe('receipts without a purchase', () => {
  withApp({ UPLOAD_MAX_UNATTACHED: '3' });

  it('caps the receipts an account holds without a purchase; registering one frees a place', async () => {
    const { headers } = await newCustomer();
    const urls: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await upload(headers, undefined, { ip: `10.3.0.${i + 1}` });
      expect(res.statusCode).toBe(201);
      urls.push(res.json().url);
    }
    const refused = await upload(headers, undefined, { ip: '10.3.1.1' });
    expectTooMany(
      refused,
      'Você tem muitos comprovantes enviados sem compra registrada. Registre as compras desses comprovantes ou aguarde para enviar outros.',
    );
    // Until the oldest is a day old.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    const { storeId } = await demoIds(t);
    const sale = await t.request({
      method: 'POST',
      url: '/api/sales',
      headers,
      payload: {
        type: 'photo',
        saleDate: daysAgo(0),
        storeId,
        fileUrl: urls[0],
        grossValue: 150,
        netValue: 150,
      },
      remoteAddress: '10.3.2.1',
    });
    expect(sale.statusCode).toBe(201);
    expect((await upload(headers, undefined, { ip: '10.3.1.2' })).statusCode).toBe(201);
  });
});

describe('uploads.cleanup', () => {
  withApp({});
  const job = JOB_DEFINITIONS.find((d) => d.name === 'uploads.cleanup')!;
  const run = (now: Date) =>
    job.run({
      db: t.database.db,
      storage: t.app.storage,
      mailer: t.app.mailer,
      timeZone: t.config.timeZone,
      receipts: t.config.receipts,
      now,
      scheduledFor: null,
    });
  const exists = async (key: string) => (await t.app.storage.open(key))?.destroy() !== undefined;

  it('deletes the receipts and pictures nothing uses after 24 hours, with their sizes; keeps the rest', async () => {
    const admin = await t.login('admin@example.com');
    const { headers } = await newCustomer();
    const { storeId } = await demoIds(t);
    const receipt = await upload(headers, undefined, { ip: '10.4.0.1' });
    const used = await upload(headers, undefined, { ip: '10.4.0.2' });
    const sale = await t.request({
      method: 'POST',
      url: '/api/sales',
      headers,
      payload: {
        type: 'photo',
        saleDate: daysAgo(0),
        storeId,
        fileUrl: used.json().url,
        grossValue: 150,
        netValue: 150,
      },
      remoteAddress: '10.4.0.3',
    });
    expect(sale.statusCode).toBe(201);
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const image = await upload(admin, picture, { ip: '10.4.0.4', purpose: 'image' });
    expect(image.statusCode).toBe(201);
    const imageKeys = pictureKeys(image.json().url)!;
    const variants = image.json().data.image.variants as { url: string }[];
    expect(variants.length).toBeGreaterThan(0);
    const ids = [receipt, used, image].map((r) => r.json().data.id as string);
    const rows = await t.database.db.select().from(files).where(inArray(files.id, ids));
    const keyOf = (id: string) => rows.find((r) => r.id === id)!.storageKey;
    const allKeys = [
      keyOf(ids[0]!),
      keyOf(ids[1]!),
      imageKeys.key,
      manifestKey(imageKeys.stem),
      ...variants.map((v) => v.url.replace('/uploads/', '')),
    ];
    for (const key of allKeys) expect(await exists(key), key).toBe(true);

    // A day less a minute later: everything stays.
    await run(new Date(Date.now() + 24 * 3_600_000 - 60_000));
    expect(await rowCount(t.database.db, files)).toBeGreaterThanOrEqual(3);
    expect(await t.database.db.select().from(files).where(inArray(files.id, ids))).toHaveLength(3);

    const result = await run(new Date(Date.now() + 24 * 3_600_000 + 60_000));
    expect(result).toMatchObject({ deleted: expect.any(Number), bytes: expect.any(Number) });
    const left = await t.database.db.select({ id: files.id }).from(files).where(inArray(files.id, ids));
    expect(left.map((r) => r.id)).toEqual([ids[1]]);
    expect(await exists(keyOf(ids[0]!))).toBe(false);
    expect(await exists(keyOf(ids[1]!))).toBe(true);
    for (const key of allKeys.slice(2)) expect(await exists(key), key).toBe(false);
    // The purchase's receipt still opens; the deleted one is gone.
    expect((await t.request({ method: 'GET', url: used.json().url, headers })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: receipt.json().url, headers })).statusCode).toBe(404);
    // A second run finds nothing more of these.
    await run(new Date(Date.now() + 24 * 3_600_000 + 120_000));
    expect(await t.database.db.select().from(files).where(eq(files.id, ids[1]!))).toHaveLength(1);
  });
});
