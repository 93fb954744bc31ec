import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores, users } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_ACCOUNT: '3', LOGIN_RATE_LIMIT_PER_IP: '40' });
});
afterAll(() => t.close());

function claimsOf(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
}

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('login', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.role, a.email]))(
    'logs %s in with a token carrying its role',
    async (role, email) => {
      const res = await login(email, 'Demo@1234', `10.1.0.${role.length}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toEqual(expect.any(String));
      expect(body.data.name).toEqual(expect.any(String));
      const claims = claimsOf(body.data.access_token);
      expect(claims.role).toBe(role);
      expect(claims.sub).toBe(body.data.id);
      expect(claims.exp).toBeGreaterThan(claims.iat);
      if (role === 'LOJISTA' || role === 'VENDEDOR') {
        expect(body.data.storeId).toEqual(expect.any(String));
        expect(claims.storeId).toBe(body.data.storeId);
        expect(body.data.store.tradeName).toBe('Casa Aurora Móveis');
      } else {
        expect(body.data.storeId).toBeNull();
      }
    },
  );

  it('lets a seller log in with its login instead of the e-mail', async () => {
    const res = await login('vendedor', 'Demo@1234', '10.2.0.1');
    expect(res.statusCode).toBe(200);
    expect(claimsOf(res.json().data.access_token).role).toBe('VENDEDOR');
  });

  it('accepts the e-mail in any case', async () => {
    const res = await login('  Admin@Example.COM ', 'Demo@1234', '10.2.0.2');
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const wrong = await login('smart@example.com', 'errada123', '10.3.0.1');
    const unknown = await login('ninguem@example.com', 'errada123', '10.3.0.1');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'E-mail ou senha inválidos' });
    }
  });

  it('limits failed attempts per account, even from several IPs, with a Portuguese 429', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login('concierge@example.com', 'errada', `10.4.0.${i}`)).statusCode).toBe(401);
    const blocked = await login('concierge@example.com', 'Demo@1234', '10.4.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Muitas tentativas de login. Aguarde um minuto e tente novamente.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another account is not affected.
    expect((await login('smart@example.com', 'Demo@1234', '10.4.0.99')).statusCode).toBe(200);
  });

  it('does not lock out an account that logs in successfully many times', async () => {
    for (let i = 0; i < 6; i++)
      expect((await login('cliente@example.com', 'Demo@1234', `10.5.0.${i}`)).statusCode).toBe(200);
  });

  it('limits attempts per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await login(`x${i}@example.com`, 'errada', '10.6.0.1')).statusCode);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const limited = await login('x40@example.com', 'errada', '10.6.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('refuses a token that is missing, malformed, or signed with another secret', async () => {
    for (const authorization of [undefined, 'Bearer abc.def.ghi', 'Basic Zm9vOmJhcg==']) {
      const res = await t.request({
        method: 'GET',
        url: '/api/users',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    }
  });

  it('refuses a deactivated user at once, even with a token issued before, and for good', async () => {
    const admin = await t.login('admin@example.com');
    const client = await t.login('cliente@example.com');
    expect((await t.request({ method: 'GET', url: '/api/clients/me', headers: client })).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'cliente@example.com'));
    const off = await t.request({ method: 'PATCH', url: `/api/users/${row!.id}/deactivate`, headers: admin });
    expect(off.statusCode).toBe(200);
    const after = await t.request({ method: 'GET', url: '/api/clients/me', headers: client });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Usuário desativado. Procure a administração do shopping.');
    const relogin = await login('cliente@example.com', 'Demo@1234', '10.7.0.1');
    expect(relogin.statusCode).toBe(403);
    await t.request({ method: 'PATCH', url: `/api/users/${row!.id}/activate`, headers: admin });
    // Reactivated, the user logs in again: the sessions the deactivation ended stay ended.
    const revived = await t.request({ method: 'GET', url: '/api/clients/me', headers: client });
    expect(revived.statusCode).toBe(401);
    expect(revived.json().message).toBe('Sessão encerrada. Faça o login novamente.');
    const again = await t.login('cliente@example.com');
    expect((await t.request({ method: 'GET', url: '/api/clients/me', headers: again })).statusCode).toBe(200);
  });

  it("refuses a blocked store's staff, at login and with an old token", async () => {
    const lojista = await t.login('lojista@example.com');
    const [store] = await t.database.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.tradeName, 'Casa Aurora Móveis'));
    await t.database.db.update(stores).set({ blocked: true }).where(eq(stores.id, store!.id));
    const res = await login('lojista@example.com', 'Demo@1234', '10.8.0.1');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Sua loja está bloqueada. Procure a administração do shopping.');
    const old = await t.request({ method: 'GET', url: '/api/clients', headers: lojista });
    expect(old.statusCode).toBe(401);
    await t.database.db.update(stores).set({ blocked: false }).where(eq(stores.id, store!.id));
  });

  it('refuses an expired token', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    // The claims of a real session: only the token's own expiry differs.
    const { sid } = claimsOf((await t.login('admin@example.com')).authorization.slice('Bearer '.length));
    const claims = { sub: row!.id, role: 'DEDPREMIUM' as const, name: row!.name, storeId: null, sid };
    const get = (token: string) =>
      t.request({ method: 'GET', url: '/api/users', headers: { authorization: `Bearer ${token}` } });
    // Issued a minute ago with one second of life: expired by a margin, whatever the clock says.
    const fresh = t.app.jwt.sign(claims, { expiresIn: '1h' });
    const expired = t.app.jwt.sign(claims, { expiresIn: '1s', clockTimestamp: Date.now() - 60_000 });
    expect((await get(fresh)).statusCode).toBe(200);
    const res = await get(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Sessão expirada. Faça o login novamente.');
  });
});
