import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcesses, startApiProcesses } from './support/api-processes';
import { multipartFile } from './support/multipart';

// Two API processes, each with its own DATA_DIR, on one PostgreSQL database: a file uploaded
// through one is served by the other.
let hosts: ApiProcesses;
const base = (i: number) => hosts.base(i);

async function login(host: number, email: string): Promise<{ authorization: string }> {
  const res = await fetch(`${base(host)}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo@1234' }),
  });
  const token = ((await res.json()) as { data: { access_token: string } }).data.access_token;
  return { authorization: `Bearer ${token}` };
}

async function upload(host: number, auth: object, buffer: Buffer, purpose: string) {
  const { payload, headers } = multipartFile(buffer, 'arquivo', 'application/octet-stream');
  const res = await fetch(`${base(host)}/api/shared/upload?purpose=${purpose}`, {
    method: 'POST',
    headers: { ...auth, ...headers },
    body: payload,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

beforeAll(async () => {
  hosts = await startApiProcesses(2, 'files');
});
afterAll(() => hosts.stop());

describe('files across two API hosts', () => {
  it('serves through one host the receipt and the prize image uploaded through the other', async () => {
    const cliente = await login(0, 'cliente@example.com');
    const admin = await login(0, 'admin@example.com');
    const receipt = Buffer.concat([
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n'),
      randomBytes(600 * 1024),
      Buffer.from('\n%%EOF\n'),
    ]);
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const receiptUrl = await upload(0, cliente, receipt, 'receipt');
    const imageUrl = await upload(0, admin, image, 'image');

    const servedReceipt = await fetch(`${base(1)}${receiptUrl}`, { headers: await login(1, 'cliente@example.com') });
    expect(servedReceipt.status).toBe(200);
    expect(servedReceipt.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await servedReceipt.arrayBuffer()).equals(receipt)).toBe(true);
    // Still private on the other host.
    expect((await fetch(`${base(1)}${receiptUrl}`)).status).toBe(401);

    const servedImage = await fetch(`${base(1)}${imageUrl}`);
    expect(servedImage.status).toBe(200);
    expect(servedImage.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await servedImage.arrayBuffer())).metadata()).width).toBe(40);

    // The demo pictures the first host seeded, too.
    const demo = await fetch(`${base(1)}/uploads/public/prizes/demo-1.webp`);
    expect(demo.status).toBe(200);
    expect(demo.headers.get('content-type')).toBe('image/webp');
  });
});
