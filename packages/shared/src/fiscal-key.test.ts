import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isValidCNPJ } from './brazil';
import {
  type FiscalKey,
  fiscalDocumentId,
  fiscalDocumentText,
  fiscalKeyCheckDigit,
  formatFiscalKey,
  IBGE_STATE_CODES,
  isFiscalKeyValid,
  isTrivialFiscalKeyCode,
  normalizeFiscalKey,
  parseFiscalKey,
} from './fiscal-key';

/**
 * Worked example of the MOC (Manual de Orientação do Contribuinte, "cálculo do dígito verificador
 * da chave de acesso"): weighted sum 644, 644 mod 11 = 6, check digit 11 - 6 = 5. An old-layout key
 * (2006, before tpEmis had its own position), so position 35 is 0.
 */
const MOC_KEY = '52060433009911002506550120000007800267301615';
/** The MOC example's NF-e in today's layout: November 2026, tpEmis 1, random code 02673016. */
const NFE_KEY = '52261133009911002506550120000007801026730166';
/** A CF-e issued by the SEFAZ-SP SAT test environment, as the satcomum library's doctests list it. */
const SAT_KEY = '35150808723218000186599000040190000241114257';
/** The NFC-e of the version 1 QR code example in the sped-nfe documentation (PR, homologação). */
const PR_NFCE_KEY = '41170410422724000187650010000005101000010235';
/**
 * Built here: NFC-e of July 2026 from the Receita's alphanumeric CNPJ example 12.ABC.345/01DE-35.
 * CNPJ digits by hand: 1·5 + 2·4 + 17·3 + 18·2 + 19·9 + 3·8 + 4·7 + 5·6 + 0·5 + 1·4 + 20·3 + 21·2 = 459,
 * 459 mod 11 = 8, first digit 3; then 424 over 13 characters, 424 mod 11 = 6, second digit 5.
 * Key: weighted sum of the 43 characters 997, 997 mod 11 = 7, check digit 4.
 */
const ALNUM_KEY = '35260712ABC34501DE35650010000123451876543125';

/** Today in São Paulo for these tests: keys of later months do not exist yet. */
const TODAY = '2026-12-07';

function parsed(input: string): FiscalKey {
  const result = parseFiscalKey(input, { today: TODAY });
  if (!result.ok) throw new Error(result.error);
  return result.key;
}

function errorOf(input: string): string | undefined {
  const result = parseFiscalKey(input, { today: TODAY });
  return result.ok ? undefined : result.error;
}

const withCheckDigit = (body: string) => `${body}${fiscalKeyCheckDigit(body)}`;

describe('fiscalKeyCheckDigit', () => {
  it('matches published and hand-computed keys', () => {
    expect(fiscalKeyCheckDigit(MOC_KEY.slice(0, 43))).toBe(5);
    expect(fiscalKeyCheckDigit(SAT_KEY.slice(0, 43))).toBe(7);
    expect(fiscalKeyCheckDigit(PR_NFCE_KEY.slice(0, 43))).toBe(5);
    expect(fiscalKeyCheckDigit(ALNUM_KEY.slice(0, 43))).toBe(5);
  });

  it('gives 0 when the remainder is 0 or 1', () => {
    expect(fiscalKeyCheckDigit('0'.repeat(43))).toBe(0);
    // 3525...1234 1 0000012: weighted sum 385 = 35 x 11.
    expect(fiscalKeyCheckDigit('3525051122233300018165001000001234110000012')).toBe(0);
  });

  it('refuses bodies that are not 43 key characters', () => {
    expect(() => fiscalKeyCheckDigit(MOC_KEY.slice(0, 42))).toThrow(RangeError);
    expect(() => fiscalKeyCheckDigit(ALNUM_KEY.slice(0, 43).toLowerCase())).toThrow(RangeError);
    expect(() => fiscalKeyCheckDigit(`${MOC_KEY.slice(0, 30)}A${MOC_KEY.slice(31, 43)}`)).toThrow(RangeError);
  });
});

