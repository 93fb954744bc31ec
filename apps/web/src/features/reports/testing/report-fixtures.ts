import type { ClientHistory, ClientsReport, PurchasesReport, StorePoints } from '@mall/shared';

/** Answers of the four reports as the contract's schemas shape them (the clients parse every answer). */

export const CAMPAIGN = { id: '0b6f7d3e-52a1-4c3e-9d1f-7a2b3c4d5e60', name: 'Natal Decor' };
export const OTHER_CAMPAIGN = { id: '1c7e8f4a-63b2-4d4f-8e2a-8b3c4d5e6f71', name: 'Casa Nova' };
export const STORE = { id: '2d8f9a5b-74c3-4e5a-9f3b-9c4d5e6f7a82', tradeName: 'Casa Aurora' };
export const SEGMENT = { id: '3e9a0b6c-85d4-4f6b-8a4c-ad5e6f7a8b93', name: 'Iluminação' };
export const CLIENT_ID = '4fa01c7d-96e5-4a7c-9b5d-be6f7a8b9ca4';

export const clientsReport = (fields: Partial<ClientsReport> = {}): ClientsReport => ({
  campaign: CAMPAIGN,
  granularity: 'month',
  summary: { total: 1234, active: 617, anonymized: 3 },
  registrations: [
    { period: '2026-09', count: 400 },
    { period: '2026-10', count: 500 },
    { period: '2026-11', count: 334 },
  ],
  byGender: [
    { gender: 'FEMININO', count: 700 },
    { gender: 'MASCULINO', count: 500 },
    { gender: null, count: 34 },
  ],
  byAgeBand: [
    { band: '25-34', count: 600 },
    { band: '35-44', count: 634 },
  ],
  byRegion: [
    { region: 'Zona Sul', count: 1000 },
    { region: 'Outros estados', count: 234 },
  ],
  consents: [
    { kind: 'terms', count: 1234, rate: 1 },
    { kind: 'privacy', count: 1234, rate: 1 },
    { kind: 'sms', count: 1049, rate: 0.85 },
  ],
  table: {
    rows: [
      {
        id: CLIENT_ID,
        name: 'Maria Souza',
        cpf: '52998224725',
        email: 'maria@example.com',
        phone: '11987654321',
        gender: 'FEMININO',
        birthdate: '1990-05-17',
        ageBand: '35-44',
        region: 'Zona Sul',
        acceptsSms: true,
        registeredAt: '2026-10-03T13:00:00.000Z',
        purchases: 4,
        approvedValue: 1234.56,
      },
      {
        id: '5ab12d8e-a7f6-4b8d-8c6e-cf7a8b9cadb5',
        name: 'João Lima',
        cpf: '11144477735',
        email: 'joao@example.com',
        phone: '1134567890',
        gender: null,
        birthdate: '2000-01-02',
        ageBand: '25-34',
        region: 'Outros estados',
        acceptsSms: false,
        registeredAt: '2026-11-20T15:30:00.000Z',
        purchases: 0,
        approvedValue: 0,
      },
    ],
    total: 1234,
    page: 1,
    limit: 10,
  },
  ...fields,
});

const totals = (count: number, approvedCount: number, approvedValue: number, points: number) => ({
  count,
  approvedCount,
  approvedValue,
  points,
});

/** Twelve stores, the twelfth with the highest value, so the chart's ranking is not the answer's order. */
const stores = Array.from({ length: 12 }, (_, i) => ({
  storeId: i === 0 ? STORE.id : `store-${i}`,
  tradeName: i === 0 ? STORE.tradeName : `Loja ${String(i).padStart(2, '0')}`,
  ...totals(10 + i, 5 + i, (i + 1) * 100, (i + 1) * 10),
}));

