import { eq } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
let client: { authorization: string };
const SECRET = 'test-secret-that-is-long-enough-for-hs256';

beforeAll(async () => {
  t = await createTestApp();
  client = await t.login('cliente@example.com');
});
afterAll(() => t.close());

function expectEnvelope(res: { statusCode: number; json(): unknown }, status: number) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { statusCode: number; error: string; message: unknown };
  expect(body.statusCode).toBe(status);
  expect(typeof body.error).toBe('string');
  expect(body.message).toBeTruthy();
  return body;
}

describe('deeply nested JSON', () => {
  it('answers 400 instead of failing on a 7,000-level body or a NUL deep inside', async () => {
    const deep = `${'['.repeat(7000)}${']'.repeat(7000)}`;
    for (const url of ['/api/auth/login', '/api/clients/contact']) {
      const res = await t.request({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: `{"email":${deep},"password":"x"}`,
      });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
    }
    const withNul = `{"name":${'['.repeat(7000)}"a\\u0000b"${']'.repeat(7000)}}`;
    const res = await t.request({
      method: 'PATCH',
      url: '/api/clients/me',
      headers: { ...client, 'content-type': 'application/json' },
      payload: withNul,
    });
    const body = expectEnvelope(res, 400);
    expect(body.message).toBe('name.0.0.0.0.0.0.0...: o texto contém um caractere inválido (NUL)');
  });
});

describe('malformed multipart', () => {
  const send = (contentType: string, payload: string | Buffer) =>
    t.request({
      method: 'POST',
      url: '/api/shared/upload?purpose=receipt',
      headers: { ...client, 'content-type': contentType },
      payload,
    });

  it.each([
    [
      'no boundary',
      'multipart/form-data',
      '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n',
    ],
    [
      'no closing boundary',
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 trunc',
    ],
    ['garbage', 'multipart/form-data; boundary=abc', 'this is not multipart at all \u0001\u0002'],
    ['a boundary over 256 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, `--${'b'.repeat(300)}\r\n`],
    ['an empty body', 'multipart/form-data; boundary=abc', ''],
  ])('answers 4xx with the envelope for %s, storing nothing', async (_l, contentType, payload) => {
    const before = await t.database.db.select().from(files);
    const res = await send(contentType, payload);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectEnvelope(res, res.statusCode);
    expect(await t.database.db.select().from(files)).toHaveLength(before.length);
  });
});

describe('tokens', () => {
  const adminId = async () => {
    const [u] = await t.database.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    return u!.id;
  };
  const call = (token: string) =>
    t.request({ method: 'GET', url: '/api/users', headers: { authorization: `Bearer ${token}` } });
  /** The session of a real login: a token signed here differs from its own only where a test says. */
  const sessionId = async () => {
    const { authorization } = await t.login('admin@example.com');
    return JSON.parse(Buffer.from(authorization.split('.')[1]!, 'base64url').toString()).sid as string;
  };
  const claims = async () => ({
    sub: await adminId(),
    role: 'DEDPREMIUM',
    name: 'Admin',
    storeId: null,
    sid: await sessionId(),
  });
  const now = () => Math.floor(Date.now() / 1000);

  it('answers 401 for a validly signed token whose subject is not a UUID', async () => {
    const sign = createSigner({ key: SECRET, expiresIn: 60_000 });
    for (const sub of ['not-a-uuid', "1' or '1'='1", '']) {
      expectEnvelope(await call(sign({ ...(await claims()), sub })), 401);
    }
  });

  it('answers 401 for a token without expiry, with alg none or another algorithm', async () => {
    const base = await claims();
    expect((await call(createSigner({ key: SECRET, expiresIn: 60_000 })(base))).statusCode).toBe(200);
    expectEnvelope(await call(createSigner({ key: SECRET })(base)), 401);
    expectEnvelope(await call(createSigner({ key: SECRET, algorithm: 'HS512', expiresIn: 60_000 })(base)), 401);
    expectEnvelope(await call(createSigner({ key: SECRET, algorithm: 'HS384', expiresIn: 60_000 })(base)), 401);
    const none = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const unsigned = `${none({ alg: 'none', typ: 'JWT' })}.${none({ ...base, iat: now(), exp: now() + 60 })}.`;
    expectEnvelope(await call(unsigned), 401);
  });
});
