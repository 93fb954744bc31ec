import { describe, expect, it } from 'vitest';
import { fiscalKeyCheckDigit } from './fiscal-key';
import { ROLES } from './roles';
import type { SaleCheck } from './sale-checks';
import { approvalInvoiceNumber, type BulkCandidate, bulkBlocker, SALE_READ_ONLY, saleEditRefusal } from './sale-review';

const BODY = `35261111222333000181650010000123451${'73920461'}`;
const KEY = `${BODY}${fiscalKeyCheckDigit(BODY)}`;
const passed: SaleCheck[] = [
  { code: 'key', status: 'passed', message: 'Chave de acesso informada' },
  { code: 'cnpj', status: 'passed', message: 'O CNPJ da chave é o da loja' },
];
const failed: SaleCheck = { code: 'cnpj', status: 'failed', message: 'O CNPJ da chave não é o da loja' };
const noKey: SaleCheck = { code: 'key', status: 'unverified', message: 'Compra sem chave de acesso' };
const signal = { code: 'client_burst', message: '4 compras deste cliente nesta loja no mesmo dia' };

const sale = (fields: Partial<BulkCandidate> = {}): BulkCandidate => ({
  status: 'pending',
  checks: passed,
  fiscalKey: KEY,
  invoiceNumber: null,
  ...fields,
});

describe('bulk approval (issue 41, point 3)', () => {
  it('takes a pending purchase whose checks all passed, raising no signal, with an invoice number to approve by', () => {
    expect(bulkBlocker(sale())).toBeNull();
    expect(bulkBlocker(sale({ signals: [] }))).toBeNull();
    expect(approvalInvoiceNumber(sale())).toBe('NFC-e 12345/1');
    expect(approvalInvoiceNumber(sale({ invoiceNumber: 'NF-9' }))).toBe('NF-9');
    expect(approvalInvoiceNumber(sale({ fiscalKey: null }))).toBeNull();
  });

  it('leaves out, in this order, a decided purchase, open checks, a fraud signal and no invoice number', () => {
    expect(bulkBlocker(sale({ status: 'approved', signals: [signal] }))).toBe('not_pending');
    expect(bulkBlocker(sale({ checks: [] }))).toBe('no_checks');
    expect(bulkBlocker(sale({ checks: [noKey], fiscalKey: null }))).toBe('no_key');
    expect(bulkBlocker(sale({ checks: [...passed, failed], signals: [signal] }))).toBe('checks_open');
    expect(bulkBlocker(sale({ signals: [signal] }))).toBe('signals');
    expect(bulkBlocker(sale({ fiscalKey: 'chave ilegível' }))).toBe('no_invoice');
  });
});

describe('editing a purchase (issue 41, point 10)', () => {
  it('is for the reviewers, while the purchase is pending or approved', () => {
    const editors = ROLES.filter((role) => saleEditRefusal(role, 'pending') === null).sort();
    expect(editors).toEqual(['CONCIERGE', 'DEDPREMIUM', 'SMART']);
    expect(saleEditRefusal('LOJISTA', 'pending')).toBe(SALE_READ_ONLY.role);
    expect(saleEditRefusal('LOJISTA', 'rejected')).toBe(SALE_READ_ONLY.role);
    expect(saleEditRefusal('CONCIERGE', 'approved')).toBeNull();
    for (const status of ['rejected', 'canceled'] as const)
      expect(saleEditRefusal('DEDPREMIUM', status)).toBe(SALE_READ_ONLY.final);
  });
});
