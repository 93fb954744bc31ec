import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants';
import { SALE_STATUSES, SALE_TYPES } from './enums';
import { normalizeFiscalKey, parseFiscalKey } from './fiscal-key';
import { hasAtMostTwoDecimals } from './points';
import { saleCheckSchema } from './sale-checks';
import { saleSignalSchema } from './sale-signals';
import { isoDateSchema, paginationQuerySchema, searchTextSchema } from './schemas';
import { sortQuery } from './sorting';

/** Reais at the API edge: non-negative, at most two decimals. */
export const reaisSchema = (label: string) =>
  z
    .number({ error: `${label} é obrigatório` })
    .min(0, `${label} não pode ser negativo`)
    .max(10_000_000, `${label} deve ser no máximo R$ 10.000.000,00`)
    .refine(hasAtMostTwoDecimals, `${label} deve ter no máximo duas casas decimais`);

/** Reais of a purchase: as `reaisSchema`, and more than zero (a purchase of R$ 0,00 earns nothing and proves nothing). */
export const purchaseReaisSchema = (label: string) =>
  // Negative values have reaisSchema's own message; zero is the one left.
  reaisSchema(label).refine((value) => value !== 0, `${label} deve ser maior que zero`);

/**
 * The receipt's fiscal access key, as typed (groups of four, lower case) or read from its QR code:
 * stored normalised. A key of the wrong length or characters, whose check digit fails, or that
 * cannot exist (`parseFiscalKey`: a random code SEFAZ refuses, an issue month to come, an unknown
 * model or emission type...) is refused; empty reads as no key (a paper receipt without one).
 */
export const fiscalKeySchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: 'Chave de acesso inválida' })
    .transform(normalizeFiscalKey)
    .superRefine((key, ctx) => {
      const parsed = parseFiscalKey(key);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
    })
    .optional(),
);

const values = {
  saleDate: isoDateSchema('Data da compra'),
  storeId: z.uuid({ error: 'Selecione uma loja' }),
  grossValue: purchaseReaisSchema('Valor bruto'),
  discountValue: reaisSchema('Desconto').default(0),
  netValue: purchaseReaisSchema('Valor líquido'),
  /** The net value again (sent for compatibility); the server refuses a mismatch. */
  amount: purchaseReaisSchema('Valor').optional(),
  fiscalKey: fiscalKeySchema,
};

export const invoiceNumberSchema = z
  .string({ error: 'Número da nota fiscal é obrigatório' })
  .trim()
  .min(1, 'Número da nota fiscal é obrigatório')
  .max(60, 'Número da nota fiscal deve ter no máximo 60 caracteres');

export const photoSaleBodySchema = z.object({
  type: z.literal('photo'),
  ...values,
  fileUrl: z.string({ error: 'Envie a foto do comprovante' }).min(1, 'Envie a foto do comprovante'),
});

export const invoiceSaleBodySchema = z.object({
  type: z.literal('invoice_number'),
  ...values,
  invoiceNumber: invoiceNumberSchema,
  sellerId: z.uuid({ error: 'Selecione um vendedor' }),
  clientId: z.uuid({ error: 'Selecione o cliente' }),
});

export const createSaleBodySchema = z.discriminatedUnion('type', [photoSaleBodySchema, invoiceSaleBodySchema], {
  error: 'Tipo de compra inválido: use photo ou invoice_number',
});
export type CreateSaleBody = z.input<typeof createSaleBodySchema>;

export const approveSaleBodySchema = z.object({ invoiceNumber: invoiceNumberSchema });

/** Bulk approval: the purchases staff selected (each approved only if every check passed). */
export const bulkApproveSalesBodySchema = z.object({
  ids: z
    .array(z.uuid('Compra inválida'), { error: 'Selecione as compras' })
    .min(1, 'Selecione pelo menos uma compra')
    .max(100, 'Aprove no máximo 100 compras de uma vez'),
});
export const rejectSaleQuerySchema = z.object({
  reason: z
    .string({ error: 'Informe o motivo' })
    .trim()
    .min(1, 'Informe o motivo')
    .max(500, 'O motivo deve ter no máximo 500 caracteres'),
});
export const updateSaleBodySchema = z.object({
  amount: purchaseReaisSchema('Valor').optional(),
  invoiceNumber: invoiceNumberSchema.optional(),
  saleDate: isoDateSchema('Data da compra').optional(),
});

const MONTH = 'Mês deve ser de 1 a 12';
const monthSchema = z.coerce.number({ error: MONTH }).int(MONTH).min(1, MONTH).max(12, MONTH);
const YEAR = 'Ano inválido';
const yearSchema = z.coerce.number({ error: YEAR }).int(YEAR).min(2000, YEAR).max(2100, YEAR);

/** The purchases' sortable columns, as the statement's table names them. */
export const SALE_SORT_COLUMNS = ['client', 'store', 'invoice', 'value', 'date', 'points', 'status'] as const;