describe('parseFiscalKey', () => {
  it('reads an NF-e key', () => {
    expect(parsed(NFE_KEY)).toEqual({
      key: NFE_KEY,
      stateCode: '52',
      uf: 'GO',
      year: 2026,
      month: 11,
      cnpj: '33009911002506',
      cnpjValid: true,
      checkDigit: 6,
      model: '55',
      label: 'NF-e',
      series: 12,
      number: 780,
      emissionType: 1,
      code: '02673016',
    });
  });

  it('reads an NFC-e key', () => {
    expect(parsed(PR_NFCE_KEY)).toMatchObject({
      stateCode: '41',
      uf: 'PR',
      year: 2017,
      month: 4,
      cnpj: '10422724000187',
      cnpjValid: true,
      model: '65',
      label: 'NFC-e',
      series: 1,
      number: 510,
      emissionType: 1,
      code: '00001023',
    });
  });

  it('reads a CF-e SAT key with the SAT layout', () => {
    expect(parsed(SAT_KEY)).toEqual({
      key: SAT_KEY,
      stateCode: '35',
      uf: 'SP',
      year: 2015,
      month: 8,
      cnpj: '08723218000186',
      cnpjValid: true,
      checkDigit: 7,
      model: '59',
      label: 'CF-e SAT',
      satSerial: '900004019',
      number: 24,
      code: '111425',
    });
  });

  it('reads a key whose issuer has an alphanumeric CNPJ', () => {
    expect(isValidCNPJ('12ABC34501DE35')).toBe(true);
    expect(parsed(ALNUM_KEY)).toMatchObject({
      stateCode: '35',
      year: 2026,
      month: 7,
      cnpj: '12ABC34501DE35',
      cnpjValid: true,
      checkDigit: 5,
      model: '65',
      series: 1,
      number: 12345,
      emissionType: 1,
      code: '87654312',
    });
  });

  it('reports a CNPJ with wrong digits as a field, not a failure', () => {
    const key = '35260712ABC34501DE36650010000123451876543127';
    expect(parsed(key)).toMatchObject({ cnpj: '12ABC34501DE36', cnpjValid: false });
    expect(isFiscalKeyValid(key)).toBe(true);
  });

  it('normalises spaces, dots, hyphens and lower case', () => {
    expect(parsed('3526 0712 abc3 4501 de35 6500 1000 0123 4518 7654 3125').key).toBe(ALNUM_KEY);
    expect(parsed(' 5226.1133.0099-1100-2506\t5501 2000 0007 8010 2673 0166\n').key).toBe(NFE_KEY);
    expect(normalizeFiscalKey('12ab.c3-4 5')).toBe('12ABC345');
  });

  describe('errors', () => {
    it('names a wrong length', () => {
      expect(errorOf(MOC_KEY.slice(0, 43))).toBe('A chave de acesso deve ter 44 caracteres (tem 43)');
      expect(errorOf(`${MOC_KEY}1`)).toBe('A chave de acesso deve ter 44 caracteres (tem 45)');
      expect(errorOf('')).toBe('A chave de acesso deve ter 44 caracteres (tem 0)');
    });

    it('refuses letters outside the CNPJ and other symbols', () => {
      const invalid = 'A chave de acesso tem caracteres inválidos';
      expect(errorOf(`${MOC_KEY.slice(0, 30)}X${MOC_KEY.slice(31)}`)).toBe(invalid);
      expect(errorOf(`A${MOC_KEY.slice(1)}`)).toBe(invalid);
      // The CNPJ's own check digits (key positions 19-20) are always digits.
      expect(errorOf(`${ALNUM_KEY.slice(0, 18)}A${ALNUM_KEY.slice(19)}`)).toBe(invalid);
      expect(errorOf(`${MOC_KEY.slice(0, 43)}*`)).toBe(invalid);
    });

    it('refuses a wrong check digit', () => {
      expect(errorOf(`${MOC_KEY.slice(0, 43)}6`)).toBe('Dígito verificador da chave de acesso inválido');
      expect(errorOf(`${SAT_KEY.slice(0, 40)}9${SAT_KEY.slice(41)}`)).toBe(
        'Dígito verificador da chave de acesso inválido',
      );
    });

    it('refuses a state code outside the IBGE table', () => {
      for (const code of ['00', '10', '18', '30', '34', '36', '99']) {
        expect(errorOf(withCheckDigit(`${code}${MOC_KEY.slice(2, 43)}`))).toBe(
          'Código de UF inválido na chave de acesso',
        );
      }
    });

    it('refuses a month outside 1..12', () => {
      for (const month of ['00', '13', '99']) {
        expect(errorOf(withCheckDigit(`3525${month}${MOC_KEY.slice(6, 43)}`))).toBe(
          'Mês de emissão inválido na chave de acesso',
        );
      }
    });

    it('names an unknown model', () => {
      expect(errorOf(withCheckDigit(`${MOC_KEY.slice(0, 20)}57${MOC_KEY.slice(22, 43)}`))).toBe(
        'Modelo de documento fiscal não reconhecido (57)',
      );
      expect(errorOf(withCheckDigit(`${MOC_KEY.slice(0, 20)}00${MOC_KEY.slice(22, 43)}`))).toBe(
        'Modelo de documento fiscal não reconhecido (00)',
      );
    });
  });

  describe('keys that cannot exist', () => {
    /** An NF-e or NFC-e key by its fields (defaults: an NFC-e of São Paulo, November 2026). */
    const nfeKey = ({
      aamm = '2611',
      cnpj = '11222333000181',
      model = '65',
      number = '000004321',
      tpEmis = '1',
      code = '73920461',
    } = {}) => withCheckDigit(`35${aamm}${cnpj}${model}001${number}${tpEmis}${code}`);
    /** A CF-e SAT key by its fields: device 900004019, CF-e 24. */
    const satKey = ({ aamm = '2611', number = '000024', code = '111425' } = {}) =>
      withCheckDigit(`35${aamm}0872321800018659900004019${number}${code}`);
    /** SEFAZ's rejection 897 list (NT 2019.001, rule B03-10), written out. */
    const SEFAZ_TRIVIAL = [
      ...'0123456789'.split('').map((d) => d.repeat(8)),
      '12345678',
      '23456789',
      '34567890',
      '45678901',
      '56789012',
      '67890123',
      '78901234',
      '89012345',
      '90123456',
      '01234567',
      // The descending runs, as the list names 87654321.
      '98765432',
      '87654321',
      '76543210',
      '65432109',
      '54321098',
      '43210987',
      '32109876',
      '21098765',
      '10987654',
      '09876543',
    ];

    it('refuses an NF-e or NFC-e whose random code repeats the number (its last 8 digits)', () => {
      for (const model of ['55', '65']) {
        expect(errorOf(nfeKey({ model, number: '000004321', code: '00004321' }))).toBe(
          'Código numérico inválido na chave de acesso (00004321): igual ao número da nota',
        );
        expect(errorOf(nfeKey({ model, number: '198765432', code: '98765432' }))).toBe(
          'Código numérico inválido na chave de acesso (98765432): igual ao número da nota',
        );
        expect(errorOf(nfeKey({ model, cnpj: '12ABC34501DE35', number: '000012345', code: '00012345' }))).toBe(
          'Código numérico inválido na chave de acesso (00012345): igual ao número da nota',
        );
        expect(isFiscalKeyValid(nfeKey({ model, number: '000004321', code: '00004322' }), { today: TODAY })).toBe(true);
      }
    });

    it("refuses every code on SEFAZ's list, ascending or descending runs too, numeric or alphanumeric CNPJ", () => {
      for (const code of SEFAZ_TRIVIAL) {
        expect(isTrivialFiscalKeyCode(code)).toBe(true);
        for (const [model, cnpj] of [
          ['55', '11222333000181'],
          ['65', '12ABC34501DE35'],
        ] as const) {
          expect(errorOf(nfeKey({ model, cnpj, code }))).toBe(
            `Código numérico inválido na chave de acesso (${code}): sequência recusada pela SEFAZ`,
          );
        }
      }
      for (const code of ['87654312', '98765431', '12345679', '11111112', '13579135', '02468024']) {
        expect(isTrivialFiscalKeyCode(code)).toBe(false);
        expect(errorOf(nfeKey({ code }))).toBeUndefined();
      }
      // The only codes refused among all 10^8 are the 30 listed: the ones with a single step of 0, +1 or -1.
      fc.assert(
        fc.property(digits(8), (code) => {
          expect(isTrivialFiscalKeyCode(code)).toBe(SEFAZ_TRIVIAL.includes(code));
        }),
      );
    });

    it('takes any random code on a CF-e SAT: no rule binds the code its device draws', () => {
      expect(parsed(satKey({ number: '000024', code: '000024' }))).toMatchObject({ number: 24, code: '000024' });
      expect(parsed(satKey({ code: '123456' }))).toMatchObject({ code: '123456' });
      expect(parsed(satKey({ code: '000000' }))).toMatchObject({ code: '000000' });
    });

    it('refuses an emission type (tpEmis) outside 1-7 and 9, and 9 (offline) on an NF-e', () => {
      for (const tpEmis of ['0', '8']) {
        for (const model of ['55', '65']) {
          expect(errorOf(nfeKey({ model, tpEmis }))).toBe(`Tipo de emissão inválido na chave de acesso (${tpEmis})`);
        }
      }
      expect(errorOf(nfeKey({ model: '55', tpEmis: '9' }))).toBe(
        'Tipo de emissão inválido na chave de acesso (9): a contingência off-line só existe na NFC-e',
      );
      expect(parsed(nfeKey({ model: '65', tpEmis: '9' }))).toMatchObject({ emissionType: 9 });
      for (const tpEmis of ['1', '2', '3', '4', '5', '6', '7']) {
        expect(parsed(nfeKey({ model: '55', tpEmis }))).toMatchObject({ emissionType: Number(tpEmis) });
      }
      // The MOC's worked example is of the 2006 layout, whose position 35 was no emission type.
      expect(errorOf(MOC_KEY)).toBe('Tipo de emissão inválido na chave de acesso (0)');
    });

    it('refuses an issue month before 2006 or after the current month, for every model', () => {
      for (const key of [
        (aamm: string) => nfeKey({ aamm, model: '55' }),
        (aamm: string) => nfeKey({ aamm }),
        (aamm: string) => satKey({ aamm }),
      ]) {
        expect(errorOf(key('0512'))).toBe(
          'Mês de emissão inválido na chave de acesso (12/2005): não há nota eletrônica antes de 2006',
        );
        expect(errorOf(key('0001'))).toBe(
          'Mês de emissão inválido na chave de acesso (01/2000): não há nota eletrônica antes de 2006',
        );
        expect(errorOf(key('0601'))).toBeUndefined();
        expect(errorOf(key('2612'))).toBeUndefined();
        expect(errorOf(key('2701'))).toBe(
          'Mês de emissão inválido na chave de acesso (01/2027): posterior ao mês atual',
        );
        expect(errorOf(key('9912'))).toBe(
          'Mês de emissão inválido na chave de acesso (12/2099): posterior ao mês atual',
        );
      }
    });

    describe('without a date given', () => {
      afterEach(() => {
        vi.useRealTimers();
      });

      it("takes the current month in São Paulo, whatever the machine's zone", () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        // 02:59 UTC on 1 December is still 30 November, 23:59, in São Paulo.
        vi.setSystemTime(new Date('2026-12-01T02:59:00Z'));
        expect(parseFiscalKey(nfeKey({ aamm: '2612' }))).toEqual({
          ok: false,
          error: 'Mês de emissão inválido na chave de acesso (12/2026): posterior ao mês atual',
        });
        expect(parseFiscalKey(nfeKey({ aamm: '2611' })).ok).toBe(true);
        vi.setSystemTime(new Date('2026-12-01T03:00:00Z'));
        expect(parseFiscalKey(nfeKey({ aamm: '2612' })).ok).toBe(true);
      });
    });
  });
});

