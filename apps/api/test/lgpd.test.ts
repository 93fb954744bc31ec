import { formatCpf, isValidCPF } from '@mall/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, consents, contactMessages, logs, outbox, prizes, rescues, sales, users } from '../src/db/schema';
import { csvField } from '../src/modules/clients/data-export';
import { pseudonymousCpf } from '../src/modules/clients/privacy.service';
import { createTestApp, type TestApp } from './support/app';
import { parseCsv } from './support/csv';
import { cpfFrom, daysAgo, demoIds } from './support/fixtures';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let admin: { authorization: string };
let prize: { id: string; points: number };

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_IP: '500', REGISTER_RATE_LIMIT_PER_IP: '500' });
  ids = await demoIds(t);
  admin = await t.login('admin@example.com');
  const [demo] = await t.database.db.select().from(prizes).limit(1);
  const [row] = await t.database.db
    .insert(prizes)
    .values({ name: 'Almofada; "bordada"', points: 2, campaignId: demo!.campaignId, storeId: demo!.storeId })
    .returning();
  prize = { id: row!.id, points: row!.points };
});
afterAll(() => t.close());

let seq = 0;
interface Customer {
  email: string;
  cpf: string;
  password: string;
  clientId: string;
  userId: string;
  address: string;
  h: { authorization: string };
}

