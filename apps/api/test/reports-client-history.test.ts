import {
  type ClientHistory,
  type ClientHistoryEvent,
  type RescueStatus,
  type SaleStatus,
  salePoints,
} from '@mall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, clients, consents, prizes, rescues, sales, users } from '../src/db/schema';
import { clientHistoryExport, clientHistoryReport } from '../src/modules/reports/client-history.service';
import { createTestApp, type TestApp } from './support/app';
import { cpfFrom, demoIds } from './support/fixtures';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
const K: Record<'k1' | 'k2' | 'k3' | 'k4', { id: string; name: string }> = {} as never;
const P: Record<string, string> = {};
const S: Record<string, string> = {};
const R: Record<string, string> = {};
const h: Record<string, { authorization: string }> = {};
let helena: string;
let helenaSouza: string;
let removed: string;
let aurora: string;
let lumen: string;

const TZ = 'America/Sao_Paulo';
const REGISTERED = '2021-03-10T03:00:00.000Z';

async function addClient(name: string, cpfBase: string, createdAt: string, anonymizedAt: string | null = null) {
  const db = t.database.db;
  const email = `${cpfBase}@historico.example.com`;
  const [user] = await db.insert(users).values({ name, email, role: 'CLIENTE' }).returning({ id: users.id });
  const [row] = await db
    .insert(clients)
    .values({
      userId: user!.id,
      name,
      email,
      cpf: cpfFrom(cpfBase),
      address: 'Rua B, 2',
      zipCode: '04000000',
      phone: '1133334444',
      birthdate: '1980-01-01',
      createdAt,
      anonymizedAt,
    })
    .returning({ id: clients.id });
  return row!.id;
}

async function addSale(
  key: string,
  o: {
    campaign: string;
    store: string;
    net: number;
    status: SaleStatus;
    saleDate: string;
    createdAt: string;
    rate?: number;
    invoice?: string;
    type?: 'photo' | 'invoice_number';
  },
) {
  const [row] = await t.database.db
    .insert(sales)
    .values({
      type: o.type ?? 'invoice_number',
      invoiceNumber: o.invoice ?? null,
      saleDate: o.saleDate,
      storeId: o.store,
      clientId: helena,
      campaignId: o.campaign,
      grossCents: o.net,
      netCents: o.net,
      status: o.status,
      points: o.status === 'approved' ? salePoints(o.net, o.rate ?? 100) : null,
      reason: o.status === 'rejected' ? 'Nota ilegível' : null,
      createdAt: o.createdAt,
    })
    .returning({ id: sales.id });
  S[key] = row!.id;
}

