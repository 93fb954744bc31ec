import { can, isStoreScoped, MESSAGES, normalizeFiscalKey, parseFiscalKey, type Role, todayIn } from '@mall/shared';
import { centsToReaisValue, netCents } from '../../../lib/money';
import type { InvoiceSaleBody } from '../../../lib/resources/sales/create-sale';
import type { PickedClient } from './client-picker';

export interface SaleFormValues {
  storeId: string;
  sellerId: string;
  client: PickedClient | null;
  invoiceNumber: string;
  saleDate: string;
  grossCents: number | null;
  discountCents: number;
  /** The invoice's access key as the mask shows it (groups of four); optional, empty when none. */
  fiscalKey: string;
}

export type SaleFormErrors = Partial<Record<keyof SaleFormValues, string>>;

/** Who picks what (SPEC §2, DECISIONS.md): administrators choose both; a LOJISTA the seller; a VENDEDOR nothing. */
export function saleFormMode(role: Role): { chooseStore: boolean; chooseSeller: boolean } {
  // A store-scoped role records for its own store; who reads sellers picks one, a seller is itself.
  return { chooseStore: !isStoreScoped(role), chooseSeller: can(role, 'sellers:read') };
}

export const REQUIRED_FIELD = 'Campo obrigatório';
export const FILL_ALL = MESSAGES.fillAllRequiredDot;

export function emptySale(fixed: { storeId?: string; sellerId?: string } = {}): SaleFormValues {
  return {
    storeId: fixed.storeId ?? '',
    sellerId: fixed.sellerId ?? '',
    client: null,
    invoiceNumber: '',
    saleDate: '',
    grossCents: null,
    discountCents: 0,
    fiscalKey: '',
  };
}

/**
 * SPEC §5: store, seller, customer, sale date, invoice number, gross and net are required
 * ("Preencha todos os campos obrigatórios."). Other problems get their own message.
 */
export function validateSale(v: SaleFormValues): { errors: SaleFormErrors; missing: boolean } {
  const errors: SaleFormErrors = {};
  if (!v.storeId) errors.storeId = REQUIRED_FIELD;
  if (!v.sellerId) errors.sellerId = REQUIRED_FIELD;
  if (!v.client) errors.client = REQUIRED_FIELD;
  if (!v.invoiceNumber.trim()) errors.invoiceNumber = REQUIRED_FIELD;
  if (!v.saleDate) errors.saleDate = REQUIRED_FIELD;
  if (v.grossCents === null || v.grossCents === 0) errors.grossCents = REQUIRED_FIELD;
  const missing = Object.keys(errors).length > 0;
  if (v.saleDate && v.saleDate > todayIn()) errors.saleDate = 'A data da compra não pode ser futura';
  const net = v.grossCents ? netCents(v.grossCents, v.discountCents) : undefined;
  if (net === null) errors.discountCents = 'O desconto não pode ser maior que o valor bruto';
  // A purchase of R$ 0,00 is refused, as the server does.
  if (net === 0) errors.discountCents = 'O valor líquido deve ser maior que zero';
  // Optional, but a key that is no key or cannot exist is refused as the server would, in its words.
  const key = v.fiscalKey.trim() ? parseFiscalKey(v.fiscalKey) : null;
  if (key && !key.ok) errors.fiscalKey = key.error;
  return { errors, missing };
}

/** The invoice variant of POST /sales; the access key as stored (no spaces, upper case), only when typed. */
export function toSaleBody(v: SaleFormValues): InvoiceSaleBody {
  const fiscalKey = normalizeFiscalKey(v.fiscalKey);
  const gross = v.grossCents ?? 0;
  const net = netCents(gross, v.discountCents) ?? 0;
  return {
    type: 'invoice_number',
    invoiceNumber: v.invoiceNumber.trim(),
    saleDate: v.saleDate,
    storeId: v.storeId,
    sellerId: v.sellerId,
    clientId: v.client?.id ?? '',
    grossValue: centsToReaisValue(gross),
    discountValue: centsToReaisValue(v.discountCents),
    netValue: centsToReaisValue(net),
    amount: centsToReaisValue(net),
    ...(fiscalKey ? { fiscalKey } : {}),
  };
}