export const purchasesReport = (fields: Partial<PurchasesReport> = {}): PurchasesReport => ({
  granularity: 'day',
  summary: { ...totals(40, 25, 12345.67, 1234), pending: 8, rejected: 5, canceled: 2, averageTicket: 493.83 },
  series: [
    { period: '2026-11-01', pending: 3, approved: 10, rejected: 2, canceled: 1, approvedValue: 5000 },
    { period: '2026-11-02', pending: 5, approved: 15, rejected: 3, canceled: 1, approvedValue: 7345.67 },
  ],
  byStore: stores,
  bySegment: [
    { segmentId: SEGMENT.id, name: SEGMENT.name, ...totals(30, 20, 10000, 1000) },
    { segmentId: null, name: 'Sem segmento', ...totals(10, 5, 2345.67, 234) },
  ],
  byType: [
    { type: 'invoice_number', ...totals(30, 20, 10000, 1000) },
    { type: 'photo', ...totals(10, 5, 2345.67, 234) },
  ],
  decisionTime: { decided: 30, medianHours: 12.5, p95Hours: 80.25, withinLimit: 24, limitHours: 72 },
  rejectionReasons: [
    { reason: 'Nota ilegível', count: 3 },
    { reason: 'Loja não participante', count: 2 },
  ],
  table: {
    rows: [
      {
        id: 'sale-1',
        saleDate: '2026-11-02',
        createdAt: '2026-11-02T12:00:00.000Z',
        reviewedAt: null,
        store: STORE,
        segment: SEGMENT,
        client: { id: CLIENT_ID, name: 'Maria Souza', cpf: '52998224725' },
        campaign: CAMPAIGN,
        type: 'invoice_number',
        invoiceNumber: '000123',
        netValue: 1500.5,
        points: null,
        status: 'pending',
        reason: null,
      },
      {
        id: 'sale-2',
        saleDate: '2026-11-01',
        createdAt: '2026-11-01T12:00:00.000Z',
        reviewedAt: '2026-11-01T18:00:00.000Z',
        store: STORE,
        segment: null,
        client: { id: CLIENT_ID, name: 'Maria Souza', cpf: '52998224725' },
        campaign: CAMPAIGN,
        type: 'photo',
        invoiceNumber: null,
        netValue: 80,
        points: null,
        status: 'rejected',
        reason: 'Nota ilegível',
      },
    ],
    total: 40,
    page: 1,
    limit: 10,
  },
  ...fields,
});

export const storePoints = (fields: Partial<StorePoints> = {}, rows = 12, page = 1, limit = 10): StorePoints => {
  const all = Array.from({ length: rows }, (_, i) => ({
    rank: i + 1,
    store: i === 0 ? STORE : { id: `store-${i}`, tradeName: `Loja ${String(i).padStart(2, '0')}` },
    segment: i === 0 ? SEGMENT : null,
    purchases: 100 - i,
    approvedValue: 10000 - i * 500,
    points: 1000 - i * 50,
    customers: 50 - i,
  }));
  return {
    summary: { stores: rows, purchases: 1134, approvedValue: 87000, points: 8700, customers: 400 },
    table: { rows: all.slice((page - 1) * limit, page * limit), total: rows, page, limit },
    ...fields,
  };
};

export const clientHistory = (fields: Partial<ClientHistory> = {}): ClientHistory => ({
  matches: [],
  client: {
    id: CLIENT_ID,
    name: 'Maria Souza',
    cpf: '52998224725',
    email: 'maria@example.com',
    phone: '11987654321',
    registeredAt: '2025-03-10T13:00:00.000Z',
    anonymized: false,
    consents: [
      { kind: 'terms', version: '1', acceptedAt: '2025-03-10T13:00:00.000Z', withdrawnAt: null },
      { kind: 'sms', version: '1', acceptedAt: '2025-03-10T13:00:00.000Z', withdrawnAt: '2026-01-05T10:00:00.000Z' },
    ],
  },
  campaigns: [
    {
      id: CAMPAIGN.id,
      name: CAMPAIGN.name,
      purchases: 3,
      approvedValue: 1250.5,
      pointsEarned: 12,
      pointsRedeemed: 10,
      balance: 2,
      toNextPoint: 49.5,
    },
    {
      id: OTHER_CAMPAIGN.id,
      name: OTHER_CAMPAIGN.name,
      purchases: 1,
      approvedValue: 0,
      pointsEarned: 0,
      pointsRedeemed: 0,
      balance: 0,
      toNextPoint: null,
    },
  ],
  table: {
    rows: [
      {
        kind: 'redemption',
        at: '2026-11-20T15:00:00.000Z',
        campaign: CAMPAIGN,
        consentKind: null,
        purchase: null,
        redemption: {
          id: 'r1',
          prize: 'Vaso de cerâmica',
          points: 10,
          voucher: 'ABC123',
          voucherExpiresAt: '2026-12-20',
          status: 'SOLICITADO',
        },
      },
      {
        kind: 'purchase',
        at: '2026-11-02T12:00:00.000Z',
        campaign: CAMPAIGN,
        consentKind: null,
        purchase: {
          id: 'sale-3',
          saleDate: '2026-11-01',
          store: STORE,
          type: 'invoice_number',
          invoiceNumber: '000999',
          netValue: 1250.5,
          points: 12,
          status: 'approved',
          reason: null,
        },
        redemption: null,
      },
      {
        kind: 'consent_withdrawn',
        at: '2026-01-05T10:00:00.000Z',
        campaign: null,
        consentKind: 'sms',
        purchase: null,
        redemption: null,
      },
      {
        kind: 'registration',
        at: '2025-03-10T13:00:00.000Z',
        campaign: null,
        consentKind: null,
        purchase: null,
        redemption: null,
      },
    ],
    total: 24,
    page: 1,
    limit: 10,
  },
  ...fields,
});
