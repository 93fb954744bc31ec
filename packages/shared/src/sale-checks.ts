import { z } from 'zod';
import { formatCnpjMask, normaliseCnpj, onlyDigits } from './brazil';
import { isBusinessDaySaoPaulo } from './business-days';
import { addDays, endOfDayIn, startOfDayIn, todayIn } from './dates';
import type { SaleType } from './enums';
import {
  FISCAL_MODEL_LABELS,
  type FiscalModel,
  fiscalDocumentText,
  IBGE_STATE_CODES,
  parseFiscalKey,
} from './fiscal-key';
import { formatBRL, formatDateBR } from './format';
import type { ReceiptReading } from './receipt-reading.schemas';

/**
 * The automatic checks of a purchase (issue 17), made when it is registered and kept with it for
 * staff to judge: what the receipt's fiscal access key says against the store, the campaign and
 * the purchase. A key whose check digit fails, or one already used, never gets this far (400 and
 * 409); everything else is recorded here, each check with its verdict in Portuguese.
 */

export const SALE_CHECK_CODES = [
  /** A key was given (a paper receipt without a QR code has none). */
  'key',
  /** The key's check digit holds (always, once recorded: a failing one is refused). */
  'check_digit',
  /** The key's state is one the mall takes (São Paulo by default). */
  'state',
  /** The key's issuer is the chosen store. */
  'cnpj',
  /** The key's month is within the campaign and not after the purchase date's. */
  'month',
  /** The key's model is one the mall takes (NF-e, NFC-e, CF-e SAT). */
  'model',
  /** No other purchase holds the key (always, once recorded: a repeated one is refused). */
  'unique_key',
  /** No other purchase holds the same photo (a repeated one is refused). */
  'unique_image',
  /** An NFC-e of R$ 10.000,00 or more names its buyer: the customer's CPF. */
  'buyer_cpf',
  /** The key read by the server off the receipt photo is the purchase's (and of the production environment). */
  'photo_key',
  /** The day (or date) of issue the photo's QR code carries is the purchase date's. */
  'photo_date',
  /** The total the photo's QR code carries is the purchase's net value. */
  'photo_total',
] as const;
export type SaleCheckCode = (typeof SALE_CHECK_CODES)[number];

export const SALE_CHECK_STATUSES = ['passed', 'failed', 'unverified'] as const;
export type SaleCheckStatus = (typeof SALE_CHECK_STATUSES)[number];

export const saleCheckSchema = z.object({
  code: z.enum(SALE_CHECK_CODES),
  status: z.enum(SALE_CHECK_STATUSES),
  /** What was found, in Portuguese, for staff (and the customer's own purchase). */
  message: z.string(),
});
export type SaleCheck = z.infer<typeof saleCheckSchema>;

/**
 * The photo check of a purchase: the key read off its photo against the purchase's key, or why
 * there is none yet (the photo is read while the customer fills the form, or just after).
 */
export function photoKeyCheck(reading: ReceiptReading | null, fiscalKey: string | null): SaleCheck {
  if (!reading) return unverified('photo_key', 'A foto do comprovante ainda está sendo lida');
  if (reading.status === 'unreadable') return unverified('photo_key', 'Não foi possível ler a imagem do comprovante');
  if (reading.status === 'none' || !reading.fiscalKey) {
    return unverified('photo_key', 'Nenhum QR code ou código de barras legível na foto');
  }
  if (reading.environment === 'homologacao') return failed('photo_key', PHOTO_TEST_ENVIRONMENT);
  if (fiscalKey === reading.fiscalKey) return passed('photo_key', 'A chave lida na foto é a da compra');
  return failed('photo_key', 'A chave lida na foto não é a informada na compra');
}

/** A receipt whose QR code says tpAmb = 2: issued in SEFAZ's test environment, it has no fiscal value. */
export const PHOTO_TEST_ENVIRONMENT =
  'O QR code da foto é de um cupom do ambiente de homologação (teste) da SEFAZ, sem valor fiscal';
/** Why such a photo backs no purchase: the upload field and the server (400) say it in these words. */
export const TEST_RECEIPT_REFUSED = `${PHOTO_TEST_ENVIRONMENT}: envie a foto do cupom da compra`;

/**
 * What the photo's QR code says of the purchase against what was typed: the day of issue (the
 * whole date when the code carries it: CF-e SAT, NFC-e version 1) against the purchase date, and
 * the receipt's total against the net value. Offline NFC-e (versions 2 and 3), SAT and version 1
 * codes carry them; an online NFC-e code does not, and adds no check.
 */
