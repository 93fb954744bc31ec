import type { ResponsiveImage } from '@mall/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema';
import { manifestKey, pictureKeys } from '../src/lib/images';
import { databaseStorage, localStorage, type Storage } from '../src/lib/storage';
import { backfillPictureSizes } from '../src/modules/uploads/picture-backfill';
import { createTestApp, engine, type TestApp } from './support/app';
import { multipartFile } from './support/multipart';

let t: TestApp;
let admin: { authorization: string };
let storage: Storage;
let storeId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
  storage = engine === 'postgres' ? databaseStorage(t.database.db) : localStorage(t.config.dataDir);
  const [store] = await t.database.db.select({ id: stores.id }).from(stores).orderBy(stores.tradeName).limit(1);
  storeId = store!.id;
});
afterAll(() => t.close());

/** A picture with some detail (a gradient), so its encodings differ in size as real photos do. */
function picture(width: number, height: number, format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#c08a5a"/><stop offset="1" stop-color="#4f6b58"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="30%" fill="#efe7dc"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

async function upload(buffer: Buffer, filename: string) {
  const { payload, headers } = multipartFile(buffer, filename, 'image/png');
  const res = await t.request({
    method: 'POST',
    url: '/api/shared/upload?purpose=image',
    headers: { ...admin, ...headers },
    payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { url: string; image: ResponsiveImage | null };
}

/** Fetches a URL as a browser would and reads the picture it answers. */
async function served(url: string) {
  const res = await t.request({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  const meta = await sharp(res.rawPayload).metadata();
  return { type: res.headers['content-type'], format: meta.format, width: meta.width, height: meta.height };
}

function srcSetEntries(image: ResponsiveImage): [string, number][] {
  return image.srcSet.split(', ').map((entry) => {
    const [url, w] = entry.split(' ');
    return [url!, Number(w!.replace('w', ''))];
  });
}

describe('picture sizes', () => {
  it('makes WebP copies of an uploaded photo at each width narrower than it, served as files', async () => {
    const { url, image } = await upload(await picture(1500, 1000, 'jpeg'), 'sala.jpg');
    expect(image).not.toBeNull();
    expect(image!).toMatchObject({ width: 1500, height: 1000 });
    // Narrower than the original, plus a WebP copy at its own width (the original is a JPEG).
    expect(image!.variants.map((v) => v.width)).toEqual([320, 480, 640, 960, 1280, 1500]);
    const stem = url.replace(/\.jpg$/, '');
    for (const v of image!.variants) {
      expect(v.url).toBe(`${stem}.w${v.width}.webp`);
      expect(v.height).toBe(Math.round((v.width * 1000) / 1500));
      // The real file, read back: WebP, as wide as announced.
      expect(await served(v.url)).toEqual({ type: 'image/webp', format: 'webp', width: v.width, height: v.height });
    }
    // Every candidate is a WebP copy: the full-size one stands for the JPEG.
    expect(srcSetEntries(image!)).toEqual(image!.variants.map((v) => [v.url, v.width]));
    // The original is still served as it was.
    expect(await served(url)).toMatchObject({ type: 'image/jpeg', format: 'jpeg', width: 1500 });
  });

  it('never enlarges a small picture', async () => {
    const { image } = await upload(await picture(200, 150, 'png'), 'icone.png');
    expect(image).toMatchObject({ width: 200, height: 150 });
    expect(image!.variants.map((v) => [v.width, v.height])).toEqual([[200, 150]]);
    expect(await served(image!.variants[0]!.url)).toMatchObject({ format: 'webp', width: 200, height: 150 });
  });

  it('lists a WebP original itself as the widest candidate', async () => {
    const { url, image } = await upload(await picture(700, 700, 'webp'), 'vaso.webp');
    expect(image!.variants.map((v) => v.width)).toEqual([320, 480, 640]);
    expect(srcSetEntries(image!).at(-1)).toEqual([url, 700]);
  });

  it('keeps the manifest private and answers 404 for a size that was never made', async () => {
    const { url } = await upload(await picture(400, 300, 'jpeg'), 'mesa.jpg');
    const stem = url.replace(/\.jpg$/, '');
    expect((await t.request({ method: 'GET', url: `${stem}.variants.json` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${stem}.w640.webp` })).statusCode).toBe(404);
  });

  it('answers a prize with its picture sizes in every list and read', async () => {
    const { url, image } = await upload(await picture(1200, 900, 'jpeg'), 'luminaria.jpg');
    const created = await t.request({
      method: 'POST',
      url: '/api/prizes',
      headers: admin,
      payload: { name: 'Luminária de piso', points: 1, storeId, imageUrl: url },
    });
    expect(created.statusCode).toBe(201);
    const prize = created.json().data;
    expect(prize.imageUrl).toBe(url);
    expect(prize.image).toEqual(image);

    const read = await t.request({ method: 'GET', url: `/api/prizes/${prize.id}`, headers: admin });
    expect(read.json().data.image).toEqual(image);
    const active = await t.request({ method: 'GET', url: '/api/prizes/active?limit=100' });
    expect(active.json().data.find((p: { id: string }) => p.id === prize.id).image).toEqual(image);
    const staff = await t.request({ method: 'GET', url: '/api/prizes?search=piso', headers: admin });
    expect(staff.json().data[0].image).toEqual(image);
    const edited = await t.request({
      method: 'PATCH',
      url: `/api/prizes/${prize.id}`,
      headers: admin,
      payload: { imageUrl: null },
    });
    expect(edited.json().data).toMatchObject({ imageUrl: null, image: null });
  });

  it('answers the demo prizes with the sizes the seed made', async () => {
    const res = await t.request({ method: 'GET', url: '/api/prizes/featured' });
    const featured = res.json().data as { imageUrl: string; image: ResponsiveImage }[];
    expect(featured.length).toBeGreaterThan(0);
    for (const p of featured) {
      expect(p.image).toMatchObject({ width: 600, height: 600 });
      expect(p.image.variants.map((v) => v.width)).toEqual([320, 480]);
      expect(srcSetEntries(p.image).map(([, w]) => w)).toEqual([320, 480, 600]);
      expect(await served(p.image.variants[0]!.url)).toMatchObject({ format: 'webp', width: 320 });
    }
  });

  it('gives a store photo its sizes in the public list', async () => {
    const { url, image } = await upload(await picture(1000, 625, 'png'), 'fachada.png');
    const res = await t.request({
      method: 'PATCH',
      url: `/api/stores/${storeId}`,
      headers: admin,
      payload: { photoUrl: url },
    });
    expect(res.statusCode).toBe(200);
    const list = await t.request({ method: 'GET', url: '/api/stores/active?limit=100' });
    const store = list.json().data.find((s: { id: string }) => s.id === storeId);
    expect(store).toMatchObject({ photoUrl: url, photo: image });
    expect(store.photo.variants.map((v: { width: number }) => v.width)).toEqual([320, 480, 640, 960, 1000]);
  });

  it('makes the sizes of a picture stored before they existed, on first sight and by the backfill', async () => {
    // As an older version stored them: the picture alone, no copies, no manifest.
    const older = ['antiga-1', 'antiga-2'].map((name) => `/uploads/public/images/${name}.jpg`);
    for (const url of older) await storage.put(pictureKeys(url)!.key, await picture(900, 600, 'jpeg'));

    // Seen in an answer: null at first, made in the background, listed from then on.
    const prize = (
      await t.request({
        method: 'POST',
        url: '/api/prizes',
        headers: admin,
        payload: { name: 'Espelho antigo', points: 1, storeId, imageUrl: older[0] },
      })
    ).json().data;
    expect(prize.image).toBeNull();
    await t.app.pictures.settled();
    const again = await t.request({ method: 'GET', url: `/api/prizes/${prize.id}`, headers: admin });
    expect(again.json().data.image.variants.map((v: { width: number }) => v.width)).toEqual([320, 480, 640, 900]);

    // Never seen: the start-up backfill makes it, and leaves the pictures already done alone.
    await t.database.db.update(stores).set({ photoUrl: older[1]! }).where(eq(stores.id, storeId));
    expect(await storage.open(manifestKey(pictureKeys(older[1])!.stem))).toBeNull();
    expect(await backfillPictureSizes(t.database.db, t.app.pictures, t.app.log)).toBe(1);
    expect(await storage.open(manifestKey(pictureKeys(older[1])!.stem))).not.toBeNull();
    expect(await served(`/uploads/public/images/antiga-2.w640.webp`)).toMatchObject({ format: 'webp', width: 640 });
    expect(await backfillPictureSizes(t.database.db, t.app.pictures, t.app.log)).toBe(0);
  });

  it('answers null, not an error, for a picture whose file is gone', async () => {
    const missing = '/uploads/public/images/sumiu.jpg';
    const prize = await t.request({
      method: 'POST',
      url: '/api/prizes',
      headers: admin,
      payload: { name: 'Brinde sem foto', points: 1, storeId, imageUrl: missing },
    });
    expect(prize.statusCode).toBe(201);
    expect(prize.json().data.image).toBeNull();
    await t.app.pictures.settled();
    const read = await t.request({ method: 'GET', url: `/api/prizes/${prize.json().data.id}`, headers: admin });
    expect(read.json().data.image).toBeNull();
  });

  it('derives sizes only for public pictures of its own', () => {
    expect(pictureKeys('/uploads/public/images/a.jpg')).toEqual({
      key: 'public/images/a.jpg',
      stem: 'public/images/a',
    });
    for (const url of [
      '/uploads/public/images/a.w320.webp',
      '/uploads/public/../private/receipts/a.jpg',
      '/api/shared/files/0d6b6f6e-0000-4000-8000-000000000000',
      'https://example.com/a.jpg',
      '/uploads/public/images/a.gif',
      null,
    ]) {
      expect(pictureKeys(url)).toBeNull();
    }
  });
});
