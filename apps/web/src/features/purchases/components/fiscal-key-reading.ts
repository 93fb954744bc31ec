import type { FiscalKey } from '@mall/shared';
import { FISCAL_KEY_TEXTS, monthText, storeForCnpj } from '../../../lib/fiscal-key-input';
import { formatDate } from '../../../lib/format';
import type { StoreOption } from '../api/get-store-options';

/**
 * What the purchase form fills in from a receipt's access key (its store, its date); the key's
 * mask and reading are src/lib/fiscal-key-input.ts.
 */

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
