import {
  FISCAL_KEY_LENGTH,
  type FiscalKey,
  formatCnpjMask,
  formatFiscalKey,
  normaliseCnpj,
  normalizeFiscalKey,
  parseFiscalKey,
} from '@mall/shared';

/**
 * A receipt's access key as a person types it, for the customer's purchase form and the staff's
 * invoice sale form: the mask, the characters left, the refusal or what the key says, and the
 * store its CNPJ names.
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
  scannedQr: 'Chave lida no QR code do cupom.',
  scannedBarcode: 'Chave lida no código de barras do cupom.',
} as const;

/** What naming the key's store takes of a store: a participating store with its CNPJ. */
export interface KeyStore {
  id: string;
  tradeName: string;
  cnpj: string;
}

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
  /**
   * 44 characters that are no key, or a key that cannot exist (`parseFiscalKey`: its state, month,
   * model, emission type or random code): the form will not send it, and the server would refuse it.
   */
  | { kind: 'refused'; message: string }
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
  const parsed = parseFiscalKey(key);
  return parsed.ok ? { kind: 'read', key: parsed.key } : { kind: 'refused', message: parsed.error };
}

export function charactersLeftText(left: number): string {
  return left === 1 ? 'Falta 1 caractere' : `Faltam ${left} caracteres`;
}

/** The key's year and month of issue: "11/2026". */
export const monthText = (key: Pick<FiscalKey, 'year' | 'month'>) =>
  `${String(key.month).padStart(2, '0')}/${key.year}`;

/** The participating store whose CNPJ the key names (CNPJs compared without punctuation). */
export function storeForCnpj<S extends KeyStore>(stores: readonly S[], cnpj: string): S | undefined {
  const wanted = normaliseCnpj(cnpj);
  return stores.find((s) => normaliseCnpj(s.cnpj) === wanted);
}

/** "Chave válida: NFC-e emitida em 11/2026 por Casa Bela (CNPJ 11.222.333/0001-81)". */
export function keySummary(key: FiscalKey, stores: readonly KeyStore[] | undefined): string {
  const store = stores ? storeForCnpj(stores, key.cnpj) : undefined;
  const cnpj = formatCnpjMask(key.cnpj);
  const issuer = store ? `por ${store.tradeName} (CNPJ ${cnpj})` : `pelo CNPJ ${cnpj}`;
  return `Chave válida: ${key.label} emitida em ${monthText(key)} ${issuer}`;
}
