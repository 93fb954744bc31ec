import { z } from 'zod';
import { MAX_PAGE_SIZE, REPORT_FORMATS } from './constants';
import { CONSENT_KINDS, GENDERS, RESCUE_STATUSES, SALE_STATUSES, SALE_TYPES } from './enums';
import { isoDateSchema, searchTextSchema } from './schemas';

/**
 * The four reports (issue 16): GET /reports/clientes, /reports/compras, /reports/historico-clientes
 * and /reports/pontos-loja. Each answers its figures and the first page of its rows in one JSON
 * answer; with `format=csv` or `format=xlsx` it streams instead every row the same filters show
 * (exactly the on-screen rows, in the same order, within the caller's scope), as a file.
 *
 * Periods are inclusive dates (YYYY-MM-DD) in the mall's time zone; an absent end is open. The
 * purchases count by their purchase date (`saleDate`), the customers by their registration date.
 * Values are in reais (summed in cents, divided by 100 once).
 */

/** The header that carries how many rows an export holds, for the browser's progress. */
export const REPORT_TOTAL_HEADER = 'X-Total-Count';

const formatSchema = z.enum(REPORT_FORMATS, { error: 'Formato inválido (use csv ou xlsx)' });

const pageSchema = z.coerce
  .number({ error: 'page deve ser um número' })
  .int('page deve ser inteiro')
  .min(1, 'page deve ser pelo menos 1')
  .default(1);
const limitSchema = z.coerce
  .number({ error: 'limit deve ser um número' })
  .int('limit deve ser inteiro')
  .min(1, 'limit deve ser pelo menos 1')
  .max(MAX_PAGE_SIZE, `limit deve ser no máximo ${MAX_PAGE_SIZE}`)
  .default(10);

/** The filters every report shares: a period, one page of rows, and the export's format. */
const reportBaseQuery = z.object({
  from: isoDateSchema('Data inicial').optional(),
  to: isoDateSchema('Data final').optional(),
  page: pageSchema,
  limit: limitSchema,
  format: formatSchema.optional(),
});

const periodInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const PERIOD_ORDER = { message: 'A data inicial deve ser anterior ou igual à data final', path: ['to'] };

/**
 * How a chart's points are grouped: one per day (`period` YYYY-MM-DD) for a period of up to 62
 * days, else one per month (`period` YYYY-MM).
 */
export const REPORT_GRANULARITIES = ['day', 'month'] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];

/** A report's table: the page's rows and how many rows the filters show in all. */
const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number().int(), page: z.number().int(), limit: z.number().int() });

/** Figures of a group of purchases. */
export const purchaseTotalsSchema = z.object({
  count: z.number().int(),
  approvedCount: z.number().int(),
  approvedValue: z.number(),
  points: z.number().int(),
});
export type PurchaseTotals = z.infer<typeof purchaseTotalsSchema>;

// ---------------------------------------------------------------------------------------------
// Clientes (administrators and the concierge: `clients:read`)
// ---------------------------------------------------------------------------------------------

/** Age bands of the Clientes report, by age on today's date. */
export const AGE_BANDS = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+', 'menor de 18'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/**
 * Regions by CEP (the customer's address): the city of São Paulo's zones by the CEP's first
 * digits, then Greater São Paulo, the rest of the state and the other states.
 */
export const CEP_REGIONS = [
  'Centro',
  'Zona Norte',
  'Zona Sul',
  'Zona Leste',
  'Zona Oeste',
  'Grande São Paulo',
  'Interior e litoral de SP',
  'Outros estados',
] as const;
export type CepRegion = (typeof CEP_REGIONS)[number];

export const clientsReportQuerySchema = reportBaseQuery
  .extend({
    /** A CPF prefix (digits, with or without the mask) or part of the name. */
    search: searchTextSchema.optional(),
    /** Active customers are those with a purchase in this campaign (the running one when absent). */
    campaignId: z.uuid('Campanha inválida').optional(),
  })
  .refine(periodInOrder, PERIOD_ORDER);
export type ClientsReportQuery = z.input<typeof clientsReportQuerySchema>;

export const clientsReportRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  cpf: z.string(),
  email: z.string(),
  phone: z.string(),
  gender: z.enum(GENDERS).nullable(),
  birthdate: z.string(),
  ageBand: z.enum(AGE_BANDS),
  region: z.enum(CEP_REGIONS),
  acceptsSms: z.boolean(),
  /** ISO instant. */
  registeredAt: z.string(),
  /** Purchases in the report's campaign (every status) and their approved value. */
  purchases: z.number().int(),
  approvedValue: z.number(),
});
export type ClientsReportRow = z.infer<typeof clientsReportRowSchema>;

