import { z } from 'zod';
import { BILL_STATUSES, EXTRACT_STATUSES } from './enums';
import { isoDateSchema, searchQuerySchema, uuidSchema } from './schemas';
import { sortQuery } from './sorting';

/**
 * Monthly store statements (extracts) and their bills (SPEC §2, §3, §7; DECISIONS.md "Statements
 * and bills"). Money travels as reais numbers exact to the cent (123.45); the database keeps cents.
 */

const MONTH = 'Mês deve ser de 1 a 12';
export const moneyMonthSchema = z.coerce.number({ error: MONTH }).int(MONTH).min(1, MONTH).max(12, MONTH);
const YEAR = 'Ano inválido';
export const moneyYearSchema = z.coerce.number({ error: YEAR }).int(YEAR).min(2000, YEAR).max(2100, YEAR);

/**
 * `includeZero=true`: the zero statements too (no approved sale, nothing due, no adjustment,
 * none approved since); the lists leave them out otherwise (DECISIONS.md, "Statements and bills").
 */
const includeZeroSchema = z
  .enum(['true', 'false'], { error: 'includeZero deve ser true ou false' })
  .transform((v) => v === 'true')
  .optional()
  .meta({
    description: 'true: also the zero statements (no approved sale, nothing due, no adjustment); left out by default',
  });

/** The statements' sortable columns, as the Demonstrativo financeiro's table names them. */
export const EXTRACT_SORT_COLUMNS = ['store', 'month', 'total', 'due', 'status'] as const;

export const extractListQuerySchema = searchQuerySchema
  .extend({
    ...sortQuery(EXTRACT_SORT_COLUMNS),
    storeId: z.uuid('Loja inválida').optional(),
    status: z.enum(EXTRACT_STATUSES, { error: 'Situação inválida' }).optional(),
    month: moneyMonthSchema.optional(),
    year: moneyYearSchema.optional(),
    includeZero: includeZeroSchema,
  })
  .refine((q) => !q.month || q.year, { message: 'Informe o ano junto com o mês', path: ['year'] });

/**
 * Either the stores named (`storeIds`: each gets its statement, a zero one when it sold nothing
 * approved that month) or `allStores: true` ("process all": every active store with an approved
 * sale that month; a closed statement is left as it is), never both (DECISIONS.md).
 */
export const processExtractsBodySchema = z
  .object({
    storeIds: z
      .array(z.uuid('Loja inválida'), { error: 'Selecione pelo menos uma loja' })
      .min(1, 'Selecione pelo menos uma loja')
      .max(1000, 'Selecione no máximo 1000 lojas')
      .optional(),
    allStores: z.literal(true, { error: 'allStores deve ser true' }).optional(),
    month: z.number({ error: 'Informe o mês' }).int(MONTH).min(1, MONTH).max(12, MONTH),
    year: z.number({ error: 'Informe o ano' }).int(YEAR).min(2000, YEAR).max(2100, YEAR),
  })
  .refine((b) => b.storeIds !== undefined || b.allStores, {
    message: 'Selecione pelo menos uma loja',
    path: ['storeIds'],
  })
  .refine((b) => !(b.storeIds && b.allStores), {
    message: 'Escolha as lojas ou todas as lojas, não os dois',
    path: ['allStores'],
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
  /** What later statements already took of the difference (their `sales` lines naming this one). */
  adjusted: z.object({ totalSales: z.number(), amountDue: z.number() }).nullable(),
  /** What no statement took yet: the difference less `adjusted`. */
  pending: z.object({ totalSales: z.number(), amountDue: z.number(), changedSales: z.number().int() }),
  /**
   * What becomes of the pending part (DECISIONS.md, "Adjustments after a bill"): `reprocess` (no
   * bill: staff reprocess the statement), `next_statement` (billed or already carried: it goes onto
   * the store's next statement processed), `settled` (nothing pending: every part was adjusted).
   */
  settlement: z.enum(['reprocess', 'next_statement', 'settled']),
  /** Its bill is not paid and nothing of it was carried: an administrator may still cancel the bill and reprocess. */
  reopenable: z.boolean(),
});