async function addRescue(
  key: string,
  o: { campaign: string; prize: string; points: number; status: RescueStatus; createdAt: string; expiresAt: string },
) {
  const [row] = await t.database.db
    .insert(rescues)
    .values({
      clientId: helena,
      campaignId: o.campaign,
      prizeId: o.prize,
      points: o.points,
      voucher: `HIST00000${key.slice(1)}`,
      voucherExpiresAt: o.expiresAt,
      status: o.status,
      canceledAt: o.status === 'CANCELADO' ? o.createdAt : null,
      createdAt: o.createdAt,
    })
    .returning({ id: rescues.id });
  R[key] = row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t);
  aurora = ids.storeId;
  lumen = ids.otherStoreId;
  const db = t.database.db;
  const made = await db
    .insert(campaigns)
    .values(
      [
        ['Verão 2021', '2021-01-01', '2021-06-30', 100],
        ['Inverno 2021', '2021-07-01', '2021-12-31', 50],
        ['Campanha 2022', '2022-01-01', '2022-06-30', 100],
        ['Campanha 2023', '2023-01-01', '2023-06-30', 100],
      ].map(([name, startDate, endDate, conversionRate]) => ({
        name: name as string,
        description: 'x',
        startDate: startDate as string,
        endDate: endDate as string,
        conversionRate: conversionRate as number,
        isFinished: true,
      })),
    )
    .returning({ id: campaigns.id, name: campaigns.name });
  [K.k1, K.k2, K.k3, K.k4] = made as [typeof K.k1, typeof K.k1, typeof K.k1, typeof K.k1];
  for (const [key, name, campaign, points] of [
    ['p1', 'Vaso decorativo', K.k1.id, 1],
    ['p2', 'Luminária', K.k2.id, 1],
    ['p3', 'Almofada', K.k3.id, 5],
    ['p4', 'Tapete', K.k4.id, 2],
  ] as const) {
    const [prize] = await db.insert(prizes).values({ name, points, campaignId: campaign }).returning({ id: prizes.id });
    P[key] = prize!.id;
  }

  helena = await addClient('Helena Histórico', '987654321', REGISTERED);
  helenaSouza = await addClient('Helena Souza', '300000001', '2022-05-05T12:00:00.000Z');
  removed = await addClient('Cliente removido', '300000002', '2021-01-01T12:00:00.000Z', '2022-01-01T12:00:00.000Z');
  for (let i = 1; i <= 11; i++) {
    // A minute apart: the newest ten are Xavier 02 to 11.
    await addClient(
      `Xavier ${String(i).padStart(2, '0')}`,
      String(310000000 + i),
      `2022-01-01T12:${String(i).padStart(2, '0')}:00.000Z`,
    );
  }
  // Signed up with the three consents at the registration's instant; the SMS one withdrawn later.
  await db.insert(consents).values(
    (['terms', 'privacy', 'sms'] as const).map((kind) => ({
      clientId: helena,
      kind,
      version: '2025-06',
      acceptedAt: REGISTERED,
      withdrawnAt: kind === 'sms' ? '2021-09-01T12:00:00.000Z' : null,
    })),
  );
  // Verão (rate 100): R$ 600,00 and R$ 450,00 approved (no point each, one together), one pending
  // registered at 23:30 of 2 April in São Paulo, one rejected; a redemption canceled.
  await addSale('s1', {
    campaign: K.k1.id,
    store: aurora,
    net: 60_000,
    status: 'approved',
    saleDate: '2021-03-20',
    createdAt: '2021-03-20T15:00:00.000Z',
    invoice: 'NF-H1',
  });
  await addSale('s2', {
    campaign: K.k1.id,
    store: aurora,
    net: 45_000,
    status: 'approved',
    saleDate: '2021-03-25',
    createdAt: '2021-03-25T15:00:00.000Z',
    invoice: 'NF-H2',
    type: 'photo',
  });
  await addSale('s3', {
    campaign: K.k1.id,
    store: aurora,
    net: 10_000,
    status: 'pending',
    saleDate: '2021-04-02',
    createdAt: '2021-04-03T02:30:00.000Z',
  });
  await addSale('s4', {
    campaign: K.k1.id,
    store: aurora,
    net: 20_000,
    status: 'rejected',
    saleDate: '2021-04-05',
    createdAt: '2021-04-05T15:00:00.000Z',
    invoice: 'NF-H4',
  });
  await addRescue('r1', {
    campaign: K.k1.id,
    prize: P.p1!,
    points: 1,
    status: 'CANCELADO',
    createdAt: '2021-06-10T12:00:00.000Z',
    expiresAt: '2021-07-10T12:00:00.000Z',
  });
  // Inverno (rate 50): R$ 2.500,50 approved is one point, redeemed: the balance is zero.
  await addSale('s5', {
    campaign: K.k2.id,
    store: lumen,
    net: 250_050,
    status: 'approved',
    saleDate: '2021-07-10',
    createdAt: '2021-07-10T15:00:00.000Z',
    rate: 50,
    invoice: 'NF-H5',
  });
  await addRescue('r2', {
    campaign: K.k2.id,
    prize: P.p2!,
    points: 1,
    status: 'ENTREGUE',
    createdAt: '2021-08-01T12:00:00.000Z',
    expiresAt: '2022-01-10T12:00:00.000Z',
  });
  // 2022: five points redeemed, the voucher never handed over (expired); 2023: a redemption only.
  await addSale('s6', {
    campaign: K.k3.id,
    store: lumen,
    net: 500_000,
    status: 'approved',
    saleDate: '2022-02-15',
    createdAt: '2022-02-15T12:00:00.000Z',
    invoice: 'NF-H6',
  });
  await addRescue('r3', {
    campaign: K.k3.id,
    prize: P.p3!,
    points: 5,
    status: 'SOLICITADO',
    createdAt: '2022-03-01T12:00:00.000Z',
    expiresAt: '2022-07-10T12:00:00.000Z',
  });
  await addRescue('r4', {
    campaign: K.k4.id,
    prize: P.p4!,
    points: 2,
    status: 'CANCELADO',
    createdAt: '2023-03-01T12:00:00.000Z',
    expiresAt: '2023-07-10T12:00:00.000Z',
  });
  for (const role of ['admin', 'smart', 'concierge', 'lojista', 'vendedor', 'cliente']) {
    h[role] = await t.login(`${role}@example.com`);
  }
});
afterAll(() => t.close());

