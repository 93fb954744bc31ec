import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs, stores, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

const newUser = { name: 'Nova Smart', email: 'nova.smart@example.com', password: 'Senha1234', role: 'SMART' };

describe('user management', () => {
  it('lets an administrator create a user who can then log in, with an audit row', async () => {
    const res = await t.request({ method: 'POST', url: '/api/users', headers: admin, payload: newUser });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      name: 'Nova Smart',
      email: 'nova.smart@example.com',
      role: 'SMART',
      inactivatedAt: null,
    });
    expect(data).not.toHaveProperty('passwordHash');
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: newUser.email, password: newUser.password },
        })
      ).statusCode,
    ).toBe(200);
    const audit = await t.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.moduleName, 'User'), eq(logs.entityId, data.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ methodName: 'create' });
  });

  it('refuses a duplicate e-mail, a missing store for store roles, and customers', async () => {
    const before = await rowCount(t.database.db, users);
    const dup = await t.request({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { ...newUser, email: 'ADMIN@example.com' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('E-mail já cadastrado');
    const noStore = await t.request({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { ...newUser, email: 'l2@example.com', role: 'LOJISTA' },
    });
    expect(noStore.statusCode).toBe(400);
    expect(noStore.json().message).toBe('Selecione uma loja para este perfil');
    const client = await t.request({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { ...newUser, email: 'c2@example.com', role: 'CLIENTE' },
    });
    expect(client.statusCode).toBe(400);
    const badRole = await t.request({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { ...newUser, email: 'r@example.com', role: 'ROOT' },
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toBe('Perfil inválido');
    expect(await rowCount(t.database.db, users)).toBe(before);
  });

  it('creates a store user bound to a store', async () => {
    const [store] = await t.database.db.select({ id: stores.id }).from(stores).limit(1);
    const res = await t.request({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { ...newUser, email: 'lojista2@example.com', role: 'LOJISTA', storeId: store!.id },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.storeId).toBe(store!.id);
  });

  it('lists with paging and search', async () => {
    const page = await t.request({ method: 'GET', url: '/api/users?page=1&limit=3', headers: admin });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toHaveLength(3);
    expect(page.json().total).toBeGreaterThanOrEqual(6);
    const found = await t.request({ method: 'GET', url: '/api/users?search=concierge', headers: admin });
    expect(found.json()).toMatchObject({ total: 1, data: [{ email: 'concierge@example.com', role: 'CONCIERGE' }] });
    const bad = await t.request({ method: 'GET', url: '/api/users?limit=500', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('limit deve ser no máximo 100');
  });

  it('deactivates and activates, but never oneself', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { ...newUser, email: 'toggle@example.com' },
    });
    const id = created.json().data.id;
    const off = await t.request({ method: 'PATCH', url: `/api/users/${id}/deactivate`, headers: admin });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.inactivatedAt).toEqual(expect.any(String));
    const on = await t.request({ method: 'PATCH', url: `/api/users/${id}/activate`, headers: admin });
    expect(on.json().data.inactivatedAt).toBeNull();
    const me = JSON.parse(Buffer.from(admin.authorization.split('.')[1]!, 'base64url').toString()).sub;
    const self = await t.request({ method: 'PATCH', url: `/api/users/${me}/deactivate`, headers: admin });
    expect(self.statusCode).toBe(400);
    const missing = await t.request({
      method: 'PATCH',
      url: '/api/users/1b4e28ba-2fa1-11d2-883f-0016d3cca427/activate',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Usuário não encontrado');
    const badId = await t.request({ method: 'PATCH', url: '/api/users/123/activate', headers: admin });
    expect(badId.statusCode).toBe(400);
  });

  it('deletes a user without records, and refuses one with linked records', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { ...newUser, email: 'apagar@example.com' },
    });
    const del = await t.request({ method: 'DELETE', url: `/api/users/${created.json().data.id}`, headers: admin });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Usuário excluído com sucesso');
    const [client] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'cliente@example.com'));
    const linked = await t.request({ method: 'DELETE', url: `/api/users/${client!.id}`, headers: admin });
    expect(linked.statusCode).toBe(409);
    expect(linked.json().message).toBe('Este usuário tem registros vinculados e não pode ser excluído; desative-o');
    expect((await t.database.db.select().from(users).where(eq(users.id, client!.id))).length).toBe(1);
  });

  it('is open to SMART too', async () => {
    const smart = await t.login('smart@example.com');
    expect((await t.request({ method: 'GET', url: '/api/users', headers: smart })).statusCode).toBe(200);
  });

  it.each(['lojista@example.com', 'concierge@example.com', 'vendedor@example.com', 'cliente@example.com'])(
    'is refused to %s, writing nothing',
    async (email) => {
      const h = await t.login(email);
      const before = await rowCount(t.database.db, users);
      const list = await t.request({ method: 'GET', url: '/api/users', headers: h });
      expect(list.statusCode).toBe(403);
      const create = await t.request({
        method: 'POST',
        url: '/api/users',
        headers: h,
        payload: { ...newUser, email: `x-${email}`, role: 'DEDPREMIUM' },
      });
      expect(create.statusCode).toBe(403);
      expect(create.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Você não tem permissão para esta ação',
      });
      expect(await rowCount(t.database.db, users)).toBe(before);
    },
  );
});

describe('audit log', () => {
  it('lists entries of one module with the author name, for administrators', async () => {
    const res = await t.request({ method: 'GET', url: '/api/logs/module?moduleName=User', headers: admin });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((l: { moduleName: string }) => l.moduleName === 'User')).toBe(true);
    expect(data[0]).toMatchObject({
      userName: 'Ana Administradora',
      methodName: expect.any(String),
      createdAt: expect.any(String),
    });
    // The demo seed audits its sales; nothing here redeemed a prize.
    const none = await t.request({ method: 'GET', url: '/api/logs/module?moduleName=Rescue', headers: admin });
    expect(none.json()).toEqual({ data: [], nextCursor: null, prevCursor: null });
  });

  it('refuses an unknown module and non-administrators', async () => {
    const bad = await t.request({ method: 'GET', url: '/api/logs/module?moduleName=Foo', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Módulo inválido/);
    const concierge = await t.login('concierge@example.com');
    expect((await t.request({ method: 'GET', url: '/api/logs/module', headers: concierge })).statusCode).toBe(403);
  });
});
