import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fiscalKeyCheckDigit, fiscalKeyInvoiceNumber, parseFiscalKey } from './fiscal-key';
import type { ReceiptReading } from './receipt-reading.schemas';
import {
  addBusinessDaysSaoPaulo,
  allChecksPassed,
  lateCutoffs,
  reviewDeadline,
  type SaleCheckInput,
  saleChecks,
} from './sale-checks';

const TZ = 'America/Sao_Paulo';
const STORE_CNPJ = '11.222.333/0001-81';

/** A valid key: state, year-month, CNPJ and model as given, the check digit computed. */
function key({ uf = '35', aamm = '2611', cnpj = '11222333000181', model = '65' } = {}): string {
  const body = `${uf}${aamm}${cnpj}${model}001000012345100000001`;
  return body + fiscalKeyCheckDigit(body);
}

const base: SaleCheckInput = {
  fiscalKey: key(),
  type: 'invoice_number',
  saleDate: '2026-11-20',
  netCents: 15_000,
  store: { cnpj: STORE_CNPJ },
  campaign: { startDate: '2026-10-01', endDate: '2026-12-31' },
  client: { cpf: '52998224725' },
  states: ['35'],
  models: ['55', '59', '65'],
};
const verdicts = (input: Partial<SaleCheckInput>) =>
  Object.fromEntries(saleChecks({ ...base, ...input }).map((c) => [c.code, c.status]));
const messageOf = (input: Partial<SaleCheckInput>, code: string) =>
  saleChecks({ ...base, ...input }).find((c) => c.code === code)?.message;

describe("a purchase's automatic checks", () => {
  it('all pass for a key of the store, the state, the month and a model the mall takes', () => {
    const checks = saleChecks(base);
    expect(checks.map((c) => c.code)).toEqual(['key', 'check_digit', 'state', 'cnpj', 'month', 'model', 'unique_key']);
    expect(allChecksPassed(checks)).toBe(true);
    expect(verdicts({ type: 'photo' }).unique_image).toBe('passed');
  });

  it('mark a purchase without a key as unverified, so it is never approved in bulk', () => {
    const checks = saleChecks({ ...base, fiscalKey: null });
    expect(checks).toEqual([
      { code: 'key', status: 'unverified', message: 'Compra sem chave de acesso: confira o comprovante' },
    ]);
    expect(allChecksPassed(checks)).toBe(false);
  });

  it('fail a key of another state, and take it when that state is configured', () => {
    const rj = key({ uf: '33' });
    expect(verdicts({ fiscalKey: rj }).state).toBe('failed');
    expect(messageOf({ fiscalKey: rj }, 'state')).toBe('Nota emitida em RJ; a campanha aceita notas de SP');
    expect(verdicts({ fiscalKey: rj, states: ['35', '33'] }).state).toBe('passed');
    expect(messageOf({ fiscalKey: key({ uf: '99' }) }, 'state')).toBe('Código de UF inválido na chave (99)');
  });

  it('fail a key whose issuer is not the chosen store, numeric or alphanumeric', () => {
    expect(verdicts({ fiscalKey: key({ cnpj: '11222333000262' }) }).cnpj).toBe('failed');
    expect(messageOf({ fiscalKey: key({ cnpj: '11222333000262' }) }, 'cnpj')).toBe(
      'O CNPJ da chave (11.222.333/0002-62) não é o da loja escolhida (11.222.333/0001-81)',
    );
    const alnum = key({ cnpj: '12ABC34501DE35' });
    expect(verdicts({ fiscalKey: alnum, store: { cnpj: '12.ABC.345/01DE-35' } }).cnpj).toBe('passed');
  });

  it("fail a key issued after the purchase date's month or outside the campaign", () => {
    expect(verdicts({ fiscalKey: key({ aamm: '2612' }) }).month).toBe('failed');
    expect(messageOf({ fiscalKey: key({ aamm: '2612' }) }, 'month')).toBe(
      'Nota emitida em 12/2026, depois do mês da data da compra',
    );
    expect(messageOf({ fiscalKey: key({ aamm: '2609' }) }, 'month')).toBe(
      'Nota emitida em 09/2026, fora do período da campanha',
    );
    expect(verdicts({ fiscalKey: key({ aamm: '2610' }) }).month).toBe('passed');
    expect(messageOf({ fiscalKey: key({ aamm: '2613' }) }, 'month')).toBe('Mês de emissão inválido na chave (13)');
  });

  it('fail a model the mall does not take', () => {
    expect(messageOf({ fiscalKey: key({ model: '57' }) }, 'model')).toBe(
      'Modelo 57 não aceito: a campanha aceita NF-e, CF-e SAT, NFC-e',
    );
    expect(verdicts({ fiscalKey: key({ model: '55' }), models: ['65'] }).model).toBe('failed');
    expect(messageOf({ fiscalKey: key({ model: '55' }) }, 'model')).toBe('Modelo 55 (NF-e)');
  });

  it("ask for the buyer's CPF on an NFC-e of R$ 10.000,00 or more, and compare it when the receipt gives it", () => {
    expect(verdicts({ netCents: 999_999 }).buyer_cpf).toBeUndefined();
    expect(verdicts({ netCents: 1_000_000 }).buyer_cpf).toBe('unverified');
    expect(verdicts({ netCents: 1_000_000, buyerDocument: '529.982.247-25' }).buyer_cpf).toBe('passed');
    expect(verdicts({ netCents: 1_000_000, buyerDocument: '11144477735' }).buyer_cpf).toBe('failed');
    // An NF-e (model 55) is not a consumer's receipt: no such rule.
    expect(verdicts({ netCents: 5_000_000, fiscalKey: key({ model: '55' }) }).buyer_cpf).toBeUndefined();
  });
});

