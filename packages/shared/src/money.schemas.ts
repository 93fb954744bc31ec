import { z } from 'zod';
import { BILL_STATUSES, EXTRACT_STATUSES } from './enums';
import { isoDateSchema, searchQuerySchema, uuidSchema } from './schemas';

/**
 * Monthly store statements (extracts) and their bills (SPEC §2, §3, §7; DECISIONS.md "Statements
 * and bills"). Money travels as reais numbers exact to the cent (123.45); the database keeps cents.
 */

const MONTH = 'Mês deve ser de 1 a 12';
export const moneyMonthSchema = z.coerce.number({ error: MONTH }).int(MONTH).min(1, MONTH).max(12, MONTH);
const YEAR = 'Ano inválido';
export const moneyYearSchema = z.coerce.number({ error: YEAR }).int(YEAR).min(2000, YEAR).max(2100, YEAR);

export const extractListQuerySchema = searchQuerySchema
  .extend({
    storeId: z.uuid('Loja inválida').optional(),
    status: z.enum(EXTRACT_STATUSES, { error: 'Situação inválida' }).optional(),
    month: moneyMonthSchema.optional(),
    year: moneyYearSchema.optional(),
  })
  .refine((q) => !q.month || q.year, { message: 'Informe o ano junto com o mês', path: ['year'] });

export const processExtractsBodySchema = z.object({
  storeIds: z
    .array(z.uuid('Loja inválida'), { error: 'Selecione pelo menos uma loja' })
    .min(1, 'Selecione pelo menos uma loja')
    .max(1000, 'Selecione no máximo 1000 lojas'),
  month: z.number({ error: 'Informe o mês' }).int(MONTH).min(1, MONTH).max(12, MONTH),
  year: z.number({ error: 'Informe o ano' }).int(YEAR).min(2000, YEAR).max(2100, YEAR),
});
export type ProcessExtractsBody = z.infer<typeof processExtractsBodySchema>;

export const extractIdsBodySchema = z.object({
  extractIds: z
    .array(z.uuid('Extrato inválido'), { error: 'Selecione pelo menos um extrato' })
    .min(1, 'Selecione pelo menos um extrato')
    .max(1000, 'Selecione no máximo 1000 extratos'),
});
export type ExtractIdsBody = z.infer<typeof extractIdsBodySchema>;

/** The bill a statement has now (a canceled bill no longer counts). */
export const extractBillSchema = z.object({
  id: z.string(),
  status: z.enum(BILL_STATUSES),
  dueDate: z.string().nullable(),
  overdue: z.boolean(),
});

/**
 * Sales behind a statement changed after processing (edited, canceled, approved late): the current
 * figures and the difference (current minus frozen), so staff know to reprocess or act.
 */
export const extractDivergenceSchema = z.object({
  currentTotalSales: z.number(),
  currentAmountDue: z.number(),
  /** currentTotalSales - totalSales. */
  difference: z.number(),
  /** currentAmountDue - amountDue. */
  amountDueDifference: z.number(),
  /** Frozen sales edited, canceled or gone, plus approved sales of the month not in the statement. */
  changedSales: z.number().int(),
});

export const extractSchema = z.object({
  id: z.string(),
  storeId: z.string(),
  store: z.object({ id: z.string(), tradeName: z.string(), fee: z.number() }),
  month: z.number().int(),
  year: z.number().int(),
  salesCount: z.number().int(),
  totalSales: z.number(),
  /** The store's fee (percent) at processing time. */
  fee: z.number(),
  amountDue: z.number(),
  status: z.enum(EXTRACT_STATUSES),
  processedAt: z.string(),
  processedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  divergence: extractDivergenceSchema.nullable(),
  bill: extractBillSchema.nullable(),
});
export type Extract = z.infer<typeof extractSchema>;

