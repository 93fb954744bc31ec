import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs, outbox, passwordTokens, shopkeepers, users } from '../src/db/schema';
import { tokenDigest } from '../src/lib/password-tokens';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';
import { cpfFrom, demoIds } from './support/fixtures';

type Headers = { authorization: string };
let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let admin: Headers;
let lojista: Headers;
let n = 0;
beforeAll(async () => {
  // This file logs in more than the per-IP login limit allows a minute; auth.test.ts covers the limit.
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_IP: '200' });
  ids = await demoIds(t);
  admin = await t.login('admin@example.com');
  lojista = await t.login('lojista@example.com');
});
afterAll(() => t.close());

const UNKNOWN = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
/** The demo shop owner's CPF (first store) and the demo customer's. */
const DEMO_KEEPER_CPF = '39053344705';
const CLIENT_CPF = '52998224725';

function body(overrides: Record<string, unknown> = {}) {
  n += 1;
  const name = `Lojista ${n}`;
  const email = `lojista.teste${n}@example.com`;
  return {
    name,
    email,
    cpf: cpfFrom(String(200000000 + n * 7919)),
    phone: '(11) 98888-7766',
    storeId: ids.storeId,
    user: { name, email },
    ...overrides,
  };
}

const create = (payload: Record<string, unknown> = body(), headers = admin) =>
  t.request({ method: 'POST', url: '/api/shopkeepers', headers, payload });

async function created(overrides: Record<string, unknown> = {}) {
  const res = await create(body(overrides));
  expect(res.statusCode).toBe(201);
  return res.json().data as {
    id: string;
    name: string;
    email: string;
    storeId: string;
    user: { id: string; name: string; email: string };
  };
}

const counts = async () => ({
  users: await rowCount(t.database.db, users),
  shopkeepers: await rowCount(t.database.db, shopkeepers),
  outbox: await rowCount(t.database.db, outbox),
  tokens: await rowCount(t.database.db, passwordTokens),
  logs: await rowCount(t.database.db, logs),
});

const auditOf = (id: string) =>
  t.database.db
    .select()
    .from(logs)
    .where(and(eq(logs.moduleName, 'Shopkeeper'), eq(logs.entityId, id)))
    .orderBy(logs.createdAt);

/** The raw token of the link e-mailed to an address. */
async function linkTokenFor(email: string): Promise<string> {
  const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, email));
  const match = mail?.text.match(/\/shopkeeper\/set-password#token=([A-Za-z0-9_%-]+)/);
  if (!match) throw new Error(`no link e-mailed to ${email}`);
  return decodeURIComponent(match[1]!);
}