export const clientsReportSchema = z.object({
  /** The campaign the "active" figure counts (the filter's, else the running one's), or null. */
  campaign: z.object({ id: z.string(), name: z.string() }).nullable(),
  granularity: z.enum(REPORT_GRANULARITIES),
  summary: z.object({
    /** Customers the filters show (registered in the period, matching the search). */
    total: z.number().int(),
    /** Of those, with a purchase (any status) in the campaign. */
    active: z.number().int(),
    /** Of those, with an account deleted (anonymised). */
    anonymized: z.number().int(),
  }),
  /** Registrations per day or month of the period, oldest first, empty periods included. */
  registrations: z.array(z.object({ period: z.string(), count: z.number().int() })),
  byGender: z.array(z.object({ gender: z.enum(GENDERS).nullable(), count: z.number().int() })),
  byAgeBand: z.array(z.object({ band: z.enum(AGE_BANDS), count: z.number().int() })),
  byRegion: z.array(z.object({ region: z.enum(CEP_REGIONS), count: z.number().int() })),
  /** Share of the customers holding each consent (0 to 1); SMS counts the ones not withdrawn. */
  consents: z.array(z.object({ kind: z.enum(CONSENT_KINDS), count: z.number().int(), rate: z.number() })),
  table: pageOf(clientsReportRowSchema),
});
export type ClientsReport = z.infer<typeof clientsReportSchema>;

// ---------------------------------------------------------------------------------------------
// Compras (administrators: `reports:read`)
// ---------------------------------------------------------------------------------------------

export const purchasesReportQuerySchema = reportBaseQuery
  .extend({
    campaignId: z.uuid('Campanha inválida').optional(),
    storeId: z.uuid('Loja inválida').optional(),
    segmentId: z.uuid('Segmento inválido').optional(),
    status: z.enum(SALE_STATUSES, { error: 'Situação inválida' }).optional(),
    type: z.enum(SALE_TYPES, { error: 'Tipo inválido' }).optional(),
  })
  .refine(periodInOrder, PERIOD_ORDER);
export type PurchasesReportQuery = z.input<typeof purchasesReportQuerySchema>;

export const purchasesReportRowSchema = z.object({
  id: z.string(),
  saleDate: z.string(),
  /** ISO instant the purchase was registered. */
  createdAt: z.string(),
  /** ISO instant of the decision, or null while pending. */
  reviewedAt: z.string().nullable(),
  store: z.object({ id: z.string(), tradeName: z.string() }),
  segment: z.object({ id: z.string(), name: z.string() }).nullable(),
  client: z.object({ id: z.string(), name: z.string(), cpf: z.string() }),
  campaign: z.object({ id: z.string(), name: z.string() }),
  type: z.enum(SALE_TYPES),
  invoiceNumber: z.string().nullable(),
  netValue: z.number(),
  points: z.number().int().nullable(),
  status: z.enum(SALE_STATUSES),
  reason: z.string().nullable(),
});
export type PurchasesReportRow = z.infer<typeof purchasesReportRowSchema>;

export const purchasesReportSchema = z.object({
  granularity: z.enum(REPORT_GRANULARITIES),
  summary: purchaseTotalsSchema.extend({
    pending: z.number().int(),
    rejected: z.number().int(),
    canceled: z.number().int(),
    /** Approved value / approved purchases, in reais rounded to the cent; null with none approved. */
    averageTicket: z.number().nullable(),
  }),
  /** Purchases per day or month by status, oldest first, empty periods included. */
  series: z.array(
    z.object({
      period: z.string(),
      pending: z.number().int(),
      approved: z.number().int(),
      rejected: z.number().int(),
      canceled: z.number().int(),
      approvedValue: z.number(),
    }),
  ),
  /** Every store with purchases in the filters, by approved value (highest first), ties by name. */
  byStore: z.array(purchaseTotalsSchema.extend({ storeId: z.string(), tradeName: z.string() })),
  /** `segmentId` null: stores without a segment. */
  bySegment: z.array(purchaseTotalsSchema.extend({ segmentId: z.string().nullable(), name: z.string() })),
  byType: z.array(purchaseTotalsSchema.extend({ type: z.enum(SALE_TYPES) })),
  /** From registration to decision (approved or rejected), against the review limit. */
  decisionTime: z.object({
    decided: z.number().int(),
    medianHours: z.number().nullable(),
    p95Hours: z.number().nullable(),
    /** Decided within `limitHours`. */
    withinLimit: z.number().int(),
    limitHours: z.number().int(),
  }),
  /** Rejected purchases per reason, most frequent first. */
  rejectionReasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  table: pageOf(purchasesReportRowSchema),
});
export type PurchasesReport = z.infer<typeof purchasesReportSchema>;

// ---------------------------------------------------------------------------------------------
// Histórico de Clientes (administrators: `reports:read`)
// ---------------------------------------------------------------------------------------------