export function photoCodeChecks(reading: ReceiptReading | null, saleDate: string, netCents: number): SaleCheck[] {
  if (reading?.status !== 'found') return [];
  const checks: SaleCheck[] = [];
  const date = formatDateBR(saleDate);
  if (reading.issueDate) {
    checks.push(
      reading.issueDate === saleDate
        ? passed('photo_date', `A data de emissão no QR code é a da compra (${date})`)
        : failed(
            'photo_date',
            `A data de emissão no QR code (${formatDateBR(reading.issueDate)}) não é a data da compra (${date})`,
          ),
    );
  } else if (reading.issueDay != null) {
    checks.push(
      reading.issueDay === Number(saleDate.slice(8, 10))
        ? passed('photo_date', `O dia de emissão no QR code (${reading.issueDay}) é o da data da compra`)
        : failed('photo_date', `O dia de emissão no QR code (${reading.issueDay}) não é o da data da compra (${date})`),
    );
  }
  if (reading.totalCents != null) {
    const total = formatBRL(reading.totalCents);
    checks.push(
      reading.totalCents === netCents
        ? passed('photo_total', `O valor no QR code (${total}) é o valor da compra`)
        : failed('photo_total', `O valor no QR code (${total}) não é o valor da compra (${formatBRL(netCents)})`),
    );
  }
  return checks;
}

/** An NFC-e from this value on must name its buyer (Ajuste SINIEF / SEFAZ-SP rule for consumers). */
export const BUYER_ID_THRESHOLD_CENTS = 1_000_000;

export interface SaleCheckInput {
  /** For a photo: what the server read off it (null: not read yet). */
  reading?: ReceiptReading | null;
  /** The normalised key, or null for a purchase without one. */
  fiscalKey: string | null;
  type: SaleType;
  saleDate: string;
  netCents: number;
  store: { cnpj: string };
  campaign: { startDate: string; endDate: string };
  client: { cpf: string };
  /** The buyer's document the receipt's QR carries, when it does. */
  buyerDocument?: string | null;
  /** The states whose keys the mall takes (IBGE codes, '35' for São Paulo). */
  states: readonly string[];
  /** The models the mall takes. */
  models: readonly FiscalModel[];
}

const monthText = (year: number, month: number) => `${String(month).padStart(2, '0')}/${year}`;
const monthKey = (year: number, month: number) => year * 100 + month;
const ofDate = (iso: string) => monthKey(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)));
const ufs = (codes: readonly string[]) => codes.map((c) => IBGE_STATE_CODES[c] ?? c).join(', ');

const passed = (code: SaleCheckCode, message: string): SaleCheck => ({ code, status: 'passed', message });
const failed = (code: SaleCheckCode, message: string): SaleCheck => ({ code, status: 'failed', message });
const unverified = (code: SaleCheckCode, message: string): SaleCheck => ({ code, status: 'unverified', message });

/** The checks of a purchase being registered, in the order staff read them. */
export function saleChecks(input: SaleCheckInput): SaleCheck[] {
  const checks: SaleCheck[] = [];
  const buyerCheck = (model: string | null) => {
    if (model !== '65' || input.netCents < BUYER_ID_THRESHOLD_CENTS) return;
    const threshold = formatBRL(BUYER_ID_THRESHOLD_CENTS);
    const document = input.buyerDocument ?? input.reading?.buyerDocument;
    const buyer = document ? normaliseCnpj(document) : '';
    if (!buyer) {
      checks.push(unverified('buyer_cpf', `NFC-e de ${threshold} ou mais: confira no cupom o CPF do comprador`));
    } else if (buyer === onlyDigits(input.client.cpf)) {
      checks.push(passed('buyer_cpf', 'O CPF do comprador no cupom é o do cliente'));
    } else {
      checks.push(failed('buyer_cpf', 'O documento do comprador no cupom não é o CPF do cliente'));
    }
  };

  if (!input.fiscalKey) {
    checks.push(unverified('key', 'Compra sem chave de acesso: confira o comprovante'));
  } else {
    const parsed = parseFiscalKey(input.fiscalKey);
    checks.push(passed('key', 'Chave de acesso informada'));
    checks.push(passed('check_digit', 'Dígito verificador da chave válido'));
    const key = input.fiscalKey;
    const stateCode = key.slice(0, 2);
    const uf = IBGE_STATE_CODES[stateCode];
    checks.push(
      !uf
        ? failed('state', `Código de UF inválido na chave (${stateCode})`)
        : input.states.includes(stateCode)
          ? passed('state', `Nota emitida em ${uf}`)
          : failed('state', `Nota emitida em ${uf}; a campanha aceita notas de ${ufs(input.states)}`),
    );
    const cnpj = key.slice(6, 20);
    checks.push(
      cnpj === normaliseCnpj(input.store.cnpj)
        ? passed('cnpj', 'O CNPJ da chave é o da loja')
        : failed(
            'cnpj',
            `O CNPJ da chave (${formatCnpjMask(cnpj)}) não é o da loja escolhida (${formatCnpjMask(input.store.cnpj)})`,
          ),
    );
    const year = 2000 + Number(key.slice(2, 4));
    const month = Number(key.slice(4, 6));
    if (month < 1 || month > 12) {
      checks.push(failed('month', `Mês de emissão inválido na chave (${key.slice(4, 6)})`));
    } else {
      const issued = monthKey(year, month);
      const text = monthText(year, month);
      checks.push(
        issued > ofDate(input.saleDate)
          ? failed('month', `Nota emitida em ${text}, depois do mês da data da compra`)
          : issued < ofDate(input.campaign.startDate) || issued > ofDate(input.campaign.endDate)
            ? failed('month', `Nota emitida em ${text}, fora do período da campanha`)
            : passed('month', `Nota emitida em ${text}`),
      );
    }
    const model = key.slice(20, 22);
    const label = FISCAL_MODEL_LABELS[model as FiscalModel];
    checks.push(
      label && input.models.includes(model as FiscalModel)
        ? passed('model', `Modelo ${model} (${label})`)
        : failed(
            'model',
            `Modelo ${model} não aceito: a campanha aceita ${input.models.map((m) => FISCAL_MODEL_LABELS[m]).join(', ')}`,
          ),
    );
    checks.push(
      passed(
        'unique_key',
        parsed.ok
          ? `${fiscalDocumentText(parsed.key)}: não registrada em outra compra`
          : 'Chave não usada em outra compra',
      ),
    );
    buyerCheck(parsed.ok ? parsed.key.model : model);
  }
  if (input.type === 'photo') {
    checks.push(passed('unique_image', 'Foto não usada em outra compra'));
    checks.push(photoKeyCheck(input.reading ?? null, input.fiscalKey));
    checks.push(...photoCodeChecks(input.reading ?? null, input.saleDate, input.netCents));
  }
  return checks;
}

