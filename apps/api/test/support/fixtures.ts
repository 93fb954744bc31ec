import { addDays, todayIn } from '@mall/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { clients, sellers, stores } from '../../src/db/schema';
import type { TestApp } from './app';
import { multipartFile } from './multipart';

export const today = () => todayIn('America/Sao_Paulo');
export const daysAgo = (n: number) => addDays(today(), -n);

/** A valid CPF from 9 base digits (the two check digits computed), for customers made by a test. */
export function cpfFrom(base: string): string {
  const digits = base.split('').map(Number);
  for (const len of [9, 10]) {
    const sum = digits.slice(0, len).reduce((acc, d, i) => acc + d * (len + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** A small, unique receipt picture (the colour makes its content, and hash, unique). */
export async function receiptImage(seed: number): Promise<Buffer> {
  const colour = `#${(seed * 2654435761).toString(16).padStart(6, '0').slice(-6)}`;
  return sharp({ create: { width: 40, height: 60, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export async function uploadReceipt(t: TestApp, headers: object, content: Buffer): Promise<string> {
  const { payload, headers: h } = multipartFile(content, 'cupom.png', 'image/png');
  const res = await t.request({ method: 'POST', url: '/api/shared/upload', headers: { ...headers, ...h }, payload });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
  return res.json().url;
}

/**
 * A purchase by photo, as its customer (`headers`) sends it: `image` uploaded, then POST /sales of
 * R$ 150,00 dated today at `storeId`; `payload` overrides any field (a `fileUrl` of its own too).
 */
export async function postPhotoSale(
  t: TestApp,
  headers: { authorization: string },
  image: Buffer,
  storeId: string,
  payload: Record<string, unknown> = {},
) {
  const fileUrl = await uploadReceipt(t, headers, image);
  return t.request({
    method: 'POST',
    url: '/api/sales',
    headers,
    payload: { type: 'photo', saleDate: daysAgo(0), storeId, fileUrl, grossValue: 150, netValue: 150, ...payload },
  });
}

/** Ids of the demo data the sales tests use. */
export async function demoIds(t: TestApp) {
  const db = t.database.db;
  const [first] = await db.select().from(stores).where(eq(stores.tradeName, 'Casa Aurora Móveis'));
  const [second] = await db.select().from(stores).where(eq(stores.tradeName, 'Lumen Iluminação'));
  const [seller] = await db.select().from(sellers).where(eq(sellers.storeId, first!.id));
  const [client] = await db.select().from(clients).where(eq(clients.email, 'cliente@example.com'));
  return { storeId: first!.id, otherStoreId: second!.id, sellerId: seller!.id, clientId: client!.id };
}

/**
 * A customer of the test's own, registered through the API like any other, and logged in: its
 * client id and authorization header.
 */
export async function registerClient(
  t: TestApp,
  c: { name: string; email: string; password: string; cpfBase: string },
): Promise<{ id: string; headers: { authorization: string } }> {
  const res = await t.request({
    method: 'POST',
    url: '/api/clients',
    payload: {
      name: c.name,
      email: c.email,
      cpf: cpfFrom(c.cpfBase),
      address: 'Rua Augusta, 100',
      zipCode: '01305-000',
      phone: '(11) 98888-7777',
      birthdate: '1990-05-20',
      acceptsTerms: true,
      acceptsPrivacy: true,
      user: { email: c.email, password: c.password },
    },
  });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.body}`);
  return { id: res.json().data.id as string, headers: await t.login(c.email, c.password) };
}