/** One frozen sale of a statement, with what it is now. */
export const extractSaleSchema = z.object({
  saleId: z.string(),
  invoiceNumber: z.string().nullable(),
  saleDate: z.string(),
  client: z.object({ name: z.string() }),
  /** The net value used at processing. */
  netValue: z.number(),
  /** The sale today; null when it no longer exists. */
  current: z.object({ netValue: z.number(), status: z.string(), saleDate: z.string() }).nullable(),
  /** Edited, canceled, moved out of the month or gone since processing. */
  changed: z.boolean(),
});
export type ExtractSale = z.infer<typeof extractSaleSchema>;

/** What happened to a statement: processed, reprocessed, bill generated, sent, paid, canceled... */
export const extractEventSchema = z.object({
  at: z.string(),
  action: z.string(),
  /** Portuguese sentence shown in the history. */
  description: z.string(),
  user: z.object({ id: z.string(), name: z.string() }).nullable(),
});

export const extractDetailSchema = extractSchema.extend({
  sales: z.array(extractSaleSchema),
  /** Approved sales of the month that are not in the statement (late approvals, moved dates). */
  missingSales: z.array(extractSaleSchema),
  history: z.array(extractEventSchema),
});
export type ExtractDetail = z.infer<typeof extractDetailSchema>;

export const extractListSchema = z.object({
  data: z.array(extractSchema),
  total: z.number().int(),
  /** Sum of amountDue over every statement the filters match (not only this page). */
  totalValue: z.number(),
});
export type ExtractList = z.infer<typeof extractListSchema>;

export const billListQuerySchema = searchQuerySchema
  .extend({
    storeId: z.uuid('Loja inválida').optional(),
    status: z.enum(BILL_STATUSES, { error: 'Situação inválida' }).optional(),
    month: moneyMonthSchema.optional(),
    year: moneyYearSchema.optional(),
  })
  .refine((q) => !q.month || q.year, { message: 'Informe o ano junto com o mês', path: ['year'] });

/**
 * A row of the bills screen: one per processed statement. `id` is null while the statement has no
 * bill (NÃO GERADO); the row's identity is then `extractId`.
 */
export const billSchema = z.object({
  id: z.string().nullable(),
  extractId: z.string(),
  storeId: z.string(),
  store: z.object({ id: z.string(), tradeName: z.string() }),
  /** First day of the reference month, YYYY-MM-01. */
  monthRef: z.string(),
  month: z.number().int(),
  year: z.number().int(),
  salesCount: z.number().int(),
  totalSales: z.number(),
  amountDue: z.number(),
  /** Fee percent used. */
  adminFee: z.number(),
  dueDate: z.string().nullable(),
  /** Payment date (YYYY-MM-DD) once QUITADO. */
  paidAt: z.string().nullable(),
  errorMessage: z.string().nullable(),
  status: z.enum(BILL_STATUSES),
  /** ABERTO past its due date. */
  overdue: z.boolean(),
  /** Last time the PDF was e-mailed to the store. */
  sentAt: z.string().nullable(),
  /** The PIX BR Code (EMV "copia e cola") when the mall has a PIX key; null otherwise. */
  pixCopyPaste: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type Bill = z.infer<typeof billSchema>;

export const billListSchema = z.object({ data: z.array(billSchema), total: z.number().int() });

export const generateBillsResponseSchema = z.object({
  message: z.string(),
  data: z.array(billSchema),
  /** Selected statements that got no bill, and why (zero amount, already billed). */
  skipped: z.array(z.object({ extractId: z.string(), reason: z.string() })),
});

/** Mark paid, record the provider's error (null clears it) or cancel an unpaid bill: one at a time. */
export const updateBillBodySchema = z.union(
  [
    z.strictObject({ paidAt: isoDateSchema('Data do pagamento') }),
    z.strictObject({
      errorMessage: z
        .string({ error: 'Informe o erro' })
        .trim()
        .min(1, 'Informe o erro')
        .max(500, 'O erro deve ter no máximo 500 caracteres')
        .nullable(),
    }),
    z.strictObject({ canceled: z.literal(true, { error: 'canceled deve ser true' }) }),
  ],
  { error: 'Informe paidAt, errorMessage ou canceled' },
);
export type UpdateBillBody = z.infer<typeof updateBillBodySchema>;

export const billIdParamsSchema = z.object({ id: uuidSchema });