export const listSalesQuerySchema = paginationQuerySchema
  .extend({
    search: searchTextSchema.optional(),
    status: z.enum([...SALE_STATUSES, 'all'], { error: 'Situação inválida' }).optional(),
    store: z.uuid('Loja inválida').optional(),
    month: monthSchema.optional(),
    year: yearSchema.optional(),
    /**
     * One purchase date (`AAAA-MM-DD`): the purchases dated that day, as the dashboard's "Compras
     * de hoje" counts them (today is the mall's, São Paulo's, day).
     */
    day: isoDateSchema('Data').optional().meta({
      description:
        "Only the purchases dated this day (AAAA-MM-DD, the receipt's date): the dashboard's \"Compras de hoje\" passes São Paulo's today",
    }),
    /** The review queue: every check passed, or some failed or left unverified (`attention`). */
    checks: z.enum(['passed', 'attention'], { error: 'Verificações inválidas: use passed ou attention' }).optional(),
    /** Only purchases a customer contested (`true`). */
    contested: z
      .enum(['true', 'false'], { error: 'contested deve ser true ou false' })
      .transform((v) => v === 'true')
      .optional(),
    /** Only pending purchases past their review deadline (`true`). */
    late: z
      .enum(['true', 'false'], { error: 'late deve ser true ou false' })
      .transform((v) => v === 'true')
      .optional(),
    /**
     * Reviewers only: the purchases whose fiscal key, photo or invoice number other customers'
     * accounts tried (`true`), or none did (`false`): the `reused` signal, the one kept in the
     * database; the others are worked out for the page shown.
     */
    signals: z
      .enum(['true', 'false'], { error: 'signals deve ser true ou false' })
      .transform((v) => v === 'true')
      .optional(),
    /**
     * A column (`order` asc or desc), or, as before, `newest` (newest purchase date first: the
     * statement's own order) or `oldest` (the oldest registration first: the queue's).
     */
    ...sortQuery(SALE_SORT_COLUMNS, ['newest', 'oldest']),
    pageSize: z.coerce
      .number({ error: 'pageSize deve ser um número' })
      .int('pageSize deve ser inteiro')
      .min(1, 'pageSize deve ser pelo menos 1')
      .max(MAX_PAGE_SIZE, `pageSize deve ser no máximo ${MAX_PAGE_SIZE}`)
      .optional(),
  })
  .refine((q) => !q.month || q.year, { message: 'Informe o ano junto com o mês', path: ['year'] });

export const mySalesQuerySchema = paginationQuerySchema.extend({
  search: searchTextSchema.optional(),
  startDate: isoDateSchema('Data inicial').optional(),
  endDate: isoDateSchema('Data final').optional(),
  campaignId: z.uuid('Campanha inválida').optional(),
});

export const saleSchema = z.object({
  id: z.string(),
  type: z.enum(SALE_TYPES),
  invoiceNumber: z.string().nullable(),
  amount: z.number(),
  grossValue: z.number(),
  discountValue: z.number(),
  netValue: z.number(),
  saleDate: z.string(),
  createdAt: z.string(),
  storeId: z.string(),
  sellerId: z.string().nullable(),
  clientId: z.string(),
  campaignId: z.string(),
  fileUrl: z.string().nullable(),
  points: z.number().nullable(),
  status: z.enum(SALE_STATUSES),
  reason: z.string().nullable(),
  /** The reason of a rejection or a cancellation (the customer's own purchases show it). */
  rejectionReason: z.string().nullable(),
  /** The receipt's fiscal access key, when one was given. */
  fiscalKey: z.string().nullable(),
  /** The automatic checks made when the purchase was registered. */
  checks: z.array(saleCheckSchema),
  /**
   * Fraud signals, worked out when a reviewer reads the purchase (GET /sales, GET /sales/{id}),
   * present only when there is one; absent from every other answer (the customer's, a store's
   * staff's, the audit log's).
   */
  signals: z.array(saleSignalSchema).optional(),
  /** When a pending purchase's review is due (72 hours, or 3 business days for a photo); else null. */
  reviewDeadline: z.string().nullable(),
  /**
   * Until when the customer may contest a rejection (30 days, to the end of the day in São Paulo):
   * set on a rejected purchase never contested, past or not; null on any other.
   */
  contestDeadline: z.string().nullable(),
  /** The customer contested its rejection (once): when, and with what message. */
  contestedAt: z.string().nullable(),
  contestMessage: z.string().nullable(),
  client: z.object({ name: z.string(), cpf: z.string() }),
  store: z.object({ tradeName: z.string(), cnpj: z.string() }),
});
export type Sale = z.infer<typeof saleSchema>;

export const bulkApproveSalesSchema = z.object({
  message: z.string(),
  data: z.object({
    approved: z.array(saleSchema),
    /** The purchases left as they were, each with why. */
    skipped: z.array(z.object({ id: z.string(), message: z.string() })),
  }),
});

export const contestSaleBodySchema = z.object({
  message: z
    .string({ error: 'Escreva o motivo da contestação' })
    .trim()
    .min(10, 'Escreva o motivo da contestação (pelo menos 10 caracteres)')
    .max(1000, 'A contestação deve ter no máximo 1000 caracteres'),
});

export const salesListSchema = z.object({ data: z.array(saleSchema), total: z.number(), pageSize: z.number() });
export const mySalesSchema = z.object({
  data: z.object({ sales: z.array(saleSchema), total: z.number(), totalPoints: z.number() }),
});

export const saleHistoryEntrySchema = z.object({
  id: z.string(),
  methodName: z.string(),
  userName: z.string().nullable(),
  createdAt: z.string(),
  previousState: z.unknown(),
  result: z.unknown(),
});

export const myStatsSchema = z.object({
  points: z.number(),
  daysLeft: z.number().nullable(),
  purchases: z.number(),
  pendingPurchases: z.number(),
  approvedPurchases: z.number(),
  totalNetValue: z.number(),
  valueToNextPoint: z.number().nullable(),
  redeemed: z.boolean(),
  campaign: z
    .object({
      id: z.string(),
      name: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      redemptionEndDate: z.string(),
    })
    .nullable(),
});
export type MyStats = z.infer<typeof myStatsSchema>;
