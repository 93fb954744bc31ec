import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, logs, sellers, stores, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

const UNKNOWN = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
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

  it('answers a search page by page without counting every match: "more than" until the last page', async () => {
    const get = async (query: string) =>
      (await t.request({ method: 'GET', url: `/api/users?search=vendedor&${query}`, headers: admin })).json();
    const all = await get('limit=100');
    expect(all.totalCapped).toBeUndefined();
    const n = all.total as number;
    expect(n).toBeGreaterThanOrEqual(20);
    expect(all.data).toHaveLength(n);
    const first = await get('limit=5');
    expect(first).toMatchObject({ total: 5, totalCapped: true });
    expect(first.data.map((u: { id: string }) => u.id)).toEqual(all.data.slice(0, 5).map((u: { id: string }) => u.id));
    expect(await get('limit=5&page=2')).toMatchObject({ total: 10, totalCapped: true });
    const lastPage = Math.ceil(n / 5);
    const last = await get(`limit=5&page=${lastPage}`);
    expect(last.total).toBe(n);
    expect(last.totalCapped).toBeUndefined();
    expect(last.data).toHaveLength(n - (lastPage - 1) * 5);
    // An old address past the end counts, so the list can step back to the last page.
    expect(await get(`limit=5&page=${lastPage + 3}`)).toEqual({ data: [], total: n });
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

  it('reads one user with its store, and answers 404 or 400 for an unknown or malformed id', async () => {
    const [lojista] = await t.database.db
      .select({ id: users.id, storeId: users.storeId })
      .from(users)
      .where(eq(users.email, 'lojista@example.com'));
    const res = await t.request({ method: 'GET', url: `/api/users/${lojista!.id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      email: 'lojista@example.com',
      role: 'LOJISTA',
      store: { id: lojista!.storeId, tradeName: expect.any(String) },
    });
    expect(res.json().data).not.toHaveProperty('passwordHash');
    const missing = await t.request({ method: 'GET', url: `/api/users/${UNKNOWN}`, headers: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Usuário não encontrado');
    expect((await t.request({ method: 'GET', url: '/api/users/abc', headers: admin })).statusCode).toBe(400);
  });

  it('filters the list by role and by status, and refuses an unknown filter value', async () => {
    const concierges = await t.request({ method: 'GET', url: '/api/users?role=CONCIERGE', headers: admin });
    expect(concierges.json().data.map((u: { role: string }) => u.role)).toEqual(
      Array(concierges.json().total).fill('CONCIERGE'),
    );
    const created = await t.request({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { ...newUser, email: 'filtro@example.com', role: 'CONCIERGE' },
    });
    const id = created.json().data.id;
    await t.request({ method: 'PATCH', url: `/api/users/${id}/deactivate`, headers: admin });
    const inactive = await t.request({ method: 'GET', url: '/api/users?active=false&limit=100', headers: admin });
    expect(inactive.json().data.map((u: { id: string }) => u.id)).toContain(id);
    expect(inactive.json().data.every((u: { inactivatedAt: string | null }) => u.inactivatedAt !== null)).toBe(true);
    const active = await t.request({ method: 'GET', url: '/api/users?active=true&search=filtro', headers: admin });
    expect(active.json()).toEqual({ data: [], total: 0 });
    const both = await t.request({
      method: 'GET',
      url: '/api/users?role=CONCIERGE&active=false&search=FILTRO',
      headers: admin,
    });
    expect(both.json()).toMatchObject({ total: 1, data: [{ id }] });
    const badRole = await t.request({ method: 'GET', url: '/api/users?role=ROOT', headers: admin });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toBe('Perfil inválido');
    const badActive = await t.request({ method: 'GET', url: '/api/users?active=sim', headers: admin });
    expect(badActive.statusCode).toBe(400);
    expect(badActive.json().message).toBe('active deve ser true ou false');
  });

  it('edits name, e-mail and password: the new password logs in, old sessions end, one audit row', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { ...newUser, email: 'editar@example.com' },
    });
    const id = created.json().data.id;
    const oldSession = await t.login('editar@example.com', newUser.password);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: admin,
      payload: { name: 'Editada Smart', email: 'Editada@Example.com', password: 'Outra1234' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Usuário atualizado com sucesso',
      data: { id, name: 'Editada Smart', email: 'editada@example.com', role: 'SMART', store: null },
    });
    const login = (password: string) =>
      t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'editada@example.com', password } });
    expect((await login('Outra1234')).statusCode).toBe(200);
    expect((await login(newUser.password)).statusCode).toBe(401);
    // The new password ends the sessions opened with the old one.
    expect((await t.request({ method: 'GET', url: '/api/users', headers: oldSession })).statusCode).toBe(401);
    // Without a password, the password stays.
    const rename = await t.request({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: admin,
      payload: { name: 'Só Nome' },
    });
    expect(rename.statusCode).toBe(200);
    expect((await login('Outra1234')).statusCode).toBe(200);
    const audit = await t.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.moduleName, 'User'), eq(logs.entityId, id), eq(logs.methodName, 'update')));
    expect(audit).toHaveLength(2);
    expect(audit.map((a) => (a.result as { name: string }).name).sort()).toEqual(['Editada Smart', 'Só Nome']);
    expect(JSON.stringify(audit)).not.toMatch(/password/i);
  });

  it('refuses a bad edit with a Portuguese message, writing nothing', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { ...newUser, email: 'recusar@example.com' },
    });
    const id = created.json().data.id;
    const [before] = await t.database.db.select().from(users).where(eq(users.id, id));
    const logsBefore = await rowCount(t.database.db, logs);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ email: 'nao-e-email' }, 400, 'E-mail inválido'],
      [{ name: '  ' }, 400, 'Nome é obrigatório'],
      [{ password: 'curta1' }, 400, 'A senha deve ter pelo menos 8 caracteres'],
      [{ role: 'ROOT' }, 400, 'Perfil inválido'],
      [{ role: 'CLIENTE' }, 400, 'Clientes se cadastram pelo site, com CPF e aceite dos termos'],
      [{ role: 'VENDEDOR' }, 400, 'Selecione uma loja para este perfil'],
      [{ role: 'LOJISTA', storeId: UNKNOWN }, 400, 'Loja não encontrada'],
      [{ storeId: 'loja' }, 400, 'Loja inválida'],
      [{ email: 'admin@example.com' }, 409, 'E-mail já cadastrado'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await t.request({ method: 'PATCH', url: `/api/users/${id}`, headers: admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message, JSON.stringify(payload)).toContain(message);
    }
    const missing = await t.request({
      method: 'PATCH',
      url: `/api/users/${UNKNOWN}`,
      headers: admin,
      payload: { name: 'X' },
    });
    expect(missing.statusCode).toBe(404);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(after).toEqual(before);
    expect(await rowCount(t.database.db, logs)).toBe(logsBefore);
  });

  it('never lets administrators change their own role, but lets them edit their name', async () => {
    const me = JSON.parse(Buffer.from(admin.authorization.split('.')[1]!, 'base64url').toString()).sub;
    const role = await t.request({
      method: 'PATCH',
      url: `/api/users/${me}`,
      headers: admin,
      payload: { role: 'SMART' },
    });
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toBe('Você não pode alterar o seu próprio perfil');
    const same = await t.request({
      method: 'PATCH',
      url: `/api/users/${me}`,
      headers: admin,
      payload: { role: 'DEDPREMIUM', name: 'Ana Administradora' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('keeps the role and store of a user with linked records, and carries a new name to its record', async () => {
    const [vendedor] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'vendedor@example.com'));
    const [other] = await t.database.db.select({ id: stores.id }).from(stores).limit(2).offset(1);
    for (const payload of [{ role: 'SMART' }, { storeId: other!.id }]) {
      const res = await t.request({ method: 'PATCH', url: `/api/users/${vendedor!.id}`, headers: admin, payload });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'Este usuário tem registros vinculados (cliente, vendedor ou lojista): o perfil e a loja não podem ser alterados',
      );
    }
    const renamed = await t.request({
      method: 'PATCH',
      url: `/api/users/${vendedor!.id}`,
      headers: admin,
      payload: { name: 'Vítor Renomeado' },
    });
    expect(renamed.statusCode).toBe(200);
    const [seller] = await t.database.db.select().from(sellers).where(eq(sellers.userId, vendedor!.id));
    expect(seller!.name).toBe('Vítor Renomeado');
  });

  it('corrects a customer’s name and e-mail on its customer record too, keeping it a customer', async () => {
    const [cliente] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'cliente@example.com'));
    const res = await t.request({
      method: 'PATCH',
      url: `/api/users/${cliente!.id}`,
      headers: admin,
      payload: { name: 'Clara Corrigida', email: 'clara.corrigida@example.com', role: 'CLIENTE' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'CLIENTE', name: 'Clara Corrigida' });
    const [client] = await t.database.db.select().from(clients).where(eq(clients.userId, cliente!.id));
    expect(client).toMatchObject({ name: 'Clara Corrigida', email: 'clara.corrigida@example.com' });
    const promote = await t.request({
      method: 'PATCH',
      url: `/api/users/${cliente!.id}`,
      headers: admin,
      payload: { role: 'SMART' },
    });
    expect(promote.statusCode).toBe(409);
    await t.request({
      method: 'PATCH',
      url: `/api/users/${cliente!.id}`,
      headers: admin,
      payload: { email: 'cliente@example.com' },
    });
  });

  it('moves a store user without records to another store, and clears the store of an office role', async () => {
    const [a, b] = await t.database.db.select({ id: stores.id }).from(stores).limit(2);
    const created = await t.request({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { ...newUser, email: 'mover@example.com', role: 'LOJISTA', storeId: a!.id },
    });
    const id = created.json().data.id;
    const moved = await t.request({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: admin,
      payload: { storeId: b!.id },
    });
    expect(moved.json().data).toMatchObject({ storeId: b!.id, store: { id: b!.id } });
    const office = await t.request({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: admin,
      payload: { role: 'CONCIERGE' },
    });
    expect(office.json().data).toMatchObject({ role: 'CONCIERGE', storeId: null, store: null });
  });

  it('makes a VENDEDOR with its seller record, which the sale form lists and whose status follows the user', async () => {
    const [store] = await t.database.db.select({ id: stores.id }).from(stores).limit(1);
    const created = await t.request({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { ...newUser, email: 'novo.vendedor@example.com', role: 'VENDEDOR', storeId: store!.id },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const [seller] = await t.database.db.select().from(sellers).where(eq(sellers.userId, id));
    expect(seller).toMatchObject({ storeId: store!.id, email: 'novo.vendedor@example.com', inactivatedAt: null });
    const listed = await t.request({
      method: 'GET',
      url: `/api/sellers?storeId=${store!.id}&limit=100`,
      headers: admin,
    });
    expect(listed.json().data.map((s: { id: string }) => s.id)).toContain(seller!.id);
    const sellerLogs = () =>
      t.database.db
        .select()
        .from(logs)
        .where(and(eq(logs.moduleName, 'Seller'), eq(logs.entityId, seller!.id)));
    expect((await sellerLogs()).map((l) => l.methodName)).toEqual(['create']);
    const moved = await t.request({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: admin,
      payload: { email: 'vendedor.renomeado@example.com', name: 'Vendedor Renomeado' },
    });
    expect(moved.statusCode).toBe(200);
    const [renamed] = await t.database.db.select().from(sellers).where(eq(sellers.id, seller!.id));
    expect(renamed).toMatchObject({
      name: 'Vendedor Renomeado',
      email: 'vendedor.renomeado@example.com',
      login: 'vendedor.renomeado@example.com',
    });
    await t.request({ method: 'PATCH', url: `/api/users/${id}/deactivate`, headers: admin });
    const [off] = await t.database.db.select().from(sellers).where(eq(sellers.id, seller!.id));
    expect(off!.inactivatedAt).not.toBeNull();
    await t.request({ method: 'PATCH', url: `/api/users/${id}/activate`, headers: admin });
    const [on] = await t.database.db.select().from(sellers).where(eq(sellers.id, seller!.id));
    expect(on!.inactivatedAt).toBeNull();
    expect((await sellerLogs()).map((l) => l.methodName).sort()).toEqual(['activate', 'create', 'inactivate']);
    const del = await t.request({ method: 'DELETE', url: `/api/users/${id}`, headers: admin });
    expect(del.statusCode).toBe(409);
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
      const [target] = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'smart@example.com'));
      const one = await t.request({ method: 'GET', url: `/api/users/${target!.id}`, headers: h });
      expect(one.statusCode).toBe(403);
      const edit = await t.request({
        method: 'PATCH',
        url: `/api/users/${target!.id}`,
        headers: h,
        payload: { role: 'DEDPREMIUM', name: 'Invasor' },
      });
      expect(edit.statusCode).toBe(403);
      for (const url of [`/api/users/${target!.id}/deactivate`, `/api/users/${target!.id}/activate`]) {
        expect((await t.request({ method: 'PATCH', url, headers: h })).statusCode).toBe(403);
      }
      expect((await t.request({ method: 'DELETE', url: `/api/users/${target!.id}`, headers: h })).statusCode).toBe(403);
      const [after] = await t.database.db.select().from(users).where(eq(users.id, target!.id));
      expect(after).toMatchObject({ name: 'Sérgio Smart', role: 'SMART', inactivatedAt: null });
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