export const clientHistoryQuerySchema = reportBaseQuery
  .extend({
    /** A CPF (or its prefix) or part of a name: the matching customers to choose from. */
    search: searchTextSchema.optional(),
    /** The customer whose history is shown. */
    clientId: z.uuid('Cliente inválido').optional(),
    campaignId: z.uuid('Campanha inválida').optional(),
  })
  .refine(periodInOrder, PERIOD_ORDER);
export type ClientHistoryQuery = z.input<typeof clientHistoryQuerySchema>;

export const CLIENT_HISTORY_KINDS = ['registration', 'consent', 'consent_withdrawn', 'purchase', 'redemption'] as const;
export type ClientHistoryKind = (typeof CLIENT_HISTORY_KINDS)[number];

/** One event of a customer's timeline; the fields that do not apply to its kind are null. */
export const clientHistoryEventSchema = z.object({
  kind: z.enum(CLIENT_HISTORY_KINDS),
  /** ISO instant of the event (a purchase: when it was registered). */
  at: z.string(),
  campaign: z.object({ id: z.string(), name: z.string() }).nullable(),
  consentKind: z.enum(CONSENT_KINDS).nullable(),
  purchase: z
    .object({
      id: z.string(),
      saleDate: z.string(),
      store: z.object({ id: z.string(), tradeName: z.string() }),
      type: z.enum(SALE_TYPES),
      invoiceNumber: z.string().nullable(),
      netValue: z.number(),
      points: z.number().int().nullable(),
      status: z.enum(SALE_STATUSES),
      reason: z.string().nullable(),
    })
    .nullable(),
  redemption: z
    .object({
      id: z.string(),
      prize: z.string(),
      points: z.number().int(),
      voucher: z.string(),
      voucherExpiresAt: z.string(),
      status: z.enum(RESCUE_STATUSES),
    })
    .nullable(),
});
export type ClientHistoryEvent = z.infer<typeof clientHistoryEventSchema>;

export const clientHistorySchema = z.object({
  /** The customers the search finds (at most 10), when no `clientId` was given. */
  matches: z.array(z.object({ id: z.string(), name: z.string(), cpf: z.string() })),
  client: z
    .object({
      id: z.string(),
      name: z.string(),
      cpf: z.string(),
      email: z.string(),
      phone: z.string(),
      registeredAt: z.string(),
      anonymized: z.boolean(),
      consents: z.array(
        z.object({
          kind: z.enum(CONSENT_KINDS),
          version: z.string(),
          acceptedAt: z.string(),
          withdrawnAt: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
  /**
   * Points per campaign: approved value, points earned (the campaign's sum converted once, so
   * remainders carry over from one purchase to the next), points redeemed, balance, and what is
   * left to spend for the next point (the carry-over). Newest campaign first.
   */
  campaigns: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      purchases: z.number().int(),
      approvedValue: z.number(),
      pointsEarned: z.number().int(),
      pointsRedeemed: z.number().int(),
      balance: z.number().int(),
      /** Reais still to spend for the next point; null when the campaign converts nothing. */
      toNextPoint: z.number().nullable(),
    }),
  ),
  /** The timeline, newest first, filtered by period and campaign. */
  table: pageOf(clientHistoryEventSchema),
});
export type ClientHistory = z.infer<typeof clientHistorySchema>;

// ---------------------------------------------------------------------------------------------
// Pontos por Loja (administrators: `reports:read`)
// ---------------------------------------------------------------------------------------------

export const storePointsQuerySchema = reportBaseQuery
  .extend({
    campaignId: z.uuid('Campanha inválida').optional(),
    storeId: z.uuid('Loja inválida').optional(),
    segmentId: z.uuid('Segmento inválido').optional(),
  })
  .refine(periodInOrder, PERIOD_ORDER);
export type StorePointsQuery = z.input<typeof storePointsQuerySchema>;

/** One store's approved purchases in the filters: the ranking's row. */
export const storePointsRowSchema = z.object({
  rank: z.number().int(),
  store: z.object({ id: z.string(), tradeName: z.string() }),
  segment: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Approved purchases, their value and points, and the distinct customers who made them. */
  purchases: z.number().int(),
  approvedValue: z.number(),
  points: z.number().int(),
  customers: z.number().int(),
});
export type StorePointsRow = z.infer<typeof storePointsRowSchema>;

export const storePointsSchema = z.object({
  summary: z.object({
    stores: z.number().int(),
    purchases: z.number().int(),
    approvedValue: z.number(),
    points: z.number().int(),
    /** Distinct customers across the stores (a customer of two stores counts once). */
    customers: z.number().int(),
  }),
  /** Stores by approved value, highest first (the ranking's rows, ties by name). */
  table: pageOf(storePointsRowSchema),
});
export type StorePoints = z.infer<typeof storePointsSchema>;
