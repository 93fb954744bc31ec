import { type FiscalKey, fiscalKeyCheckDigit, parseFiscalKey } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import {
  caretAfter,
  charactersLeftText,
  FISCAL_KEY_TEXTS,
  keySummary,
  maskFiscalKey,
  readFiscalKeyInput,
} from '../../../lib/fiscal-key-input';
import { nfceKey } from '../testing/records';
import { autofillFromKey, latestDayOfMonth } from './fiscal-key-reading';

const CASA = { id: 's1', tradeName: 'Casa Bela', cnpj: '11.222.333/0001-81', blocked: false };
const LUZ = { id: 's2', tradeName: 'Bela Luz', cnpj: '12ABC34501DE35', blocked: false };
const CAMPAIGN = { startDate: '2026-10-01', endDate: '2026-12-31' };

function key(text: string): FiscalKey {
  const parsed = parseFiscalKey(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.key;
}

describe('the access key mask', () => {
  it('groups in fours, upper-cases and drops anything but letters and digits, up to 44', () => {
    expect(maskFiscalKey('3526 11ab.c-')).toBe('3526 11AB C');
    expect(maskFiscalKey('35/26')).toBe('3526');
    expect(maskFiscalKey('1'.repeat(50)).replace(/ /g, '')).toHaveLength(44);
  });
  it('puts the caret after the same character of the key', () => {
    expect(caretAfter(0)).toBe(0);
    expect(caretAfter(4)).toBe(4);
    expect(caretAfter(5)).toBe(6);
    expect(caretAfter(8)).toBe(9);
  });
});

describe('reading the key as it is typed', () => {
  it('counts the characters left', () => {
    expect(readFiscalKeyInput('')).toEqual({ kind: 'empty' });
    expect(readFiscalKeyInput('3526 1112')).toEqual({ kind: 'typing', left: 36, problem: null });
    expect(charactersLeftText(1)).toBe('Falta 1 caractere');
    expect(charactersLeftText(36)).toBe('Faltam 36 caracteres');
  });
  it('says at once that letters belong to the CNPJ part only', () => {
    expect(readFiscalKeyInput('35A')).toMatchObject({ kind: 'typing', problem: FISCAL_KEY_TEXTS.lettersOnlyInCnpj });
    expect(readFiscalKeyInput('352611ABC')).toMatchObject({ problem: null });
  });
  it('refuses 44 characters whose check digit fails, with the server words', () => {
    expect(readFiscalKeyInput(nfceKey('11222333000181', '2611', { wrongDigit: true }))).toEqual({
      kind: 'refused',
      message: 'Dígito verificador da chave de acesso inválido',
    });
  });
  it('reads a valid key, alphanumeric CNPJ included', () => {
    const read = readFiscalKeyInput(maskFiscalKey(nfceKey('12ABC34501DE35', '2611').toLowerCase()));
    expect(read.kind).toBe('read');
    expect(read.kind === 'read' && keySummary(read.key, [CASA, LUZ])).toBe(
      'Chave válida: NFC-e emitida em 11/2026 por Bela Luz (CNPJ 12.ABC.345/01DE-35)',
    );
    expect(read.kind === 'read' && keySummary(read.key, [CASA])).toBe(
      'Chave válida: NFC-e emitida em 11/2026 pelo CNPJ 12.ABC.345/01DE-35',
    );
  });
  it('refuses, in the server words, a key of the right shape that cannot exist', () => {
    const refused = (body: string) => readFiscalKeyInput(body + fiscalKeyCheckDigit(body));
    // Model 57 (a transport document) where 65 would be.
    expect(refused('3526111122233300018157001000001234173920461')).toEqual({
      kind: 'refused',
      message: 'Modelo de documento fiscal não reconhecido (57)',
    });
    // A random code SEFAZ refuses (rejection 897), one equal to the number, an emission type outside the layout.
    expect(refused('3526111122233300018165001000001234112345678')).toEqual({
      kind: 'refused',
      message: 'Código numérico inválido na chave de acesso (12345678): sequência recusada pela SEFAZ',
    });
    expect(refused('3526111122233300018165001000001234100001234')).toEqual({
      kind: 'refused',
      message: 'Código numérico inválido na chave de acesso (00001234): igual ao número da nota',
    });
    expect(refused('3526111122233300018165001000001234873920461')).toEqual({
      kind: 'refused',
      message: 'Tipo de emissão inválido na chave de acesso (8)',
    });
    // Issued before the first NF-e (2006).
    expect(refused('3505111122233300018165001000001234173920461')).toEqual({
      kind: 'refused',
      message: 'Mês de emissão inválido na chave de acesso (11/2005): não há nota eletrônica antes de 2006',
    });
  });
});

describe('the latest day of the key month', () => {
  it('is the month end, today or the campaign end, whichever comes first', () => {
    expect(latestDayOfMonth(2026, 10, '2026-11-20', CAMPAIGN)).toBe('2026-10-31');
    expect(latestDayOfMonth(2026, 11, '2026-11-20', CAMPAIGN)).toBe('2026-11-20');
    expect(latestDayOfMonth(2026, 12, '2027-01-05', { ...CAMPAIGN, endDate: '2026-12-15' })).toBe('2026-12-15');
    expect(latestDayOfMonth(2028, 2, '2028-03-01', null)).toBe('2028-02-29');
  });
  it('is none for a month before the campaign or after today', () => {
    expect(latestDayOfMonth(2026, 9, '2026-11-20', CAMPAIGN)).toBeNull();
    expect(latestDayOfMonth(2026, 12, '2026-11-20', CAMPAIGN)).toBeNull();
  });
});

describe('what a key fills in', () => {
  const base = { stores: [CASA, LUZ], campaign: CAMPAIGN, today: '2026-11-20' };
  const november = key(nfceKey('11222333000181', '2611'));

  it('chooses the store of its CNPJ and dates an empty date at the latest day of its month', () => {
    expect(autofillFromKey({ ...base, key: november, storeId: '', saleDate: '' })).toEqual({
      storeId: 's1',
      saleDate: '2026-11-20',
      notes: ['Loja selecionada: Casa Bela.', 'Data da compra preenchida com 20/11/2026: confira o dia da compra.'],
    });
  });
  it('switches from another store the customer picked, and says so', () => {
    const fill = autofillFromKey({ ...base, key: november, storeId: 's2', saleDate: '2026-11-03' });
    expect(fill).toEqual({
      storeId: 's1',
      notes: ['Loja trocada de Bela Luz para Casa Bela, a loja que emitiu a nota.'],
    });
  });
  it('keeps the store and a date within the month when they already agree', () => {
    expect(autofillFromKey({ ...base, key: november, storeId: 's1', saleDate: '2026-11-03' })).toEqual({ notes: [] });
  });
  it('leaves the store to the customer when no participating store has the CNPJ', () => {
    const fill = autofillFromKey({ ...base, stores: [LUZ], key: november, storeId: 's2', saleDate: '2026-10-03' });
    expect(fill.storeId).toBeUndefined();
    expect(fill.saleDate).toBe('2026-11-20');
    expect(fill.notes[0]).toBe(FISCAL_KEY_TEXTS.noStore);
  });
  it('sets no date for a month outside the campaign', () => {
    const fill = autofillFromKey({ ...base, key: key(nfceKey('11222333000181', '2609')), storeId: 's1', saleDate: '' });
    expect(fill.saleDate).toBeUndefined();
    expect(fill.notes).toEqual([
      'A nota é de 09/2026, fora do período em que a compra pode ser registrada: confira a chave e a data da compra.',
    ]);
  });
});
