import { fiscalKeyCheckDigit } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { nfceKey } from '../testing/records';
import {
  emptyPurchase,
  isFiscalKeyMessage,
  PURCHASE_MESSAGES,
  purchaseFormSchema,
  toPurchaseBody,
} from './purchase-form-schema';

const valid = {
  ...emptyPurchase,
  saleDate: '2020-01-10',
  grossCents: 150_000,
  discountCents: 25_050,
  storeId: '00000000-0000-4000-8000-000000000001',
  fileUrl: '/api/shared/files/abc',
};

describe('purchase form', () => {
  it('defaults the discount to 0', () => {
    expect(emptyPurchase.discountCents).toBe(0);
  });
  it('sends net = gross - discount and amount = net, in reais', () => {
    expect(toPurchaseBody(valid)).toEqual({
      type: 'photo',
      saleDate: '2020-01-10',
      storeId: valid.storeId,
      fileUrl: '/api/shared/files/abc',
      grossValue: 1500,
      discountValue: 250.5,
      netValue: 1249.5,
      amount: 1249.5,
    });
  });
  it("refuses a value past the server's limit with the server's message", () => {
    const r = purchaseFormSchema.safeParse({ ...valid, grossCents: 1_000_000_001, discountCents: 0 });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([
      'Valor bruto deve ser no máximo R$ 10.000.000,00',
    ]);
  });
  it('requires date, gross, store and receipt', () => {
    const r = purchaseFormSchema.safeParse(emptyPurchase);
    expect(r.success).toBe(false);
    const messages = r.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        PURCHASE_MESSAGES.date,
        PURCHASE_MESSAGES.gross,
        PURCHASE_MESSAGES.store,
        PURCHASE_MESSAGES.receipt,
      ]),
    );
  });
  it('refuses a discount larger than the gross value and a future date', () => {
    const r = purchaseFormSchema.safeParse({ ...valid, discountCents: 200_000, saleDate: '2999-01-01' });
    const messages = r.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain(PURCHASE_MESSAGES.discountTooBig);
    expect(messages).toContain(PURCHASE_MESSAGES.futureDate);
  });

  it('sends the access key normalised, and only when one was typed', () => {
    const key = nfceKey('12ABC34501DE35', '2611');
    const typed = key.toLowerCase().replace(/(.{4})/g, '$1 ');
    expect(toPurchaseBody({ ...valid, fiscalKey: typed }).fiscalKey).toBe(key);
    expect(toPurchaseBody({ ...valid, fiscalKey: '' })).not.toHaveProperty('fiscalKey');
    expect(toPurchaseBody({ ...valid, fiscalKey: '   ' })).not.toHaveProperty('fiscalKey');
  });
  it('takes no key, refuses one that is no key with the server messages', () => {
    const issues = (fiscalKey: string) => {
      const r = purchaseFormSchema.safeParse({ ...valid, fiscalKey });
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(issues('')).toEqual([]);
    expect(issues(nfceKey('11222333000181', '2611'))).toEqual([]);
    expect(issues('3526 1111')).toEqual(['fiscalKey: A chave de acesso deve ter 44 caracteres (tem 8)']);
    expect(issues(nfceKey('11222333000181', '2611', { wrongDigit: true }))).toEqual([
      'fiscalKey: Dígito verificador da chave de acesso inválido',
    ]);
    // A key of the right shape that cannot exist: a random code SEFAZ refuses.
    const trivial = '3526111122233300018165001000001234111111111';
    expect(issues(trivial + fiscalKeyCheckDigit(trivial))).toEqual([
      'fiscalKey: Código numérico inválido na chave de acesso (11111111): sequência recusada pela SEFAZ',
    ]);
  });
  it('refuses a purchase of R$ 0,00: a discount of the whole gross value', () => {
    const r = purchaseFormSchema.safeParse({ ...valid, grossCents: 10_000, discountCents: 10_000 });
    expect(r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'discountCents: O valor líquido deve ser maior que zero',
    ]);
  });
  it("puts the server's words about the key under its field", () => {
    expect(isFiscalKeyMessage('Esta chave de acesso já foi registrada em outra compra')).toBe(true);
    expect(isFiscalKeyMessage('Dígito verificador da chave de acesso inválido')).toBe(true);
    expect(isFiscalKeyMessage('Nota fiscal já registrada')).toBe(false);
  });
});
