import { fiscalKeyCheckDigit, type PublicStore, type Sale } from '@mall/shared';
import { campaignRecord, storeRecord } from '../../../testing/records';

/** Records as the API answers them, for this feature's tests (the clients parse every answer). */

export const CAMPAIGN = campaignRecord({
  id: '3f0e5a8c-7a34-4c5e-9a43-2f1d6f7c9b10',
  name: 'Natal 2026',
  active: true,
  startDate: '2026-10-01',
  endDate: '2026-12-31',
  conversionRate: 100,
});

export function publicStore(fields: { id: string; tradeName: string; cnpj: string }): PublicStore {
  return { ...storeRecord(fields), photo: null };
}

/**
 * An NFC-e key of São Paulo (cUF 35) issued by `cnpj` in `yymm`, with its check digit; `wrongDigit`
 * swaps that digit for another.
 */
export function nfceKey(cnpj: string, yymm: string, { wrongDigit = false } = {}): string {
  const body = `35${yymm}${cnpj}65001000001234173920461`;
  const digit = fiscalKeyCheckDigit(body);
  return `${body}${wrongDigit ? (digit + 1) % 10 : digit}`;
}

export function saleRecord(fields: Partial<Sale> & Pick<Sale, 'id'>): Sale {
  return {
    type: 'photo',
    invoiceNumber: null,
    amount: 2500,
    grossValue: 2500,
    discountValue: 0,
    netValue: 2500,
    saleDate: '2026-11-10',
    createdAt: '2026-11-10T15:00:00.000Z',
    storeId: '7d1c1f0e-2a51-4d0a-9a55-9d3c0b7b2f10',
    sellerId: null,
    clientId: 'c1',
    campaignId: CAMPAIGN.id,
    fileUrl: null,
    points: null,
    status: 'pending',
    reason: null,
    rejectionReason: null,
    fiscalKey: null,
    checks: [],
    reviewDeadline: null,
    contestDeadline: null,
    contestedAt: null,
    contestMessage: null,
    client: { name: 'Cliente Teste', cpf: '52998224725' },
    store: { tradeName: 'Casa Bela', cnpj: '11222333000181' },
    ...fields,
  };
}
