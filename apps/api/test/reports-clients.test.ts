import {
  addDays,
  ageBand,
  type ClientsReport,
  type ClientsReportRow,
  type ConsentKind,
  cepRegion,
  type Gender,
  type SaleStatus,
  todayIn,
} from '@mall/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, clients, consents, sales, users } from '../src/db/schema';
import { activeCampaign } from '../src/modules/campaigns/campaigns.queries';
import { clientsExport, clientsReport } from '../src/modules/reports/clients-report.service';
import { CLIENT_REPORT_TIME_ZONE } from '../src/modules/reports/clients-report-rows';
import { createTestApp, type TestApp } from './support/app';
import { cpfFrom, demoIds } from './support/fixtures';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let running: { id: string; name: string };
const K: Record<'verao' | 'inverno', { id: string; name: string }> = {} as never;
const C: Record<string, string> = {};
const h: Record<string, { authorization: string }> = {};
let invoice = 0;

const TZ = 'America/Sao_Paulo';
const today = () => todayIn(TZ);

/** The same month and day `years` ago (29 February of a common year: the 28th). */
function yearsAgo(years: number): string {
  const [y, m, d] = today().split('-').map(Number) as [number, number, number];
  const year = y - years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = m === 2 && d === 29 && !leap ? 28 : d;
  return `${year}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

interface Person {
  key: string;
  name: string;
  cpfBase: string;
  gender: Gender | null;
  zip: string;
  birthdate: string;
  createdAt: string;
  consents: ConsentKind[];
  smsWithdrawnAt?: string;
  anonymizedAt?: string;
}

/** The data set (registration instants in UTC; São Paulo is UTC-3 in 2021). */
const people = (): Person[] => [
  // 03-10 00:00 in São Paulo; exactly 18 today.
  p('c1', 'Ana Souza', '123456789', 'FEMININO', '01000000', yearsAgo(18), '2021-03-10T03:00:00.000Z', ['sms']),
  // 03-09 23:59:59 in São Paulo; 18 tomorrow.
  p('c2', 'João Álvares', '200000002', 'MASCULINO', '01999999', addDays(yearsAgo(18), 1), '2021-03-10T02:59:59.000Z'),
  {
    ...p('c3', 'Maria José', '200000003', 'FEMININO', '08499999', yearsAgo(25), '2021-03-15T15:00:00.000Z', ['sms']),
    smsWithdrawnAt: '2021-04-01T12:00:00.000Z',
  },
  p('c4', 'MARIANA LIMA', '200000004', 'OUTROS', '08500000', yearsAgo(65), '2021-04-01T12:00:00.000Z', ['sms']),
  p('c5', 'Pedro Mariano', '200000005', null, '19999999', addDays(yearsAgo(65), 1), '2021-05-20T12:00:00.000Z'),
  // 05-31 23:00 in São Paulo.
  p('c6', 'Lúcia Prado', '200000006', 'FEMININO', '20000000', yearsAgo(35), '2021-06-01T02:00:00.000Z'),
  {
    ...p('c7', 'Cliente removido', '200000007', null, '00000000', '1900-01-01', '2021-06-01T12:00:00.000Z'),
    anonymizedAt: '2022-01-01T12:00:00.000Z',
  },
  p('c8', 'José Norte', '200000008', 'MASCULINO', '02000000', yearsAgo(45), '2021-07-01T12:00:00.000Z'),
  p('c9', 'Rita Sul', '200000009', 'FEMININO', '04999999', yearsAgo(55), '2021-07-02T12:00:00.000Z', ['sms']),
  // c10 and c11 registered at the same instant (microseconds included).
  p(
    'c10',
    'Otávio Oeste',
    '200000010',
    'MASCULINO',
    '05000000',
    addDays(yearsAgo(45), 1),
    '2021-07-03T12:00:00.000500Z',
  ),
  p(
    'c11',
    'Bruno Vinte',
    '200000011',
    'MASCULINO',
    '03000000',
    addDays(yearsAgo(25), 1),
    '2021-07-03T12:00:00.000500Z',
  ),
  p('c12', 'Carla Trinta', '200000012', 'FEMININO', '06000000', addDays(yearsAgo(35), 1), '2021-07-05T12:00:00.000Z'),
  p('c13', 'Dora Cinquenta', '200000013', 'FEMININO', '10000000', addDays(yearsAgo(55), 1), '2021-08-10T12:00:00.000Z'),
];

function p(
  key: string,
  name: string,
  cpfBase: string,
  gender: Gender | null,
  zip: string,
  birthdate: string,
  createdAt: string,
  extra: ConsentKind[] = [],
): Person {
  return { key, name, cpfBase, gender, zip, birthdate, createdAt, consents: ['terms', 'privacy', ...extra] };
}

async function addPerson(x: Person) {
  const db = t.database.db;
  const email = `${x.key}@relatorio.example.com`;
  const [user] = await db.insert(users).values({ name: x.name, email, role: 'CLIENTE' }).returning({ id: users.id });
  const [row] = await db
    .insert(clients)
    .values({
      userId: user!.id,
      name: x.name,
      email,
      cpf: cpfFrom(x.cpfBase),
      address: 'Rua A, 1',
      zipCode: x.zip,
      phone: '11987654321',
      gender: x.gender,
      birthdate: x.birthdate,
      acceptsSms: x.consents.includes('sms') && !x.smsWithdrawnAt,
      createdAt: x.createdAt,
      anonymizedAt: x.anonymizedAt ?? null,
    })
    .returning({ id: clients.id });
  await db.insert(consents).values(
    x.consents.map((kind) => ({
      clientId: row!.id,
      kind,
      version: '2025-06',
      acceptedAt: x.createdAt,
      withdrawnAt: x.anonymizedAt ?? (kind === 'sms' ? (x.smsWithdrawnAt ?? null) : null),
    })),
  );
  C[x.key] = row!.id;
}

async function addSale(client: string, campaign: string, netCents: number, status: SaleStatus, saleDate: string) {
  invoice += 1;
  const [row] = await t.database.db
    .insert(sales)
    .values({
      type: 'invoice_number',
      invoiceNumber: status === 'pending' ? null : `REL-CLI-${invoice}`,
      saleDate,
      storeId: ids.storeId,
      clientId: client,
      campaignId: campaign,
      grossCents: netCents,
      netCents,
      status,
      points: status === 'approved' ? Math.floor(netCents / 100_000) : null,
      reason: status === 'rejected' ? 'Nota ilegível' : null,
    })
    .returning({ id: sales.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t);
  const db = t.database.db;
  const [active] = await db.select({ id: campaigns.id, name: campaigns.name }).from(campaigns).where(activeCampaign);
  running = active!;
  const made = await db
    .insert(campaigns)
    .values([
      { name: 'Verão 2021', description: 'x', startDate: '2021-01-01', endDate: '2021-06-30', isFinished: true },
      {
        name: 'Inverno 2021',
        description: 'x',
        startDate: '2021-07-01',
        endDate: '2021-12-31',
        conversionRate: 50,
        isFinished: true,
      },
    ])
    .returning({ id: campaigns.id, name: campaigns.name });
  K.verao = made[0]!;
  K.inverno = made[1]!;
  for (const person of people()) await addPerson(person);
  // Verão: c1 four purchases (two approved), c3 one canceled, c5 one approved; Inverno: c1, c4, c8.
  await addSale(C.c1!, K.verao.id, 60_000, 'approved', '2021-03-20');
  await addSale(C.c1!, K.verao.id, 45_000, 'approved', '2021-03-25');
  await addSale(C.c1!, K.verao.id, 10_000, 'pending', '2021-04-02');
  await addSale(C.c1!, K.verao.id, 20_000, 'rejected', '2021-04-05');
  await addSale(C.c3!, K.verao.id, 30_000, 'canceled', '2021-04-10');
  await addSale(C.c5!, K.verao.id, 123_456, 'approved', '2021-05-25');
  await addSale(C.c1!, K.inverno.id, 250_050, 'approved', '2021-07-10');
  await addSale(C.c4!, K.inverno.id, 8_000, 'pending', '2021-07-11');
  await addSale(C.c8!, K.inverno.id, 99_999, 'approved', '2021-07-12');
  // The running campaign: the demo customer's three purchases, and one of c9.
  await addSale(C.c9!, running.id, 5_000, 'pending', today());
  for (const role of ['admin', 'smart', 'concierge', 'lojista', 'vendedor', 'cliente']) {
    h[role] = await t.login(`${role}@example.com`);
  }
});
afterAll(() => t.close());

async function report(query: string, role = 'admin'): Promise<ClientsReport> {
  const res = await t.request({ method: 'GET', url: `/api/reports/clientes?${query}`, headers: h[role]! });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const YEAR_2021 = 'from=2021-03-01&to=2021-08-31';
const names = (rows: ClientsReportRow[]) => rows.map((r) => r.name);
const counts = <T extends { count: number }>(list: T[], key: (x: T) => string | null) =>
  Object.fromEntries(list.map((x) => [key(x) ?? 'null', x.count]));

describe('GET /reports/clientes: the figures', () => {
  it('counts the customers registered in the period by gender, age band, region and consent', async () => {
    const r = await report(`${YEAR_2021}&campaignId=${K.verao.id}`);
    expect(r.campaign).toEqual(K.verao);
    expect(r.summary).toEqual({ total: 13, active: 3, anonymized: 1 });
    expect(r.granularity).toBe('month');
    expect(r.registrations).toEqual([
      { period: '2021-03', count: 3 },
      { period: '2021-04', count: 1 },
      { period: '2021-05', count: 2 },
      { period: '2021-06', count: 1 },
      { period: '2021-07', count: 5 },
      { period: '2021-08', count: 1 },
    ]);
    expect(r.byGender).toEqual([
      { gender: 'FEMININO', count: 6 },
      { gender: 'MASCULINO', count: 4 },
      { gender: 'OUTROS', count: 1 },
      { gender: null, count: 2 },
    ]);
    // Each band's edge: 17/18 (c2, c1), 24/25 (c11, c3), 34/35 (c12, c6), 44/45 (c10, c8),
    // 54/55 (c13, c9), 64/65 (c5, c4); the deleted account was born "1900-01-01".
    expect(r.byAgeBand).toEqual([
      { band: '18-24', count: 2 },
      { band: '25-34', count: 2 },
      { band: '35-44', count: 2 },
      { band: '45-54', count: 2 },
      { band: '55-64', count: 2 },
      { band: '65+', count: 2 },
      { band: 'menor de 18', count: 1 },
    ]);
    expect(r.byRegion).toEqual([
      { region: 'Centro', count: 2 },
      { region: 'Zona Norte', count: 1 },
      { region: 'Zona Sul', count: 1 },
      { region: 'Zona Leste', count: 2 },
      { region: 'Zona Oeste', count: 1 },
      { region: 'Grande São Paulo', count: 2 },
      { region: 'Interior e litoral de SP', count: 2 },
      { region: 'Outros estados', count: 2 },
    ]);
    // The deleted account's consents were withdrawn, and c3 withdrew its SMS consent.
    expect(r.consents).toEqual([
      { kind: 'terms', count: 12, rate: 12 / 13 },
      { kind: 'privacy', count: 12, rate: 12 / 13 },
      { kind: 'sms', count: 3, rate: 3 / 13 },
    ]);
  });

  it('reads a period cut inside its first and last months day by day', async () => {
    // 10 March to 2 July: c1, c3 (March), c4 to c7 (April to June), c8, c9 (July).
    const r = await report(`from=2021-03-10&to=2021-07-02&campaignId=${K.inverno.id}`);
    expect(r.summary).toEqual({ total: 8, active: 3, anonymized: 1 });
    expect(r.registrations).toEqual([
      { period: '2021-03', count: 2 },
      { period: '2021-04', count: 1 },
      { period: '2021-05', count: 2 },
      { period: '2021-06', count: 1 },
      { period: '2021-07', count: 2 },
    ]);
    expect(counts(r.byGender, (g) => g.gender)).toEqual({ FEMININO: 4, MASCULINO: 1, OUTROS: 1, null: 2 });
    expect(counts(r.byAgeBand, (a) => a.band)).toEqual({
      '18-24': 1,
      '25-34': 1,
      '35-44': 1,
      '45-54': 1,
      '55-64': 2,
      '65+': 2,
      'menor de 18': 0,
    });
    expect(counts(r.byRegion, (x) => x.region)).toEqual({
      Centro: 1,
      'Zona Norte': 1,
      'Zona Sul': 1,
      'Zona Leste': 1,
      'Zona Oeste': 0,
      'Grande São Paulo': 1,
      'Interior e litoral de SP': 1,
      'Outros estados': 2,
    });
    expect(counts(r.consents, (c) => c.kind)).toEqual({ terms: 7, privacy: 7, sms: 3 });
  });

  it("lists every day of a period up to 62 days, empty ones too, by the mall's calendar", async () => {
    // c2 registered at 23:59:59 of 9 March in São Paulo (already the 10th in UTC).
    const r = await report('from=2021-03-09&to=2021-03-31');
    expect(r.granularity).toBe('day');
    expect(r.registrations).toHaveLength(23);
    expect(r.registrations.filter((d) => d.count > 0)).toEqual([
      { period: '2021-03-09', count: 1 },
      { period: '2021-03-10', count: 1 },
      { period: '2021-03-15', count: 1 },
    ]);
    expect(r.registrations[1]).toEqual({ period: '2021-03-10', count: 1 });
    expect(r.registrations[22]).toEqual({ period: '2021-03-31', count: 0 });
    const after = await report('from=2021-03-10&to=2021-03-31');
    expect(after.summary.total).toBe(2);
    expect(names(after.table.rows)).toEqual(['Maria José', 'Ana Souza']);
    // 62 days are drawn per day, 63 per month.
    expect((await report('from=2021-03-01&to=2021-05-01')).granularity).toBe('day');
    const months = await report('from=2021-03-01&to=2021-05-02');
    expect(months.granularity).toBe('month');
    expect(months.registrations).toEqual([
      { period: '2021-03', count: 3 },
      { period: '2021-04', count: 1 },
      { period: '2021-05', count: 0 },
    ]);
  });

  it('without a period: from the first registration to today, and active in the running campaign', async () => {
    const r = await report('');
    // The data set and the demo's customer (registered today, three purchases in the running campaign).
    expect(r.campaign).toEqual(running);
    expect(r.summary).toEqual({ total: 14, active: 2, anonymized: 1 });
    expect(r.granularity).toBe('month');
    expect(r.registrations[0]).toEqual({ period: '2021-03', count: 3 });
    expect(r.registrations.at(-1)).toEqual({ period: today().slice(0, 7), count: 1 });
    const [y, m] = today().split('-').map(Number) as [number, number];
    expect(r.registrations).toHaveLength((y - 2021) * 12 + m - 3 + 1);
    expect(r.registrations.reduce((n, x) => n + x.count, 0)).toBe(14);
    // The demo customer: female, Centro (CEP 01426-001), born 1988-04-12.
    expect(counts(r.byGender, (g) => g.gender).FEMININO).toBe(7);
    expect(counts(r.byRegion, (x) => x.region).Centro).toBe(3);
    expect(counts(r.byAgeBand, (a) => a.band)[ageBand('1988-04-12', today())]).toBe(3);
    expect(counts(r.consents, (c) => c.kind)).toEqual({ terms: 13, privacy: 13, sms: 4 });
    // Until a date before the first registration: one empty month.
    const none = await report('to=2020-12-31');
    expect(none.summary).toEqual({ total: 0, active: 0, anonymized: 0 });
    expect(none.registrations).toEqual([{ period: '2020-12-31', count: 0 }]);
    expect(none.consents.map((c) => c.rate)).toEqual([0, 0, 0]);
    expect(none.table).toEqual({ rows: [], total: 0, page: 1, limit: 10 });
  });

  it('answers the same figures counted from the customers as from the totals', async () => {
    // America/Bahia keeps São Paulo's offset in 2021, and the report counts the customers'
    // facts for a time zone other than the totals' one.
    expect(CLIENT_REPORT_TIME_ZONE).toBe(TZ);
    const [zone] = (
      (await t.database.db.execute(sql`select client_report_time_zone() as zone`)) as unknown as {
        rows: { zone: string }[];
      }
    ).rows;
    expect(zone!.zone).toBe(TZ);
    for (const query of [
      { from: '2021-03-01', to: '2021-08-31', campaignId: K.verao.id },
      { from: '2021-03-10', to: '2021-07-02', campaignId: K.inverno.id },
      { from: '2021-03-09', to: '2021-03-31' },
      { from: '2021-05-31', to: '2021-06-01' },
    ]) {
      const q = { ...query, page: 1, limit: 100 };
      expect(await clientsReport(t.database.db, q, 'America/Bahia')).toEqual(await clientsReport(t.database.db, q, TZ));
    }
  });

  it('places each CEP edge in the same region in the database as in the shared rule', async () => {
    const zips = [
      '00999999',
      '01000000',
      '01999999',
      '02000000',
      '02999999',
      '03000000',
      '03999999',
      '04000000',
      '04999999',
      '05000000',
      '05999999',
      '06000000',
      '07999999',
      '08000000',
      '08499999',
      '08500000',
      '09999999',
      '10000000',
      '19999999',
      '20000000',
      '99999999',
    ];
    const found = (
      (await t.database.db.execute(
        sql`select z, client_report_region(z) as region from unnest(${`{${zips.join(',')}}`}::text[]) as z`,
      )) as unknown as { rows: { z: string; region: string }[] }
    ).rows;
    expect(Object.fromEntries(found.map((x) => [x.z, x.region]))).toEqual(
      Object.fromEntries(zips.map((z) => [z, cepRegion(z)])),
    );
  });
});

describe('GET /reports/clientes: the search', () => {
  it('finds part of a name whatever its case and accents, with its figures', async () => {
    const r = await report('search=mari');
    expect(names(r.table.rows)).toEqual(['Pedro Mariano', 'MARIANA LIMA', 'Maria José']);
    expect(r.summary).toEqual({ total: 3, active: 0, anonymized: 0 });
    expect(counts(r.byGender, (g) => g.gender)).toEqual({ FEMININO: 1, MASCULINO: 0, OUTROS: 1, null: 1 });
    expect(counts(r.byAgeBand, (a) => a.band)).toMatchObject({ '25-34': 1, '55-64': 1, '65+': 1 });
    expect(counts(r.byRegion, (x) => x.region)).toMatchObject({
      'Zona Leste': 1,
      'Grande São Paulo': 1,
      'Interior e litoral de SP': 1,
    });
    expect(counts(r.consents, (c) => c.kind)).toEqual({ terms: 3, privacy: 3, sms: 1 });
    expect(r.registrations[0]).toEqual({ period: '2021-03', count: 1 });
    expect(r.registrations.reduce((n, x) => n + x.count, 0)).toBe(3);
    expect(names((await report('search=JOAO')).table.rows)).toEqual(['João Álvares']);
    for (const text of ['álvares', 'ÁLVARES', 'joão', 'JOÃO ALV']) {
      expect(names((await report(`search=${encodeURIComponent(text)}`)).table.rows), text).toEqual(['João Álvares']);
    }
    expect(names((await report('search=jose')).table.rows)).toEqual(['José Norte', 'Maria José']);
    // With a period and a campaign.
    const march = await report(`search=mari&to=2021-03-31&campaignId=${K.verao.id}`);
    expect(names(march.table.rows)).toEqual(['Maria José']);
    expect(march.summary).toEqual({ total: 1, active: 1, anonymized: 0 });
    // A LIKE wildcard is a character like any other.
    expect((await report('search=%25')).summary.total).toBe(0);
  });

  it("finds the CPF's first digits typed with or without the mask", async () => {
    for (const search of ['123.456', '123456', '12345678', '123.456.789']) {
      const r = await report(`search=${encodeURIComponent(search)}`);
      expect(names(r.table.rows), search).toEqual(['Ana Souza']);
      expect(r.summary.total).toBe(1);
    }
    expect((await report('search=1234567891')).summary.total).toBe(0);
  });
});

describe('GET /reports/clientes: the list', () => {
  it('lists the customers newest first with their purchases in the campaign, page by page', async () => {
    const all = await report(`${YEAR_2021}&campaignId=${K.verao.id}&limit=100`);
    expect(all.table.total).toBe(13);
    const order = ['c13', 'c12', 'c10|c11', 'c10|c11', 'c9', 'c8', 'c7', 'c6', 'c5', 'c4', 'c3', 'c1', 'c2'];
    const tie = [C.c10!, C.c11!].sort().reverse();
    const expected = order.map((k, i) => (k === 'c10|c11' ? tie[i - 2]! : C[k]!));
    expect(all.table.rows.map((r) => r.id)).toEqual(expected);
    const ana = all.table.rows.find((r) => r.id === C.c1)!;
    const cpf = cpfFrom('123456789');
    expect(ana).toEqual({
      id: C.c1,
      name: 'Ana Souza',
      cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
      email: 'c1@relatorio.example.com',
      phone: '(11) 98765-4321',
      gender: 'FEMININO',
      birthdate: yearsAgo(18),
      ageBand: '18-24',
      region: 'Centro',
      acceptsSms: true,
      registeredAt: '2021-03-10T03:00:00.000Z',
      purchases: 4,
      approvedValue: 1050,
    });
    const byId = new Map(all.table.rows.map((r) => [r.id, r]));
    expect(byId.get(C.c5!)).toMatchObject({ purchases: 1, approvedValue: 1234.56, ageBand: '55-64' });
    expect(byId.get(C.c3!)).toMatchObject({ purchases: 1, approvedValue: 0, acceptsSms: false });
    // The deleted account as stored: its pseudonym, no address, born 1900.
    expect(byId.get(C.c7!)).toMatchObject({
      name: 'Cliente removido',
      region: 'Outros estados',
      ageBand: '65+',
      gender: null,
      purchases: 0,
    });
    for (const row of all.table.rows)
      expect(row.region).toBe(cepRegion(people().find((x) => C[x.key] === row.id)!.zip));

    const page3 = await report(`${YEAR_2021}&campaignId=${K.verao.id}&limit=5&page=3`);
    expect(page3.table).toMatchObject({ total: 13, page: 3, limit: 5 });
    expect(page3.table.rows).toEqual(all.table.rows.slice(10));
    const past = await report(`${YEAR_2021}&limit=5&page=4`);
    expect(past.table).toEqual({ rows: [], total: 13, page: 4, limit: 5 });

    const winter = await report(`${YEAR_2021}&campaignId=${K.inverno.id}&limit=100`);
    const w = new Map(winter.table.rows.map((r) => [r.id, r]));
    expect(w.get(C.c1!)).toMatchObject({ purchases: 1, approvedValue: 2500.5 });
    expect(w.get(C.c4!)).toMatchObject({ purchases: 1, approvedValue: 0 });
    expect(w.get(C.c8!)).toMatchObject({ purchases: 1, approvedValue: 999.99 });
    expect(winter.table.rows.filter((r) => r.purchases > 0)).toHaveLength(winter.summary.active);
  });

  it('exports exactly the rows of the pages, in their order, across keyset batches', async () => {
    for (const query of [
      { from: '2021-03-01', to: '2021-08-31', campaignId: K.verao.id },
      { search: 'mari' },
      { search: '123.456' },
      {},
    ]) {
      const q = { ...query, page: 1, limit: 100 };
      const screen = await clientsReport(t.database.db, q, TZ);
      // Batches of 3 cut between the two customers registered at the same microsecond.
      const file = await clientsExport(t.database.db, q, TZ, { batchSize: 3 });
      const rows: ClientsReportRow[] = [];
      for await (const batch of file.batches()) rows.push(...batch);
      expect(rows, JSON.stringify(query)).toEqual(screen.table.rows);
      expect(file.total).toBe(screen.summary.total);
    }
    const file = await clientsExport(t.database.db, { page: 1, limit: 10, campaignId: K.verao.id }, TZ);
    expect(file.columns.map((c) => c.header)).toEqual([
      'Nome',
      'CPF',
      'E-mail',
      'Telefone',
      'Gênero',
      'Data de nascimento',
      'Faixa etária',
      'Região',
      'Aceita SMS',
      'Cadastrado em',
      'Compras na campanha',
      'Valor aprovado (R$)',
    ]);
    const rows: ClientsReportRow[] = [];
    for await (const batch of file.batches()) rows.push(...batch);
    const ana = rows.find((r) => r.id === C.c1)!;
    expect(file.columns.map((c) => c.value(ana))).toEqual([
      'Ana Souza',
      ana.cpf,
      'c1@relatorio.example.com',
      '(11) 98765-4321',
      'Feminino',
      yearsAgo(18),
      '18-24',
      'Centro',
      'Sim',
      '2021-03-10T03:00:00.000Z',
      4,
      1050,
    ]);
    expect(file.columns[4]!.value(rows.find((r) => r.id === C.c5)!)).toBe('Não informado');
  });
});

describe('GET /reports/clientes: changes, roles and bad input', () => {
  it('follows each change at once: a purchase, a review, a move, a profile, a consent', async () => {
    const q = `${YEAR_2021}&campaignId=${K.verao.id}`;
    const before = await report(q);
    const sale = await addSale(C.c2!, K.verao.id, 7_000, 'pending', '2021-05-01');
    expect((await report(q)).summary.active).toBe(4);
    await t.database.db
      .update(sales)
      .set({ status: 'approved', invoiceNumber: 'REL-CLI-MOVE' })
      .where(eq(sales.id, sale));
    const listed = await report(`${q}&limit=100`);
    expect(listed.table.rows.find((r) => r.id === C.c2)).toMatchObject({ purchases: 1, approvedValue: 70 });
    // Moved to Inverno: active there, no longer in Verão.
    await t.database.db.update(sales).set({ campaignId: K.inverno.id }).where(eq(sales.id, sale));
    expect((await report(q)).summary.active).toBe(3);
    expect((await report(`${YEAR_2021}&campaignId=${K.inverno.id}`)).summary.active).toBe(4);
    await t.database.db.delete(sales).where(eq(sales.id, sale));
    expect((await report(`${YEAR_2021}&campaignId=${K.inverno.id}`)).summary.active).toBe(3);

    // c13 moves to the Centro and tells its gender no more; c9 withdraws its SMS consent.
    await t.database.db.update(clients).set({ zipCode: '01310100', gender: null }).where(eq(clients.id, C.c13!));
    await t.database.db
      .update(consents)
      .set({ withdrawnAt: new Date().toISOString() })
      .where(sql`${consents.clientId} = ${C.c9!} and ${consents.kind} = 'sms'`);
    const after = await report(q);
    expect(counts(after.byRegion, (x) => x.region)).toEqual({
      ...counts(before.byRegion, (x) => x.region),
      Centro: 3,
      'Interior e litoral de SP': 1,
    });
    expect(counts(after.byGender, (g) => g.gender)).toEqual({ FEMININO: 5, MASCULINO: 4, OUTROS: 1, null: 3 });
    expect(counts(after.consents, (c) => c.kind)).toEqual({ terms: 12, privacy: 12, sms: 2 });
    expect(after.summary).toEqual(before.summary);
    const bahia = { from: '2021-03-01', to: '2021-08-31', campaignId: K.verao.id, page: 1, limit: 10 };
    expect(await clientsReport(t.database.db, bahia, 'America/Bahia')).toEqual(
      await clientsReport(t.database.db, bahia, TZ),
    );
  });

  it('opens for the administrators and the concierge only', async () => {
    for (const role of ['admin', 'smart', 'concierge']) {
      expect((await report(YEAR_2021, role)).summary.total).toBe(13);
    }
    for (const role of ['lojista', 'vendedor', 'cliente']) {
      const res = await t.request({ method: 'GET', url: '/api/reports/clientes', headers: h[role]! });
      expect(res.statusCode, role).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/reports/clientes' })).statusCode).toBe(401);
  });

  it('answers bad filters with a 400 in Portuguese', async () => {
    const cases: [string, RegExp][] = [
      ['from=2021-05-01&to=2021-04-01', /A data inicial deve ser anterior ou igual à data final/],
      ['from=2021-02-30', /Data inicial inválida/],
      ['to=ontem', /Data final inválida/],
      ['campaignId=abc', /Campanha inválida/],
      [`campaignId=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`, /Campanha não encontrada/],
      ['limit=101', /limit deve ser no máximo 100/],
      ['page=0', /page deve ser pelo menos 1/],
      ['format=pdf', /Formato inválido/],
      [`search=${'a'.repeat(101)}`, /no máximo 100 caracteres/],
    ];
    for (const [query, message] of cases) {
      const res = await t.request({ method: 'GET', url: `/api/reports/clientes?${query}`, headers: h.admin! });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
  });

  it('has no campaign to count while none is running', async () => {
    await t.database.db
      .update(campaigns)
      .set({ active: false, inactivatedAt: new Date().toISOString() })
      .where(eq(campaigns.id, running.id));
    try {
      const r = await report(`${YEAR_2021}&limit=100`);
      expect(r.campaign).toBeNull();
      expect(r.summary.active).toBe(0);
      expect(r.table.rows.every((x) => x.purchases === 0 && x.approvedValue === 0)).toBe(true);
    } finally {
      await t.database.db
        .update(campaigns)
        .set({ active: true, inactivatedAt: null })
        .where(eq(campaigns.id, running.id));
    }
  });

  it('counts a new sign-up and a deleted account at once, as the totals rebuilt from scratch do', async () => {
    const before = await report('');
    const signUp = await t.request({
      method: 'POST',
      url: '/api/clients',
      payload: {
        name: 'Nova Leste',
        email: 'nova.leste@relatorio.example.com',
        cpf: cpfFrom('400000001'),
        address: 'Rua C, 3',
        zipCode: '08000-000',
        phone: '(11) 97777-6666',
        gender: 'MASCULINO',
        birthdate: '1990-06-15',
        acceptsSMS: true,
        acceptsTerms: true,
        acceptsPrivacy: true,
        user: { password: 'Senha@1234' },
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    // The demo customer deletes its account: a pseudonym, no address, born "1900-01-01", consents withdrawn.
    const deleted = await t.request({
      method: 'DELETE',
      url: '/api/clients/me',
      headers: h.cliente!,
      payload: { password: 'Demo@1234' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await report('');
    expect(after.summary).toEqual({
      total: before.summary.total + 1,
      // Its purchases in the running campaign stay.
      active: before.summary.active,
      anonymized: before.summary.anonymized + 1,
    });
    const moved = <T extends { count: number }>(
      list: T[],
      key: (x: T) => string | null,
      plus: string[],
      minus: string[],
    ) => {
      const expected = counts(list, key);
      for (const k of plus) expected[k] = (expected[k] ?? 0) + 1;
      for (const k of minus) expected[k] = (expected[k] ?? 0) - 1;
      return expected;
    };
    expect(counts(after.byGender, (g) => g.gender)).toEqual(
      moved(before.byGender, (g) => g.gender, ['MASCULINO', 'null'], ['FEMININO']),
    );
    expect(counts(after.byRegion, (x) => x.region)).toEqual(
      moved(before.byRegion, (x) => x.region, ['Zona Leste', 'Outros estados'], ['Centro']),
    );
    expect(counts(after.byAgeBand, (a) => a.band)).toEqual(
      moved(before.byAgeBand, (a) => a.band, [ageBand('1990-06-15', today()), '65+'], [ageBand('1988-04-12', today())]),
    );
    expect(counts(after.consents, (c) => c.kind)).toEqual(counts(before.consents, (c) => c.kind));
    expect(after.registrations.at(-1)).toEqual({ period: today().slice(0, 7), count: 2 });

    // Every total the triggers kept equals the same totals rebuilt from the tables.
    const read = async (query: ReturnType<typeof sql>) =>
      ((await t.database.db.execute(query)) as unknown as { rows: unknown[] }).rows.map((x) => JSON.stringify(x));
    const state = async () => ({
      facts: await read(sql`select client_id, name_key, cpf, created_at::text, registered_on::text, gender,
        birthdate::text, region, terms, privacy, sms, anonymized, array(select unnest(campaigns) order by 1)::text as campaigns
        from client_report_facts order by client_id`),
      rollup: await read(
        sql`select grain, period::text, dim, value, n from client_report_rollup where n <> 0 order by 1, 2, 3, 4`,
      ),
      births: await read(
        sql`select grain, birth_month::text, period::text, n from client_report_births where n <> 0 order by 1, 2, 3`,
      ),
      sales: await read(
        sql`select client_id, campaign_id, purchases, approved_cents::text from client_campaign_sales order by 1, 2`,
      ),
      active: await read(
        sql`select campaign_id, registered_on::text, n from client_campaign_active where n <> 0 order by 1, 2`,
      ),
    });
    const kept = await state();
    expect(kept.facts).toHaveLength(15);
    expect(kept.sales.length).toBeGreaterThan(5);
    await t.database.db.execute(sql`select client_reports_rebuild()`);
    expect(await state()).toEqual(kept);
    expect(await report('')).toEqual(after);
  });
});