/** A customer of its own, registered through the API (SMS consent given). */
async function customer(overrides: { email?: string; cpf?: string } = {}): Promise<Customer> {
  seq += 1;
  const email = overrides.email ?? `lgpd-${seq}@example.com`;
  const cpf = overrides.cpf ?? cpfFrom(String(314159200 + seq * 7));
  const password = 'Segura123';
  const res = await t.request({
    method: 'POST',
    url: '/api/clients',
    remoteAddress: '10.9.0.1',
    payload: {
      name: `Renata Lima ${seq}`,
      email,
      cpf,
      address: `Alameda Lorena, ${1500 + seq}`,
      zipCode: '01424-000',
      phone: '(11) 97777-6666',
      gender: 'FEMININO',
      birthdate: '1985-03-10',
      acceptsSMS: true,
      acceptsTerms: true,
      acceptsPrivacy: true,
      user: { email, password, name: `Renata Lima ${seq}` },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id: clientId, userId } = res.json().data;
  return {
    email,
    cpf,
    password,
    clientId,
    userId,
    address: `Alameda Lorena, ${1500 + seq}`,
    h: await t.login(email, password),
  };
}

/** An approved purchase of R$ 2.500,50 for the customer, recorded and approved by the administrator. */
async function approvedSale(c: Customer, invoice: string) {
  const created = await t.request({
    method: 'POST',
    url: '/api/sales',
    headers: admin,
    payload: {
      type: 'invoice_number',
      invoiceNumber: invoice,
      saleDate: daysAgo(1),
      storeId: ids.storeId,
      sellerId: ids.sellerId,
      clientId: c.clientId,
      grossValue: 2600.5,
      discountValue: 100,
      netValue: 2500.5,
      amount: 2500.5,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id;
  const approved = await t.request({
    method: 'PATCH',
    url: `/api/sales/${id}/approve`,
    headers: admin,
    payload: { invoiceNumber: invoice },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return id as string;
}

async function redeem(c: Customer) {
  const res = await t.request({
    method: 'POST',
    url: '/api/rescues',
    headers: c.h,
    payload: { prizeId: prize.id, points: prize.points },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; voucher: string };
}

const auditRows = (entityId: string) =>
  t.database.db
    .select()
    .from(logs)
    .where(and(eq(logs.moduleName, 'Client'), eq(logs.entityId, entityId)));

describe('data export', () => {
  it('downloads profile, consents, purchases and redemptions as a JSON attachment, audited', async () => {
    const c = await customer();
    const saleId = await approvedSale(c, 'NF-LGPD-1');
    const rescue = await redeem(c);
    const res = await t.request({ method: 'GET', url: '/api/clients/me/export', headers: c.h });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="meus-dados-clube-decor-design-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.json();
    expect(data.programme).toBe('Clube Decor & Design');
    expect(data.profile).toMatchObject({
      name: `Renata Lima ${seq}`,
      email: c.email,
      cpf: c.cpf,
      zipCode: '01424000',
      birthdate: '1985-03-10',
      acceptsSMS: true,
    });
    expect(data.consents.map((x: { kind: string }) => x.kind).sort()).toEqual(['privacy', 'sms', 'terms']);
    expect(data.consents[0]).toMatchObject({ version: '2025-06', withdrawnAt: null, ip: '10.9.0.1' });
    expect(data.purchases).toEqual([
      expect.objectContaining({
        id: saleId,
        invoiceNumber: 'NF-LGPD-1',
        grossValue: 2600.5,
        discountValue: 100,
        netValue: 2500.5,
        points: 2,
        status: 'approved',
        store: expect.objectContaining({ tradeName: 'Casa Aurora Móveis' }),
      }),
    ]);
    expect(data.redemptions).toEqual([
      expect.objectContaining({ id: rescue.id, voucher: rescue.voucher, points: 2, status: 'SOLICITADO' }),
    ]);
    expect(data.redemptions[0].prize.name).toBe('Almofada; "bordada"');
    const [audit] = await auditRows(c.clientId);
    expect(audit).toMatchObject({
      methodName: 'export',
      userId: c.userId,
      result: { format: 'json', purchases: 1, redemptions: 1 },
    });
    // The audit row says what was exported, never the data itself.
    expect(JSON.stringify(audit)).not.toContain(c.cpf);
  });

  it('downloads a readable CSV (BOM, semicolons, pt-BR dates and amounts) that parses back', async () => {
    const c = await customer();
    await approvedSale(c, 'NF-LGPD-2');
    await redeem(c);
    const res = await t.request({ method: 'GET', url: '/api/clients/me/export?format=csv', headers: c.h });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="meus-dados-clube-decor-design-[\d-]+\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'Tipo',
      'Data',
      'Loja',
      'Nota fiscal',
      'Valor bruto (R$)',
      'Desconto (R$)',
      'Valor líquido (R$)',
      'Pontos',
      'Situação',
      'Brinde',
      'Campanha',
      'Voucher',
      'Validade do voucher',
    ]);
    const [y, m, d] = daysAgo(1).split('-');
    expect(rows[1]).toEqual([
      'Compra',
      `${d}/${m}/${y}`,
      'Casa Aurora Móveis',
      'NF-LGPD-2',
      '2.600,50',
      '100,00',
      '2.500,50',
      '2',
      'APROVADA',
      '',
      '',
      '',
      '',
    ]);
    const redemption = rows[2]!;
    expect(redemption[0]).toBe('Resgate');
    expect(redemption[1]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(redemption.slice(7, 11)).toEqual(['2', 'SOLICITADO', 'Almofada; "bordada"', 'Decore e Ganhe']);
    expect(redemption[11]).toMatch(/^[0-9A-Z]{10}$/);
    expect(rows).toHaveLength(3);
    expect((await auditRows(c.clientId)).map((r) => r.result)).toContainEqual({
      format: 'csv',
      purchases: 1,
      redemptions: 1,
    });
  });

  it('refuses an unknown format with a 400 naming it', async () => {
    const c = await customer();
    const res = await t.request({ method: 'GET', url: '/api/clients/me/export?format=xml', headers: c.h });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('format deve ser json ou csv');
  });
});

describe('consents', () => {
  it('lists the consents with versions and dates; SMS can be withdrawn and given again, each change dated', async () => {
    const c = await customer();
    const list = await t.request({ method: 'GET', url: '/api/clients/me/consents', headers: c.h });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.sms).toBe(true);
    expect(list.json().data.records).toHaveLength(3);
    expect(list.json().data.records[0]).toMatchObject({ version: '2025-06', withdrawnAt: null });

    const withdrawn = await t.request({ method: 'DELETE', url: '/api/clients/me/consents/sms', headers: c.h });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().message).toBe('Você não receberá mais SMS do programa.');
    expect(withdrawn.json().data.sms).toBe(false);
    const sms = withdrawn.json().data.records.find((r: { kind: string }) => r.kind === 'sms');
    expect(Date.parse(sms.withdrawnAt)).toBeGreaterThanOrEqual(Date.parse(sms.acceptedAt));
    // Recorded, not forgotten: the row stays with its withdrawal date, and the profile follows.
    const rows = await t.database.db.select().from(consents).where(eq(consents.clientId, c.clientId));
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.kind === 'sms')?.withdrawnAt).not.toBeNull();
    const me = await t.request({ method: 'GET', url: '/api/clients/me', headers: c.h });
    expect(me.json().data.acceptsSMS).toBe(false);

    const again = await t.request({ method: 'DELETE', url: '/api/clients/me/consents/sms', headers: c.h });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Você não autorizou o envio de SMS');

    const given = await t.request({ method: 'POST', url: '/api/clients/me/consents/sms', headers: c.h });
    expect(given.statusCode).toBe(201);
    expect(given.json().data.sms).toBe(true);
    const smsRecords = given.json().data.records.filter((r: { kind: string }) => r.kind === 'sms');
    expect(smsRecords).toHaveLength(2);
    expect(smsRecords.filter((r: { withdrawnAt: string | null }) => r.withdrawnAt === null)).toHaveLength(1);
    const twice = await t.request({ method: 'POST', url: '/api/clients/me/consents/sms', headers: c.h });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('O envio de SMS já está autorizado');

    const audits = await auditRows(c.clientId);
    expect(audits.map((a) => a.methodName).sort()).toEqual(['consent-sms-give', 'consent-sms-withdraw']);
    const withdrawal = audits.find((a) => a.methodName === 'consent-sms-withdraw')!;
    expect(withdrawal.previousState).toMatchObject({ sms: true });
    expect(withdrawal.result).toMatchObject({ sms: false });
    expect(withdrawal.userId).toBe(c.userId);
  });
});

describe('account deletion', () => {
  it('refuses a wrong or missing password with nothing changed', async () => {
    const c = await customer();
    const before = await t.database.db.select().from(clients).where(eq(clients.id, c.clientId));
    const wrong = await t.request({
      method: 'DELETE',
      url: '/api/clients/me',
      headers: c.h,
      payload: { password: 'Errada123' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Senha incorreta: sua conta não foi excluída');
    const missing = await t.request({ method: 'DELETE', url: '/api/clients/me', headers: c.h, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('password: informe sua senha para excluir a conta');
    expect(await t.database.db.select().from(clients).where(eq(clients.id, c.clientId))).toEqual(before);
    expect(await auditRows(c.clientId)).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/clients/me', headers: c.h })).statusCode).toBe(200);
  });

  it('anonymises the person, keeps its purchases and redemptions, ends its login, and lets it register again', async () => {
    const c = await customer();
    const saleId = await approvedSale(c, 'NF-LGPD-3');
    const rescue = await redeem(c);
    const db = t.database.db;
    const statementBefore = await t.request({ method: 'GET', url: '/api/sales?limit=100', headers: admin });
    const totalBefore = statementBefore.json().total;

    const res = await t.request({
      method: 'DELETE',
      url: '/api/clients/me',
      headers: c.h,
      payload: { password: c.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Sua conta foi excluída e seus dados pessoais foram anonimizados.');

    const [client] = await db.select().from(clients).where(eq(clients.id, c.clientId));
    expect(client).toMatchObject({
      address: '',
      zipCode: '00000000',
      phone: '',
      gender: null,
      birthdate: '1900-01-01',
      acceptsSms: false,
    });
    expect(client!.name).toMatch(/^Cliente excluído [0-9a-f]{8}$/);
    expect(client!.email).toBe(`excluido-${c.clientId}@anonimizado.invalid`);
    expect(client!.cpf).toMatch(/^\d{11}$/);
    expect(isValidCPF(client!.cpf)).toBe(false);
    expect(client!.anonymizedAt).not.toBeNull();
    const [user] = await db.select().from(users).where(eq(users.id, c.userId));
    expect(user).toMatchObject({ name: client!.name, email: client!.email, passwordHash: null });
    expect(user!.inactivatedAt).not.toBeNull();

    // The session ends at once and the login is impossible.
    expect((await t.request({ method: 'GET', url: '/api/clients/me', headers: c.h })).statusCode).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: c.email, password: c.password },
    });
    expect(login.statusCode).toBe(401);

    // Purchases and redemptions stay, under the pseudonym: the statement does not change.
    const [sale] = await db.select().from(sales).where(eq(sales.id, saleId));
    expect(sale).toMatchObject({ clientId: c.clientId, netCents: 250050, status: 'approved' });
    const [kept] = await db.select().from(rescues).where(eq(rescues.id, rescue.id));
    expect(kept).toMatchObject({ clientId: c.clientId, status: 'SOLICITADO' });
    const statement = await t.request({ method: 'GET', url: '/api/sales?limit=100', headers: admin });
    expect(statement.json().total).toBe(totalBefore);
    const row = statement.json().data.find((s: { id: string }) => s.id === saleId);
    expect(row.client).toEqual({ name: client!.name, cpf: client!.cpf });
    const desk = await t.request({ method: 'GET', url: `/api/rescues?search=${rescue.voucher}`, headers: admin });
    expect(desk.statusCode).toBe(200);
    const voucher = await t.request({ method: 'GET', url: `/api/rescues/voucher/${rescue.voucher}` });
    expect(voucher.json().data.clientName).toBe(client!.name);

    // Nothing of the person is left in the audit trail or the e-mails.
    const trail = JSON.stringify(await db.select().from(logs));
    expect(trail).not.toContain(c.cpf);
    expect(trail).not.toContain(c.email);
    expect(trail).not.toContain(c.address);
    const mails = await db.select().from(outbox);
    expect(mails.filter((m) => m.to === c.email)).toEqual([]);
    const deleted = (await auditRows(c.clientId)).find((a) => a.methodName === 'delete');
    expect(deleted).toMatchObject({ userId: c.userId, previousState: { id: c.clientId, anonymizedAt: null } });
    const ended = await db.select().from(consents).where(eq(consents.clientId, c.clientId));
    expect(ended.every((r) => r.withdrawnAt !== null && r.ip === null)).toBe(true);

    // The staff lookup shows the pseudonym; store staff no longer find it for a new sale.
    const detail = await t.request({ method: 'GET', url: `/api/clients/${c.clientId}`, headers: admin });
    expect(detail.json().data).toMatchObject({ name: client!.name, anonymizedAt: expect.any(String) });
    const seller = await t.login('vendedor@example.com');
    const pick = await t.request({ method: 'GET', url: `/api/clients?search=${client!.cpf}`, headers: seller });
    expect(pick.json().data).toEqual([]);
    const newSale = await t.request({
      method: 'POST',
      url: '/api/sales',
      headers: admin,
      payload: {
        type: 'invoice_number',
        invoiceNumber: 'NF-LGPD-4',
        saleDate: daysAgo(1),
        storeId: ids.storeId,
        sellerId: ids.sellerId,
        clientId: c.clientId,
        grossValue: 100,
        discountValue: 0,
        netValue: 100,
        amount: 100,
      },
    });
    expect(newSale.statusCode).toBe(400);
    expect(newSale.json().message).toBe('Cliente não encontrado');

    // Nobody brings the pseudonym back to life from the users' screen: edits and reactivation refused.
    const revive = await t.request({ method: 'PATCH', url: `/api/users/${c.userId}/activate`, headers: admin });
    expect(revive.statusCode).toBe(409);
    expect(revive.json().message).toBe(
      'Este cliente excluiu a própria conta: o usuário não pode ser alterado nem reativado',
    );
    const rename = await t.request({
      method: 'PATCH',
      url: `/api/users/${c.userId}`,
      headers: admin,
      payload: { email: `volta-${c.email}`, password: 'Volta1234' },
    });
    expect(rename.statusCode).toBe(409);
    const [still] = await db.select().from(users).where(eq(users.id, c.userId));
    expect(still).toMatchObject({ email: client!.email, passwordHash: null });
    expect(still!.inactivatedAt).not.toBeNull();

    // The same e-mail and CPF register again, as a new customer.
    const again = await customer({ email: c.email, cpf: c.cpf });
    expect(again.clientId).not.toBe(c.clientId);
    const fresh = await t.request({ method: 'GET', url: '/api/clients/me/campaign-points', headers: again.h });
    expect(fresh.json().data.campaignPoints).toBe(0);
  });
});

describe('account deletion and free text', () => {
  it('clears what the customer wrote (contest messages, messages to the mall) and blanks the person in staff reasons, in the sales and the audit trail', async () => {
    const c = await customer();
    const db = t.database.db;
    const masked = formatCpf(c.cpf);
    // Registered by staff, refused with a reason that quotes the person, contested by the customer.
    const created = await t.request({
      method: 'POST',
      url: '/api/sales',
      headers: admin,
      payload: {
        type: 'invoice_number',
        invoiceNumber: 'NF-LGPD-TEXT',
        saleDate: daysAgo(1),
        storeId: ids.storeId,
        sellerId: ids.sellerId,
        clientId: c.clientId,
        grossValue: 300,
        discountValue: 0,
        netValue: 300,
        amount: 300,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const saleId = created.json().data.id as string;
    const reason = `Nota em nome de outra pessoa (CPF ${masked}, ${c.email}, Renata Lima ${seq})`;
    const rejected = await t.request({
      method: 'PATCH',
      url: `/api/sales/${saleId}/reject?reason=${encodeURIComponent(reason)}`,
      headers: admin,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const contest = `A nota é minha: CPF ${c.cpf}, moro na ${c.address}, telefone (11) 97777-6666`;
    const contested = await t.request({
      method: 'POST',
      url: `/api/sales/${saleId}/contest`,
      headers: c.h,
      payload: { message: contest },
    });
    expect(contested.statusCode, contested.body).toBe(200);
    // A message to the mall from the contact form, with the account's e-mail.
    const contact = await t.request({
      method: 'POST',
      url: '/api/clients/contact',
      payload: { name: 'Renata', email: c.email.toUpperCase(), city: 'São Paulo', message: `Meu CPF é ${masked}` },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const [other] = await db
      .insert(contactMessages)
      .values({ name: 'Outra pessoa', email: 'outra@example.com', message: 'Quero saber do sorteio' })
      .returning();

    const res = await t.request({
      method: 'DELETE',
      url: '/api/clients/me',
      headers: c.h,
      payload: { password: c.password },
    });
    expect(res.statusCode, res.body).toBe(200);

    // The purchase stays, contested and pending, without the customer's words; the staff's reason
    // stays without the person in it.
    const [sale] = await db.select().from(sales).where(eq(sales.id, saleId));
    expect(sale).toMatchObject({ status: 'pending', contestMessage: null });
    expect(sale!.contestedAt).not.toBeNull();
    expect(sale!.reason).toBe('Nota em nome de outra pessoa (CPF [removido], [removido], [removido])');
    const detail = await t.request({ method: 'GET', url: `/api/sales/${saleId}`, headers: admin });
    expect(detail.json().data).toMatchObject({ contestMessage: null, reason: sale!.reason });

    // The audit trail keeps every row of the purchase, none of the person.
    const trail = await db.select().from(logs).where(eq(logs.entityId, saleId));
    expect(trail.map((r) => r.methodName).sort()).toEqual(['contest', 'create', 'reject']);
    const text = JSON.stringify(trail);
    for (const personal of [c.cpf, masked, c.address, c.email, contest, `Renata Lima ${seq}`, '97777-6666']) {
      expect(text).not.toContain(personal);
    }
    const contestRow = trail.find((r) => r.methodName === 'contest')!;
    expect(contestRow.result).toMatchObject({ status: 'pending', contestMessage: null, reason: sale!.reason });

    // Its messages to the mall are gone, with the e-mails that carried them; others' stay.
    const left = await db.select().from(contactMessages);
    expect(JSON.stringify(left)).not.toContain(masked);
    expect(left.some((m) => m.email.toLowerCase() === c.email)).toBe(false);
    expect(left.some((m) => m.id === other!.id)).toBe(true);
    const mails = JSON.stringify(await db.select().from(outbox));
    expect(mails).not.toContain(masked);
    expect(mails.toLowerCase()).not.toContain(c.email);
  });
});

describe('access', () => {
  const calls = [
    { method: 'GET', url: '/api/clients/me/export' },
    { method: 'GET', url: '/api/clients/me/consents' },
    { method: 'POST', url: '/api/clients/me/consents/sms' },
    { method: 'DELETE', url: '/api/clients/me/consents/sms' },
    { method: 'DELETE', url: '/api/clients/me', payload: { password: 'Demo@1234' } },
  ] as const;

  it.each([
    'admin@example.com',
    'smart@example.com',
    'lojista@example.com',
    'vendedor@example.com',
    'concierge@example.com',
  ])('refuses %s every LGPD request on /clients/me', async (email) => {
    const h = await t.login(email);
    for (const call of calls) {
      const res = await t.request({ ...call, headers: h });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect((await t.database.db.select().from(users).where(eq(users.email, email)))[0]?.passwordHash).toBeTruthy();
  });

  it('needs a token', async () => {
    for (const call of calls) expect((await t.request(call)).statusCode).toBe(401);
  });
});

describe('pseudonymous CPF', () => {
  it('is 11 digits that never pass the CPF check', () => {
    for (let i = 0; i < 500; i++) {
      const cpf = pseudonymousCpf();
      expect(cpf).toMatch(/^\d{11}$/);
      expect(isValidCPF(cpf)).toBe(false);
    }
  });
});

describe('CSV fields', () => {
  it('quotes separators, quotes and line breaks, and never lets a name run as a spreadsheet formula', () => {
    expect(csvField('Casa; Bela')).toBe('"Casa; Bela"');
    expect(csvField('Vaso "azul"')).toBe('"Vaso ""azul"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+55')).toBe("'+55");
    expect(csvField(null)).toBe('');
    expect(csvField(12)).toBe('12');
  });
});
