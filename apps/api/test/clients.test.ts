import { addDays, todayIn } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, consents, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';
import { cpfFrom } from './support/fixtures';

let t: TestApp;
beforeAll(async () => {
  // This file logs in more than the per-IP login limit allows a minute; auth.test.ts covers the limit.
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_IP: '200' });
});
afterAll(() => t.close());

function payload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Bianca Souza',
    email: 'bianca@example.com',
    cpf: '111.444.777-35',
    address: 'Rua Augusta, 100',
    zipCode: '01305-000',
    phone: '(11) 98888-7777',
    gender: 'FEMININO',
    birthdate: '1990-05-20',
    acceptsSMS: false,
    acceptsTerms: true,
    acceptsPrivacy: true,
    user: { email: 'bianca@example.com', password: 'Segura123', name: 'Bianca Souza' },
    ...overrides,
  };
}

// Each registration from its own address, so the per-IP limit (tested on its own) stays out of the way.
let registrations = 0;
const register = (body: unknown) => {
  registrations += 1;
  const remoteAddress = `10.8.${registrations >> 8}.${registrations & 255}`;
  return t.request({ method: 'POST', url: '/api/clients', payload: body as object, remoteAddress });
};

async function counts() {
  const db = t.database.db;
  return {
    users: await rowCount(db, users),
    clients: await rowCount(db, clients),
    consents: await rowCount(db, consents),
  };
}