describe('creating a shop owner', () => {
  it('makes a LOJISTA login of the store without a password, e-mails a 48-hour set-password link and audits it', async () => {
    const payload = body({ cpf: '123.456.789-09', phone: '(11) 3333-4444' });
    const res = await create(payload);
    expect(res.statusCode).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe('Lojista cadastrado com sucesso');
    expect(data).toMatchObject({
      name: payload.name,
      email: payload.email,
      cpf: '12345678909',
      phone: '1133334444',
      storeId: ids.storeId,
      store: { id: ids.storeId, tradeName: 'Casa Aurora Móveis' },
      user: { name: payload.name, email: payload.email, inactivatedAt: null },
    });

    const [user] = await t.database.db.select().from(users).where(eq(users.id, data.user.id));
    expect(user).toMatchObject({ role: 'LOJISTA', storeId: ids.storeId, passwordHash: null });
    const noPassword = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: payload.email, password: 'Senha1234' },
    });
    expect(noPassword.statusCode).toBe(401);

    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, payload.email));
    // The token after `#`: the browser keeps it, no server or proxy log sees it.
    expect(mail!.text).toContain(`${t.config.publicUrl}/shopkeeper/set-password#token=`);
    expect(mail!.text).toContain('48 horas');
    expect(mail!.text).toContain('Casa Aurora Móveis');
    expect(mail!.text.endsWith('Clube Decor & Design')).toBe(true);
    const raw = await linkTokenFor(payload.email);
    const tokens = await t.database.db.select().from(passwordTokens).where(eq(passwordTokens.userId, data.user.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ purpose: 'set', tokenHash: tokenDigest(raw), usedAt: null });
    const hours = (new Date(tokens[0]!.expiresAt).getTime() - new Date(tokens[0]!.createdAt).getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(48);

    const audit = await auditOf(data.id);
    expect(audit.map((a) => a.methodName)).toEqual(['create']);
    expect(audit[0]!.result).toMatchObject({
      name: payload.name,
      cpf: '12345678909',
      store: { tradeName: 'Casa Aurora Móveis' },
    });
    expect(JSON.stringify(audit[0]!.result)).not.toMatch(/password/i);
  });

  it('takes the name and e-mail for the login when `user` is left out', async () => {
    const { user, ...rest } = body();
    const res = await create(rest);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user).toMatchObject({ name: user.name, email: user.email });
  });

  it.each([
    ['an invalid CPF', { cpf: '123.456.789-00' }, 'CPF inválido'],
    ['a CPF of repeated digits', { cpf: '111.111.111-11' }, 'CPF inválido'],
    ['no name', { name: '  ', user: undefined }, 'Nome é obrigatório'],
    ['an invalid e-mail', { email: 'sem-arroba', user: undefined }, 'E-mail inválido'],
    ['an invalid phone', { phone: '1234' }, 'Telefone inválido'],
    ['no store', { storeId: undefined }, 'Loja não encontrada'],
    ['a store that does not exist', { storeId: UNKNOWN }, 'Loja não encontrada'],
    [
      'a login named otherwise',
      { user: { name: 'Outra Pessoa' } },
      'O nome do usuário deve ser igual ao nome do lojista',
    ],
    [
      'a login with another e-mail',
      { user: { email: 'outro@example.com' } },
      'O e-mail do usuário deve ser igual ao e-mail do lojista',
    ],
  ])('refuses %s with a 400 and writes nothing', async (_, overrides, message) => {
    const before = await counts();
    const res = await create(body(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['an e-mail of another user', { email: 'cliente@example.com', user: undefined }, 'E-mail já cadastrado'],
    ['an e-mail in another case', { email: 'Vendedor@Example.com', user: undefined }, 'E-mail já cadastrado'],
    [
      "a customer's CPF",
      { cpf: CLIENT_CPF },
      'CPF já cadastrado como cliente: funcionários das lojas não podem participar do programa',
    ],
    ["the CPF of the store's shop owner", { cpf: DEMO_KEEPER_CPF }, 'CPF já cadastrado para um lojista desta loja'],
  ])('refuses %s with a 409 and writes nothing', async (_, overrides, message) => {
    const before = await counts();
    const res = await create(body(overrides));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('lets one person own another store with the same CPF (one login per store)', async () => {
    const res = await create(body({ cpf: DEMO_KEEPER_CPF, storeId: ids.otherStoreId }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.store.tradeName).toBe('Lumen Iluminação');
  });
});

describe('who may do what', () => {
  it('refuses store owners, the concierge, sellers and customers every change, and an anonymous caller everything', async () => {
    const keeper = await created();
    const before = await counts();
    for (const email of [
      'lojista@example.com',
      'concierge@example.com',
      'vendedor@example.com',
      'cliente@example.com',
    ]) {
      const h = email === 'lojista@example.com' ? lojista : await t.login(email);
      expect((await create(body(), h)).statusCode, email).toBe(403);
      const patch = await t.request({
        method: 'PATCH',
        url: `/api/shopkeepers/${keeper.id}`,
        headers: h,
        payload: { name: 'Invasor' },
      });
      expect(patch.statusCode, email).toBe(403);
      expect(
        (await t.request({ method: 'DELETE', url: `/api/shopkeepers/${keeper.id}`, headers: h })).statusCode,
        email,
      ).toBe(403);
    }
    for (const email of ['concierge@example.com', 'vendedor@example.com', 'cliente@example.com']) {
      const h = await t.login(email);
      expect((await t.request({ method: 'GET', url: '/api/shopkeepers', headers: h })).statusCode, email).toBe(403);
      expect(
        (await t.request({ method: 'GET', url: `/api/shopkeepers/${keeper.id}`, headers: h })).statusCode,
        email,
      ).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/shopkeepers' })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/shopkeepers', payload: body() })).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('lets SMART manage shop owners like DEDPREMIUM', async () => {
    const smart = await t.login('smart@example.com');
    const res = await create(body(), smart);
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    const del = await t.request({ method: 'DELETE', url: `/api/shopkeepers/${id}`, headers: smart });
    expect(del.statusCode).toBe(200);
  });

  it("lets a store owner read its own store's shop owners and nothing of another store's", async () => {
    const foreign = await created({ storeId: ids.otherStoreId });
    const mine = await created();

    const list = await t.request({ method: 'GET', url: '/api/shopkeepers?limit=100', headers: lojista });
    expect(list.statusCode).toBe(200);
    const data = list.json().data as { id: string; storeId: string; email: string }[];
    expect(data.every((k) => k.storeId === ids.storeId)).toBe(true);
    expect(data.map((k) => k.id)).toContain(mine.id);
    expect(data.map((k) => k.email)).toContain('lojista@example.com');

    const asked = await t.request({
      method: 'GET',
      url: `/api/shopkeepers?storeId=${ids.otherStoreId}`,
      headers: lojista,
    });
    expect(asked.json()).toEqual({ data: [], total: 0 });
    const one = await t.request({ method: 'GET', url: `/api/shopkeepers/${foreign.id}`, headers: lojista });
    expect(one.statusCode).toBe(404);
    expect(one.json().message).toBe('Lojista não encontrado');
    const own = await t.request({ method: 'GET', url: `/api/shopkeepers/${mine.id}`, headers: lojista });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ id: mine.id, store: { id: ids.storeId } });
  });
});

describe('reading shop owners', () => {
  it("lists a store's shop owners by page, with the total, found by part of the name or e-mail", async () => {
    const store = ids.otherStoreId;
    for (let i = 0; i < 3; i++) await created({ storeId: store });
    const all = (
      await t.request({ method: 'GET', url: `/api/shopkeepers?storeId=${store}&limit=100`, headers: admin })
    ).json();
    expect(all.data.every((k: { storeId: string }) => k.storeId === store)).toBe(true);
    const page = await t.request({
      method: 'GET',
      url: `/api/shopkeepers?storeId=${store}&page=2&limit=2`,
      headers: admin,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().total).toBe(all.total);
    expect(page.json().data).toEqual(all.data.slice(2, 4));

    const target = all.data[1] as { id: string; email: string; name: string };
    const byEmail = await t.request({
      method: 'GET',
      url: `/api/shopkeepers?search=${encodeURIComponent(target.email.slice(0, -12).toUpperCase())}`,
      headers: admin,
    });
    expect(byEmail.json().data.map((k: { id: string }) => k.id)).toEqual([target.id]);
    const byName = await t.request({
      method: 'GET',
      url: `/api/shopkeepers?search=${encodeURIComponent(target.name.toLowerCase())}`,
      headers: admin,
    });
    expect(byName.json().data.map((k: { id: string }) => k.id)).toContain(target.id);
  });

  it('answers 400 for a bad storeId or page, and 404 for an unknown shop owner', async () => {
    const bad = await t.request({ method: 'GET', url: '/api/shopkeepers?storeId=x', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Loja inválida');
    const page = await t.request({ method: 'GET', url: '/api/shopkeepers?page=0', headers: admin });
    expect(page.json().message).toBe('page deve ser pelo menos 1');
    const missing = await t.request({ method: 'GET', url: `/api/shopkeepers/${UNKNOWN}`, headers: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Lojista não encontrado');
  });

  it('keeps the demo shop owner working: it logs in and finds itself', async () => {
    const list = await t.request({ method: 'GET', url: `/api/shopkeepers?storeId=${ids.storeId}`, headers: admin });
    expect(list.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          email: 'lojista@example.com',
          cpf: DEMO_KEEPER_CPF,
          user: expect.objectContaining({ email: 'lojista@example.com' }),
        }),
      ]),
    );
  });
});

describe('editing a shop owner', () => {
  it('changes the record and its login together, audited with the state before and after', async () => {
    const keeper = await created();
    const res = await t.request({
      method: 'PATCH',
      url: `/api/shopkeepers/${keeper.id}`,
      headers: admin,
      payload: {
        name: 'Helena Prado',
        email: 'Helena.Prado@example.com',
        cpf: '935.411.347-80',
        phone: '(11) 97777-6655',
        user: { name: 'Helena Prado', email: 'helena.prado@example.com' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Lojista atualizado com sucesso');
    expect(res.json().data).toMatchObject({
      name: 'Helena Prado',
      email: 'helena.prado@example.com',
      cpf: '93541134780',
      phone: '11977776655',
      user: { name: 'Helena Prado', email: 'helena.prado@example.com' },
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, keeper.user.id));
    expect(user).toMatchObject({ name: 'Helena Prado', email: 'helena.prado@example.com', passwordHash: null });
    const audit = await auditOf(keeper.id);
    expect(audit.map((a) => a.methodName)).toEqual(['create', 'update']);
    expect(audit[1]!.previousState).toMatchObject({ name: keeper.name, email: keeper.email });
    expect(audit[1]!.result).toMatchObject({ name: 'Helena Prado', cpf: '93541134780' });
  });

  it('sets the password at once when one is sent: the login works, earlier sessions and the e-mailed link end', async () => {
    const keeper = await created();
    const raw = await linkTokenFor(keeper.email);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/shopkeepers/${keeper.id}`,
      headers: admin,
      payload: { user: { password: 'NovaSenha123' } },
    });
    expect(res.statusCode).toBe(200);
    const session = await t.login(keeper.email, 'NovaSenha123');
    const mine = await t.request({ method: 'GET', url: `/api/shopkeepers/${keeper.id}`, headers: session });
    expect(mine.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, keeper.user.id));
    expect(user!.passwordChangedAt).not.toBeNull();
    const [token] = await t.database.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.tokenHash, tokenDigest(raw)));
    expect(token!.usedAt).not.toBeNull();

    // Whole-second password instants: the next change must fall in a later second to end the session.
    await new Promise((r) => setTimeout(r, 1100));
    await t.request({
      method: 'PATCH',
      url: `/api/shopkeepers/${keeper.id}`,
      headers: admin,
      payload: { user: { password: 'OutraSenha456' } },
    });
    const old = await t.request({ method: 'GET', url: `/api/shopkeepers/${keeper.id}`, headers: session });
    expect(old.statusCode).toBe(401);
    const audit = await auditOf(keeper.id);
    expect(JSON.stringify(audit.map((a) => [a.previousState, a.result]))).not.toMatch(/password|\$argon|\$2[aby]\$/i);
  });

  it.each([
    ['an invalid CPF', { cpf: '529.982.247-24' }, 400, 'CPF inválido'],
    ['a weak password', { user: { password: 'abcdefgh' } }, 400, 'A senha deve conter pelo menos um número'],
    ['a blank name', { name: '' }, 400, 'Nome é obrigatório'],
    ['an invalid phone', { phone: '11' }, 400, 'Telefone inválido'],
    [
      'a login with another e-mail',
      { email: 'a@example.com', user: { email: 'b@example.com' } },
      400,
      'O e-mail do usuário deve ser igual ao e-mail do lojista',
    ],
    ['a taken e-mail', { email: 'admin@example.com' }, 409, 'E-mail já cadastrado'],
    [
      "a customer's CPF",
      { cpf: CLIENT_CPF },
      409,
      'CPF já cadastrado como cliente: funcionários das lojas não podem participar do programa',
    ],
  ])('refuses %s and changes nothing', async (_, payload, status, message) => {
    const keeper = await created();
    const before = {
      ...(await counts()),
      row: await t.database.db.select().from(shopkeepers).where(eq(shopkeepers.id, keeper.id)),
    };
    const res = await t.request({ method: 'PATCH', url: `/api/shopkeepers/${keeper.id}`, headers: admin, payload });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    const after = {
      ...(await counts()),
      row: await t.database.db.select().from(shopkeepers).where(eq(shopkeepers.id, keeper.id)),
    };
    expect(after).toEqual(before);
  });

  it('answers 404 for an unknown shop owner', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: `/api/shopkeepers/${UNKNOWN}`,
      headers: admin,
      payload: { name: 'X' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('deleting a shop owner', () => {
  it('deletes a shop owner whose login never acted, with its login and links, audited with its last state', async () => {
    const keeper = await created();
    const res = await t.request({ method: 'DELETE', url: `/api/shopkeepers/${keeper.id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Lojista excluído com sucesso');
    expect(await t.database.db.select().from(shopkeepers).where(eq(shopkeepers.id, keeper.id))).toEqual([]);
    expect(await t.database.db.select().from(users).where(eq(users.id, keeper.user.id))).toEqual([]);
    expect(await t.database.db.select().from(passwordTokens).where(eq(passwordTokens.userId, keeper.user.id))).toEqual(
      [],
    );
    const audit = await auditOf(keeper.id);
    expect(audit.map((a) => a.methodName)).toEqual(['create', 'delete']);
    expect(audit[1]!.previousState).toMatchObject({ name: keeper.name, email: keeper.email });
    expect(audit[1]!.result).toBeNull();
    // The e-mail is free again.
    expect((await create(body({ email: keeper.email, user: undefined }))).statusCode).toBe(201);
  });

  it('refuses (409) to delete a shop owner whose login has history, which is deactivated through users instead', async () => {
    const keeper = await created();
    await t.request({
      method: 'PATCH',
      url: `/api/shopkeepers/${keeper.id}`,
      headers: admin,
      payload: { user: { password: 'Senha1234' } },
    });
    const own = await t.login(keeper.email, 'Senha1234');
    const profile = await t.request({
      method: 'PATCH',
      url: '/api/users/me',
      headers: own,
      payload: { name: 'Nome Novo' },
    });
    expect(profile.statusCode).toBe(200);

    const before = await counts();
    const res = await t.request({ method: 'DELETE', url: `/api/shopkeepers/${keeper.id}`, headers: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Lojista com atividade registrada no sistema não pode ser excluído; desative o usuário dele em Usuários',
    );
    expect(await counts()).toEqual(before);

    const off = await t.request({ method: 'PATCH', url: `/api/users/${keeper.user.id}/deactivate`, headers: admin });
    expect(off.statusCode).toBe(200);
    const read = await t.request({ method: 'GET', url: `/api/shopkeepers/${keeper.id}`, headers: admin });
    expect(read.json().data.user.inactivatedAt).not.toBeNull();
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: keeper.email, password: 'Senha1234' },
    });
    expect(login.statusCode).not.toBe(200);
  });

  it('answers 404 for an unknown shop owner', async () => {
    const res = await t.request({ method: 'DELETE', url: `/api/shopkeepers/${UNKNOWN}`, headers: admin });
    expect(res.statusCode).toBe(404);
  });
});
