import {
  FISCAL_KEY_LENGTH,
  type FiscalKey,
  fiscalKeyShapeError,
  formatCnpjMask,
  formatFiscalKey,
  normaliseCnpj,
  normalizeFiscalKey,
  parseFiscalKey,
} from '@mall/shared';
import { formatDate } from '../../../lib/format';
import type { StoreOption } from '../api/get-store-options';

/**
 * What the purchase form makes of the receipt's access key as it is typed: the mask, the
 * characters left, the refusal or what the key says, and what it fills in (store, date).
 */

export const FISCAL_KEY_TEXTS = {
  label: 'Chave de acesso da nota (opcional)',
  hint: 'Os 44 números abaixo do QR code do cupom; deixe em branco se o cupom não tiver.',
  lettersOnlyInCnpj: 'Letras só aparecem do 7º ao 18º caractere da chave (o CNPJ da loja)',
  noStore: 'Nenhuma loja participante com este CNPJ: escolha a loja.',
  storesUnavailable: 'Não foi possível conferir a loja agora: escolha a loja.',
  checkDay: 'Confira o dia da compra',
  readFromPhoto: 'Chave lida no QR code da foto do comprovante.',
  photoDiffers: 'A chave lida na foto do comprovante é outra: confira a chave digitada.',
} as const;

/** The text as the field shows it: upper case, groups of four, nothing but letters and digits, 44 at most. */
export function maskFiscalKey(text: string): string {
  return formatFiscalKey(keyChars(text));
}

/** The key's own characters in a typed text (separators and anything else dropped), 44 at most. */
export function keyChars(text: string): string {
  return normalizeFiscalKey(text)
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, FISCAL_KEY_LENGTH);
}

/** Where the caret goes in the masked text after the key's first `n` characters. */
export function caretAfter(n: number): number {
  return n <= 0 ? 0 : n + Math.floor((n - 1) / 4);
}

export type KeyReading =
  | { kind: 'empty' }
  /** Still short: how many characters are left, and a problem already visible. */
  | { kind: 'typing'; left: number; problem: string | null }
  /** 44 characters that are no key (`fiscalKeyShapeError`): the form will not send it. */
  | { kind: 'refused'; message: string }
  /** A key by its shape whose state, month or model cannot be read: sent, for staff to judge. */
  | { kind: 'doubtful'; message: string }
  | { kind: 'read'; key: FiscalKey };

// Digits in positions 1-6 and 19-44; letters may come only in the CNPJ's first 12 (positions 7-18).
const PARTIAL_KEY = /^\d{0,6}$|^\d{6}[0-9A-Z]{0,12}$|^\d{6}[0-9A-Z]{12}\d*$/;

export function readFiscalKeyInput(text: string): KeyReading {
  const key = normalizeFiscalKey(text);
  if (key === '') return { kind: 'empty' };
  if (key.length < FISCAL_KEY_LENGTH) {
    return {
      kind: 'typing',
      left: FISCAL_KEY_LENGTH - key.length,
      problem: PARTIAL_KEY.test(key) ? null : FISCAL_KEY_TEXTS.lettersOnlyInCnpj,
    };
  }
  const shape = fiscalKeyShapeError(key);
  if (shape) return { kind: 'refused', message: shape };
  const parsed = parseFiscalKey(key);
  return parsed.ok ? { kind: 'read', key: parsed.key } : { kind: 'doubtful', message: parsed.error };
}

export function charactersLeftText(left: number): string {
  return left === 1 ? 'Falta 1 caractere' : `Faltam ${left} caracteres`;
}

const monthText = (key: Pick<FiscalKey, 'year' | 'month'>) => `${String(key.month).padStart(2, '0')}/${key.year}`;

/** The participating store whose CNPJ the key names (CNPJs compared without punctuation). */
export function storeForCnpj(stores: readonly StoreOption[], cnpj: string): StoreOption | undefined {
  const wanted = normaliseCnpj(cnpj);
  return stores.find((s) => normaliseCnpj(s.cnpj) === wanted);
}

/** "Chave válida: NFC-e emitida em 11/2026 por Casa Bela (CNPJ 11.222.333/0001-81)". */
export function keySummary(key: FiscalKey, stores: readonly StoreOption[] | undefined): string {
  const store = stores ? storeForCnpj(stores, key.cnpj) : undefined;
  const cnpj = formatCnpjMask(key.cnpj);
  const issuer = store ? `por ${store.tradeName} (CNPJ ${cnpj})` : `pelo CNPJ ${cnpj}`;
  return `Chave válida: ${key.label} emitida em ${monthText(key)} ${issuer}`;
}

export interface PurchasePeriod {
  startDate: string;
  endDate: string;
}

/**
 * The latest day of a month a purchase may carry: not after the month's last day, today or the
 * campaign's end, not before the month's first day or the campaign's start; null when none is.
 */
export function latestDayOfMonth(
  year: number,
  month: number,
  today: string,
  campaign: PurchasePeriod | null | undefined,
): string | null {
  const prefix = `${year}-${String(month).padStart(2, '0')}`;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const ends = [`${prefix}-${String(lastDay).padStart(2, '0')}`, today];
  const starts = [`${prefix}-01`];
  if (campaign) {
    ends.push(campaign.endDate);
    starts.push(campaign.startDate);
  }
  const upper = ends.sort()[0]!;
  const lower = starts.sort().at(-1)!;
  return upper >= lower ? upper : null;
}

export interface AutofillInput {
  key: FiscalKey;
  /** The participating stores; undefined while they could not be read. */
  stores: readonly StoreOption[] | undefined;
  /** What the form holds now. */
  storeId: string;
  saleDate: string;
  campaign: PurchasePeriod | null | undefined;
  today: string;
}

export interface Autofill {
  /** The store to choose, when it changes. */
  storeId?: string;
  /** The purchase date to set, when it changes. */
  saleDate?: string;
  /** What changed or what the customer must still do, announced in the field's live region. */
  notes: string[];
}

/**
 * What a key just read fills in. The store whose CNPJ it names is chosen, even over another the
 * customer picked (the note says so); the date is set to the latest day allowed in the key's month
 * when it is empty or in another month. The customer still confirms both.
 */
export function autofillFromKey({ key, stores, storeId, saleDate, campaign, today }: AutofillInput): Autofill {
  const result: Autofill = { notes: [] };
  if (!stores) result.notes.push(FISCAL_KEY_TEXTS.storesUnavailable);
  else {
    const store = storeForCnpj(stores, key.cnpj);
    if (!store) result.notes.push(FISCAL_KEY_TEXTS.noStore);
    else if (store.id !== storeId) {
      result.storeId = store.id;
      const previous = stores.find((s) => s.id === storeId);
      result.notes.push(
        previous
          ? `Loja trocada de ${previous.tradeName} para ${store.tradeName}, a loja que emitiu a nota.`
          : `Loja selecionada: ${store.tradeName}.`,
      );
    }
  }
  const month = `${key.year}-${String(key.month).padStart(2, '0')}`;
  if (saleDate.slice(0, 7) !== month) {
    const day = latestDayOfMonth(key.year, key.month, today, campaign);
    if (day) {
      result.saleDate = day;
      result.notes.push(`Data da compra preenchida com ${formatDate(day)}: confira o dia da compra.`);
    } else {
      result.notes.push(
        `A nota é de ${monthText(key)}, fora do período em que a compra pode ser registrada: confira a chave e a data da compra.`,
      );
    }
  }
  return result;
}