describe('fiscalDocumentId', () => {
  it('names an NF-e by model, issuer, series and number', () => {
    expect(fiscalDocumentId(parsed(NFE_KEY))).toBe('55:33009911002506:012:000000780');
  });

  it('names an NFC-e, numeric or alphanumeric CNPJ, the same way', () => {
    expect(fiscalDocumentId(parsed(PR_NFCE_KEY))).toBe('65:10422724000187:001:000000510');
    expect(fiscalDocumentId(parsed(ALNUM_KEY))).toBe('65:12ABC34501DE35:001:000012345');
  });

  it('names a CF-e SAT by its SAT device and number', () => {
    expect(fiscalDocumentId(parsed(SAT_KEY))).toBe('59:900004019:000024');
  });

  it('is the same for keys that differ only in state, emission type, random code and check digit', () => {
    const base = PR_NFCE_KEY.slice(2, 34); // AAMM, CNPJ, model, series, number
    const a = withCheckDigit(`41${base}101000023`);
    const b = withCheckDigit(`35${base}973920461`);
    expect(fiscalDocumentId(parsed(a))).toBe(fiscalDocumentId(parsed(b)));
    const otherNumber = withCheckDigit(`41${PR_NFCE_KEY.slice(2, 25)}000000511101000023`);
    expect(fiscalDocumentId(parsed(otherNumber))).not.toBe(fiscalDocumentId(parsed(a)));
  });

  it('reads as the receipt prints the document, for a reviewer or a customer', () => {
    expect(fiscalDocumentText(parsed(PR_NFCE_KEY))).toBe('NFC-e nº 000000510 da série 1');
    const nfe = withCheckDigit(`35${PR_NFCE_KEY.slice(2, 20)}55012000000780158213657`);
    expect(fiscalDocumentText(parsed(nfe))).toBe('NF-e nº 000000780 da série 12');
    expect(fiscalDocumentText(parsed(SAT_KEY))).toBe('CF-e SAT nº 000024 do equipamento 900004019');
  });

  it('is the same for SAT keys that differ only in their random code', () => {
    const body = SAT_KEY.slice(0, 37);
    expect(fiscalDocumentId(parsed(withCheckDigit(`${body}000001`)))).toBe(fiscalDocumentId(parsed(SAT_KEY)));
  });
});

