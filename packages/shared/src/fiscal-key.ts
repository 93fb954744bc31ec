/**
 * The 44-character access key ("chave de acesso") of the receipts a customer brings: NF-e (model 55),
 * NFC-e (model 65) and CF-e SAT (model 59). Layout, 1-based positions:
 *
 * - NF-e / NFC-e: cUF 1-2, AAMM 3-6, CNPJ 7-20, model 21-22, series 23-25, number 26-34,
 *   tpEmis 35, cNF 36-43, cDV 44;
 * - CF-e SAT: cUF 1-2, AAMM 3-6, CNPJ 7-20, model 21-22, SAT serial 23-31, nCFe 32-37, cNF 38-43,
 *   cDV 44.
 *
 * Since July 2026 (IN RFB 2.229/2024) the first 12 CNPJ characters may be upper-case letters, so
 * key positions 7-18 accept A-Z; every other position is a digit. The check digit is módulo 11
 * over the first 43 characters, weights 2..9 cycling from the right, each character worth its
 * ASCII code minus 48 ('0'-'9' are 0-9, 'A' is 17 ... 'Z' is 42): the rule the Receita published
 * for the alphanumeric CNPJ, which keeps every numeric key's digit unchanged.
 *
 * A key of the right shape may still be one no tax authority issues, and is refused
 * (`parseFiscalKey`): an unknown state, model or emission type (tpEmis), an issue month before
 * 2006 (the first NF-e) or after the current month in São Paulo, and, for NF-e and NFC-e, the
 * random code SEFAZ refuses with rejection 897 (rule B03-10 of NT 2019.001): equal to the number,
 * or a trivial sequence. CF-e SAT keys have no tpEmis, and no such rule binds their 6-digit code,
 * which the SAT device draws: any code is taken there.
 */

import { DEFAULT_TIMEZONE } from './constants';
import { todayIn } from './dates';

export type FiscalModel = '55' | '59' | '65';
export type FiscalKeyLabel = 'NF-e' | 'CF-e SAT' | 'NFC-e';

export const FISCAL_MODEL_LABELS: Readonly<Record<FiscalModel, FiscalKeyLabel>> = {
  '55': 'NF-e',
  '59': 'CF-e SAT',
  '65': 'NFC-e',
};

/** IBGE codes of the 27 units of the federation, as the key's cUF carries them. */
export const IBGE_STATE_CODES: Readonly<Record<string, string>> = {
  '11': 'RO',
  '12': 'AC',
  '13': 'AM',
  '14': 'RR',
  '15': 'PA',
  '16': 'AP',
  '17': 'TO',
  '21': 'MA',
  '22': 'PI',
  '23': 'CE',
  '24': 'RN',
  '25': 'PB',
  '26': 'PE',
  '27': 'AL',
  '28': 'SE',
  '29': 'BA',
  '31': 'MG',
  '32': 'ES',
  '33': 'RJ',
  '35': 'SP',
  '41': 'PR',
  '42': 'SC',
  '43': 'RS',
  '50': 'MS',
  '51': 'MT',
  '52': 'GO',
  '53': 'DF',
};

interface FiscalKeyCommon {
  /** The normalised key: 44 characters, no separators. */
  key: string;
  /** cUF, e.g. '35'. */
  stateCode: string;
  /** The state's abbreviation, e.g. 'SP'. */
  uf: string;
  /** 2000 + AA. */
  year: number;
  /** 1-12. */
  month: number;
  /** The issuer's CNPJ, 14 characters (letters possible in the first 12). */
  cnpj: string;
  /** Whether the CNPJ's own two check digits hold. Staff judge a key whose CNPJ does not. */
  cnpjValid: boolean;
  checkDigit: number;
}

interface NfeFields {
  series: number;
  number: number;
  /** tpEmis: 1 normal, 9 NFC-e offline contingency, others for NF-e contingencies. */
  emissionType: number;
  /** cNF, the random code that makes the key unguessable. */
  code: string;
}

interface SatFields {
  /** nserieSAT, the serial number of the SAT device (9 digits). */
  satSerial: string;
  /** nCFe. */
  number: number;
  /** cNF (6 digits). */
  code: string;
}

export type FiscalKey =
  | (FiscalKeyCommon & NfeFields & { model: '55'; label: 'NF-e' })
  | (FiscalKeyCommon & NfeFields & { model: '65'; label: 'NFC-e' })
  | (FiscalKeyCommon & SatFields & { model: '59'; label: 'CF-e SAT' });

export type ParseFiscalKeyResult = { ok: true; key: FiscalKey } | { ok: false; error: string };

export const FISCAL_KEY_LENGTH = 44;

