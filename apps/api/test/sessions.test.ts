import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, sellers, userSessions, users } from '../src/db/schema';
import { PASSWORD_TOKEN_MESSAGES } from '../src/lib/password-tokens';
import { JOB_DEFINITIONS } from '../src/modules/jobs/jobs.definitions';
import { createTestApp, type TestApp } from './support/app';
import { cpfFrom } from './support/fixtures';

/**
 * A login is a session the server keeps: its token carries the session's id, a logout ends it at
 * once, a deactivation ends every session (and unused password link) of the user for good, and the
 * daily maintenance drops the expired ones.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    LOGIN_RATE_LIMIT_PER_IP: '500',
    LOGIN_RATE_LIMIT_PER_ACCOUNT: '50',
    FORGOT_PASSWORD_RATE_LIMIT_PER_IP: '50',
  });
});
afterAll(() => t.close());

const db = () => t.database.db;
const SESSION_ENDED = 'Sessão encerrada. Faça o login novamente.';
const EXPIRED = 'Sessão expirada. Faça o login novamente.';

function claimsOf(authorization: string) {
  return JSON.parse(Buffer.from(authorization.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    sid: string;
    exp: number;
  };
}

const me = (headers: { authorization: string }, url = '/api/users/me') => t.request({ method: 'GET', url, headers });
const logout = (headers: { authorization?: string } = {}) =>
  t.request({ method: 'POST', url: '/api/auth/logout', headers });
const userId = async (email: string) =>
  (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('a login', () => {
  it('opens a session that lasts as long as its token', async () => {
    const headers = await t.login('concierge@example.com');
    const claims = claimsOf(headers.authorization);
    const [session] = await db().select().from(userSessions).where(eq(userSessions.id, claims.sid));
    expect(session).toMatchObject({ userId: claims.sub, endedAt: null });
    expect(new Date(session!.expiresAt).getTime()).toBe(claims.exp * 1000);
  });

  it('of each kind opens its own session: staff, a seller by login, a customer, a customer just registered', async () => {
    const email = 'sessao.nova@example.com';
    const registered = await t.request({
      method: 'POST',
      url: '/api/clients',
      payload: {
        name: 'Sessão Nova',
        email,
        cpf: cpfFrom('418257396'),
        address: 'Rua Augusta, 100',
        zipCode: '01305-000',
        phone: '(11) 98888-7777',
        birthdate: '1990-05-20',
        acceptsTerms: true,
        acceptsPrivacy: true,
        user: { email, password: 'Sessao@1234' },
      },
    });
    expect(registered.statusCode).toBe(201);
    const logins = [
      [await t.login('smart@example.com'), '/api/users/me'],
      [await t.login('vendedor'), '/api/users/me'],
      [await t.login('cliente@example.com'), '/api/clients/me'],
      [await t.login(email, 'Sessao@1234'), '/api/clients/me'],
    ] as const;
    const sids = logins.map(([h]) => claimsOf(h.authorization).sid);
    expect(new Set(sids).size).toBe(4);
    for (const [headers, url] of logins) expect((await me(headers, url)).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('ends the session at once: its token is refused, another session of the same user goes on', async () => {
    const first = await t.login('smart@example.com');
    const second = await t.login('smart@example.com');
    const res = await logout(first);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const after = await me(first);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: SESSION_ENDED });
    expect((await me(second)).statusCode).toBe(200);
    const [row] = await db()
      .select()
      .from(userSessions)
      .where(eq(userSessions.id, claimsOf(first.authorization).sid));
    expect(row!.endedAt).not.toBeNull();
    // A session ended stays ended: logging out again is refused like any other call.
    expect((await logout(first)).statusCode).toBe(401);
  });

  it('is declared in the OpenAPI document: a 204 without content, behind the bearer token', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = doc.paths['/api/auth/logout'].post;
    expect(operation.operationId).toBe('logout');
    expect(operation.responses['204']).toEqual({ description: 'No content' });
    expect(operation.security).toBeUndefined();
  });

  it('needs a session: without a token the answer is 401 with the envelope', async () => {
    const res = await logout();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Faça o login para continuar' });
  });
});

describe('a token whose session is gone', () => {
  it('is refused when its session expired, was dropped, or was never there', async () => {
    const headers = await t.login('concierge@example.com');
    const { sid, ...claims } = claimsOf(headers.authorization);
    expect((await me(headers)).statusCode).toBe(200);
    // The token still has hours to live; its session does not.
    await db()
      .update(userSessions)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(userSessions.id, sid));
    const expired = await me(headers);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(EXPIRED);
    await db().delete(userSessions).where(eq(userSessions.id, sid));
    expect((await me(headers)).statusCode).toBe(401);
    // Signed with the app's own secret, but with no session, or another user's session.
    const other = claimsOf((await t.login('smart@example.com')).authorization);
    const { exp: _exp, ...rest } = claims as typeof claims & { iat?: number };
    const base = { ...rest, role: 'CONCIERGE' as const, name: 'Carla', storeId: null };
    delete (base as { iat?: number }).iat;
    for (const token of [
      t.app.jwt.sign(base as never),
      t.app.jwt.sign({ ...base, sid: 'nao-e-uuid' }),
      t.app.jwt.sign({ ...base, sid: other.sid }),
    ]) {
      const res = await me({ authorization: `Bearer ${token}` });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(EXPIRED);
    }
  });
});

describe('deactivation', () => {
  it('ends every session of the user for good: reactivating does not bring the old tokens back', async () => {
    const admin = await t.login('admin@example.com');
    const id = await userId('lojista@example.com');
    const phone = await t.login('lojista@example.com');
    const laptop = await t.login('lojista@example.com');
    expect((await me(phone)).statusCode).toBe(200);
    expect((await t.request({ method: 'PATCH', url: `/api/users/${id}/deactivate`, headers: admin })).statusCode).toBe(
      200,
    );
    expect((await me(laptop)).json().message).toBe('Usuário desativado. Procure a administração do shopping.');
    expect((await t.request({ method: 'PATCH', url: `/api/users/${id}/activate`, headers: admin })).statusCode).toBe(
      200,
    );
    for (const old of [phone, laptop]) {
      const res = await me(old);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(SESSION_ENDED);
    }
    const open = await db()
      .select()
      .from(userSessions)
      .where(and(eq(userSessions.userId, id), eq(userSessions.id, claimsOf(phone.authorization).sid)));
    expect(open[0]!.endedAt).not.toBeNull();
    // Logging in again opens a new session that works.
    expect((await me(await t.login('lojista@example.com'))).statusCode).toBe(200);
  });

  it("of a seller by its store's owner ends the seller's sessions too", async () => {
    const owner = await t.login('lojista@example.com');
    const seller = await t.login('vendedor');
    const [row] = await db()
      .select({ id: sellers.id })
      .from(sellers)
      .where(eq(sellers.userId, await userId('vendedor@example.com')));
    const status = (inactivatedAt: string | null) =>
      t.request({ method: 'PATCH', url: `/api/sellers/${row!.id}/status`, headers: owner, payload: { inactivatedAt } });
    expect((await status(new Date().toISOString())).statusCode).toBe(200);
    expect((await status(null)).statusCode).toBe(200);
    const res = await me(seller);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(SESSION_ENDED);
  });

  it('kills a reset link sent before it, even after a reactivation', async () => {
    const admin = await t.login('admin@example.com');
    const email = 'concierge@example.com';
    const id = await userId(email);
    const asked = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: '10.30.0.1',
    });
    expect(asked.statusCode).toBe(200);
    const [mail] = await db().select().from(outbox).where(eq(outbox.to, email));
    const token = decodeURIComponent(/token=([^\s"&<]+)/.exec(mail!.text)![1]!);
    await t.request({ method: 'PATCH', url: `/api/users/${id}/deactivate`, headers: admin });
    await t.request({ method: 'PATCH', url: `/api/users/${id}/activate`, headers: admin });
    const check = await t.request({
      method: 'POST',
      url: '/api/auth/password-link',
      payload: { token, purpose: 'reset' },
    });
    expect(check.statusCode).toBe(400);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Outra@12345' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: PASSWORD_TOKEN_MESSAGES.expired, problem: 'expired' });
    // The old password still works: the dead link changed nothing.
    expect((await me(await t.login(email))).statusCode).toBe(200);
  });
});

describe('the daily maintenance', () => {
  it('drops the sessions past their expiry and keeps the others', async () => {
    const live = claimsOf((await t.login('smart@example.com')).authorization).sid;
    const old = claimsOf((await t.login('smart@example.com')).authorization).sid;
    const now = new Date();
    await db()
      .update(userSessions)
      .set({ expiresAt: new Date(now.getTime() - 60_000).toISOString() })
      .where(eq(userSessions.id, old));
    const daily = JOB_DEFINITIONS.find((d) => d.name === 'maintenance.daily')!;
    const result = await daily.run({
      db: db(),
      timeZone: t.config.timeZone,
      mailer: t.app.mailer,
      storage: t.app.storage,
      receipts: t.config.receipts,
      now,
      scheduledFor: now,
    });
    expect(result).toMatchObject({ expiredSessions: expect.any(Number) });
    const ids = (await db().select({ id: userSessions.id }).from(userSessions)).map((s) => s.id);
    expect(ids).toContain(live);
    expect(ids).not.toContain(old);
  });
});