describe('formatFiscalKey', () => {
  it('groups by four, as receipts print it', () => {
    expect(formatFiscalKey(MOC_KEY)).toBe('5206 0433 0099 1100 2506 5501 2000 0007 8002 6730 1615');
    expect(formatFiscalKey('35150')).toBe('3515 0');
    expect(formatFiscalKey('')).toBe('');
    expect(formatFiscalKey('3526-0712.ab')).toBe('3526 0712 AB');
  });
});

// ---- Property tests -------------------------------------------------------------------------

const DIGITS = '0123456789';
const ALNUM = `${DIGITS}ABCDEFGHIJKLMNOPQRSTUVWXYZ`;
const digits = (n: number) => fc.string({ unit: fc.constantFrom(...DIGITS), minLength: n, maxLength: n });
const alnum = (n: number) => fc.string({ unit: fc.constantFrom(...ALNUM), minLength: n, maxLength: n });

/** The check digits a CNPJ base needs, found by asking the CNPJ library (independent of the code under test). */
function cnpjDigitsFor(base: string): string {
  for (let n = 0; n < 100; n++) {
    const dv = String(n).padStart(2, '0');
    if (isValidCNPJ(base + dv)) return dv;
  }
  return '00';
}

const keyParts = fc
  .record({
    stateCode: fc.constantFrom(...Object.keys(IBGE_STATE_CODES)),
    // From the first NF-e (2006) to TODAY's year.
    yy: fc.integer({ min: 6, max: 26 }).map((n) => String(n).padStart(2, '0')),
    month: fc.integer({ min: 1, max: 12 }),
    cnpjBase: alnum(12),
    cnpjDv: digits(2),
    fixCnpj: fc.boolean(),
    model: fc.constantFrom('55', '59', '65'),
    rest: digits(21),
  })
  .map((p) => ({ ...p, cnpj: p.cnpjBase + (p.fixCnpj ? cnpjDigitsFor(p.cnpjBase) : p.cnpjDv) }))
  // An NF-e or NFC-e: an emission type of the layout (9 only on an NFC-e), a random code neither the
  // number's last 8 digits nor on SEFAZ's list (of equal digits or ascending runs), as SEFAZ authorises.
  .filter((p) => {
    if (p.model === '59') return true;
    const emission = p.rest[12]!;
    const code = p.rest.slice(13);
    const ascending = '01234567890123456'.includes(code);
    return (
      '12345679'.includes(emission) &&
      !(p.model === '55' && emission === '9') &&
      code !== p.rest.slice(4, 12) &&
      !/^(.)\1{7}$/.test(code) &&
      !ascending
    );
  });