/** Digits everywhere but the 12 first CNPJ characters (key positions 7-18), which may be letters. */
const KEY_CHARS = /^\d{6}[0-9A-Z]{12}\d{26}$/;
const BODY_CHARS = /^\d{6}[0-9A-Z]{12}\d{25}$/;

/** The value a character weighs in módulo 11: ASCII code minus 48. */
const charValue = (c: string) => c.charCodeAt(0) - 48;

/** Módulo 11, weights 2..9 cycling from the right; remainder 0 or 1 gives 0. */
function mod11(chars: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = chars.length - 1; i >= 0; i--) {
    sum += charValue(chars[i]!) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** The CNPJ's two check digits, numeric or alphanumeric (same character values as the key). */
function cnpjCheckDigitsHold(cnpj: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj)) return false;
  const first = mod11(cnpj.slice(0, 12));
  const second = mod11(cnpj.slice(0, 12) + first);
  return cnpj.slice(12) === `${first}${second}`;
}

/**
 * A typed or scanned key as stored: separators (spaces, dots, hyphens) removed, letters upper-cased.
 * Receipts print the key in groups of four.
 */
export function normalizeFiscalKey(input: string): string {
  return input.replace(/[\s.-]/g, '').toUpperCase();
}

/** The check digit (cDV) of a key's first 43 characters, already normalised. */
export function fiscalKeyCheckDigit(first43: string): number {
  if (!BODY_CHARS.test(first43)) {
    throw new RangeError(`corpo de chave de acesso inválido: ${first43}`);
  }
  return mod11(first43);
}

/**
 * What makes a text no access key at all: its length, its characters or its check digit (null
 * when none). A key of the right shape may still be one that cannot exist: `parseFiscalKey`
 * says so.
 */
export function fiscalKeyShapeError(input: string): string | null {
  const key = normalizeFiscalKey(input);
  if (key.length !== FISCAL_KEY_LENGTH) {
    return `A chave de acesso deve ter ${FISCAL_KEY_LENGTH} caracteres (tem ${key.length})`;
  }
  if (!KEY_CHARS.test(key)) return 'A chave de acesso tem caracteres inválidos';
  if (mod11(key.slice(0, 43)) !== Number(key[43])) return 'Dígito verificador da chave de acesso inválido';
  return null;
}

/** The first year of the NF-e (2006): no key was issued before. */
export const FIRST_FISCAL_KEY_YEAR = 2006;

/**
 * tpEmis in the NF-e 4.00 layout: 1 normal, 2 FS-IA, 3 special regime (NFF), 4 EPEC, 5 FS-DA,
 * 6 SVC-AN, 7 SVC-RS, 9 NFC-e offline contingency (so never an NF-e's).
 */
const EMISSION_TYPES: ReadonlySet<number> = new Set([1, 2, 3, 4, 5, 6, 7, 9]);
const NFCE_OFFLINE = 9;

/**
 * Whether a random code (cNF) is one of the trivial sequences refused (SEFAZ's rejection 897):
 * eight equal digits, or eight digits each one more (12345678 ... 90123456, 01234567) or one less
 * (87654321 ... 09876543) than the one before, 9 and 0 neighbours.
 */
export function isTrivialFiscalKeyCode(code: string): boolean {
  if (!/^\d{8}$/.test(code)) return false;
  const steps = new Set<number>();
  for (let i = 1; i < code.length; i++) steps.add((Number(code[i]) - Number(code[i - 1]) + 10) % 10);
  return steps.size === 1 && (steps.has(0) || steps.has(1) || steps.has(9));
}

export interface ParseFiscalKeyOptions {
  /** Today in São Paulo (YYYY-MM-DD): no key is issued in a later month. Default: the clock's today there. */
  today?: string;
}

/**
 * Reads a key: its fields, or the first problem found, in Portuguese for the person typing it. A
 * key that cannot exist (see the top of this file) is refused with what is wrong.
 */
