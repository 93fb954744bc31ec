import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

// Each case boots its own app (a fresh database), which takes a while on a busy machine.
const BOOT_TIMEOUT = 120_000;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const attempt = (app: TestApp, forwardedFor: string, remoteAddress = '10.0.0.5') =>
  app.request({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: `ninguem-${Math.random()}@example.com`, password: 'errada' },
  });

describe('client address behind proxies', () => {
  it(
    'in production without TRUST_PROXY, a spoofed X-Forwarded-For does not reset the per-IP limit',
    async () => {
      t = await createTestApp({ NODE_ENV: 'production', LOGIN_RATE_LIMIT_PER_IP: '3' }, { seed: false });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await attempt(t, `203.0.113.${i + 1}`)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    },
    BOOT_TIMEOUT,
  );

  it(
    'with TRUST_PROXY=1 the last hop is the client: spoofing earlier entries does not help',
    async () => {
      t = await createTestApp(
        { NODE_ENV: 'production', LOGIN_RATE_LIMIT_PER_IP: '2', TRUST_PROXY: '1' },
        { seed: false },
      );
      expect((await attempt(t, '198.51.100.1, 203.0.113.9')).statusCode).toBe(401);
      expect((await attempt(t, '198.51.100.2, 203.0.113.9')).statusCode).toBe(401);
      expect((await attempt(t, '198.51.100.3, 203.0.113.9')).statusCode).toBe(429);
      // Another client behind the same proxy has its own count.
      expect((await attempt(t, '203.0.113.10')).statusCode).toBe(401);
    },
    BOOT_TIMEOUT,
  );

  it(
    'with TRUST_PROXY naming the proxy, only that proxy may set the client address',
    async () => {
      t = await createTestApp({ LOGIN_RATE_LIMIT_PER_IP: '1', TRUST_PROXY: '10.0.0.5' }, { seed: false });
      expect((await attempt(t, '203.0.113.1')).statusCode).toBe(401);
      expect((await attempt(t, '203.0.113.2')).statusCode).toBe(401);
      expect((await attempt(t, '203.0.113.1')).statusCode).toBe(429);
      // A caller that is not the proxy is counted by its own address, whatever it forwards.
      expect((await attempt(t, '203.0.113.3', '192.0.2.7')).statusCode).toBe(401);
      expect((await attempt(t, '203.0.113.4', '192.0.2.7')).statusCode).toBe(429);
    },
    BOOT_TIMEOUT,
  );
});