const found = { status: 'found' as const, fiscalKey: base.fiscalKey, buyerDocument: null, totalCents: null };

describe("a photo purchase's check against what its photo shows", () => {
  it('passes when the photo carries the purchase key, and fails on another key', () => {
    expect(verdicts({ type: 'photo', reading: found }).photo_key).toBe('passed');
    expect(verdicts({ type: 'photo', reading: { ...found, fiscalKey: key({ aamm: '2610' }) } }).photo_key).toBe(
      'failed',
    );
  });
  it('is unverified while the photo is being read, or when it shows no code', () => {
    expect(messageOf({ type: 'photo', reading: null }, 'photo_key')).toBe(
      'A foto do comprovante ainda está sendo lida',
    );
    expect(messageOf({ type: 'photo', reading: { ...found, status: 'none', fiscalKey: null } }, 'photo_key')).toBe(
      'Nenhum QR code ou código de barras legível na foto',
    );
    expect(verdicts({ type: 'invoice_number', reading: found }).photo_key).toBeUndefined();
  });
  it("takes the buyer's CPF the photo's QR code carries", () => {
    const reading = { ...found, buyerDocument: '52998224725' };
    expect(verdicts({ type: 'photo', netCents: 1_000_000, reading }).buyer_cpf).toBe('passed');
  });
  it('fails when the QR code is of the test environment (homologação)', () => {
    const reading = { ...found, environment: 'homologacao' as const };
    expect(saleChecks({ ...base, type: 'photo', reading }).find((c) => c.code === 'photo_key')).toEqual({
      code: 'photo_key',
      status: 'failed',
      message: 'O QR code da foto é de um cupom do ambiente de homologação (teste) da SEFAZ, sem valor fiscal',
    });
    expect(verdicts({ type: 'photo', reading: { ...found, environment: 'producao' } }).photo_key).toBe('passed');
  });
});