/** Whether every check of a purchase passed (what bulk approval asks). */
export const allChecksPassed = (checks: readonly SaleCheck[]) =>
  checks.length > 0 && checks.every((c) => c.status === 'passed');

/** Hours staff have to review a purchase by invoice number (DECISIONS.md, "Receipts"). */
export const INVOICE_REVIEW_HOURS = 72;
/** Business days staff have to review a photo purchase, on the São Paulo city calendar. */
export const PHOTO_REVIEW_BUSINESS_DAYS = 3;

/** The business day `n` business days after `isoDate` (São Paulo city calendar). */
export function addBusinessDaysSaoPaulo(isoDate: string, n: number): string {
  let day = isoDate;
  for (let left = n; left > 0; ) {
    day = addDays(day, 1);
    if (isBusinessDaySaoPaulo(day)) left--;
  }
  return day;
}

/**
 * When a pending purchase's review is due: 72 hours after its registration for a purchase by
 * invoice number; for a photo, the end (23:59:59) of the third business day after the day it was
 * registered, in São Paulo.
 */
export function reviewDeadline(type: SaleType, createdAt: string | Date, timeZone: string): Date {
  const at = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  if (type === 'invoice_number') return new Date(at.getTime() + INVOICE_REVIEW_HOURS * 3_600_000);
  return endOfDayIn(addBusinessDaysSaoPaulo(todayIn(timeZone, at), PHOTO_REVIEW_BUSINESS_DAYS), timeZone);
}

/** Days a customer has to contest a rejection, counted from the day it was rejected (São Paulo). */
export const CONTEST_DAYS = 30;

/**
 * Until when a rejection may be contested: the end (23:59:59) of the 30th day after the day it
 * was rejected, in the mall's time zone (a rejection on 10/03 may be contested until 09/04).
 */
export function contestDeadline(rejectedAt: string | Date, timeZone: string): Date {
  const at = typeof rejectedAt === 'string' ? new Date(rejectedAt) : rejectedAt;
  return endOfDayIn(addDays(todayIn(timeZone, at), CONTEST_DAYS), timeZone);
}

/**
 * The registrations before which a pending purchase is late at `now`: 72 hours ago for an
 * invoice number; for a photo, the start of the day after the latest registration day whose
 * third business day has ended.
 */
export function lateCutoffs(now: Date, timeZone: string): { invoice: Date; photo: Date } {
  let day = todayIn(timeZone, now);
  while (endOfDayIn(addBusinessDaysSaoPaulo(day, PHOTO_REVIEW_BUSINESS_DAYS), timeZone) >= now) day = addDays(day, -1);
  return {
    invoice: new Date(now.getTime() - INVOICE_REVIEW_HOURS * 3_600_000),
    photo: startOfDayIn(addDays(day, 1), timeZone),
  };
}
