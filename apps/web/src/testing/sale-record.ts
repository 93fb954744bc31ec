import { fiscalKeyCheckDigit, type Sale, type SaleCheck } from '@mall/shared';

/** A valid NFC-e key of São Paulo, 11/2026, by the CNPJ 11.222.333/0001-81: number 12345, series 1. */
const FIRST_43 = `35261111222333000181650010000123451${'73920461'}`;
export const NFCE_KEY = `${FIRST_43}${fiscalKeyCheckDigit(FIRST_43)}`;

export const PASSED_CHECKS: SaleCheck[] = [
  { code: 'key', status: 'passed', message: 'Chave de acesso informada' },
  { code: 'check_digit', status: 'passed', message: 'Dígito verificador da chave válido' },
  { code: 'state', status: 'passed', message: 'Nota emitida em SP' },
  { code: 'cnpj', status: 'passed', message: 'O CNPJ da chave é o da loja' },
  { code: 'month', status: 'passed', message: 'Nota emitida em 11/2026' },
  { code: 'model', status: 'passed', message: 'Modelo 65 (NFC-e)' },
  { code: 'unique_key', status: 'passed', message: 'NFC-e nº 000012345 da série 1: não registrada em outra compra' },
];

/** A whole sale as GET /sales answers it (the client parses every answer with the shared schema). */
export function saleRecord(fields: Partial<Sale> & Pick<Sale, 'id'>): Sale {
  return {
    type: 'invoice_number',
    invoiceNumber: `NF-${fields.id.slice(0, 4)}`,
    amount: 150,
    grossValue: 160,
    discountValue: 10,
    netValue: 150,
    saleDate: '2026-11-20',
    createdAt: '2026-11-20T15:00:00.000Z',
    storeId: 'b5e6f7a8-0000-4000-8000-000000000001',
    sellerId: null,
    clientId: 'c1',
    campaignId: 'k1',
    fileUrl: null,
    points: null,
    status: 'pending',
    reason: null,
    rejectionReason: null,
    fiscalKey: NFCE_KEY,
    checks: PASSED_CHECKS,
    reviewDeadline: '2099-11-30T17:30:00.000Z',
    contestDeadline: null,
    contestedAt: null,
    contestMessage: null,
    client: { name: 'Clara Cliente', cpf: '52998224725' },
    store: { tradeName: 'Casa Aurora', cnpj: '11222333000181' },
    ...fields,
  };
}