describe("a photo purchase's checks against the day and total its QR code carries", () => {
  // The purchase: 20/11/2026, net R$ 150,00.
  const offline: ReceiptReading = { ...found, environment: 'producao', issueDay: 20, totalCents: 15_000 };
  const photo = (reading: ReceiptReading | null) => saleChecks({ ...base, type: 'photo', reading });
  const check = (reading: ReceiptReading, code: string) => photo(reading).find((c) => c.code === code);

  it('pass when the offline QR code (versions 2 and 3) has the purchase day and net value', () => {
    expect(check(offline, 'photo_date')).toEqual({
      code: 'photo_date',
      status: 'passed',
      message: 'O dia de emissão no QR code (20) é o da data da compra',
    });
    expect(check(offline, 'photo_total')).toMatchObject({ status: 'passed' });
    expect(allChecksPassed(photo(offline))).toBe(true);
  });

  it('fail on another day or another value, saying both', () => {
    expect(check({ ...offline, issueDay: 12 }, 'photo_date')).toEqual({
      code: 'photo_date',
      status: 'failed',
      message: 'O dia de emissão no QR code (12) não é o da data da compra (20/11/2026)',
    });
    const total = check({ ...offline, totalCents: 12_000 }, 'photo_total');
    expect(total?.status).toBe('failed');
    // Intl writes a no-break space after "R$".
    expect(total?.message.replace(/\u00a0/g, ' ')).toBe(
      'O valor no QR code (R$ 120,00) não é o valor da compra (R$ 150,00)',
    );
    expect(allChecksPassed(photo({ ...offline, totalCents: 15_001 }))).toBe(false);
  });

  it('compare the whole date when the code carries it (CF-e SAT, version 1)', () => {
    const sat = { ...offline, environment: null, issueDate: '2026-11-20' };
    expect(check(sat, 'photo_date')).toMatchObject({ status: 'passed' });
    // The same day of another month is another date.
    expect(check({ ...sat, issueDate: '2026-10-20' }, 'photo_date')).toEqual({
      code: 'photo_date',
      status: 'failed',
      message: 'A data de emissão no QR code (20/10/2026) não é a data da compra (20/11/2026)',
    });
  });

  it('add nothing when the code carries neither (online QR, barcode), or before the photo is read', () => {
    const codes = (reading: ReceiptReading | null) => photo(reading).map((c) => c.code);
    const online = { ...offline, issueDay: null, totalCents: null };
    expect(codes(online)).not.toContain('photo_date');
    expect(codes(online)).not.toContain('photo_total');
    expect(codes(null)).not.toContain('photo_date');
    // Readings kept before the day was read still compare their total.
    const { issueDay: _day, environment: _env, ...older } = offline;
    expect(codes(older)).toEqual(expect.arrayContaining(['photo_total']));
    expect(verdicts({ type: 'invoice_number', reading: offline }).photo_total).toBeUndefined();
  });
});

describe("a pending purchase's review deadline", () => {
  it('is 72 hours after registration for a purchase by invoice number', () => {
    expect(reviewDeadline('invoice_number', '2026-11-27T18:30:00.000Z', TZ).toISOString()).toBe(
      '2026-11-30T18:30:00.000Z',
    );
  });

  it('is the end of the third business day after registration for a photo, across a weekend', () => {
    // Friday 27/11/2026 -> Mon 30, Tue 1, Wed 2 December.
    expect(reviewDeadline('photo', '2026-11-27T18:30:00.000Z', TZ).toISOString()).toBe('2026-12-03T02:59:59.999Z');
    // Registered at 22:00 on Friday in São Paulo (already Saturday in UTC): still Friday's count.
    expect(reviewDeadline('photo', '2026-11-28T01:00:00.000Z', TZ).toISOString()).toBe('2026-12-03T02:59:59.999Z');
  });

  it('skips the city, state and national holidays', () => {
    // Thursday 19/11/2026: Friday 20 is Consciência Negra, then the weekend: Mon 23, Tue 24, Wed 25.
    expect(reviewDeadline('photo', '2026-11-19T15:00:00.000Z', TZ).toISOString()).toBe('2026-11-26T02:59:59.999Z');
    // Carnaval 2026 (16 and 17 February) and Ash Wednesday as a business day: Fri 13 -> 18, 19, 20.
    expect(addBusinessDaysSaoPaulo('2026-02-13', 3)).toBe('2026-02-20');
    // Christmas on a Friday, the weekend, then Mon 28, Tue 29, Wed 30.
    expect(addBusinessDaysSaoPaulo('2026-12-24', 3)).toBe('2026-12-30');
  });
});

describe('the late purchases at an instant', () => {
  it('are exactly those whose review deadline has passed, for either kind of purchase', () => {
    const start = Date.UTC(2025, 11, 1);
    const span = 400 * 86_400_000;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: span }), fc.integer({ min: 0, max: 20 * 86_400_000 }), (at, wait) => {
        const created = new Date(start + at);
        const now = new Date(start + at + wait);
        const cut = lateCutoffs(now, TZ);
        expect(reviewDeadline('photo', created, TZ) < now).toBe(created < cut.photo);
        expect(reviewDeadline('invoice_number', created, TZ) < now).toBe(created < cut.invoice);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the invoice number read from a key', () => {
  it('names the document, its number and its series', () => {
    const body = `352611${'11222333000181'}65001000012345100000001`;
    const nfce = parseFiscalKey(body + fiscalKeyCheckDigit(body));
    expect(nfce.ok && fiscalKeyInvoiceNumber(nfce.key)).toBe('NFC-e 12345/1');
    const sat = parseFiscalKey('35150808723218000186599000040190000241114257');
    expect(sat.ok && fiscalKeyInvoiceNumber(sat.key)).toBe('CF-e SAT 24/900004019');
  });
});
