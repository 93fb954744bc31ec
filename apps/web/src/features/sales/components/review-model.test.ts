import type { SaleCheck } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { NFCE_KEY, PASSED_CHECKS, saleRecord } from '../../../testing/sale-record';
import { checksSummary, formatDeadline, isLate, queueParams, suggestedInvoiceNumber } from './review-model';

const failed: SaleCheck = { code: 'cnpj', status: 'failed', message: 'O CNPJ da chave não é o da loja' };
const unverified: SaleCheck = { code: 'buyer_cpf', status: 'unverified', message: 'confira o CPF' };
const noKey: SaleCheck = { code: 'key', status: 'unverified', message: 'Compra sem chave de acesso' };

describe('the review model', () => {
  it('sums the checks up in one badge', () => {
    expect(checksSummary({ checks: PASSED_CHECKS, fiscalKey: NFCE_KEY })).toEqual({
      kind: 'ok',
      label: 'Verificações ok',
      tone: 'green',
    });
    expect(checksSummary({ checks: [...PASSED_CHECKS, failed, unverified], fiscalKey: NFCE_KEY })).toMatchObject({
      label: '2 alertas',
      tone: 'red',
    });
    expect(checksSummary({ checks: [...PASSED_CHECKS, unverified], fiscalKey: NFCE_KEY })).toMatchObject({
      label: '1 alerta',
      tone: 'gold',
    });
    expect(checksSummary({ checks: [noKey], fiscalKey: null })).toMatchObject({ kind: 'no-key', label: 'Sem chave' });
    expect(checksSummary({ checks: [], fiscalKey: null })).toMatchObject({ label: 'Sem verificações' });
  });

  it('suggests the invoice number registered, or the one the fiscal key names', () => {
    expect(suggestedInvoiceNumber({ invoiceNumber: 'NF-9', fiscalKey: NFCE_KEY })).toBe('NF-9');
    expect(suggestedInvoiceNumber({ invoiceNumber: null, fiscalKey: NFCE_KEY })).toBe('NFC-e 12345/1');
    expect(suggestedInvoiceNumber({ invoiceNumber: null, fiscalKey: null })).toBe('');
  });

  it('judges a pending purchase late against its deadline, and writes the deadline in São Paulo time', () => {
    const sale = saleRecord({ id: 'a', reviewDeadline: '2026-11-30T17:30:00.000Z' });
    expect(isLate(sale, Date.parse('2026-11-30T17:29:00.000Z'))).toBe(false);
    expect(isLate(sale, Date.parse('2026-11-30T17:31:00.000Z'))).toBe(true);
    expect(isLate({ ...sale, status: 'approved' }, Date.parse('2027-01-01T00:00:00.000Z'))).toBe(false);
    expect(formatDeadline('2026-11-30T17:30:00.000Z')).toBe('30/11 14:30');
    expect(formatDeadline('2026-12-01T02:59:59.000Z')).toBe('30/11 23:59');
  });

  it('reads the queue filters from the address, anything unknown as the default', () => {
    expect(queueParams({ checks: 'attention', contested: 'true', late: 'true', sort: 'oldest' })).toEqual({
      checks: 'attention',
      contested: 'true',
      late: 'true',
      sort: 'oldest',
    });
    expect(queueParams({ checks: 'x', contested: 'sim', late: 'false', sort: 'up' })).toEqual({
      checks: '',
      contested: '',
      late: '',
      sort: 'newest',
    });
  });
});
