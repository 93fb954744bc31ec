import type { SaleStatus, SaleType } from '@mall/shared';
import { eq, sql } from 'drizzle-orm';
import { campaigns, clients, sales, segments, stores, users } from '../src/db/schema';
import type { TestApp } from './support/app';
import { cpfFrom, demoIds } from './support/fixtures';

/**
 * The purchase reports' hand-computed data set (reports-purchases.test.ts and
 * reports-store-points.test.ts): the demo's purchases deleted, then fifteen purchases of 2022 in
 * two closed campaigns, four stores (two in segment "Seg A", one in "Seg B", one without a
 * segment) and three customers, with every status and type, known decision times and reasons.
 *
 *  #  date        store  client camp  type     status    net (cents)  points  registered (UTC)      decided after
 *  1  2022-01-10  S1     K1     C1    invoice  approved     150000     1      2022-01-10 12:00      2 h
 *  2  2022-01-10  S1     K1     C1    photo    approved      50000     0      2022-01-10 13:00      30 min (1 h)
 *  3  2022-01-20  S1     K2     C1    photo    pending       80000     -      2022-01-20 10:00      -
 *  4  2022-02-05  S2     K1     C1    photo    rejected      30000     -      2022-02-05 10:00      80 h, "Comprovante ilegível"
 *  5  2022-02-15  S2     K2     C1    invoice  approved     245050     2      2022-02-15 09:00      72 h exactly
 *  6  2022-03-03  S3     K3     C1    invoice  canceled      99900     -      2022-03-03 10:00      5 h, "Compra devolvida"
 *  7  2022-03-18  S1     K1     C1    photo    approved     120001     1      2022-03-18 08:00      72 h 1 s (73 h)
 *  8  2022-04-01  S4     K2     C1    photo    rejected      10000     -      2022-04-01 10:00      10 h, no reason
 *  9  2022-04-02  S3     K1     C1    photo    rejected      45000     -      2022-04-02 10:00      200 h (216 h: 9 days)
 * 10  2022-07-01  S1     K1     C2    invoice  approved     300000     3      2022-07-01 10:00      24 h
 * 11  2022-07-01  S1     K3     C2    photo    approved      99999     0      2022-07-01 10:00      48 h (same instant as 10)
 * 12  2022-08-20  S3     K1     C2    invoice  approved     100000     1      2022-08-20 10:00      6 h
 * 13  2022-12-31  S2     K3     C2    photo    pending       70000     -      2022-12-31 10:00      -
 * 14  2022-12-31  S4     K2     C2    invoice  approved          1     0      2022-12-31 11:00      1 h
 * 15  2022-08-21  S2     K2     C2    invoice  approved     100000     1      2022-08-21 10:00      3 h
 */

export interface ReportData {
  store: { S1: string; S2: string; S3: string; S4: string };
  segment: { A: string; B: string };
  campaign: { C1: string; C2: string };
  client: { K1: string; K2: string; K3: string };
  /** The purchases' ids by their number in the table above. */
  sale: Record<number, string>;
}

const HOUR = 3_600_000;

type Row = [
  n: number,
  date: string,
  store: keyof ReportData['store'],
  client: keyof ReportData['client'],
  campaign: keyof ReportData['campaign'],
  type: SaleType,
  status: SaleStatus,
  cents: number,
  points: number | null,
  registered: string,
  decidedAfterMs: number | null,
  reason: string | null,
];

export const PURCHASES: readonly Row[] = [
  [1, '2022-01-10', 'S1', 'K1', 'C1', 'invoice_number', 'approved', 150_000, 1, '2022-01-10T12:00:00Z', 2 * HOUR, null],
  [2, '2022-01-10', 'S1', 'K1', 'C1', 'photo', 'approved', 50_000, 0, '2022-01-10T13:00:00Z', HOUR / 2, null],
  [3, '2022-01-20', 'S1', 'K2', 'C1', 'photo', 'pending', 80_000, null, '2022-01-20T10:00:00Z', null, null],
  [
    4,
    '2022-02-05',
    'S2',
    'K1',
    'C1',
    'photo',
    'rejected',
    30_000,
    null,
    '2022-02-05T10:00:00Z',
    80 * HOUR,
    'Comprovante ilegível',
  ],
  [
    5,
    '2022-02-15',
    'S2',
    'K2',
    'C1',
    'invoice_number',
    'approved',
    245_050,
    2,
    '2022-02-15T09:00:00Z',
    72 * HOUR,
    null,
  ],
  [
    6,
    '2022-03-03',
    'S3',
    'K3',
    'C1',
    'invoice_number',
    'canceled',
    99_900,
    null,
    '2022-03-03T10:00:00Z',
    5 * HOUR,
    'Compra devolvida',
  ],
  [7, '2022-03-18', 'S1', 'K1', 'C1', 'photo', 'approved', 120_001, 1, '2022-03-18T08:00:00Z', 72 * HOUR + 1000, null],
  [8, '2022-04-01', 'S4', 'K2', 'C1', 'photo', 'rejected', 10_000, null, '2022-04-01T10:00:00Z', 10 * HOUR, null],
  [
    9,
    '2022-04-02',
    'S3',
    'K1',
    'C1',
    'photo',
    'rejected',
    45_000,
    null,
    '2022-04-02T10:00:00Z',
    200 * HOUR,
    'Comprovante ilegível',
  ],
  [
    10,
    '2022-07-01',
    'S1',
    'K1',
    'C2',
    'invoice_number',
    'approved',
    300_000,
    3,
    '2022-07-01T10:00:00Z',
    24 * HOUR,
    null,
  ],
  [11, '2022-07-01', 'S1', 'K3', 'C2', 'photo', 'approved', 99_999, 0, '2022-07-01T10:00:00Z', 48 * HOUR, null],
  [
    12,
    '2022-08-20',
    'S3',
    'K1',
    'C2',
    'invoice_number',
    'approved',
    100_000,
    1,
    '2022-08-20T10:00:00Z',
    6 * HOUR,
    null,
  ],
  [13, '2022-12-31', 'S2', 'K3', 'C2', 'photo', 'pending', 70_000, null, '2022-12-31T10:00:00Z', null, null],
  [14, '2022-12-31', 'S4', 'K2', 'C2', 'invoice_number', 'approved', 1, 0, '2022-12-31T11:00:00Z', HOUR, null],
  [
    15,
    '2022-08-21',
    'S2',
    'K2',
    'C2',
    'invoice_number',
    'approved',
    100_000,
    1,
    '2022-08-21T10:00:00Z',
    3 * HOUR,
    null,
  ],
];

