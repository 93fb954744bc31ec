import type { SaleStatus } from './enums';
import { fiscalKeyInvoiceNumber, parseFiscalKey } from './fiscal-key';
import { type Action, can } from './permissions';
import type { Role } from './roles';
import { allChecksPassed, type SaleCheck } from './sale-checks';

/**
 * What staff may do with a purchase under review, decided once for the API (which refuses) and the
 * web app (which offers only what the API will do, and says why not).
 */

/** The invoice number a purchase is approved with: its own, or the one its fiscal key names. */
export function approvalInvoiceNumber(sale: { invoiceNumber: string | null; fiscalKey: string | null }): string | null {
  if (sale.invoiceNumber) return sale.invoiceNumber;
  const parsed = sale.fiscalKey ? parseFiscalKey(sale.fiscalKey) : null;
  return parsed?.ok ? fiscalKeyInvoiceNumber(parsed.key) : null;
}

/** Why a purchase stays out of a bulk approval, in the order they are judged. */
export const BULK_BLOCKERS = ['not_pending', 'no_checks', 'no_key', 'checks_open', 'signals', 'no_invoice'] as const;
export type BulkBlocker = (typeof BULK_BLOCKERS)[number];

/** Each reason in a few words, as the queue's checkboxes and its note say it. */
export const BULK_BLOCKER_LABELS: Readonly<Record<BulkBlocker, string>> = {
  not_pending: 'não está em análise',
  no_checks: 'sem verificações automáticas',
  no_key: 'sem chave de acesso',
  checks_open: 'verificações precisam de atenção',
  signals: 'sinal de fraude',
  no_invoice: 'sem número da nota fiscal',
};

export interface BulkCandidate {
  status: SaleStatus;
  checks: readonly SaleCheck[];
  fiscalKey: string | null;
  invoiceNumber: string | null;
  /** Its fraud signals as a reviewer reads them (GET /sales); none or empty when it raises none. */
  signals?: readonly unknown[] | undefined;
}

/**
 * Why a purchase cannot be approved in bulk, or null when it can: pending, every check passed, no
 * fraud signal (a flagged purchase is looked at on its own whatever its checks say) and an
 * invoice number to approve it with.
 */
export function bulkBlocker(sale: BulkCandidate): BulkBlocker | null {
  if (sale.status !== 'pending') return 'not_pending';
  if (!allChecksPassed(sale.checks)) {
    if (sale.checks.length === 0) return 'no_checks';
    return sale.fiscalKey ? 'checks_open' : 'no_key';
  }
  if (sale.signals && sale.signals.length > 0) return 'signals';
  if (!approvalInvoiceNumber(sale)) return 'no_invoice';
  return null;
}

/** Who edits a purchase's date, value and invoice number (PATCH /sales/{id}). */
export const SALE_EDIT_ACTION: Action = 'sales:review';
/** The statuses whose purchases can still be edited: a rejection or a cancellation is final. */
export const EDITABLE_SALE_STATUSES: readonly SaleStatus[] = ['pending', 'approved'];

export const SALE_READ_ONLY = {
  role: 'Somente leitura: apenas a administração do shopping altera vendas',
  final: 'Somente leitura: vendas rejeitadas ou canceladas não podem ser alteradas',
} as const;

/** Why `role` cannot edit a purchase in `status`, or null when it can. */
export function saleEditRefusal(role: Role, status: SaleStatus): string | null {
  if (!can(role, SALE_EDIT_ACTION)) return SALE_READ_ONLY.role;
  if (!EDITABLE_SALE_STATUSES.includes(status)) return SALE_READ_ONLY.final;
  return null;
}
