import { fiscalKeyCheckDigit } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { NFCE_KEY } from '../../../testing/sale-record';
import { emptySale, FILL_ALL, saleFormMode, toSaleBody, validateSale } from './sale-form-model';

describe('invoice sale form', () => {
  it('who chooses store and seller', () => {
    expect(saleFormMode('DEDPREMIUM')).toEqual({ chooseStore: true, chooseSeller: true });
    expect(saleFormMode('SMART')).toEqual({ chooseStore: true, chooseSeller: true });
    expect(saleFormMode('LOJISTA')).toEqual({ chooseStore: false, chooseSeller: true });
    expect(saleFormMode('VENDEDOR')).toEqual({ chooseStore: false, chooseSeller: false });
  });
  it('an empty form is missing everything required', () => {
    const { errors, missing } = validateSale(emptySale());
    expect(missing).toBe(true);
    expect(Object.keys(errors).sort()).toEqual(
      ['client', 'grossCents', 'invoiceNumber', 'saleDate', 'sellerId', 'storeId'].sort(),
    );
    expect(FILL_ALL).toBe('Preencha todos os campos obrigatórios.');
  });
  it('sends the invoice variant with net = gross - discount', () => {
    const v = {
      ...emptySale({ storeId: 'st', sellerId: 'se' }),
      client: { id: 'c1', name: 'Ana', cpf: '52998224725' },
      invoiceNumber: ' NF-77 ',
      saleDate: '2020-01-01',
      grossCents: 100_000,
      discountCents: 10_000,
    };
    expect(validateSale(v).missing).toBe(false);
    expect(toSaleBody(v)).toEqual({
      type: 'invoice_number',
      invoiceNumber: 'NF-77',
      saleDate: '2020-01-01',
      storeId: 'st',
      sellerId: 'se',
      clientId: 'c1',
      grossValue: 1000,
      discountValue: 100,
      netValue: 900,
      amount: 900,
    });
  });
  it('checks an access key only when one is typed, and sends it as stored', () => {
    const v = {
      ...emptySale({ storeId: 'st', sellerId: 'se' }),
      client: { id: 'c1', name: 'Ana', cpf: '52998224725' },
      invoiceNumber: 'NF-77',
      saleDate: '2020-01-01',
      grossCents: 100_000,
    };
    expect(validateSale(v).errors.fiscalKey).toBeUndefined();
    expect(toSaleBody(v)).not.toHaveProperty('fiscalKey');
    const short = { ...v, fiscalKey: '3526 1111' };
    expect(validateSale(short)).toMatchObject({
      missing: false,
      errors: { fiscalKey: 'A chave de acesso deve ter 44 caracteres (tem 8)' },
    });
    const key = `${NFCE_KEY.slice(0, 6)}${NFCE_KEY.slice(6).toLowerCase()}`.replace(/(.{4})/g, '$1 ');
    expect(validateSale({ ...v, fiscalKey: key }).errors).toEqual({});
    expect(toSaleBody({ ...v, fiscalKey: key }).fiscalKey).toBe(NFCE_KEY);
    // A key of the right shape that cannot exist: an NF-e in offline contingency (NFC-e only).
    const body = '3526111122233300018155001000001234973920461';
    expect(validateSale({ ...v, fiscalKey: body + fiscalKeyCheckDigit(body) }).errors).toEqual({
      fiscalKey: 'Tipo de emissão inválido na chave de acesso (9): a contingência off-line só existe na NFC-e',
    });
  });
  it('refuses a purchase of R$ 0,00, as the server does', () => {
    const v = {
      ...emptySale({ storeId: 'st', sellerId: 'se' }),
      client: { id: 'c1', name: 'Ana', cpf: '52998224725' },
      invoiceNumber: 'NF-77',
      saleDate: '2020-01-01',
      grossCents: 10_000,
      discountCents: 10_000,
    };
    expect(validateSale(v)).toEqual({
      missing: false,
      errors: { discountCents: 'O valor líquido deve ser maior que zero' },
    });
  });
});