const bodyOf = (p: { stateCode: string; yy: string; month: number; cnpj: string; model: string; rest: string }) =>
  `${p.stateCode}${p.yy}${String(p.month).padStart(2, '0')}${p.cnpj}${p.model}${p.rest}`;

const validKey = keyParts.map((p) => withCheckDigit(bodyOf(p)));

/** The módulo 11 weighted sum, written again here to state what the math guarantees. */
function weightedSum(body43: string): number {
  let sum = 0;
  for (let i = 0; i < 43; i++) sum += (body43.charCodeAt(i) - 48) * weightAt(i);
  return sum;
}
const weightAt = (i: number) => 2 + ((42 - i) % 8);
const allowedAt = (i: number) => (i >= 6 && i < 18 ? ALNUM : DIGITS);

describe('fiscal key properties', () => {
  it('any body with valid fields plus its check digit parses back to its fields', () => {
    fc.assert(
      fc.property(keyParts, (p) => {
        const key = withCheckDigit(bodyOf(p));
        const k = parsed(key);
        expect(k).toMatchObject({
          key,
          stateCode: p.stateCode,
          uf: IBGE_STATE_CODES[p.stateCode],
          year: 2000 + Number(p.yy),
          month: p.month,
          cnpj: p.cnpj,
          model: p.model,
        });
        // Cross-checked with the CNPJ library; a CNPJ of one repeated character is refused there by convention.
        if (!/^(.)\1*$/.test(p.cnpj)) expect(k.cnpjValid).toBe(isValidCNPJ(p.cnpj));
        if (p.fixCnpj && !/^(.)\1*$/.test(p.cnpj)) expect(k.cnpjValid).toBe(true);
        if (k.model === '59') {
          expect(k).toMatchObject({
            label: 'CF-e SAT',
            satSerial: p.rest.slice(0, 9),
            number: Number(p.rest.slice(9, 15)),
            code: p.rest.slice(15),
          });
        } else {
          expect(k).toMatchObject({
            label: k.model === '55' ? 'NF-e' : 'NFC-e',
            series: Number(p.rest.slice(0, 3)),
            number: Number(p.rest.slice(3, 12)),
            emissionType: Number(p.rest[12]),
            code: p.rest.slice(13),
          });
        }
      }),
    );
  });

  /**
   * What módulo 11 guarantees for one substituted character at position i (weight w in 2..9, prime
   * 11): the sum moves by w·Δ, where Δ is the change of the character's value. Since 11 does not
   * divide w, the remainder changes unless 11 divides Δ, which two digits (|Δ| <= 9) never do but a
   * digit and a letter can ('6' = 6 and 'A' = 17). A changed remainder still escapes when it moves
   * between 0 and 1, since both give check digit 0. A changed check digit itself is always caught.
   */
  it('a single substitution is caught exactly when the math says so', () => {
    const substitution = validKey.chain((key) =>
      fc.integer({ min: 0, max: 43 }).chain((i) =>
        fc
          .constantFrom(...allowedAt(i))
          .filter((c) => c !== key[i])
          .map((c) => ({ key, i, c })),
      ),
    );
    fc.assert(
      fc.property(substitution, ({ key, i, c }) => {
        const changed = key.slice(0, i) + c + key.slice(i + 1);
        const digitStillHolds = fiscalKeyCheckDigit(changed.slice(0, 43)) === Number(changed[43]);
        let escapes = false;
        if (i < 43) {
          const before = weightedSum(key.slice(0, 43)) % 11;
          const after = weightedSum(changed.slice(0, 43)) % 11;
          if (DIGITS.includes(key[i]!) && DIGITS.includes(c)) expect(after).not.toBe(before);
          escapes = after === before || (before < 2 && after < 2);
        }
        expect(digitStillHolds).toBe(escapes);
        if (!escapes) expect(errorOf(changed)).toBe('Dígito verificador da chave de acesso inválido');
      }),
      { numRuns: 500 },
    );
  });

  it('shows both blind spots on concrete keys', () => {
    // Remainder 0 -> 1: the last cNF digit 2 -> 8 adds 2·6 = 12 ≡ 1; both keys end in check digit 0.
    expect(isFiscalKeyValid('35250511222333000181650010000012341100000120')).toBe(true);
    expect(isFiscalKeyValid('35250511222333000181650010000012341100000180')).toBe(true);
    // 'A' (17) -> '6' (6) in the CNPJ: Δ = 11. The CNPJ's own digits use the same rule and miss it too.
    expect(parsed('352607126BC34501DE35650010000123451876543125')).toMatchObject({ cnpjValid: true });
  });

  it('format then parse gives the same key, in any case and with any separator', () => {
    fc.assert(
      fc.property(validKey, fc.constantFrom(' ', '.', '-'), fc.boolean(), (key, separator, lower) => {
        const formatted = formatFiscalKey(key);
        expect(formatted).toMatch(/^(\S{4} ){10}\S{4}$/);
        expect(parsed(formatted)).toEqual(parsed(key));
        const typed = formatted.replaceAll(' ', separator);
        expect(parsed(lower ? typed.toLowerCase() : typed)).toEqual(parsed(key));
      }),
    );
  });
});
