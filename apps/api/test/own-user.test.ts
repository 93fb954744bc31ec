import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs, sellers, users } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STAFF = [
  ['DEDPREMIUM', 'admin@example.com'],
  ['SMART', 'smart@example.com'],
  ['LOJISTA', 'lojista@example.com'],
  ['VENDEDOR', 'vendedor@example.com'],
  ['CONCIERGE', 'concierge@example.com'],
] as const;

const me = (headers: Record<string, string>) => t.request({ method: 'GET', url: '/api/users/me', headers });
const patch = (headers: Record<string, string>, payload: object) =>
  t.request({ method: 'PATCH', url: '/api/users/me', headers, payload });

async function userRow(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row!;
}

describe('GET /users/me', () => {
  it.each(STAFF)('answers %s its own name, e-mail and role', async (role, email) => {
    const res = await me(await t.login(email));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email, role });
    expect(res.json().data).not.toHaveProperty('passwordHash');
  });

  it('refuses customers (they keep /clients/me) and callers without a session', async () => {
    const customer = await me(await t.login('cliente@example.com'));
    expect(customer.statusCode).toBe(403);
    expect((await me({})).statusCode).toBe(401);
    const edit = await patch(await t.login('cliente@example.com'), { name: 'Outro Nome' });
    expect(edit.statusCode).toBe(403);
    expect((await patch({}, { name: 'Outro Nome' })).statusCode).toBe(401);
  });
});

describe('PATCH /users/me', () => {
  it.each(STAFF)('lets %s change its own name, with an audit row', async (role, email) => {
    const h = await t.login(email);
    const { id } = await userRow(email);
    const res = await patch(h, { name: `Nome Novo ${role}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Dados atualizados com sucesso!',
      data: { name: `Nome Novo ${role}`, role },
    });
    expect(res.json().access_token).toBeUndefined();
    expect((await userRow(email)).name).toBe(`Nome Novo ${role}`);
    const audit = await t.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.moduleName, 'User'), eq(logs.entityId, id), eq(logs.userId, id)));
    expect(audit.some((row) => row.methodName === 'update')).toBe(true);
    // Still logged in: only a password change ends sessions.
    expect((await me(h)).statusCode).toBe(200);
  });

  it("keeps a seller's record in step with its own new name and e-mail", async () => {
    const h = await t.login('vendedor@example.com');
    const { id } = await userRow('vendedor@example.com');
    const res = await patch(h, { name: 'Vendedor Renomeado', email: 'vendedor.novo@example.com' });
    expect(res.statusCode).toBe(200);
    const [seller] = await t.database.db.select().from(sellers).where(eq(sellers.userId, id));
    expect(seller).toMatchObject({ name: 'Vendedor Renomeado', email: 'vendedor.novo@example.com' });
    const back = await patch(h, { email: 'vendedor@example.com' });
    expect(back.statusCode).toBe(200);
  });

  it('never changes role or store, whatever the body says', async () => {
    const h = await t.login('lojista@example.com');
    const before = await userRow('lojista@example.com');
    const res = await patch(h, { role: 'DEDPREMIUM', storeId: null, name: 'Lojista Sem Promoção' });
    expect(res.statusCode).toBe(200);
    const after = await userRow('lojista@example.com');
    expect(after.role).toBe('LOJISTA');
    expect(after.storeId).toBe(before.storeId);
  });

  it('refuses bad input with a Portuguese message naming the field, writing nothing', async () => {
    const h = await t.login('concierge@example.com');
    const before = await userRow('concierge@example.com');
    const cases: [object, number, RegExp][] = [
      [{ name: '' }, 400, /Nome/],
      [{ email: 'não-é-email' }, 400, /[Ee]-mail/],
      [{ newPassword: 'NovaSenha123' }, 400, /Informe a senha atual/],
      [{ oldPassword: 'errada', newPassword: 'NovaSenha123' }, 400, /Senha atual incorreta/],
      [{ oldPassword: DEMO_PASSWORD, newPassword: 'curta' }, 400, /senha deve ter pelo menos 8/],
      [{ name: 'Outro Nome', email: 'ADMIN@example.com' }, 409, /E-mail já cadastrado/],
    ];
    const auditBefore = (await t.database.db.select().from(logs).where(eq(logs.entityId, before.id))).length;
    for (const [payload, status, message] of cases) {
      const res = await patch(h, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect([res.json().message].flat().join(' ')).toMatch(message);
    }
    const after = await userRow('concierge@example.com');
    expect(after).toMatchObject({
      name: before.name,
      email: before.email,
      passwordHash: before.passwordHash,
      passwordChangedAt: before.passwordChangedAt,
    });
    expect((await t.database.db.select().from(logs).where(eq(logs.entityId, before.id))).length).toBe(auditBefore);
  });

  it('changes the password only with the current one, ends the other sessions and answers a fresh token', async () => {
    const other = await t.login('smart@example.com');
    const h = await t.login('smart@example.com');
    const res = await patch(h, { oldPassword: DEMO_PASSWORD, newPassword: 'Trocada123' });
    expect(res.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${res.json().access_token}` };
    for (const old of [h, other]) {
      const stale = await me(old);
      expect(stale.statusCode).toBe(401);
      expect(stale.json().message).toBe('Sua senha foi alterada. Faça o login novamente.');
    }
    expect((await me(fresh)).statusCode).toBe(200);
    const oldLogin = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'smart@example.com', password: DEMO_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    expect((await me(await t.login('smart@example.com', 'Trocada123'))).statusCode).toBe(200);
    const audit = await t.database.db
      .select()
      .from(logs)
      .where(eq(logs.entityId, (await userRow('smart@example.com')).id));
    expect(JSON.stringify(audit)).not.toMatch(/Trocada123|passwordHash/);
  });
});