async function history(query: string, role = 'admin'): Promise<ClientHistory> {
  const res = await t.request({ method: 'GET', url: `/api/reports/historico-clientes?${query}`, headers: h[role]! });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The timeline as kind and id: a purchase s1, a redemption r2, a consent terms, 'registration'. */
function timeline(rows: ClientHistoryEvent[]): string[] {
  const name = (id: string | undefined, from: Record<string, string>) =>
    Object.entries(from).find(([, v]) => v === id)?.[0];
  return rows.map((e) => {
    if (e.kind === 'purchase') return name(e.purchase?.id, S)!;
    if (e.kind === 'redemption') return name(e.redemption?.id, R)!;
    if (e.kind === 'registration') return 'registration';
    return `${e.kind}:${e.consentKind}`;
  });
}

const WHOLE = [
  'r4',
  'r3',
  's6',
  'consent_withdrawn:sms',
  'r2',
  's5',
  'r1',
  's4',
  's3',
  's2',
  's1',
  'consent:sms',
  'consent:privacy',
  'consent:terms',
  'registration',
];

describe('GET /reports/historico-clientes', () => {
  it('finds customers by part of the name or the CPF: the ten newest registered, listed by name', async () => {
    const helenas = await history('search=helena');
    expect(helenas.matches.map((m) => m.name)).toEqual(['Helena Histórico', 'Helena Souza']);
    const cpf = cpfFrom('987654321');
    expect(helenas.matches[0]).toEqual({
      id: helena,
      name: 'Helena Histórico',
      cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
    });
    expect(helenas).toMatchObject({ client: null, campaigns: [], table: { rows: [], total: 0 } });
    expect((await history(`search=${encodeURIComponent('HISTÓRICO')}`)).matches.map((m) => m.id)).toEqual([helena]);
    expect((await history('search=987.654')).matches.map((m) => m.id)).toEqual([helena]);
    expect((await history('search=xavier')).matches.map((m) => m.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Xavier ${String(i + 2).padStart(2, '0')}`),
    );
    expect((await history('search=ninguem')).matches).toEqual([]);
    expect(await history('')).toEqual({
      matches: [],
      client: null,
      campaigns: [],
      table: { rows: [], total: 0, page: 1, limit: 10 },
    });
  });

  it('shows the customer, its consents and its points per campaign with the carry-over', async () => {
    const r = await history(`clientId=${helena}&search=helena`);
    expect(r.matches).toEqual([]);
    expect(r.client).toEqual({
      id: helena,
      name: 'Helena Histórico',
      cpf: helenaCpf(),
      email: '987654321@historico.example.com',
      phone: '(11) 3333-4444',
      registeredAt: REGISTERED,
      anonymized: false,
      consents: [
        { kind: 'terms', version: '2025-06', acceptedAt: REGISTERED, withdrawnAt: null },
        { kind: 'privacy', version: '2025-06', acceptedAt: REGISTERED, withdrawnAt: null },
        { kind: 'sms', version: '2025-06', acceptedAt: REGISTERED, withdrawnAt: '2021-09-01T12:00:00.000Z' },
      ],
    });
    expect(r.campaigns).toEqual([
      // A canceled redemption only: nothing earned, nothing redeemed.
      { ...K.k4, purchases: 0, approvedValue: 0, pointsEarned: 0, pointsRedeemed: 0, balance: 0, toNextPoint: 1000 },
      { ...K.k3, purchases: 1, approvedValue: 5000, pointsEarned: 5, pointsRedeemed: 5, balance: 0, toNextPoint: 1000 },
      // Redeemed: the balance is zero; at half the standard rate, R$ 4.000,00 makes two points.
      {
        ...K.k2,
        purchases: 1,
        approvedValue: 2500.5,
        pointsEarned: 1,
        pointsRedeemed: 1,
        balance: 0,
        toNextPoint: 1499.5,
      },
      // R$ 600,00 + R$ 450,00: no point each, one together; the canceled redemption takes nothing.
      { ...K.k1, purchases: 4, approvedValue: 1050, pointsEarned: 1, pointsRedeemed: 0, balance: 1, toNextPoint: 950 },
    ]);
    const anonymous = await history(`clientId=${removed}`);
    expect(anonymous.client).toMatchObject({ name: 'Cliente removido', anonymized: true, consents: [] });
    expect(anonymous.campaigns).toEqual([]);
    expect(timeline(anonymous.table.rows)).toEqual(['registration']);
    expect((await history(`clientId=${helenaSouza}`)).table.total).toBe(1);
  });

  it('tells the whole story newest first, each event with what it is about', async () => {
    const r = await history(`clientId=${helena}&limit=100`);
    expect(r.table.total).toBe(15);
    expect(timeline(r.table.rows)).toEqual(WHOLE);
    const at = (key: string) => r.table.rows[WHOLE.indexOf(key)]!;
    expect(at('s1')).toEqual({
      kind: 'purchase',
      at: '2021-03-20T15:00:00.000Z',
      campaign: K.k1,
      consentKind: null,
      purchase: {
        id: S.s1,
        saleDate: '2021-03-20',
        store: { id: aurora, tradeName: 'Casa Aurora Móveis' },
        type: 'invoice_number',
        invoiceNumber: 'NF-H1',
        netValue: 600,
        points: 0,
        status: 'approved',
        reason: null,
      },
      redemption: null,
    });
    expect(at('s4').purchase).toMatchObject({
      status: 'rejected',
      reason: 'Nota ilegível',
      netValue: 200,
      points: null,
    });
    expect(at('s5').purchase).toMatchObject({
      netValue: 2500.5,
      points: 1,
      store: { id: lumen, tradeName: 'Lumen Iluminação' },
    });
    expect(at('r3')).toEqual({
      kind: 'redemption',
      at: '2022-03-01T12:00:00.000Z',
      campaign: K.k3,
      consentKind: null,
      purchase: null,
      redemption: {
        id: R.r3,
        prize: 'Almofada',
        points: 5,
        voucher: 'HIST000003',
        voucherExpiresAt: '2022-07-10T12:00:00.000Z',
        // Never handed over and past its expiry.
        status: 'EXPIRADO',
      },
    });
    expect(at('r1').redemption?.status).toBe('CANCELADO');
    expect(at('consent_withdrawn:sms')).toEqual({
      kind: 'consent_withdrawn',
      at: '2021-09-01T12:00:00.000Z',
      campaign: null,
      consentKind: 'sms',
      purchase: null,
      redemption: null,
    });
    expect(at('registration')).toMatchObject({ at: REGISTERED, campaign: null, consentKind: null });
  });

  it('filters the timeline by campaign and by period in the mall’s calendar, page by page', async () => {
    const k1 = await history(`clientId=${helena}&campaignId=${K.k1.id}`);
    expect(timeline(k1.table.rows)).toEqual(['r1', 's4', 's3', 's2', 's1']);
    // The campaigns stay whole whatever the timeline's filters.
    expect(k1.campaigns).toHaveLength(4);
    // 10 March from 00:00 and 2 April until 23:59:59 in São Paulo (s3 was 02:30 UTC on the 3rd).
    expect(timeline((await history(`clientId=${helena}&from=2021-03-10&to=2021-04-02`)).table.rows)).toEqual([
      's3',
      's2',
      's1',
      'consent:sms',
      'consent:privacy',
      'consent:terms',
      'registration',
    ]);
    expect(timeline((await history(`clientId=${helena}&from=2021-04-03&to=2021-04-05`)).table.rows)).toEqual(['s4']);
    expect(timeline((await history(`clientId=${helena}&from=2021-03-11&to=2021-03-25`)).table.rows)).toEqual([
      's2',
      's1',
    ]);
    const both = await history(`clientId=${helena}&campaignId=${K.k2.id}&from=2021-08-01`);
    expect(timeline(both.table.rows)).toEqual(['r2']);
    expect(both.table.total).toBe(1);
    const page1 = await history(`clientId=${helena}&limit=4`);
    expect(page1.table).toMatchObject({ total: 15, page: 1, limit: 4 });
    expect(timeline(page1.table.rows)).toEqual(WHOLE.slice(0, 4));
    const page4 = await history(`clientId=${helena}&limit=4&page=4`);
    expect(timeline(page4.table.rows)).toEqual(WHOLE.slice(12));
    expect((await history(`clientId=${helena}&limit=4&page=5`)).table).toEqual({
      rows: [],
      total: 15,
      page: 5,
      limit: 4,
    });
  });

  it('exports exactly the timeline’s rows, in its order, across keyset batches', async () => {
    const db = t.database.db;
    for (const query of [
      { clientId: helena },
      { clientId: helena, campaignId: K.k1.id },
      { clientId: helena, from: '2021-03-10', to: '2021-04-02' },
    ]) {
      const q = { ...query, page: 1, limit: 100 };
      const screen = await clientHistoryReport(db, q, TZ);
      const file = await clientHistoryExport(db, q, TZ, { batchSize: 4 });
      const rows: ClientHistoryEvent[] = [];
      for await (const batch of file.batches()) rows.push(...batch);
      expect(rows, JSON.stringify(query)).toEqual(screen.table.rows);
      expect(file.total).toBe(screen.table.total);
    }
    const file = await clientHistoryExport(db, { clientId: helena, page: 1, limit: 10 }, TZ);
    expect(file.columns.map((c) => c.header)).toEqual([
      'Data',
      'Evento',
      'Campanha',
      'Loja',
      'Nota fiscal',
      'Valor líquido (R$)',
      'Pontos',
      'Situação',
      'Brinde',
      'Voucher',
    ]);
    const rows: ClientHistoryEvent[] = [];
    for await (const batch of file.batches()) rows.push(...batch);
    const cells = (key: string) => file.columns.map((c) => c.value(rows[WHOLE.indexOf(key)]!));
    expect(cells('s4')).toEqual([
      '2021-04-05T15:00:00.000Z',
      'Compra',
      'Verão 2021',
      'Casa Aurora Móveis',
      'NF-H4',
      200,
      null,
      'REJEITADA',
      null,
      null,
    ]);
    expect(cells('s1').slice(5, 8)).toEqual([600, 0, 'APROVADA']);
    expect(cells('r2')).toEqual([
      '2021-08-01T12:00:00.000Z',
      'Resgate',
      'Inverno 2021',
      null,
      null,
      null,
      1,
      'ENTREGUE',
      'Luminária',
      'HIST000002',
    ]);
    expect(cells('consent:sms').slice(1, 3)).toEqual(['Consentimento: Envio de SMS', null]);
    expect(cells('consent_withdrawn:sms')[1]).toBe('Consentimento retirado: Envio de SMS');
    expect(cells('registration')).toEqual([REGISTERED, 'Cadastro', null, null, null, null, null, null, null, null]);
    // Without a customer: the headers and no row.
    const none = await clientHistoryExport(db, { search: 'helena', page: 1, limit: 10 }, TZ);
    expect(none.total).toBe(0);
    for await (const batch of none.batches()) expect(batch).toEqual([]);
  });

  it('opens for the administrators only', async () => {
    for (const role of ['admin', 'smart']) {
      expect((await history(`clientId=${helena}`, role)).table.total).toBe(15);
    }
    for (const role of ['concierge', 'lojista', 'vendedor', 'cliente']) {
      const res = await t.request({ method: 'GET', url: '/api/reports/historico-clientes', headers: h[role]! });
      expect(res.statusCode, role).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/reports/historico-clientes' })).statusCode).toBe(401);
  });

  it('answers an unknown customer with a 404 and bad filters with a 400, in Portuguese', async () => {
    const unknown = `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`;
    const missing = await t.request({
      method: 'GET',
      url: `/api/reports/historico-clientes?clientId=${unknown}`,
      headers: h.admin!,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Cliente não encontrado');
    const cases: [string, RegExp][] = [
      ['clientId=abc', /Cliente inválido/],
      [`clientId=${helena}&campaignId=abc`, /Campanha inválida/],
      [`clientId=${helena}&campaignId=${unknown}`, /Campanha não encontrada/],
      [`clientId=${helena}&from=2021-05-01&to=2021-04-01`, /A data inicial deve ser anterior ou igual à data final/],
      [`clientId=${helena}&from=01/05/2021`, /Data inicial inválida/],
      [`clientId=${helena}&format=pdf`, /Formato inválido/],
    ];
    for (const [query, message] of cases) {
      const res = await t.request({
        method: 'GET',
        url: `/api/reports/historico-clientes?${query}`,
        headers: h.admin!,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
  });

  it('follows a change of a purchase in its campaign’s figures at once', async () => {
    await t.database.db.update(sales).set({ status: 'approved', invoiceNumber: 'NF-H3' }).where(eq(sales.id, S.s3!));
    try {
      const k1 = (await history(`clientId=${helena}`)).campaigns.find((c) => c.id === K.k1.id);
      expect(k1).toMatchObject({ purchases: 4, approvedValue: 1150, pointsEarned: 1, balance: 1, toNextPoint: 850 });
    } finally {
      await t.database.db.update(sales).set({ status: 'pending', invoiceNumber: null }).where(eq(sales.id, S.s3!));
    }
  });
});

function helenaCpf(): string {
  const cpf = cpfFrom('987654321');
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}
