import { FORGOT_PASSWORD_MESSAGE } from '@mall/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs, outbox, passwordTokens, users } from '../src/db/schema';
import { issuePasswordToken, PASSWORD_TOKEN_MESSAGES } from '../src/lib/password-tokens';
import { PASSWORD_CHANGED_MESSAGE } from '../src/plugins/auth';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';
import { cpfFrom } from './support/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    LOGIN_RATE_LIMIT_PER_IP: '500',
    FORGOT_PASSWORD_RATE_LIMIT_PER_IP: '4',
    FORGOT_PASSWORD_RATE_LIMIT_PER_EMAIL: '2',
  });
});
afterAll(() => t.close());

const db = () => t.database.db;

// Every request from an address of its own unless a test is about the per-IP limit.
let requests = 0;
const nextIp = () => {
  requests += 1;
  return `10.20.${requests >> 8}.${requests & 255}`;
};

const forgot = (email: unknown, remoteAddress = nextIp()) =>
  t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });
const reset = (payload: object) =>
  t.request({ method: 'POST', url: '/api/auth/reset-password', payload, remoteAddress: nextIp() });
const setPassword = (payload: object) =>
  t.request({ method: 'POST', url: '/api/shopkeepers/set-password', payload, remoteAddress: nextIp() });
const loginStatus = async (email: string, password: string) =>
  (
    await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: nextIp(),
    })
  ).statusCode;