describe('registration', () => {
  it('limits registration attempts per IP (they reveal taken CPFs and e-mails) with a 429 and Retry-After', async () => {
    const from = (remoteAddress: string, cpf: string) =>
      t.request({
        method: 'POST',
        url: '/api/clients',
        remoteAddress,
        payload: payload({ cpf, email: `limite-${cpf}@example.com`, user: { password: 'Segura123' } }),
      });
    // Probing with a CPF that exists: each attempt answers the SPEC's message until the limit.
    for (let i = 0; i < 10; i++) expect((await from('10.7.0.1', '529.982.247-25')).statusCode).toBe(409);
    const before = await counts();
    const limited = await from('10.7.0.1', cpfFrom('246813579'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      statusCode: 429,
      message: 'Muitas tentativas de cadastro. Aguarde um minuto e tente novamente.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await counts()).toEqual(before);
    expect((await from('10.7.0.2', cpfFrom('246813579'))).statusCode).toBe(201);
  });

  it('registers a customer, stores digits only and records consent', async () => {
    const before = await counts();
    const res = await register(payload({ acceptsSMS: true }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Cadastro realizado com sucesso!');
    expect(body.data).toMatchObject({
      cpf: '11144477735',
      zipCode: '01305000',
      phone: '11988887777',
      email: 'bianca@example.com',
    });
    expect(await counts()).toEqual({
      users: before.users + 1,
      clients: before.clients + 1,
      consents: before.consents + 3,
    });
    const kinds = await t.database.db
      .select({ kind: consents.kind })
      .from(consents)
      .where(eq(consents.clientId, body.data.id));
    expect(kinds.map((k) => k.kind).sort()).toEqual(['privacy', 'sms', 'terms']);
    const loginRes = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'bianca@example.com', password: 'Segura123' },
    });
    expect(loginRes.statusCode).toBe(200);
    expect(loginRes.json().data.role).toBe('CLIENTE');
  });

  const today = todayIn('America/Sao_Paulo');
  const [y, m, d] = today.split('-');
  const seventeen = `${Number(y) - 18}-${m}-${d}`;
  const cases: [string, Record<string, unknown>, number, string | RegExp][] = [
    ['an invalid CPF', { cpf: '111.444.777-36' }, 400, 'CPF inválido'],
    ['a CPF of repeated digits', { cpf: '111.111.111-11' }, 400, 'CPF inválido'],
    ['someone under 18', { birthdate: addDays(seventeen, 1) }, 400, 'É preciso ter 18 anos ou mais para participar'],
    ['a birthdate in the future', { birthdate: addDays(today, 1) }, 400, 'Data de nascimento não pode estar no futuro'],
    ['an impossible date', { birthdate: '1990-02-30' }, 400, 'Data de nascimento inválida (use AAAA-MM-DD)'],
    [
      'no terms consent',
      { acceptsTerms: false },
      400,
      'É preciso aceitar os termos de uso e a política de privacidade',
    ],
    [
      'no privacy consent',
      { acceptsPrivacy: false },
      400,
      'É preciso aceitar os termos de uso e a política de privacidade',
    ],
    ['a duplicate CPF', { cpf: '529.982.247-25', email: 'outra@example.com' }, 409, 'CPF já cadastrado'],
    ['a duplicate e-mail', { email: 'CLIENTE@example.com', cpf: cpfFrom('123456789') }, 409, 'E-mail já cadastrado'],
    [
      'a staff e-mail',
      { email: 'lojista@example.com', cpf: cpfFrom('223456789') },
      409,
      'Funcionários das lojas e do shopping não podem participar do programa',
    ],
    [
      'a staff CPF',
      { email: 'novo@example.com', cpf: '390.533.447-05' },
      409,
      'Funcionários das lojas e do shopping não podem participar do programa',
    ],
    [
      'a weak password',
      { email: 'fraca@example.com', cpf: cpfFrom('323456789'), user: { password: 'abcdefgh' } },
      400,
      'A senha deve conter pelo menos um número',
    ],
    ['an invalid CEP', { email: 'cep@example.com', cpf: cpfFrom('423456789'), zipCode: '123' }, 400, 'CEP inválido'],
    ['an invalid e-mail', { email: 'não-é-email', cpf: cpfFrom('523456789') }, 400, 'E-mail inválido'],
  ];

  it.each(cases)('refuses %s, writing nothing', async (_label, overrides, status, message) => {
    const before = await counts();
    const res = await register(payload({ email: 'caso@example.com', cpf: cpfFrom('987654321'), ...overrides }));
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body.statusCode).toBe(status);
    const messages = Array.isArray(body.message) ? body.message : [body.message];
    expect(messages).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it('lists every problem of a form with several errors', async () => {
    const res = await register({ name: '', email: '', cpf: '1', acceptsTerms: true, acceptsPrivacy: true, user: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(
      expect.arrayContaining(['Nome é obrigatório', 'CPF inválido', 'Senha é obrigatória']),
    );
  });

  it('keeps exactly one account when the same CPF registers twice at once', async () => {
    const cpf = cpfFrom('555666777');
    const results = await Promise.all(
      [1, 2, 3].map((i) => register(payload({ cpf, email: `corrida${i}@example.com` }))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await t.database.db.select().from(clients).where(eq(clients.cpf, cpf));
    expect(rows).toHaveLength(1);
    const orphans = await t.database.db.select().from(users).where(eq(users.email, 'corrida2@example.com'));
    const orphans3 = await t.database.db.select().from(users).where(eq(users.email, 'corrida3@example.com'));
    const orphans1 = await t.database.db.select().from(users).where(eq(users.email, 'corrida1@example.com'));
    expect(orphans.length + orphans3.length + orphans1.length).toBe(1);
  });
});

describe('own profile', () => {
  it('reads the logged-in customer', async () => {
    const h = await t.login('cliente@example.com');
    const res = await t.request({ method: 'GET', url: '/api/clients/me', headers: h });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Clara Cliente', cpf: '52998224725', email: 'cliente@example.com' });
  });

  it('is for customers only', async () => {
    const h = await t.login('admin@example.com');
    expect((await t.request({ method: 'GET', url: '/api/clients/me', headers: h })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/clients/me' })).statusCode).toBe(401);
  });

  it('updates data, and the password only with the current one', async () => {
    await register(
      payload({ email: 'perfil@example.com', cpf: cpfFrom('111222333'), user: { password: 'Inicial123' } }),
    );
    const h = await t.login('perfil@example.com', 'Inicial123');
    const ok = await t.request({
      method: 'PATCH',
      url: '/api/clients/me',
      headers: h,
      payload: { name: 'Perfil Atualizado', phone: '(11) 3333-4444', address: 'Rua Nova, 1' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Dados atualizados com sucesso!',
      data: { name: 'Perfil Atualizado', phone: '1133334444' },
    });

    const noOld = await t.request({
      method: 'PATCH',
      url: '/api/clients/me',
      headers: h,
      payload: { newPassword: 'Trocada123' },
    });
    expect(noOld.statusCode).toBe(400);
    expect(noOld.json().message).toBe('Informe a senha atual para definir uma nova senha');

    const wrongOld = await t.request({
      method: 'PATCH',
      url: '/api/clients/me',
      headers: h,
      payload: { oldPassword: 'Errada123', newPassword: 'Trocada123' },
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().message).toBe('Senha atual incorreta');

    const changed = await t.request({
      method: 'PATCH',
      url: '/api/clients/me',
      headers: h,
      payload: { oldPassword: 'Inicial123', newPassword: 'Trocada123' },
    });
    expect(changed.statusCode).toBe(200);
    await expect(t.login('perfil@example.com', 'Inicial123')).rejects.toThrow(/401/);
    await expect(t.login('perfil@example.com', 'Trocada123')).resolves.toBeTruthy();
  });

  it('ends the sessions opened before a password change; the changing one goes on with a fresh token', async () => {
    await register(
      payload({ email: 'sessoes@example.com', cpf: cpfFrom('777666555'), user: { password: 'Inicial123' } }),
    );
    const other = await t.login('sessoes@example.com', 'Inicial123');
    const h = await t.login('sessoes@example.com', 'Inicial123');
    const plain = await t.request({
      method: 'PATCH',
      url: '/api/clients/me',
      headers: h,
      payload: { name: 'Sem Troca' },
    });
    expect(plain.json().access_token).toBeUndefined();
    const changed = await t.request({
      method: 'PATCH',
      url: '/api/clients/me',
      headers: h,
      payload: { oldPassword: 'Inicial123', newPassword: 'Trocada123' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${changed.json().access_token}` };
    for (const old of [h, other]) {
      const res = await t.request({ method: 'GET', url: '/api/clients/me', headers: old });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Sua senha foi alterada. Faça o login novamente.');
    }
    const me = await t.request({ method: 'GET', url: '/api/clients/me', headers: fresh });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe('sessoes@example.com');
    const relogged = await t.login('sessoes@example.com', 'Trocada123');
    expect((await t.request({ method: 'GET', url: '/api/clients/me', headers: relogged })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/clients/me', headers: fresh })).statusCode).toBe(200);
  });

  it('refuses to change the CPF or take a used e-mail', async () => {
    const h = await t.login('cliente@example.com');
    const cpf = await t.request({
      method: 'PATCH',
      url: '/api/clients/me',
      headers: h,
      payload: { cpf: cpfFrom('999888777') },
    });
    expect(cpf.statusCode).toBe(400);
    expect(cpf.json().message).toBe('O CPF não pode ser alterado. Fale com a administração do shopping.');
    const email = await t.request({
      method: 'PATCH',
      url: '/api/clients/me',
      headers: h,
      payload: { email: 'admin@example.com' },
    });
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe('E-mail já cadastrado');
    const me = await t.request({ method: 'GET', url: '/api/clients/me', headers: h });
    expect(me.json().data.email).toBe('cliente@example.com');
  });
});

describe('campaign points', () => {
  it("sums approved purchases, so remainders carry over, and tells what's left for the next point", async () => {
    const h = await t.login('cliente@example.com');
    const res = await t.request({ method: 'GET', url: '/api/clients/me/campaign-points', headers: h });
    expect(res.statusCode).toBe(200);
    // Approved: R$ 6.200,00 + R$ 4.850,00 = R$ 11.050,00 -> 11 points (per-sale floors would give 10).
    expect(res.json().data).toMatchObject({
      campaignName: 'Decore e Ganhe',
      campaignPoints: 11,
      totalNetValue: 11050,
      valueToNextPoint: 950,
      redeemed: false,
    });
  });

  it('is zero for a new customer', async () => {
    await register(payload({ email: 'zero@example.com', cpf: cpfFrom('444555666') }));
    const h = await t.login('zero@example.com', 'Segura123');
    const res = await t.request({ method: 'GET', url: '/api/clients/me/campaign-points', headers: h });
    expect(res.json().data).toMatchObject({ campaignPoints: 0, totalNetValue: 0, valueToNextPoint: 1000 });
  });
});

describe('customer search for staff', () => {
  const search = (h: { authorization: string }, query: string) =>
    t.request({ method: 'GET', url: `/api/clients?${query}`, headers: h });

  it('finds customers by name or CPF prefix', async () => {
    const h = await t.login('vendedor@example.com');
    const byName = await search(h, 'search=clara');
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data.map((c: { name: string }) => c.name)).toContain('Clara Cliente');
    const byCpf = await search(h, 'search=529.982');
    expect(byCpf.json().data.map((c: { name: string }) => c.name)).toContain('Clara Cliente');
  });

  it.each(['admin@example.com', 'smart@example.com', 'concierge@example.com'])(
    'answers full records to %s, with or without a search',
    async (email) => {
      const h = await t.login(email);
      const res = await search(h, 'search=529.982');
      expect(res.statusCode).toBe(200);
      const clara = res.json().data.find((c: { name: string }) => c.name === 'Clara Cliente');
      expect(clara).toMatchObject({ cpf: '52998224725', email: 'cliente@example.com' });
      expect(clara).toHaveProperty('phone');
      expect(clara).toHaveProperty('birthdate');
      const all = await search(h, 'limit=50');
      expect(all.statusCode).toBe(200);
      expect(all.json().total).toBeGreaterThan(0);
    },
  );

  it.each(['lojista@example.com', 'vendedor@example.com'])('answers %s only id, name and masked CPF', async (email) => {
    const h = await t.login(email);
    const res = await search(h, 'search=52998224725');
    expect(res.statusCode).toBe(200);
    const [clara] = res.json().data;
    expect(clara).toEqual({ id: expect.any(String), name: 'Clara Cliente', cpf: '***.982.247-**' });
    const byName = await search(h, 'search=Clara%20Cli');
    expect(byName.json().data).toContainEqual(clara);
  });

  it.each(['lojista@example.com', 'vendedor@example.com'])(
    'makes %s search at least 3 characters, 10 customers a page at most',
    async (email) => {
      const h = await t.login(email);
      const message = 'search: digite pelo menos 3 caracteres do nome ou do CPF do cliente';
      for (const query of ['', 'search=', 'search=cl', 'search=%20%20cl%20', 'page=2&limit=10']) {
        const res = await search(h, query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
      }
      const tooMany = await search(h, 'search=cli&limit=11');
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().message).toBe('limit deve ser no máximo 10');
    },
  );

  it('finds a customer by any part of its name or e-mail in any case, and by its new name once changed', async () => {
    await register(
      payload({
        name: 'Úrsula Conceição',
        email: 'Ursula.Decor@Example.com',
        cpf: cpfFrom('777333111'),
        user: { name: 'Úrsula Conceição', email: 'Ursula.Decor@Example.com', password: 'Segura123' },
      }),
    );
    const h = await t.login('admin@example.com');
    const names = async (query: string) =>
      (await search(h, query)).json().data.map((c: { name: string }) => c.name) as string[];
    for (const query of [
      'search=%C3%9ARSULA',
      'search=concei%C3%A7%C3%A3o',
      'search=la%20CONC',
      'search=DECOR%40exa',
    ]) {
      expect(await names(query), query).toContain('Úrsula Conceição');
    }
    // Name and e-mail are matched each on its own: a text spanning the end of one and the start
    // of the other finds nothing.
    expect(await names('search=ceicaoursula')).not.toContain('Úrsula Conceição');
    expect(await names('search=ceição%20ursula')).not.toContain('Úrsula Conceição');

    const own = await t.login('Ursula.Decor@Example.com', 'Segura123');
    const renamed = await t.request({
      method: 'PATCH',
      url: '/api/clients/me',
      headers: own,
      payload: { name: 'Úrsula Andrade' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await names('search=andrade')).toContain('Úrsula Andrade');
    expect(await names('search=concei%C3%A7%C3%A3o')).not.toContain('Úrsula Andrade');
  });

  it('does not find a customer by e-mail for store staff', async () => {
    const h = await t.login('vendedor@example.com');
    const res = await search(h, 'search=cliente%40example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it('is refused to customers', async () => {
    const h = await t.login('cliente@example.com');
    const res = await t.request({ method: 'GET', url: '/api/clients', headers: h });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Você não tem permissão para esta ação',
    });
  });

  it('needs a token', async () => {
    const res = await t.request({ method: 'GET', url: '/api/clients?search=clara' });
    expect(res.statusCode).toBe(401);
  });
});

describe('customer detail for staff', () => {
  const detail = (h: { authorization: string } | undefined, id: string) =>
    t.request({ method: 'GET', url: `/api/clients/${id}`, headers: h ?? {} });
  const claraId = async () =>
    (await t.database.db.select().from(clients).where(eq(clients.email, 'cliente@example.com')))[0]!.id;

  it.each(['admin@example.com', 'smart@example.com', 'concierge@example.com'])(
    'shows %s the record, its points and its purchase and redemption counts',
    async (email) => {
      const h = await t.login(email);
      const res = await detail(h, await claraId());
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        name: 'Clara Cliente',
        cpf: '52998224725',
        email: 'cliente@example.com',
        anonymizedAt: null,
        campaignPoints: 11,
        purchases: { approved: 2 },
        redemptions: expect.any(Number),
      });
      expect(res.json().data.purchases.total).toBeGreaterThanOrEqual(2);
    },
  );

  it.each(['lojista@example.com', 'vendedor@example.com', 'cliente@example.com'])(
    'refuses %s (store staff only pick a customer by a typed name or CPF)',
    async (email) => {
      const res = await detail(await t.login(email), await claraId());
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Você não tem permissão para esta ação');
    },
  );

  it('answers 404 for an unknown customer, 400 for a malformed id and 401 without a token', async () => {
    const h = await t.login('admin@example.com');
    const unknown = await detail(h, '0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Cliente não encontrado');
    const bad = await detail(h, 'nao-e-um-id');
    expect(bad.statusCode).toBe(400);
    expect((await detail(undefined, await claraId())).statusCode).toBe(401);
  });
});
