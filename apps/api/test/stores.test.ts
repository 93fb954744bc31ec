import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { formatCnpjMask } from '@mall/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs, segments, stores } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';

type Headers = { authorization: string };
let t: TestApp;
let admin: Headers;
let lojista: Headers;
let concierge: Headers;
/** Logged in once: the login route is rate-limited per IP. */
const as: Record<string, Headers> = {};
let ownStoreId: string;
let otherStoreId: string;
let furnitureId: string;
let lightingId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
  lojista = await t.login('lojista@example.com');
  concierge = await t.login('concierge@example.com');
  for (const email of ['smart@example.com', 'vendedor@example.com', 'cliente@example.com'])
    as[email] = await t.login(email);
  Object.assign(as, { 'admin@example.com': admin, 'lojista@example.com': lojista, 'concierge@example.com': concierge });
  const [own] = await t.database.db.select().from(stores).where(eq(stores.tradeName, 'Casa Aurora Móveis'));
  const [other] = await t.database.db.select().from(stores).where(eq(stores.tradeName, 'Lumen Iluminação'));
  ownStoreId = own!.id;
  otherStoreId = other!.id;
  furnitureId = own!.segmentId!;
  lightingId = other!.segmentId!;
});
afterAll(() => t.close());

async function storeAudits(methodName?: string, entityId?: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(logs)
    .where(
      and(
        eq(logs.moduleName, 'Store'),
        methodName ? eq(logs.methodName, methodName) : undefined,
        entityId ? eq(logs.entityId, entityId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

function newStore(overrides: Record<string, unknown> = {}) {
  return {
    tradeName: 'Estúdio Pátina',
    companyName: 'Pátina Design de Interiores Ltda.',
    email: 'Contato@Patina.example.com',
    cnpj: formatCnpjMask(generateCnpj()),
    phone: '(11) 98765-4321',
    responsible: 'Paula Pátina',
    segmentId: furnitureId,
    invoiceEmails: ['notas@patina.example.com', '', '  '],
    zipCode: '01310-100',
    address: 'Avenida Paulista',
    number: '1500',
    neighborhood: 'Bela Vista',
    complement: 'Loja 210',
    city: 'São Paulo',
    state: 'sp',
    fee: '2,75',
    areaLimit: 80,
    dayLimit: '',
    ...overrides,
  };
}

const create = (payload: unknown, headers: Headers = admin) =>
  t.request({ method: 'POST', url: '/api/stores', headers, payload: payload as object });

describe('creating stores', () => {
  it('creates a store, normalising its fields, with an audit row', async () => {
    const payload = newStore();
    const res = await create(payload);
    expect(res.statusCode).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe('Loja cadastrada com sucesso');
    expect(data).toMatchObject({
      tradeName: 'Estúdio Pátina',
      email: 'contato@patina.example.com',
      cnpj: (payload.cnpj as string).replace(/\D/g, ''),
      phone: '11987654321',
      segmentId: furnitureId,
      segment: { id: furnitureId, name: 'Móveis' },
      invoiceEmails: ['notas@patina.example.com'],
      zipCode: '01310100',
      state: 'SP',
      fee: 2.75,
      areaLimit: 80,
      dayLimit: null,
      active: true,
      inactivatedAt: null,
      blocked: false,
    });
    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, data.id));
    expect(row!.feeBps).toBe(275);
    expect(await storeAudits('create', data.id)).toBe(1);
  });

  it('accepts an alphanumeric CNPJ (stored upper-case) and segmentIds, taking the first', async () => {
    const cnpj = generateCnpj({ version: 2 }).toLowerCase();
    const res = await create(
      newStore({ cnpj, segmentId: undefined, segmentIds: [lightingId, furnitureId], fee: 0, state: 'AM' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ cnpj: cnpj.toUpperCase(), segment: { name: 'Iluminação' }, fee: 0 });
  });

  it('refuses a repeated CNPJ, however it is masked', async () => {
    const cnpj = generateCnpj();
    expect((await create(newStore({ cnpj }))).statusCode).toBe(201);
    const before = await rowCount(t.database.db, stores);
    const audits = await storeAudits();
    const dup = await create(newStore({ cnpj: formatCnpjMask(cnpj), tradeName: 'Outra' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('CNPJ já cadastrado');
    expect(await rowCount(t.database.db, stores)).toBe(before);
    expect(await storeAudits()).toBe(audits);
  });

  it.each([
    ['no segment', { segmentId: undefined }, 'Selecione pelo menos um segmento'],
    ['an empty segment list', { segmentId: undefined, segmentIds: [] }, 'Selecione pelo menos um segmento'],
    ['an unknown segment', { segmentId: '00000000-0000-4000-8000-000000000000' }, 'Segmento não encontrado'],
    ['a malformed segment', { segmentId: 'abc' }, 'Segmento inválido'],
    ['an invalid CNPJ', { cnpj: '11.111.111/1111-11' }, 'CNPJ inválido'],
    ['a short CNPJ', { cnpj: '123' }, 'CNPJ inválido'],
    ['no CNPJ', { cnpj: undefined }, 'CNPJ é obrigatório'],
    ['a blank trade name', { tradeName: '  ' }, 'Nome fantasia é obrigatório'],
    ['no company name', { companyName: undefined }, 'Razão social é obrigatório'],
    ['an invalid e-mail', { email: 'loja@' }, 'E-mail inválido'],
    ['an unknown UF', { state: 'XX' }, 'UF inválida'],
    ['a short CEP', { zipCode: '0131010' }, 'CEP inválido'],
    ['an invalid phone', { phone: '123' }, 'Telefone inválido'],
    [
      'four invoice e-mails',
      { invoiceEmails: ['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com'] },
      'Informe no máximo 3 e-mails para notas fiscais',
    ],
    ['an invalid invoice e-mail', { invoiceEmails: ['notas'] }, 'E-mail para notas fiscais inválido'],
    [
      'a fee with 3 decimals',
      { fee: 2.555 },
      'Taxa administrativa deve ser um número entre 0 e 100, com até 2 casas decimais',
    ],
    [
      'a fee above 100',
      { fee: '100,01' },
      'Taxa administrativa deve ser um número entre 0 e 100, com até 2 casas decimais',
    ],
    ['a negative fee', { fee: -1 }, 'Taxa administrativa deve ser um número entre 0 e 100, com até 2 casas decimais'],
    [
      'a fee that is not a number',
      { fee: 'dez' },
      'Taxa administrativa deve ser um número entre 0 e 100, com até 2 casas decimais',
    ],
    ['a negative area limit', { areaLimit: -5 }, 'Limite de área não pode ser negativo'],
    ['a fractional day limit', { dayLimit: 1.5 }, 'Limite de dias deve ser um número inteiro'],
  ])('refuses %s with 400, writing nothing', async (_label, overrides, message) => {
    const before = await rowCount(t.database.db, stores);
    const audits = await storeAudits();
    const res = await create(newStore(overrides));
    expect(res.statusCode).toBe(400);
    const got = res.json().message;
    expect(Array.isArray(got) ? got : [got]).toContain(message);
    expect(await rowCount(t.database.db, stores)).toBe(before);
    expect(await storeAudits()).toBe(audits);
  });

  it('refuses a body that is not JSON or empty with 400', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/stores',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"tradeName":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('O corpo da requisição não é um JSON válido');
  });

  it('lets only administrators create stores', async () => {
    const before = await rowCount(t.database.db, stores);
    expect((await create(newStore(), {} as Headers)).statusCode).toBe(401);
    for (const email of [
      'lojista@example.com',
      'concierge@example.com',
      'vendedor@example.com',
      'cliente@example.com',
    ]) {
      expect((await create(newStore(), as[email]!)).statusCode, email).toBe(403);
    }
    const smart = await create(newStore(), as['smart@example.com']!);
    expect(smart.statusCode).toBe(201);
    expect(await rowCount(t.database.db, stores)).toBe(before + 1);
  });
});

describe('reading stores', () => {
  it('lists and searches by trade name, company name and CNPJ', async () => {
    const all = (await t.request({ method: 'GET', url: '/api/stores?limit=100', headers: admin })).json();
    expect(all.total).toBeGreaterThanOrEqual(20);
    expect(all.data[0]).toHaveProperty('segment.name');
    const byName = (await t.request({ method: 'GET', url: '/api/stores?search=lumen', headers: admin })).json();
    expect(byName.data.map((s: { tradeName: string }) => s.tradeName)).toEqual(['Lumen Iluminação']);
    const byCompany = (
      await t.request({
        method: 'GET',
        url: `/api/stores?search=${encodeURIComponent('Trama Tapetes Comércio')}`,
        headers: admin,
      })
    ).json();
    expect(byCompany.total).toBe(1);
    const [other] = await t.database.db.select().from(stores).where(eq(stores.id, otherStoreId));
    const masked = formatCnpjMask(other!.cnpj).slice(0, 10);
    const byCnpj = (
      await t.request({ method: 'GET', url: `/api/stores?search=${encodeURIComponent(masked)}`, headers: admin })
    ).json();
    expect(byCnpj.data.map((s: { id: string }) => s.id)).toContain(otherStoreId);
    const byId = (
      await t.request({ method: 'GET', url: `/api/stores?storeId=${otherStoreId}`, headers: admin })
    ).json();
    expect(byId).toMatchObject({ total: 1, data: [{ id: otherStoreId }] });
    const paged = (await t.request({ method: 'GET', url: '/api/stores?page=2&limit=5', headers: admin })).json();
    expect(paged.data).toHaveLength(5);
  });

  it('reads one store, and answers 404 for an unknown one', async () => {
    const res = await t.request({ method: 'GET', url: `/api/stores/${otherStoreId}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: otherStoreId, tradeName: 'Lumen Iluminação', fee: 2.5 });
    const missing = await t.request({
      method: 'GET',
      url: '/api/stores/00000000-0000-4000-8000-000000000000',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Loja não encontrada');
    expect((await t.request({ method: 'GET', url: '/api/stores/not-a-uuid', headers: admin })).statusCode).toBe(400);
  });

  it('lets the concierge read stores, and refuses sellers, customers and guests', async () => {
    expect((await t.request({ method: 'GET', url: '/api/stores', headers: concierge })).json().total).toBeGreaterThan(
      1,
    );
    expect(
      (await t.request({ method: 'GET', url: `/api/stores/${otherStoreId}`, headers: concierge })).statusCode,
    ).toBe(200);
    for (const email of ['vendedor@example.com', 'cliente@example.com']) {
      const headers = as[email]!;
      expect((await t.request({ method: 'GET', url: '/api/stores', headers })).statusCode, email).toBe(403);
      expect((await t.request({ method: 'GET', url: `/api/stores/${ownStoreId}`, headers })).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/stores' })).statusCode).toBe(401);
  });

  it('shows a store owner only its own store, whatever the filter', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/stores', headers: lojista })).json();
    expect(list).toMatchObject({ total: 1, data: [{ id: ownStoreId, tradeName: 'Casa Aurora Móveis' }] });
    const filtered = (
      await t.request({ method: 'GET', url: `/api/stores?storeId=${otherStoreId}`, headers: lojista })
    ).json();
    expect(filtered).toEqual({ data: [], total: 0 });
    const searched = (await t.request({ method: 'GET', url: '/api/stores?search=Lumen', headers: lojista })).json();
    expect(searched.total).toBe(0);
    expect((await t.request({ method: 'GET', url: `/api/stores/${ownStoreId}`, headers: lojista })).statusCode).toBe(
      200,
    );
    const other = await t.request({ method: 'GET', url: `/api/stores/${otherStoreId}`, headers: lojista });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Loja não encontrada');
  });
});

describe('editing stores', () => {
  it('lets an administrator edit every field but status, with an audit row of before and after', async () => {
    const { data: created } = (await create(newStore({ tradeName: 'Para Editar' }))).json();
    const audits = await storeAudits('update', created.id);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/stores/${created.id}`,
      headers: admin,
      payload: {
        tradeName: 'Editada',
        fee: '3,5',
        areaLimit: '',
        dayLimit: 7,
        segmentIds: [lightingId],
        complement: '',
        website: null,
        invoiceEmails: ['a@x.com', 'b@x.com', ''],
        blocked: true,
        active: false,
        inactivatedAt: '2020-01-01T00:00:00.000Z',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Loja atualizada com sucesso');
    expect(res.json().data).toMatchObject({
      tradeName: 'Editada',
      companyName: created.companyName,
      fee: 3.5,
      areaLimit: 80,
      dayLimit: 7,
      segment: { id: lightingId, name: 'Iluminação' },
      complement: null,
      website: null,
      invoiceEmails: ['a@x.com', 'b@x.com'],
      // Status is not part of an edit: it changes only through its own endpoints.
      blocked: false,
      active: true,
      inactivatedAt: null,
    });
    expect(await storeAudits('update', created.id)).toBe(audits + 1);
    const [log] = await t.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.moduleName, 'Store'), eq(logs.methodName, 'update'), eq(logs.entityId, created.id)));
    expect(log!.previousState).toMatchObject({ tradeName: 'Para Editar', fee: 2.75 });
    expect(log!.result).toMatchObject({ tradeName: 'Editada', fee: 3.5 });
  });

  it('refuses invalid edits with 400 and a CNPJ of another store with 409, writing nothing', async () => {
    const [other] = await t.database.db.select().from(stores).where(eq(stores.id, otherStoreId));
    const audits = await storeAudits();
    for (const [payload, status, message] of [
      [{ tradeName: '' }, 400, 'Nome fantasia é obrigatório'],
      [{ state: 'ZZ' }, 400, 'UF inválida'],
      [{ segmentIds: [] }, 400, 'Selecione pelo menos um segmento'],
      [{ fee: 12.345 }, 400, 'Taxa administrativa deve ser um número entre 0 e 100, com até 2 casas decimais'],
      [{ cnpj: other!.cnpj }, 409, 'CNPJ já cadastrado'],
    ] as const) {
      const res = await t.request({ method: 'PATCH', url: `/api/stores/${ownStoreId}`, headers: admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const [own] = await t.database.db.select().from(stores).where(eq(stores.id, ownStoreId));
    expect(own!.tradeName).toBe('Casa Aurora Móveis');
    expect(await storeAudits()).toBe(audits);
    const missing = await t.request({
      method: 'PATCH',
      url: '/api/stores/00000000-0000-4000-8000-000000000000',
      headers: admin,
      payload: { tradeName: 'X' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lets a store owner edit its own store, sending the fee and limits back unchanged', async () => {
    const audits = await storeAudits('update', ownStoreId);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/stores/${ownStoreId}`,
      headers: lojista,
      payload: { phone: '(11) 3333-4444', responsible: 'Luísa Lojista', fee: '2,50', areaLimit: 120, dayLimit: 5 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ phone: '1133334444', responsible: 'Luísa Lojista', fee: 2.5 });
    expect(await storeAudits('update', ownStoreId)).toBe(audits + 1);
  });

  it('refuses a store owner a change of fee or limits (403) and another store (404), writing nothing', async () => {
    const [before] = await t.database.db.select().from(stores).where(eq(stores.id, ownStoreId));
    const audits = await storeAudits();
    for (const payload of [{ fee: 0 }, { areaLimit: 500 }, { dayLimit: 30 }, { tradeName: 'Nova', fee: 1 }]) {
      const res = await t.request({ method: 'PATCH', url: `/api/stores/${ownStoreId}`, headers: lojista, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
      expect(res.json().message).toBe(
        'Lojistas não podem alterar a taxa administrativa, o limite de área ou o limite de dias',
      );
    }
    const other = await t.request({
      method: 'PATCH',
      url: `/api/stores/${otherStoreId}`,
      headers: lojista,
      payload: { tradeName: 'Invadida' },
    });
    expect(other.statusCode).toBe(404);
    const [after] = await t.database.db.select().from(stores).where(eq(stores.id, ownStoreId));
    expect(after).toEqual(before);
    const [otherRow] = await t.database.db.select().from(stores).where(eq(stores.id, otherStoreId));
    expect(otherRow!.tradeName).toBe('Lumen Iluminação');
    expect(await storeAudits()).toBe(audits);
  });

  it('lets a store owner send its CNPJ back unchanged but refuses a change with 403, writing nothing', async () => {
    const [before] = await t.database.db.select().from(stores).where(eq(stores.id, ownStoreId));
    const same = await t.request({
      method: 'PATCH',
      url: `/api/stores/${ownStoreId}`,
      headers: lojista,
      payload: { cnpj: formatCnpjMask(before!.cnpj), tradeName: before!.tradeName },
    });
    expect(same.statusCode).toBe(200);
    const audits = await storeAudits();
    const changed = await t.request({
      method: 'PATCH',
      url: `/api/stores/${ownStoreId}`,
      headers: lojista,
      payload: { cnpj: formatCnpjMask(generateCnpj()), tradeName: 'Outra' },
    });
    expect(changed.statusCode).toBe(403);
    expect(changed.json()).toMatchObject({
      statusCode: 403,
      message: 'Lojistas não podem alterar o CNPJ da loja; procure a administração do shopping',
    });
    const [after] = await t.database.db.select().from(stores).where(eq(stores.id, ownStoreId));
    expect(after!.cnpj).toBe(before!.cnpj);
    expect(after!.tradeName).toBe(before!.tradeName);
    expect(await storeAudits()).toBe(audits);
    const newCnpj = generateCnpj();
    const byAdmin = await t.request({
      method: 'PATCH',
      url: `/api/stores/${ownStoreId}`,
      headers: admin,
      payload: { cnpj: newCnpj },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data.cnpj).toBe(newCnpj);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://loja.com.br',
    'https://',
    'loja',
    'localhost:3000',
  ])('refuses the website %s with 400, writing nothing', async (website) => {
    const audits = await storeAudits();
    const res = await t.request({
      method: 'PATCH',
      url: `/api/stores/${ownStoreId}`,
      headers: admin,
      payload: { website },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Site inválido: informe um endereço como www.loja.com.br ou https://loja.com.br');
    const created = await create(newStore({ website }), admin);
    expect(created.statusCode).toBe(400);
    expect(await storeAudits()).toBe(audits);
  });

  it('accepts an http(s) website and a blank one, and completes one typed without https://', async () => {
    for (const [website, kept] of [
      ['https://loja.example.com.br/casa', 'https://loja.example.com.br/casa'],
      ['http://loja.example.com', 'http://loja.example.com'],
      ['www.loja.com.br', 'https://www.loja.com.br'],
      ['loja.example.com.br/casa', 'https://loja.example.com.br/casa'],
      ['', null],
    ] as const) {
      const res = await t.request({
        method: 'PATCH',
        url: `/api/stores/${ownStoreId}`,
        headers: admin,
        payload: { website },
      });
      expect(res.statusCode, website).toBe(200);
      expect(res.json().data.website).toBe(kept);
    }
  });

  it('refuses the concierge, sellers and customers an edit', async () => {
    for (const email of ['concierge@example.com', 'vendedor@example.com', 'cliente@example.com']) {
      const res = await t.request({
        method: 'PATCH',
        url: `/api/stores/${ownStoreId}`,
        headers: as[email]!,
        payload: { tradeName: 'X' },
      });
      expect(res.statusCode, email).toBe(403);
    }
  });
});

describe('store status', () => {
  const activeIds = async (query = '') =>
    (await t.request({ method: 'GET', url: `/api/stores/active?limit=100${query}` }))
      .json()
      .data.map((s: { id: string }) => s.id);

  it('deactivates and activates, hiding the store from the public list meanwhile', async () => {
    const { data: store } = (await create(newStore({ tradeName: 'Alterna' }))).json();
    expect(await activeIds()).toContain(store.id);
    const off = await t.request({ method: 'PATCH', url: `/api/stores/${store.id}/deactivate`, headers: admin });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ message: 'Loja desativada com sucesso', data: { active: false } });
    expect(off.json().data.inactivatedAt).toEqual(expect.any(String));
    expect(await activeIds()).not.toContain(store.id);
    const staffActive = (
      await t.request({ method: 'GET', url: '/api/stores?active=true&limit=100', headers: admin })
    ).json();
    expect(staffActive.data.map((s: { id: string }) => s.id)).not.toContain(store.id);
    const staffInactive = (await t.request({ method: 'GET', url: '/api/stores?active=false', headers: admin })).json();
    expect(staffInactive.data.map((s: { id: string }) => s.id)).toEqual([store.id]);
    expect((await t.request({ method: 'GET', url: '/api/stores?active=sim', headers: admin })).json().message).toBe(
      'active deve ser true ou false',
    );
    const on = await t.request({ method: 'PATCH', url: `/api/stores/${store.id}/activate`, headers: admin });
    expect(on.json()).toMatchObject({
      message: 'Loja ativada com sucesso',
      data: { active: true, inactivatedAt: null },
    });
    expect(await activeIds()).toContain(store.id);
    expect(await storeAudits('deactivate', store.id)).toBe(1);
    expect(await storeAudits('activate', store.id)).toBe(1);
  });

  it('blocks and unblocks; a blocked store stays in the public list', async () => {
    const { data: store } = (await create(newStore({ tradeName: 'Bloqueável' }))).json();
    const block = await t.request({ method: 'PATCH', url: `/api/stores/${store.id}/block`, headers: admin });
    expect(block.json()).toMatchObject({
      message: 'Loja bloqueada com sucesso',
      data: { blocked: true, active: true },
    });
    const listed = (await t.request({ method: 'GET', url: '/api/stores/active?limit=100' })).json();
    expect(listed.data.find((s: { id: string }) => s.id === store.id)).toMatchObject({ blocked: true });
    const unblock = await t.request({ method: 'PATCH', url: `/api/stores/${store.id}/unblock`, headers: admin });
    expect(unblock.json()).toMatchObject({ message: 'Loja desbloqueada com sucesso', data: { blocked: false } });
    const [log] = await t.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.moduleName, 'Store'), eq(logs.methodName, 'block'), eq(logs.entityId, store.id)));
    expect(log).toMatchObject({ previousState: { blocked: false }, result: { blocked: true } });
    expect(await storeAudits('unblock', store.id)).toBe(1);
  });

  it('refuses status changes to everyone but administrators, writing nothing', async () => {
    const audits = await storeAudits();
    for (const email of [
      'lojista@example.com',
      'concierge@example.com',
      'vendedor@example.com',
      'cliente@example.com',
    ]) {
      const headers = as[email]!;
      for (const action of ['activate', 'deactivate', 'block', 'unblock']) {
        const res = await t.request({ method: 'PATCH', url: `/api/stores/${ownStoreId}/${action}`, headers });
        expect(res.statusCode, `${email} ${action}`).toBe(403);
      }
    }
    const [own] = await t.database.db.select().from(stores).where(eq(stores.id, ownStoreId));
    expect(own).toMatchObject({ blocked: false, inactivatedAt: null });
    expect(await storeAudits()).toBe(audits);
    const missing = await t.request({
      method: 'PATCH',
      url: '/api/stores/00000000-0000-4000-8000-000000000000/block',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('public list of participating stores', () => {
  it('answers without a token, by segment, without private fields', async () => {
    const res = await t.request({ method: 'GET', url: `/api/stores/active?segmentId=${lightingId}&limit=100` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(body.data.length);
    expect(body.data.length).toBeGreaterThan(0);
    for (const store of body.data) {
      expect(store.segment).toEqual({ id: lightingId, name: 'Iluminação' });
      // Printed on every receipt the store issues: the purchase form reads a fiscal key's store by it.
      expect(store.cnpj).toMatch(/^[0-9A-Z./-]{14,18}$/);
      expect(store).not.toHaveProperty('fee');
      expect(store).not.toHaveProperty('invoiceEmails');
    }
    const bad = await t.request({ method: 'GET', url: '/api/stores/active?segmentId=x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Segmento inválido');
    const empty = await t.request({ method: 'GET', url: '/api/stores/active?segmentId=' });
    expect(empty.statusCode).toBe(200);
  });
});

describe('deleting stores', () => {
  it('deletes a store without records, with an audit row', async () => {
    const { data: store } = (await create(newStore({ tradeName: 'Efêmera' }))).json();
    const res = await t.request({ method: 'DELETE', url: `/api/stores/${store.id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Loja excluída com sucesso');
    expect(await t.database.db.select().from(stores).where(eq(stores.id, store.id))).toHaveLength(0);
    const [log] = await t.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.moduleName, 'Store'), eq(logs.methodName, 'delete'), eq(logs.entityId, store.id)));
    expect(log!.previousState).toMatchObject({ tradeName: 'Efêmera' });
  });

  it('refuses to delete a store with staff, sales or prizes (409: deactivate it)', async () => {
    const before = await rowCount(t.database.db, stores);
    const audits = await storeAudits();
    const res = await t.request({ method: 'DELETE', url: `/api/stores/${ownStoreId}`, headers: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/não pode ser excluída; desative-a/);
    expect(await rowCount(t.database.db, stores)).toBe(before);
    expect(await storeAudits()).toBe(audits);
  });

  it('refuses deletion to non-administrators and answers 404 for an unknown store', async () => {
    for (const email of [
      'lojista@example.com',
      'concierge@example.com',
      'vendedor@example.com',
      'cliente@example.com',
    ]) {
      const res = await t.request({ method: 'DELETE', url: `/api/stores/${ownStoreId}`, headers: as[email]! });
      expect(res.statusCode, email).toBe(403);
    }
    const missing = await t.request({
      method: 'DELETE',
      url: '/api/stores/00000000-0000-4000-8000-000000000000',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Loja não encontrada');
    expect(await rowCount(t.database.db, segments)).toBeGreaterThan(0);
  });
});
