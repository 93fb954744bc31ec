import {
  allChecksPassed,
  approvalInvoiceNumber,
  type BadgeTone,
  once,
  SALE_SORT_COLUMNS,
  type Sale,
  type SaleCheckCode,
  type SaleCheckStatus,
  type SaleSignalCode,
} from '@mall/shared';
import { sortOf } from '../../../lib/list-sort';
import type { ReviewQueueParams } from '../../../lib/resources/sales/keys';

/** What each automatic check looks at, as the review panel names it. */
export const CHECK_LABELS: Readonly<Record<SaleCheckCode, string>> = {
  key: 'Chave de acesso',
  check_digit: 'Dígito verificador',
  state: 'Estado (UF)',
  cnpj: 'CNPJ da loja',
  month: 'Mês de emissão',
  model: 'Modelo da nota',
  unique_key: 'Chave única',
  unique_image: 'Foto única',
  buyer_cpf: 'CPF do comprador',
  photo_key: 'Chave lida na foto',
  photo_date: 'Data no QR code',
  photo_total: 'Valor no QR code',
};

/** What each fraud signal is about, as the review panel names it (its message says what was found). */
export const SIGNAL_LABELS: Readonly<Record<SaleSignalCode, string>> = {
  reused: 'Tentativa em outra conta',
  client_burst: 'Muitas compras do cliente no dia',
  store_burst: 'Muitas compras da loja no dia',
  concentration: 'Poucos clientes na loja',
  claimed_before: 'Documento já rejeitado em outra compra',
};

/** A verdict in words: the icon and the colour only repeat it. */
export const VERDICT_LABELS: Readonly<Record<SaleCheckStatus, string>> = {
  passed: 'OK',
  failed: 'Falhou',
  unverified: 'A conferir',
};

export interface ChecksSummary {
  kind: 'ok' | 'alerts' | 'no-key' | 'none';
  /** The badge's text. */
  label: string;
  tone: BadgeTone;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A purchase's checks in one badge: "Verificações ok" when every one passed; "Sem chave" for a
 * purchase without a fiscal key (its checks say little more); otherwise the number of checks not
 * passed. Red when one failed, gold when they are only left to check. Purchases registered before
 * the checks existed have none: "Sem verificações".
 */
export function checksSummary(sale: Pick<Sale, 'checks' | 'fiscalKey'>): ChecksSummary {
  const { checks } = sale;
  if (checks.length === 0) return { kind: 'none', label: 'Sem verificações', tone: 'neutral' };
  if (allChecksPassed(checks)) return { kind: 'ok', label: 'Verificações ok', tone: 'green' };
  const open = checks.filter((c) => c.status !== 'passed');
  const tone = open.some((c) => c.status === 'failed') ? 'red' : 'gold';
  if (!sale.fiscalKey) return { kind: 'no-key', label: 'Sem chave', tone };
  return { kind: 'alerts', label: plural(open.length, 'alerta', 'alertas'), tone };
}

/** The fraud signals' badge ("1 sinal", "3 sinais"), or null when the purchase has none. */
export function signalsLabel(sale: Pick<Sale, 'signals'>): string | null {
  const n = sale.signals?.length ?? 0;
  return n === 0 ? null : plural(n, 'sinal', 'sinais');
}

/**
 * The invoice number to approve with: the one registered, or for a photo purchase the one its
 * fiscal key names ("NFC-e 12345/1", as bulk approval records it); empty when neither exists.
 */
export function suggestedInvoiceNumber(sale: Pick<Sale, 'invoiceNumber' | 'fiscalKey'>): string {
  return approvalInvoiceNumber(sale) ?? '';
}

/** A pending purchase past its review deadline at `now`. */
export function isLate(sale: Pick<Sale, 'status' | 'reviewDeadline'>, now: number): boolean {
  if (sale.status !== 'pending' || !sale.reviewDeadline) return false;
  const due = Date.parse(sale.reviewDeadline);
  return !Number.isNaN(due) && due < now;
}

const deadlineFormat = once(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'America/Sao_Paulo',
    }),
);

/** "30/11 14:30" in São Paulo time: the year is this review's, always the current or next. */
export function formatDeadline(iso: string): string {
  const parts = Object.fromEntries(
    deadlineFormat()
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month} ${parts.hour}:${parts.minute}`;
}

type RawQueueParams = Record<Exclude<keyof ReviewQueueParams, 'signals'>, string> & { signals?: string };

/**
 * The queue's filters as the address holds them; anything else reads as the default. The signals
 * filter is there only when the page keeps it in the address.
 */
export function queueParams(raw: RawQueueParams): ReviewQueueParams {
  const params: ReviewQueueParams = {
    checks: raw.checks === 'passed' || raw.checks === 'attention' ? raw.checks : '',
    contested: raw.contested === 'true' || raw.contested === 'false' ? raw.contested : '',
    late: raw.late === 'true' ? 'true' : '',
    sort: raw.sort === 'oldest' ? 'oldest' : (sortOf(SALE_SORT_COLUMNS, raw).sort ?? 'newest'),
  };
  if (raw.signals !== undefined) params.signals = raw.signals === 'true' || raw.signals === 'false' ? raw.signals : '';
  return params;
}
