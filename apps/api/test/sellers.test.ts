import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs, sellers, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';
import { demoIds } from './support/fixtures';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let admin: { authorization: string };
let lojista: { authorization: string };
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t);
  admin = await t.login('admin@example.com');
  lojista = await t.login('lojista@example.com');
});
afterAll(() => t.close());

function create(overrides: Record<string, unknown> = {}, headers = admin) {
  n += 1;
  return t.request({
    method: 'POST',
    url: '/api/sellers',
    headers,
    payload: {
      storeId: ids.storeId,
      name: `Vendedor ${n}`,
      email: `vend${n}@example.com`,
      login: `vend${n}`,
      password: 'Senha1234',
      ...overrides,
    },
  });
}

describe('sellers', () => {
  it('creates a seller who logs in with the login, with an audit row', async () => {
    const res = await create({ login: 'Maria.Loja' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      login: 'maria.loja',
      storeId: ids.storeId,
      store: { tradeName: 'Casa Aurora Móveis' },
      inactivatedAt: null,
    });
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'maria.loja', password: 'Senha1234' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({ role: 'VENDEDOR', storeId: ids.storeId });
    const audit = await t.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.moduleName, 'Seller'), eq(logs.entityId, data.id)));
    expect(audit.map((a) => a.methodName)).toEqual(['create']);
  });

  it('refuses a used login or e-mail and an invalid body, writing nothing', async () => {
    const before = { users: await rowCount(t.database.db, users), sellers: await rowCount(t.database.db, sellers) };
    const dupLogin = await create({ login: 'vendedor' });
    expect(dupLogin.statusCode).toBe(409);
    expect(dupLogin.json().message).toBe('Usuário já em uso');
    const dupEmail = await create({ email: 'admin@example.com' });
    expect(dupEmail.json().message).toBe('E-mail já cadastrado');
    const bad = await create({ name: '', password: '123' });
    expect(bad.statusCode).toBe(400);
    expect(await rowCount(t.database.db, users)).toBe(before.users);
    expect(await rowCount(t.database.db, sellers)).toBe(before.sellers);
  });

  it("lets a store owner manage its store's sellers only", async () => {
    expect((await create({}, lojista)).statusCode).toBe(201);
    const other = await create({ storeId: ids.otherStoreId }, lojista);
    expect(other.statusCode).toBe(404);
    const list = await t.request({ method: 'GET', url: `/api/sellers?storeId=${ids.otherStoreId}`, headers: lojista });
    expect(list.json().data).toEqual([]);
    const mine = await t.request({ method: 'GET', url: '/api/sellers?limit=100', headers: lojista });
    expect(mine.json().data.every((s: { storeId: string }) => s.storeId === ids.storeId)).toBe(true);
    const foreign = (await create({ storeId: ids.otherStoreId })).json().data;
    expect((await t.request({ method: 'GET', url: `/api/sellers/${foreign.id}`, headers: lojista })).statusCode).toBe(
      404,
    );
    const edit = await t.request({
      method: 'PATCH',
      url: `/api/sellers/${foreign.id}`,
      headers: lojista,
      payload: { name: 'X' },
    });
    expect(edit.statusCode).toBe(404);
  });

  it('shows a seller only itself, and refuses the concierge and customers', async () => {
    const vendedor = await t.login('vendedor@example.com');
    const res = await t.request({ method: 'GET', url: '/api/sellers?limit=100', headers: vendedor });
    expect(res.json()).toMatchObject({ total: 1, data: [{ login: 'vendedor', user: { name: 'Vítor Vendedor' } }] });
    expect((await create({}, vendedor)).statusCode).toBe(403);
    const asked = await t.request({
      method: 'GET',
      url: `/api/sellers?storeId=${ids.otherStoreId}&limit=100`,
      headers: vendedor,
    });
    expect(asked.json()).toEqual({ data: [], total: 0 });
    expect((await create({ storeId: ids.otherStoreId }, vendedor)).statusCode).toBe(403);
    for (const email of ['concierge@example.com', 'cliente@example.com']) {
      const h = await t.login(email);
      expect((await t.request({ method: 'GET', url: '/api/sellers', headers: h })).statusCode).toBe(403);
    }
  });

  it('edits name and e-mail, and inactivating stops the login at once', async () => {
    const seller = (await create()).json().data;
    const edit = await t.request({
      method: 'PATCH',
      url: `/api/sellers/${seller.id}`,
      headers: admin,
      payload: { name: 'Novo Nome' },
    });
    expect(edit.json().data).toMatchObject({ name: 'Novo Nome', user: { name: 'Novo Nome' } });
    const token = await t.login(seller.login, 'Senha1234');
    const off = await t.request({
      method: 'PATCH',
      url: `/api/sellers/${seller.id}/status`,
      headers: admin,
      payload: { inactivatedAt: new Date().toISOString() },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.inactivatedAt).toEqual(expect.any(String));
    expect((await t.request({ method: 'GET', url: '/api/sellers', headers: token })).statusCode).toBe(401);
    const on = await t.request({
      method: 'PATCH',
      url: `/api/sellers/${seller.id}/status`,
      headers: admin,
      payload: { inactivatedAt: null },
    });
    expect(on.json().data.inactivatedAt).toBeNull();
    // Active again, the seller logs in again: the inactivation ended its sessions for good.
    expect((await t.request({ method: 'GET', url: '/api/sellers', headers: token })).statusCode).toBe(401);
    const again = await t.login(seller.login, 'Senha1234');
    expect((await t.request({ method: 'GET', url: '/api/sellers', headers: again })).statusCode).toBe(200);
  });

  it('deletes a seller without sales and refuses one with sales', async () => {
    const seller = (await create()).json().data;
    expect((await t.request({ method: 'DELETE', url: `/api/sellers/${seller.id}`, headers: admin })).statusCode).toBe(
      200,
    );
    expect((await t.database.db.select().from(users).where(eq(users.id, seller.user.id))).length).toBe(0);
    const withSales = await t.request({ method: 'DELETE', url: `/api/sellers/${ids.sellerId}`, headers: admin });
    expect(withSales.statusCode).toBe(409);
    expect(withSales.json().message).toBe('Vendedor com vendas não pode ser excluído; inative-o');
  });
});

