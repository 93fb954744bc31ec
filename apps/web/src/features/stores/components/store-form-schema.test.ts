import { describe, expect, it } from 'vitest';
import { emptyStoreForm, formToStoreBody, parseFee, type StoreFormValues, storeFormSchema } from './store-form-schema';

const filled: StoreFormValues = {
  ...emptyStoreForm,
  tradeName: ' Casa Bela ',
  companyName: 'Casa Bela Decorações Ltda',
  email: 'Contato@CasaBela.com.br',
  cnpj: '11.222.333/0001-81',
  phone: '(11) 98765-4321',
  segmentId: '7d1c1f0e-2a51-4d0a-9a55-9d3c0b7b2f10',
  invoiceEmails: [{ value: 'nf@casabela.com.br' }, { value: '  ' }, { value: 'NF2@casabela.com.br' }],
  zipCode: '01310-100',
  state: 'SP',
  fee: '2,5',
  areaLimit: '120',
  dayLimit: '',
};

function messages(values: StoreFormValues): string[] {
  const r = storeFormSchema.safeParse(values);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe('store form', () => {
  it('accepts a complete store', () => {
    expect(messages(filled)).toEqual([]);
  });

  it('requires a segment with the SPEC message', () => {
    expect(messages({ ...filled, segmentId: '' })).toContain('Selecione pelo menos um segmento');
  });

  it('accepts the alphanumeric CNPJ and refuses a wrong one', () => {
    expect(messages({ ...filled, cnpj: '12.ABC.345/01DE-35' })).toEqual([]);
    expect(messages({ ...filled, cnpj: '12.ABC.345/01DE-36' })).toContain('CNPJ inválido');
    expect(messages({ ...filled, cnpj: '11.222.333/0001-80' })).toContain('CNPJ inválido');
  });

  it('reads the fee with a comma and refuses nonsense', () => {
    expect(parseFee('2,5')).toBe(2.5);
    expect(parseFee('10.75')).toBe(10.75);
    expect(parseFee('')).toBeUndefined();
    expect(parseFee('101')).toBe('invalid');
    expect(parseFee('1,234')).toBe('invalid');
    expect(parseFee('abc')).toBe('invalid');
    expect(messages({ ...filled, fee: 'abc' })).toHaveLength(1);
  });

  it('allows at most 3 invoice e-mails, each valid or blank', () => {
    expect(messages({ ...filled, invoiceEmails: [{ value: 'x' }] })).toContain('E-mail para notas fiscais inválido');
    expect(messages({ ...filled, invoiceEmails: Array.from({ length: 4 }, () => ({ value: '' })) })).toHaveLength(1);
  });

  it('builds the body: masks stripped, empty e-mails dropped, fee as a number, blank numbers omitted', () => {
    const body = formToStoreBody(filled, { adminFields: true });
    expect(body).toMatchObject({
      tradeName: 'Casa Bela',
      email: 'contato@casabela.com.br',
      cnpj: '11222333000181',
      phone: '11987654321',
      zipCode: '01310100',
      invoiceEmails: ['nf@casabela.com.br', 'nf2@casabela.com.br'],
      fee: 2.5,
      areaLimit: 120,
    });
    expect('dayLimit' in body).toBe(false);
  });

  it('leaves fee and limits out for a store owner', () => {
    const body = formToStoreBody(filled, { adminFields: false });
    expect('fee' in body || 'areaLimit' in body || 'dayLimit' in body).toBe(false);
  });
});