/** A line of a later statement naming this one: where its difference (`sales`) or negative balance (`balance`) went. */
export const extractCarriedSchema = z.object({
  extractId: z.string(),
  month: z.number().int(),
  year: z.number().int(),
  kind: z.enum(['sales', 'balance']),
  totalSales: z.number(),
  amount: z.number(),
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
  /** Total sales x fee, rounded once: what the month's own sales owe. */
  feeAmount: z.number(),
  /** The sum of its adjustment lines (signed): earlier months' differences, a negative balance carried. */
  adjustments: z.number(),
  /** max(0, feeAmount + adjustments): what its bill asks. */
  amountDue: z.number(),
  /** min(0, feeAmount + adjustments): a negative balance carried on to the store's next statement. */
  balanceCarried: z.number(),
  /** The lines of later statements naming this one, oldest month first. */
  carriedIn: z.array(extractCarriedSchema),
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

/** A sale behind an adjustment line: what its month counted before and what it counts now (null: not counted). */
export const adjustmentSaleSchema = z.object({
  saleId: z.string(),
  invoiceNumber: z.string().nullable(),
  saleDate: z.string(),
  client: z.object({ name: z.string() }),
  before: z.number().nullable(),
  after: z.number().nullable(),
});

/**
 * An adjustment line of a statement (DECISIONS.md, "Adjustments after a bill"): the difference of
 * an earlier closed month of the store (`sales`, with the sales behind it) or a negative balance
 * carried from an earlier statement (`balance`). Signed.
 */
export const extractAdjustmentSchema = z.object({
  id: z.string(),
  kind: z.enum(['sales', 'balance']),
  source: z.object({ extractId: z.string(), month: z.number().int(), year: z.number().int() }),
  /** The change of the source month's total sales (0 for a balance). */
  totalSales: z.number(),
  amount: z.number(),
  sales: z.array(adjustmentSaleSchema),
});
export type ExtractAdjustment = z.infer<typeof extractAdjustmentSchema>;

export const extractDetailSchema = extractSchema.extend({
  /** Its adjustment lines, oldest source month first; they add up to `adjustments`. */
  adjustmentLines: z.array(extractAdjustmentSchema),
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

/** The bills' sortable columns, as the Boletos table names them. */
export const BILL_SORT_COLUMNS = ['store', 'month', 'amount', 'due', 'paid', 'status'] as const;

export const billListQuerySchema = searchQuerySchema
  .extend({
    ...sortQuery(BILL_SORT_COLUMNS),
    storeId: z.uuid('Loja inválida').optional(),
    status: z.enum(BILL_STATUSES, { error: 'Situação inválida' }).optional(),
    month: moneyMonthSchema.optional(),
    year: moneyYearSchema.optional(),
    includeZero: includeZeroSchema,
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

/** "Enviar boletos do mês": the reference month whose open bills are e-mailed. */
export const sendMonthBillsBodySchema = z.object({
  month: z.number({ error: 'Informe o mês' }).int(MONTH).min(1, MONTH).max(12, MONTH),
  year: z.number({ error: 'Informe o ano' }).int(YEAR).min(2000, YEAR).max(2100, YEAR),
});
export type SendMonthBillsBody = z.infer<typeof sendMonthBillsBodySchema>;

export const sendMonthBillsResponseSchema = z.object({
  message: z.string(),
  /** Bills whose e-mails were queued now (one message per invoice e-mail of the store). */
  queued: z.number().int(),
  /** E-mails queued, all bills together. */
  emails: z.number().int(),
  /** Open bills of the month left out, and why (already sent, no invoice e-mail). */
  skipped: z.array(z.object({ billId: z.string(), storeName: z.string(), reason: z.string() })),
});
export type SendMonthBillsResponse = z.infer<typeof sendMonthBillsResponseSchema>;