describe('sellers list, status and audit', () => {
  const get = (url: string, headers = admin) => t.request({ method: 'GET', url, headers });
  const setStatus = (id: string, inactivatedAt: string | null, headers = admin) =>
    t.request({ method: 'PATCH', url: `/api/sellers/${id}/status`, headers, payload: { inactivatedAt } });
  const auditOf = (id: string) =>
    t.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.moduleName, 'Seller'), eq(logs.entityId, id)))
      .orderBy(logs.createdAt);

  it('filters by status, searches name, e-mail and login, and pages', async () => {
    const a = (await create({ name: 'Filtro Alfa', login: 'filtro.alfa', email: 'filtro.alfa@example.com' })).json()
      .data;
    const b = (await create({ name: 'Filtro Beta', login: 'filtro.beta', email: 'filtro.beta@example.com' })).json()
      .data;
    expect((await setStatus(b.id, new Date().toISOString())).statusCode).toBe(200);
    const found = await get('/api/sellers?search=filtro&limit=100');
    expect(found.json().data.map((s: { name: string }) => s.name)).toEqual(['Filtro Alfa', 'Filtro Beta']);
    expect((await get('/api/sellers?search=FILTRO.BETA')).json()).toMatchObject({ total: 1, data: [{ id: b.id }] });
    expect((await get('/api/sellers?search=filtro.alfa@example')).json()).toMatchObject({ total: 1 });
    const active = await get('/api/sellers?search=filtro&status=ATIVO');
    expect(active.json()).toMatchObject({ total: 1, data: [{ id: a.id, inactivatedAt: null }] });
    const inactive = await get('/api/sellers?search=filtro&status=INATIVO');
    expect(inactive.json()).toMatchObject({ total: 1, data: [{ id: b.id }] });
    const page2 = await get('/api/sellers?search=filtro&limit=1&page=2');
    expect(page2.json()).toMatchObject({ total: 2, data: [{ id: b.id }] });
    // A seller whose login was deactivated on the users screen reads INATIVO too.
    await t.database.db.update(users).set({ inactivatedAt: new Date().toISOString() }).where(eq(users.id, a.user.id));
    expect((await get('/api/sellers?search=filtro&status=ATIVO')).json()).toEqual({ data: [], total: 0 });
    expect((await get('/api/sellers?search=filtro&status=INATIVO')).json().total).toBe(2);
  });

  it('refuses a bad status, store or page with a 400 naming it', async () => {
    const cases: [string, string][] = [
      ['status=ativo', 'status deve ser ATIVO ou INATIVO'],
      ['storeId=x', 'Loja inválida'],
      ['limit=101', 'limit deve ser no máximo 100'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/sellers?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json().message), query).toContain(message);
    }
  });

  it('writes an audit row with the state before and after for each change, and none for a refused one', async () => {
    const seller = (await create()).json().data;
    await t.request({
      method: 'PATCH',
      url: `/api/sellers/${seller.id}`,
      headers: admin,
      payload: { name: 'Nome Auditado', email: 'auditado@example.com' },
    });
    await setStatus(seller.id, new Date().toISOString());
    await setStatus(seller.id, null);
    const refused = await t.request({
      method: 'PATCH',
      url: `/api/sellers/${seller.id}`,
      headers: admin,
      payload: { email: 'admin@example.com' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('E-mail já cadastrado');
    expect((await get(`/api/sellers/${seller.id}`)).json().data.email).toBe('auditado@example.com');
    expect((await t.request({ method: 'DELETE', url: `/api/sellers/${seller.id}`, headers: admin })).statusCode).toBe(
      200,
    );
    const rows = await auditOf(seller.id);
    expect(rows.map((r) => r.methodName)).toEqual(['create', 'update', 'inactivate', 'activate', 'delete']);
    expect(rows[1]).toMatchObject({
      previousState: { name: seller.name, email: seller.email },
      result: { name: 'Nome Auditado', email: 'auditado@example.com', user: { name: 'Nome Auditado' } },
    });
    expect((rows[2]!.result as { inactivatedAt: string | null }).inactivatedAt).toEqual(expect.any(String));
    expect(rows[4]).toMatchObject({ previousState: { id: seller.id, name: 'Nome Auditado' } });
  });

  it('refuses deleting a seller with sales, writing nothing: deactivating it is the way', async () => {
    const before = await auditOf(ids.sellerId);
    const res = await t.request({ method: 'DELETE', url: `/api/sellers/${ids.sellerId}`, headers: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Vendedor com vendas não pode ser excluído; inative-o');
    expect((await get(`/api/sellers/${ids.sellerId}`)).statusCode).toBe(200);
    expect(await auditOf(ids.sellerId)).toHaveLength(before.length);
  });

  it("refuses a store owner another store's seller on every change, and lets SMART manage any store", async () => {
    const smart = await t.login('smart@example.com');
    const foreign = (await create({ storeId: ids.otherStoreId }, smart)).json().data;
    expect(foreign.storeId).toBe(ids.otherStoreId);
    expect((await setStatus(foreign.id, new Date().toISOString(), lojista)).statusCode).toBe(404);
    const del = await t.request({ method: 'DELETE', url: `/api/sellers/${foreign.id}`, headers: lojista });
    expect(del.statusCode).toBe(404);
    expect(del.json().message).toBe('Vendedor não encontrado');
    const after = (await get(`/api/sellers/${foreign.id}`)).json().data;
    expect(after).toMatchObject({ inactivatedAt: null, name: foreign.name });
    expect((await auditOf(foreign.id)).map((r) => r.methodName)).toEqual(['create']);
    // Its own store's seller, the store owner deactivates and deletes.
    const mine = (await create({}, lojista)).json().data;
    expect((await setStatus(mine.id, new Date().toISOString(), lojista)).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/sellers/${mine.id}`, headers: lojista })).statusCode).toBe(
      200,
    );
  });

  it('refuses every change to the concierge, sellers and customers (403) and to guests (401)', async () => {
    const target = (await create()).json().data;
    const calls = [
      { method: 'POST' as const, url: '/api/sellers', payload: {} },
      { method: 'PATCH' as const, url: `/api/sellers/${target.id}`, payload: { name: 'X' } },
      { method: 'PATCH' as const, url: `/api/sellers/${target.id}/status`, payload: { inactivatedAt: null } },
      { method: 'DELETE' as const, url: `/api/sellers/${target.id}` },
    ];
    for (const email of ['concierge@example.com', 'vendedor@example.com', 'cliente@example.com']) {
      const h = await t.login(email);
      for (const call of calls) expect((await t.request({ ...call, headers: h })).statusCode, email).toBe(403);
    }
    for (const call of calls) expect((await t.request(call)).statusCode).toBe(401);
    expect((await get(`/api/sellers/${target.id}`)).json().data).toMatchObject({ name: target.name });
    expect((await auditOf(target.id)).map((r) => r.methodName)).toEqual(['create']);
  });
});