let customers = 0;
/** A customer of this file's own, registered like any other. */
async function registerCustomer(): Promise<{ email: string; password: string; id: string }> {
  customers += 1;
  const email = `esqueci${customers}@example.com`;
  const password = 'Antiga123';
  const res = await t.request({
    method: 'POST',
    url: '/api/clients',
    remoteAddress: nextIp(),
    payload: {
      name: `Cliente Esquecido ${customers}`,
      email,
      cpf: cpfFrom(`73${String(customers).padStart(7, '0')}`),
      address: 'Rua Augusta, 100',
      zipCode: '01305-000',
      phone: '(11) 98888-7777',
      birthdate: '1990-05-20',
      acceptsTerms: true,
      acceptsPrivacy: true,
      user: { email, password },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  return { email, password, id: user!.id };
}

const mailsTo = (to: string) => db().select().from(outbox).where(eq(outbox.to, to));

/** The raw token of the newest reset link e-mailed to `to`. */
async function tokenFromMail(to: string): Promise<string> {
  const mails = await mailsTo(to);
  const link = mails.at(-1)?.text.match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeDefined();
  return new URLSearchParams(new URL(link!).hash.slice(1)).get('token')!;
}

describe('POST /auth/forgot-password', () => {
  it('answers the same for a known and an unknown e-mail, and e-mails a one-hour link only to the account', async () => {
    const customer = await registerCustomer();
    const [mailsBefore, tokensBefore] = [await rowCount(db(), outbox), await rowCount(db(), passwordTokens)];

    const unknown = await forgot('ninguem.aqui@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect([await rowCount(db(), outbox), await rowCount(db(), passwordTokens)]).toEqual([mailsBefore, tokensBefore]);

    // Typed in capitals with spaces around it: the same account.
    const known = await forgot(`  ${customer.email.toUpperCase()} `);
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);

    const mails = await mailsTo(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Redefinição de senha');
    expect(mails[0]!.text).toContain('válido por 1 hora');
    const link = new URL(mails[0]!.text.match(/https?:\/\/\S+/)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicUrl}/redefinir-senha`);
    // The token after `#`: the browser keeps it, no server or proxy log sees it.
    expect(link.search).toBe('');
    const raw = new URLSearchParams(link.hash.slice(1)).get('token')!;
    expect(raw.length).toBeGreaterThanOrEqual(40);
    // Only the digest is kept, and it expires in an hour.
    const [stored] = await db()
      .select()
      .from(passwordTokens)
      .where(and(eq(passwordTokens.userId, customer.id), eq(passwordTokens.purpose, 'reset')));
    expect(stored!.tokenHash).not.toBe(raw);
    const lasts = new Date(stored!.expiresAt).getTime() - new Date(stored!.createdAt).getTime();
    expect(Math.abs(lasts - 60 * 60 * 1000)).toBeLessThan(5_000);
  });

  it('finds staff by e-mail too (a seller), and sends nothing to a deactivated account', async () => {
    await forgot('vendedor@example.com');
    const sellerMails = await mailsTo('vendedor@example.com');
    expect(sellerMails.filter((m) => m.subject === 'Redefinição de senha')).toHaveLength(1);

    const customer = await registerCustomer();
    await db().update(users).set({ inactivatedAt: new Date().toISOString() }).where(eq(users.id, customer.id));
    const res = await forgot(customer.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(await mailsTo(customer.email)).toHaveLength(0);
  });

  it('refuses a missing or malformed e-mail with 400, writing nothing', async () => {
    const before = [await rowCount(db(), outbox), await rowCount(db(), passwordTokens)];
    for (const [email, message] of [
      ['', 'E-mail é obrigatório'],
      ['nao-e-email', 'E-mail inválido'],
      [undefined, 'E-mail é obrigatório'],
    ] as const) {
      const res = await forgot(email);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().message)).toContain(message);
    }
    expect([await rowCount(db(), outbox), await rowCount(db(), passwordTokens)]).toEqual(before);
  });

  it('limits requests per IP, known e-mails or not, with 429, Retry-After and a Portuguese message', async () => {
    const ip = '10.30.0.1';
    for (let i = 0; i < 4; i++) expect((await forgot(`limite-ip-${i}@example.com`, ip)).statusCode).toBe(200);
    const limited = await forgot('limite-ip-5@example.com', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Muitos pedidos de redefinição de senha. Aguarde um minuto e tente novamente.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another address is not affected.
    expect((await forgot('limite-ip-5@example.com', '10.30.0.2')).statusCode).toBe(200);
  });

  it('limits requests per e-mail from any address, and sends no more mail beyond it', async () => {
    const customer = await registerCustomer();
    expect((await forgot(customer.email, '10.31.0.1')).statusCode).toBe(200);
    expect((await forgot(customer.email, '10.31.0.2')).statusCode).toBe(200);
    const limited = await forgot(customer.email.toUpperCase(), '10.31.0.3');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(customer.email)).toHaveLength(2);
    // An unknown e-mail is limited the same way, so the limit tells nothing either.
    for (const ip of ['10.31.1.1', '10.31.1.2'])
      expect((await forgot('sem-conta@example.com', ip)).statusCode).toBe(200);
    expect((await forgot('sem-conta@example.com', '10.31.1.3')).statusCode).toBe(429);
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the new password once, ends earlier sessions, and the new password logs in', async () => {
    const customer = await registerCustomer();
    const before = await t.login(customer.email, customer.password);
    // A session works before the reset.
    expect((await t.request({ method: 'GET', url: '/api/clients/me', headers: before })).statusCode).toBe(200);
    await forgot(customer.email);
    const token = await tokenFromMail(customer.email);

    const res = await reset({ token, password: 'NovaSenha9' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Senha redefinida com sucesso!', data: { email: customer.email } });

    const old = await t.request({ method: 'GET', url: '/api/clients/me', headers: before });
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe(PASSWORD_CHANGED_MESSAGE);
    expect(await loginStatus(customer.email, customer.password)).toBe(401);
    const after = await t.login(customer.email, 'NovaSenha9');
    expect((await t.request({ method: 'GET', url: '/api/clients/me', headers: after })).statusCode).toBe(200);

    const again = await reset({ token, password: 'OutraSenha8' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: PASSWORD_TOKEN_MESSAGES.used, problem: 'used' });
    expect(await loginStatus(customer.email, 'NovaSenha9')).toBe(200);

    // The change is in the audit log as the person's own, without the password.
    const [row] = await db()
      .select()
      .from(logs)
      .where(and(eq(logs.entityId, customer.id), eq(logs.methodName, 'reset-password')));
    expect(row).toMatchObject({ moduleName: 'User', userId: customer.id });
    expect(JSON.stringify(row)).not.toContain('NovaSenha9');
  });

  it('refuses an expired link and an unknown one with 400, the message and the problem', async () => {
    const customer = await registerCustomer();
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const expired = await issuePasswordToken(db(), customer.id, 'reset', twoHoursAgo);
    const res = await reset({ token: expired, password: 'NovaSenha9' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: PASSWORD_TOKEN_MESSAGES.expired,
      problem: 'expired',
    });
    const unknown = await reset({ token: 'nao-existe', password: 'NovaSenha9' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: PASSWORD_TOKEN_MESSAGES.invalid, problem: 'invalid' });
    expect(await loginStatus(customer.email, customer.password)).toBe(200);
  });

  it('refuses a password outside the rule or a missing token with 400, leaving the link unused', async () => {
    const customer = await registerCustomer();
    await forgot(customer.email);
    const token = await tokenFromMail(customer.email);
    for (const [body, message] of [
      [{ token, password: 'curta1' }, 'A senha deve ter pelo menos 8 caracteres'],
      [{ token, password: 'semnumeros' }, 'A senha deve conter pelo menos um número'],
      [{ token, password: '12345678' }, 'A senha deve conter pelo menos uma letra'],
      [{ password: 'NovaSenha9' }, 'Link inválido. Peça um novo link.'],
      [{ token: '', password: 'NovaSenha9' }, 'Link inválido. Peça um novo link.'],
    ] as const) {
      const res = await reset(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json().message)).toContain(message);
    }
    const [stored] = await db().select().from(passwordTokens).where(eq(passwordTokens.userId, customer.id));
    expect(stored!.usedAt).toBeNull();
    expect(await loginStatus(customer.email, customer.password)).toBe(200);
    expect((await reset({ token, password: 'NovaSenha9' })).statusCode).toBe(200);
  });

  it('only the newest link works when several were asked for', async () => {
    const customer = await registerCustomer();
    await forgot(customer.email);
    const first = await tokenFromMail(customer.email);
    await forgot(customer.email);
    const second = await tokenFromMail(customer.email);
    expect(second).not.toBe(first);
    expect((await reset({ token: first, password: 'NovaSenha9' })).statusCode).toBe(400);
    expect((await reset({ token: second, password: 'NovaSenha9' })).statusCode).toBe(200);
  });
});

describe('POST /shopkeepers/set-password', () => {
  it('spends a set link (48 hours) once, and refuses a reset link', async () => {
    const customer = await registerCustomer();
    const before = await t.login(customer.email, customer.password);
    // A day old: still valid, a set link lasts 48 hours.
    const setToken = await issuePasswordToken(db(), customer.id, 'set', new Date(Date.now() - 24 * 60 * 60 * 1000));
    await forgot(customer.email);
    const resetToken = await tokenFromMail(customer.email);

    const wrongPurpose = await setPassword({ token: resetToken, password: 'Primeira123' });
    expect(wrongPurpose.statusCode).toBe(400);
    expect(wrongPurpose.json()).toMatchObject({ problem: 'invalid' });

    const res = await setPassword({ token: setToken, password: 'Primeira123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Senha definida com sucesso!', data: { email: customer.email } });
    expect(await loginStatus(customer.email, 'Primeira123')).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/clients/me', headers: before })).statusCode).toBe(401);

    const again = await setPassword({ token: setToken, password: 'Segunda123' });
    expect(again.json()).toMatchObject({ message: PASSWORD_TOKEN_MESSAGES.used, problem: 'used' });
  });

  it('refuses a set link older than 48 hours', async () => {
    const customer = await registerCustomer();
    const old = await issuePasswordToken(db(), customer.id, 'set', new Date(Date.now() - 49 * 60 * 60 * 1000));
    const res = await setPassword({ token: old, password: 'Primeira123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: PASSWORD_TOKEN_MESSAGES.expired, problem: 'expired' });
  });
});

describe('POST /auth/password-link', () => {
  const check = (payload: object) =>
    t.request({ method: 'POST', url: '/api/auth/password-link', payload, remoteAddress: nextIp() });

  it('says until when a good link lasts, without spending it', async () => {
    const customer = await registerCustomer();
    const token = await issuePasswordToken(db(), customer.id, 'reset');
    const res = await check({ token, purpose: 'reset' });
    expect(res.statusCode, res.body).toBe(200);
    const lasts = new Date(res.json().data.expiresAt).getTime() - Date.now();
    expect(lasts).toBeGreaterThan(55 * 60 * 1000);
    expect(lasts).toBeLessThanOrEqual(60 * 60 * 1000);
    // Still good afterwards: the check spent nothing.
    expect((await reset({ token, password: 'Lembrei2026' })).statusCode).toBe(200);
    const used = await check({ token, purpose: 'reset' });
    expect(used.statusCode).toBe(400);
    expect(used.json()).toMatchObject({ message: PASSWORD_TOKEN_MESSAGES.used, problem: 'used' });
  });

  it('refuses an unknown link, a link of the other purpose and an expired one, naming why', async () => {
    const customer = await registerCustomer();
    expect((await check({ token: 'nao-existe', purpose: 'set' })).json()).toMatchObject({ problem: 'invalid' });
    const token = await issuePasswordToken(db(), customer.id, 'reset');
    expect((await check({ token, purpose: 'set' })).json()).toMatchObject({ problem: 'invalid' });
    const old = await issuePasswordToken(db(), customer.id, 'reset', new Date(Date.now() - 2 * 60 * 60 * 1000));
    const expired = await check({ token: old, purpose: 'reset' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ message: PASSWORD_TOKEN_MESSAGES.expired, problem: 'expired' });
  });

  it('answers 400 in Portuguese for a missing token or purpose', async () => {
    const noToken = await check({ purpose: 'reset' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().message).toContain('Link inválido');
    const noPurpose = await check({ token: 'abc' });
    expect(noPurpose.statusCode).toBe(400);
    expect(noPurpose.json().message).toContain('Link inválido');
  });
});