/** Store, segment, campaign and customer names of the data set. */
export const NAMES = {
  S1: 'Alfa Decor',
  S2: 'Beta Casa',
  S3: 'Gama Luz',
  S4: 'Delta Arte',
  A: 'Seg A',
  B: 'Seg B',
  C1: 'Campanha 2022-1',
  C2: 'Campanha 2022-2',
  K1: 'Karina Um',
  K2: 'Kleber Dois',
  K3: 'Kátia Três',
} as const;

export const CPFS = { K1: cpfFrom('011444777'), K2: cpfFrom('222555888'), K3: cpfFrom('333666999') } as const;

export async function createReportData(t: TestApp): Promise<ReportData> {
  const db = t.database.db;
  const ids = await demoIds(t);
  // The demo's purchases go (their rollup rows and the customers' visits with them).
  await db.delete(sales);
  const segs = await db
    .insert(segments)
    .values([{ name: NAMES.A }, { name: NAMES.B }])
    .returning({ id: segments.id });
  const segment = { A: segs[0]!.id, B: segs[1]!.id };
  const [model] = await db.select().from(stores).where(eq(stores.id, ids.storeId));
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = model!;
  const storeRows = await db
    .insert(stores)
    .values(
      (
        [
          ['S1', segment.A, '21111111000114'],
          ['S2', segment.A, '32222222000115'],
          ['S3', segment.B, '43333333000116'],
          ['S4', null, '54444444000117'],
        ] as const
      ).map(([key, segmentId, cnpj]) => ({
        ...fields,
        tradeName: NAMES[key],
        segmentId,
        cnpj,
        email: `${key.toLowerCase()}@relatorios.example.com`,
      })),
    )
    .returning({ id: stores.id });
  const store = { S1: storeRows[0]!.id, S2: storeRows[1]!.id, S3: storeRows[2]!.id, S4: storeRows[3]!.id };
  const campaignRows = await db
    .insert(campaigns)
    .values(
      [
        { name: NAMES.C1, description: '1º semestre', startDate: '2022-01-01', endDate: '2022-06-30' },
        { name: NAMES.C2, description: '2º semestre', startDate: '2022-07-01', endDate: '2022-12-31' },
      ].map((c) => ({ ...c, inactivatedAt: '2023-01-01T00:00:00Z' })),
    )
    .returning({ id: campaigns.id });
  const campaign = { C1: campaignRows[0]!.id, C2: campaignRows[1]!.id };
  const client = {} as ReportData['client'];
  for (const key of ['K1', 'K2', 'K3'] as const) {
    const email = `${key.toLowerCase()}@relatorios.example.com`;
    const [user] = await db
      .insert(users)
      .values({ name: NAMES[key], email, role: 'CLIENTE' })
      .returning({ id: users.id });
    const [row] = await db
      .insert(clients)
      .values({
        userId: user!.id,
        name: NAMES[key],
        email,
        cpf: CPFS[key],
        address: 'Rua A, 1',
        zipCode: '01310100',
        phone: '11999990000',
        birthdate: '1990-01-01',
      })
      .returning({ id: clients.id });
    client[key] = row!.id;
  }
  const sale: Record<number, string> = {};
  for (const [n, date, s, k, c, type, status, cents, points, registered, after, reason] of PURCHASES) {
    const [row] = await db
      .insert(sales)
      .values({
        type,
        invoiceNumber: status === 'pending' ? null : `REL-${n}`,
        saleDate: date,
        storeId: store[s],
        clientId: client[k],
        campaignId: campaign[c],
        grossCents: cents,
        netCents: cents,
        points,
        status,
        reason,
        createdAt: registered,
        reviewedAt: after === null ? null : new Date(Date.parse(registered) + after).toISOString(),
      })
      .returning({ id: sales.id });
    sale[n] = row!.id;
  }
  return { store, segment, campaign, client, sale };
}

/** The rollups (folded and not) against `sales` itself: what a fold moves changes no sum. */
export async function foldSalesRollup(t: TestApp): Promise<void> {
  await t.database.db.execute(sql`select sales_rollup_fold()`);
}