export function parseFiscalKey(input: string, opts: ParseFiscalKeyOptions = {}): ParseFiscalKeyResult {
  const shape = fiscalKeyShapeError(input);
  if (shape) return fail(shape);
  const key = normalizeFiscalKey(input);
  const checkDigit = Number(key[43]);

  const stateCode = key.slice(0, 2);
  const uf = IBGE_STATE_CODES[stateCode];
  if (!uf) return fail('Código de UF inválido na chave de acesso');
  const month = Number(key.slice(4, 6));
  if (month < 1 || month > 12) return fail('Mês de emissão inválido na chave de acesso');
  const model = key.slice(20, 22);
  if (model !== '55' && model !== '59' && model !== '65') {
    return fail(`Modelo de documento fiscal não reconhecido (${model})`);
  }
  const year = 2000 + Number(key.slice(2, 4));
  const issued = `${String(month).padStart(2, '0')}/${year}`;
  if (year < FIRST_FISCAL_KEY_YEAR) {
    return fail(`Mês de emissão inválido na chave de acesso (${issued}): não há nota eletrônica antes de 2006`);
  }
  const today = opts.today ?? todayIn(DEFAULT_TIMEZONE);
  if (year * 100 + month > Number(today.slice(0, 4)) * 100 + Number(today.slice(5, 7))) {
    return fail(`Mês de emissão inválido na chave de acesso (${issued}): posterior ao mês atual`);
  }

  const cnpj = key.slice(6, 20);
  const common: FiscalKeyCommon = {
    key,
    stateCode,
    uf,
    year,
    month,
    cnpj,
    cnpjValid: cnpjCheckDigitsHold(cnpj),
    checkDigit,
  };
  if (model === '59') {
    return {
      ok: true,
      key: {
        ...common,
        model,
        label: 'CF-e SAT',
        satSerial: key.slice(22, 31),
        number: Number(key.slice(31, 37)),
        code: key.slice(37, 43),
      },
    };
  }
  const nfe: NfeFields = {
    series: Number(key.slice(22, 25)),
    number: Number(key.slice(25, 34)),
    emissionType: Number(key[34]),
    code: key.slice(35, 43),
  };
  if (!EMISSION_TYPES.has(nfe.emissionType)) {
    return fail(`Tipo de emissão inválido na chave de acesso (${nfe.emissionType})`);
  }
  if (model === '55' && nfe.emissionType === NFCE_OFFLINE) {
    return fail('Tipo de emissão inválido na chave de acesso (9): a contingência off-line só existe na NFC-e');
  }
  if (nfe.code === key.slice(26, 34)) {
    return fail(`Código numérico inválido na chave de acesso (${nfe.code}): igual ao número da nota`);
  }
  if (isTrivialFiscalKeyCode(nfe.code)) {
    return fail(`Código numérico inválido na chave de acesso (${nfe.code}): sequência recusada pela SEFAZ`);
  }
  return {
    ok: true,
    key: model === '55' ? { ...common, ...nfe, model, label: 'NF-e' } : { ...common, ...nfe, model, label: 'NFC-e' },
  };
}

/**
 * The invoice number a purchase approved from its key is recorded with: the document's kind,
 * number and series ("NFC-e 12345/1"; "CF-e SAT 123456/900004019" by the SAT device), unique
 * in a store as the key is.
 */
export function fiscalKeyInvoiceNumber(key: FiscalKey): string {
  return key.model === '59'
    ? `${key.label} ${key.number}/${Number(key.satSerial)}`
    : `${key.label} ${key.number}/${key.series}`;
}

/**
 * The fiscal document a key names, as the database derives it (`sales.fiscal_document`): the tax
 * authority knows an NF-e or NFC-e by its issuer, model, series and number, and a CF-e SAT by its
 * SAT device and number. The state, emission type, random code and check digit do not make
 * another document: two keys that differ only there name one receipt. Fixed-width fields of the
 * key, so `55:CNPJ:SSS:NNNNNNNNN` and `59:SSSSSSSSS:NNNNNN`.
 */
export function fiscalDocumentId(key: FiscalKey): string {
  const k = key.key;
  return key.model === '59'
    ? `59:${k.slice(22, 31)}:${k.slice(31, 37)}`
    : `${key.model}:${k.slice(6, 20)}:${k.slice(22, 25)}:${k.slice(25, 34)}`;
}

/**
 * The document a key names, as a reviewer or customer reads it: "NFC-e nº 000123456 da série 1",
 * "CF-e SAT nº 000024 do equipamento 900004019" (numbers as the receipt prints them).
 */
export function fiscalDocumentText(key: FiscalKey): string {
  const k = key.key;
  return key.model === '59'
    ? `${key.label} nº ${k.slice(31, 37)} do equipamento ${k.slice(22, 31)}`
    : `${key.label} nº ${k.slice(25, 34)} da série ${key.series}`;
}

/** Whether a key (separators and lower case allowed) parses. A CNPJ with wrong digits still parses. */
export function isFiscalKeyValid(input: string, opts: ParseFiscalKeyOptions = {}): boolean {
  return parseFiscalKey(input, opts).ok;
}

/**
 * The key as the input mask and the receipt show it: groups of four separated by spaces. Works on
 * partial input too, so the mask can format while the person types.
 */
export function formatFiscalKey(key: string): string {
  return (normalizeFiscalKey(key).match(/.{1,4}/g) ?? []).join(' ');
}

function fail(error: string): ParseFiscalKeyResult {
  return { ok: false, error };
}
