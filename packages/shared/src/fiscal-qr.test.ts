import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type FiscalKey,
  fiscalKeyCheckDigit,
  formatFiscalKey,
  IBGE_STATE_CODES,
  isFiscalKeyValid,
  parseFiscalKey,
} from './fiscal-key';
import { type FiscalEnvironment, NOT_A_RECEIPT_QR, parseReceiptQr, type ReceiptQr } from './fiscal-qr';

const withCheckDigit = (body: string) => `${body}${fiscalKeyCheckDigit(body)}`;

/** NFC-e of a São Paulo store, May 2025, issued online (tpEmis 1). */
const NFCE = withCheckDigit('3525051122233300018165001000001234173920461');
/** The same store in offline contingency (tpEmis 9). */
const NFCE_OFFLINE = withCheckDigit('3525051122233300018165001000001235973920461');
/** A CF-e issued by the SEFAZ-SP SAT test environment (satcomum library doctests). */
const SAT_KEY = '35150808723218000186599000040190000241114257';
const WRONG_DIGIT = `${NFCE.slice(0, 43)}${(Number(NFCE[43]) + 1) % 10}`;

const SP = 'https://www.nfce.fazenda.sp.gov.br/NFCeConsultaPublica/Paginas/ConsultaQRCode.aspx';
const HASH = '7BD57045E529D6F14D97F1BAE333D35B27921441';
const SIGNATURE = 'ZZSKiypy7fkg22MU+v6TUh71EI/wLYWr=';
const DIGVAL_HEX = '45433541594a33337247436131674a757967656d4c337550426b493d';

function keyOf(key: string): FiscalKey {
  const result = parseFiscalKey(key);
  if (!result.ok) throw new Error(result.error);
  return result.key;
}

function qrOf(text: string): ReceiptQr {
  const result = parseReceiptQr(text);
  if (!result.ok) throw new Error(result.error);
  return result.qr;
}

function errorOf(text: string): string | undefined {
  const result = parseReceiptQr(text);
  return result.ok ? undefined : result.error;
}

describe('parseReceiptQr: NFC-e version 2', () => {
  const online = { key: keyOf(NFCE), version: 2, environment: 'producao', offline: false };

  it('reads the online QR with either separator', () => {
    expect(qrOf(`${SP}?p=${NFCE}|2|1|1|${HASH}`)).toEqual(online);
    expect(qrOf(`${SP}?p=${NFCE}%7C2%7C1%7C1%7C${HASH}`)).toEqual(online);
    expect(qrOf(`${SP}?p=${NFCE}%7c2%7c1%7c1%7c${HASH}`)).toEqual(online);
  });

  it('reads it among other parameters, over http, or as the bare p value', () => {
    expect(qrOf(`http://www.fazenda.pr.gov.br/nfce/qrcode?x=1&p=${NFCE}|2|1|1|${HASH}&utm_source=app#top`)).toEqual(
      online,
    );
    expect(qrOf(`${NFCE}|2|1|1|${HASH}`)).toEqual(online);
    expect(qrOf(`p=${NFCE}%7C2%7C1%7C1%7C${HASH}`)).toEqual(online);
    expect(qrOf(`  ${SP}?P=${NFCE}|2|1|1|${HASH}\n`)).toEqual(online);
  });

  it('reads homologação', () => {
    expect(qrOf(`${SP}?p=${NFCE}|2|2|1|${HASH}`).environment).toBe('homologacao');
  });

  it('reads the offline QR: day and total', () => {
    expect(qrOf(`${SP}?p=${NFCE_OFFLINE}|2|1|07|1234.5|${DIGVAL_HEX}|1|${HASH}`)).toEqual({
      key: keyOf(NFCE_OFFLINE),
      version: 2,
      environment: 'producao',
      offline: true,
      issueDay: 7,
      totalCents: 123450,
    });
    expect(qrOf(`${SP}?p=${NFCE_OFFLINE}%7C2%7C2%7C31%7C0.99%7C${DIGVAL_HEX}%7C1%7C${HASH}`)).toMatchObject({
      environment: 'homologacao',
      issueDay: 31,
      totalCents: 99,
    });
  });
});

describe('parseReceiptQr: NFC-e version 3', () => {
  it('reads the online QR', () => {
    expect(qrOf(`${SP}?p=${NFCE}|3|1`)).toEqual({
      key: keyOf(NFCE),
      version: 3,
      environment: 'producao',
      offline: false,
    });
    expect(qrOf(`${SP}?p=${NFCE}%7C3%7C2`).environment).toBe('homologacao');
  });

  it('reads the offline QR with a CPF, an alphanumeric CNPJ, a foreigner or nobody', () => {
    const base = { key: keyOf(NFCE_OFFLINE), version: 3, environment: 'producao', offline: true };
    expect(qrOf(`${SP}?p=${NFCE_OFFLINE}|3|1|05|19.90|2|52998224725|${SIGNATURE}`)).toEqual({
      ...base,
      issueDay: 5,
      totalCents: 1990,
      buyerDocument: '52998224725',
    });
    expect(qrOf(`${SP}?p=${NFCE_OFFLINE}%7C3%7C1%7C12%7C10%7C1%7C12ABC34501DE35%7C${SIGNATURE}`)).toEqual({
      ...base,
      issueDay: 12,
      totalCents: 1000,
      buyerDocument: '12ABC34501DE35',
    });
    expect(qrOf(`${SP}?p=${NFCE_OFFLINE}|3|1|01|5.00|3||${SIGNATURE}`)).toEqual({
      ...base,
      issueDay: 1,
      totalCents: 500,
    });
    expect(qrOf(`${NFCE_OFFLINE}|3|1|01|5.00|||${SIGNATURE}`)).toEqual({ ...base, issueDay: 1, totalCents: 500 });
  });

  it('refuses an inconsistent buyer', () => {
    expect(errorOf(`${SP}?p=${NFCE_OFFLINE}|3|1|05|19.90|2|12ABC34501DE35|${SIGNATURE}`)).toBe(NOT_A_RECEIPT_QR);
    expect(errorOf(`${SP}?p=${NFCE_OFFLINE}|3|1|05|19.90||52998224725|${SIGNATURE}`)).toBe(NOT_A_RECEIPT_QR);
    expect(errorOf(`${SP}?p=${NFCE_OFFLINE}|3|1|05|19.90|4|52998224725|${SIGNATURE}`)).toBe(NOT_A_RECEIPT_QR);
  });
});

describe('parseReceiptQr: NFC-e version 1', () => {
  it('reads the example of the sped-nfe documentation (PR, homologação)', () => {
    const text =
      'http://www.dfeportal.fazenda.pr.gov.br/dfe-portal/rest/servico/consultaNFCe?' +
      'chNFe=41170410422724000187650010000005101000010235&nVersao=100&tpAmb=2' +
      '&dhEmi=323031372d30342d31325431373a31343a30372d30333a3030&vNF=1500.00&vICMS=0.00' +
      '&digVal=45433541594a33337247436131674a757967656d4c337550426b493d&cIdToken=000001' +
      '&cHashQRCode=7BD57045E529D6F14D97F1BAE333D35B27921441';
    expect(qrOf(text)).toEqual({
      key: keyOf('41170410422724000187650010000005101000010235'),
      version: 1,
      environment: 'homologacao',
      offline: false,
      issueDay: 12,
      issuedAt: '2017-04-12T17:14:07',
      totalCents: 150000,
    });
  });

  it('reads the buyer, and offline from the key', () => {
    const qr = qrOf(
      `http://nfce.sefaz.example/consulta?chNFe=${NFCE_OFFLINE}&nVersao=100&tpAmb=1&cDest=52998224725&vNF=4.35`,
    );
    expect(qr).toMatchObject({ version: 1, environment: 'producao', offline: true, buyerDocument: '52998224725' });
    expect(qr.totalCents).toBe(435);
    expect(qrOf(`chNFe=${NFCE}&tpAmb=1`)).toEqual({
      key: keyOf(NFCE),
      version: 1,
      environment: 'producao',
      offline: false,
    });
  });
});

describe('parseReceiptQr: CF-e SAT', () => {
  it('reads key, timestamp, total and CPF, with or without the CFe prefix', () => {
    const expected = {
      key: keyOf(SAT_KEY),
      version: 'sat',
      offline: false,
      issueDay: 8,
      issuedAt: '2015-08-08T10:15:30',
      totalCents: 12345,
      buyerDocument: '52998224725',
    };
    expect(qrOf(`CFe${SAT_KEY}|20150808101530|123.45|52998224725|${SIGNATURE}`)).toEqual(expected);
    expect(qrOf(`${SAT_KEY}|20150808101530|123.45|52998224725|${SIGNATURE}`)).toEqual(expected);
    expect(qrOf(`${SAT_KEY}%7C20150808101530%7C123.45%7C52998224725%7C${SIGNATURE}`)).toEqual(expected);
  });

  it('reads a receipt without buyer', () => {
    const qr = qrOf(`CFe${SAT_KEY}|20150808235959|0.07||${SIGNATURE}`);
    expect(qr).toEqual({
      key: keyOf(SAT_KEY),
      version: 'sat',
      offline: false,
      issueDay: 8,
      issuedAt: '2015-08-08T23:59:59',
      totalCents: 7,
    });
  });

  it('refuses impossible timestamps and NFC-e keys in the SAT layout', () => {
    expect(errorOf(`${SAT_KEY}|20150230101530|1.00||${SIGNATURE}`)).toBe(NOT_A_RECEIPT_QR);
    expect(errorOf(`${SAT_KEY}|20150808246000|1.00||${SIGNATURE}`)).toBe(NOT_A_RECEIPT_QR);
    expect(errorOf(`${NFCE}|20150808101530|1.00||${SIGNATURE}`)).toBe(NOT_A_RECEIPT_QR);
    expect(errorOf(`${SAT_KEY}|20150808101530|1.00|123|${SIGNATURE}`)).toBe(NOT_A_RECEIPT_QR);
  });
});

describe('parseReceiptQr: bare key', () => {
  it('reads a key alone, printed or not in groups', () => {
    expect(qrOf(NFCE)).toEqual({ key: keyOf(NFCE), version: 'key', offline: false });
    expect(qrOf(formatFiscalKey(NFCE_OFFLINE))).toEqual({ key: keyOf(NFCE_OFFLINE), version: 'key', offline: true });
    expect(qrOf(`CFe${SAT_KEY}`)).toEqual({ key: keyOf(SAT_KEY), version: 'key', offline: false });
  });
});

describe('parseReceiptQr: totals in cents', () => {
  const totalOf = (value: string) => qrOf(`${SAT_KEY}|20150808101530|${value}||${SIGNATURE}`).totalCents;

  it('converts dotted decimals exactly', () => {
    expect(totalOf('1234.5')).toBe(123450);
    expect(totalOf('0.99')).toBe(99);
    expect(totalOf('0.1')).toBe(10);
    expect(totalOf('10')).toBe(1000);
    expect(totalOf('4.35')).toBe(435); // 4.35 * 100 is 434.99999999999994 in floating point
    expect(totalOf('1.15')).toBe(115);
    expect(totalOf('9999999999999.99')).toBe(999_999_999_999_999);
  });

  it('refuses commas, three decimals and signs', () => {
    for (const value of ['12,34', '1.005', '-1.00', '.50', '1.', '']) {
      expect(errorOf(`${SAT_KEY}|20150808101530|${value}||${SIGNATURE}`)).toBe(NOT_A_RECEIPT_QR);
    }
  });
});

describe('parseReceiptQr: errors', () => {
  it('passes key errors through from a valid-looking QR', () => {
    const digit = 'Dígito verificador da chave de acesso inválido';
    expect(errorOf(`${SP}?p=${WRONG_DIGIT}|2|1|1|${HASH}`)).toBe(digit);
    expect(errorOf(`${SP}?p=${WRONG_DIGIT}|3|1`)).toBe(digit);
    expect(errorOf(`http://x.example/q?chNFe=${WRONG_DIGIT}&tpAmb=1`)).toBe(digit);
    expect(errorOf(`CFe${SAT_KEY.slice(0, 43)}0|20150808101530|1.00||${SIGNATURE}`)).toBe(digit);
    expect(errorOf(WRONG_DIGIT)).toBe(digit);
    expect(errorOf(`${SP}?p=${NFCE.slice(0, 43)}|2|1|1|${HASH}`)).toBe(
      'A chave de acesso deve ter 44 caracteres (tem 43)',
    );
    const cte = withCheckDigit(`${NFCE.slice(0, 20)}57${NFCE.slice(22, 43)}`);
    expect(errorOf(`${SP}?p=${cte}|3|1`)).toBe('Modelo de documento fiscal não reconhecido (57)');
  });

  it('passes through why a key cannot exist: a trivial random code, an emission type outside the layout', () => {
    const trivial = withCheckDigit(`${NFCE.slice(0, 35)}12345678`);
    expect(errorOf(`${SP}?p=${trivial}|2|1|1|${HASH}`)).toBe(
      'Código numérico inválido na chave de acesso (12345678): sequência recusada pela SEFAZ',
    );
    const tpEmis8 = withCheckDigit(`${NFCE.slice(0, 34)}8${NFCE.slice(35, 43)}`);
    expect(errorOf(`${SP}?p=${tpEmis8}|3|1`)).toBe('Tipo de emissão inválido na chave de acesso (8)');
  });

  it('refuses QR codes of anything else', () => {
    for (const text of [
      '',
      'hello',
      'https://www.example.com/',
      'https://www.google.com/search?q=nota+fiscal',
      `https://www.example.com/?p=hello`,
      'WIFI:S:Shopping;T:WPA;P:senha123;;',
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
      `mailto:${NFCE}@example.com`,
    ]) {
      expect(errorOf(text)).toBe(NOT_A_RECEIPT_QR);
    }
  });

  it('refuses unknown versions, field counts and environments', () => {
    expect(errorOf(`${SP}?p=${NFCE}|4|1`)).toBe(NOT_A_RECEIPT_QR);
    expect(errorOf(`${SP}?p=${NFCE}|2|1|1`)).toBe(NOT_A_RECEIPT_QR);
    expect(errorOf(`${SP}?p=${NFCE}|3|1|1`)).toBe(NOT_A_RECEIPT_QR);
    expect(errorOf(`${SP}?p=${NFCE}|3|3`)).toBe(NOT_A_RECEIPT_QR);
    expect(errorOf(`${SP}?p=${NFCE_OFFLINE}|2|1|32|1.00|${DIGVAL_HEX}|1|${HASH}`)).toBe(NOT_A_RECEIPT_QR);
    expect(errorOf(`${SP}?p=${SAT_KEY}|3|1`)).toBe(NOT_A_RECEIPT_QR);
    expect(errorOf(`http://x.example/q?chNFe=${NFCE}&tpAmb=9`)).toBe(NOT_A_RECEIPT_QR);
  });
});

// ---- Round trip: build a QR text from random fields and read it back ------------------------

const DIGITS = '0123456789';
const ALNUM = `${DIGITS}ABCDEFGHIJKLMNOPQRSTUVWXYZ`;
const digits = (n: number) => fc.string({ unit: fc.constantFrom(...DIGITS), minLength: n, maxLength: n });
const alnum = (n: number) => fc.string({ unit: fc.constantFrom(...ALNUM), minLength: n, maxLength: n });
const pad = (n: number) => String(n).padStart(2, '0');

const keyFor = (models: string[]) =>
  fc
    .record({
      stateCode: fc.constantFrom(...Object.keys(IBGE_STATE_CODES)),
      // 2006 (the first NF-e) to 2025: months that have come, whenever the test runs.
      yy: fc.integer({ min: 6, max: 25 }).map(pad),
      month: fc.integer({ min: 1, max: 12 }),
      cnpj: fc.tuple(alnum(12), digits(2)).map(([a, b]) => a + b),
      model: fc.constantFrom(...models),
      rest: digits(21),
    })
    .map((p) => withCheckDigit(`${p.stateCode}${p.yy}${pad(p.month)}${p.cnpj}${p.model}${p.rest}`))
    // Keys that can exist (emission type, random code): the QR code is what is tested here.
    .filter((key) => isFiscalKeyValid(key));

const cpf = digits(11);
const cnpj = fc.tuple(alnum(12), digits(2)).map(([a, b]) => a + b);
const cents = fc.integer({ min: 0, max: 99_999_999_999 });
/** Cents as emitters write them: always two decimals, or trailing zeros dropped. */
const amountOf = (c: number, trim: boolean) => {
  const whole = Math.floor(c / 100);
  const fraction = trim ? pad(c % 100).replace(/0+$/, '') : pad(c % 100);
  return fraction ? `${whole}.${fraction}` : `${whole}`;
};
const moment = fc.record({
  y: fc.integer({ min: 2010, max: 2040 }),
  mo: fc.integer({ min: 1, max: 12 }),
  d: fc.integer({ min: 1, max: 28 }),
  h: fc.integer({ min: 0, max: 23 }),
  mi: fc.integer({ min: 0, max: 59 }),
  s: fc.integer({ min: 0, max: 59 }),
});
const host = fc.constantFrom(
  SP,
  'http://www.fazenda.pr.gov.br/nfce/qrcode',
  'https://portalsped.fazenda.mg.gov.br/portalnfce/sistema/qrcode.xhtml',
);
const separator = fc.constantFrom('|', '%7C', '%7c');
const hex = (text: string) => [...text].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
const env = fc.constantFrom('1', '2');
const envName = (tpAmb: string): FiscalEnvironment => (tpAmb === '1' ? 'producao' : 'homologacao');
const contingency = (k: FiscalKey) => k.model !== '59' && k.emissionType === 9;

/** The p value placed as a URL parameter (maybe among others), alone, or after "p=". */
const wrapP = fc
  .record({ host, where: fc.constantFrom('url', 'extra', 'bare', 'p='), sep: separator })
  .map(({ host, where, sep }) => (fields: string[]) => {
    const p = fields.join(sep);
    if (where === 'url') return `${host}?p=${p}`;
    if (where === 'extra') return `${host}?lang=pt&p=${p}&src=qr`;
    return where === 'bare' ? p : `p=${p}`;
  });

type Case = { text: string; expected: ReceiptQr };

const version2 = fc
  .record({
    key: keyFor(['55', '65']),
    tpAmb: env,
    wrap: wrapP,
    offline: fc.boolean(),
    day: fc.integer({ min: 1, max: 31 }),
    c: cents,
    trim: fc.boolean(),
  })
  .map(({ key, tpAmb, wrap, offline, day, c, trim }): Case => {
    const base = { key: keyOf(key), version: 2 as const, environment: envName(tpAmb) };
    if (!offline) return { text: wrap([key, '2', tpAmb, '1', HASH]), expected: { ...base, offline: false } };
    return {
      text: wrap([key, '2', tpAmb, pad(day), amountOf(c, trim), DIGVAL_HEX, '000001', HASH]),
      expected: { ...base, offline: true, issueDay: day, totalCents: c },
    };
  });

const buyer3 = fc.oneof(
  fc.constant({ type: '', id: '', doc: undefined }),
  fc.constant({ type: '3', id: '', doc: undefined }),
  cpf.map((id) => ({ type: '2', id, doc: id })),
  cnpj.map((id) => ({ type: '1', id, doc: id })),
);

const version3 = fc
  .record({
    key: keyFor(['55', '65']),
    tpAmb: env,
    wrap: wrapP,
    offline: fc.boolean(),
    day: fc.integer({ min: 1, max: 31 }),
    c: cents,
    trim: fc.boolean(),
    buyer: buyer3,
  })
  .map(({ key, tpAmb, wrap, offline, day, c, trim, buyer }): Case => {
    const base = { key: keyOf(key), version: 3 as const, environment: envName(tpAmb) };
    if (!offline) return { text: wrap([key, '3', tpAmb]), expected: { ...base, offline: false } };
    const expected: ReceiptQr = { ...base, offline: true, issueDay: day, totalCents: c };
    return {
      text: wrap([key, '3', tpAmb, pad(day), amountOf(c, trim), buyer.type, buyer.id, SIGNATURE]),
      expected: buyer.doc ? { ...expected, buyerDocument: buyer.doc } : expected,
    };
  });

const version1 = fc
  .record({ key: keyFor(['55', '65']), tpAmb: env, host, at: moment, c: cents, buyer: fc.option(fc.oneof(cpf, cnpj)) })
  .map(({ key, tpAmb, host, at, c, buyer }): Case => {
    const local = `${at.y}-${pad(at.mo)}-${pad(at.d)}T${pad(at.h)}:${pad(at.mi)}:${pad(at.s)}`;
    const k = keyOf(key);
    const text =
      `${host}?chNFe=${key}&nVersao=100&tpAmb=${tpAmb}${buyer ? `&cDest=${buyer}` : ''}` +
      `&dhEmi=${hex(`${local}-03:00`)}&vNF=${amountOf(c, false)}&vICMS=0.00&digVal=${DIGVAL_HEX}` +
      `&cIdToken=000001&cHashQRCode=${HASH}`;
    const expected: ReceiptQr = {
      key: k,
      version: 1,
      environment: envName(tpAmb),
      offline: contingency(k),
      issueDay: at.d,
      issuedAt: local,
      totalCents: c,
    };
    return { text, expected: buyer ? { ...expected, buyerDocument: buyer } : expected };
  });

const sat = fc
  .record({
    key: keyFor(['59']),
    prefix: fc.boolean(),
    sep: separator,
    at: moment,
    c: cents,
    trim: fc.boolean(),
    buyer: fc.option(fc.oneof(cpf, cnpj)),
  })
  .map(({ key, prefix, sep, at, c, trim, buyer }): Case => {
    const stamp = `${at.y}${pad(at.mo)}${pad(at.d)}${pad(at.h)}${pad(at.mi)}${pad(at.s)}`;
    const fields = [`${prefix ? 'CFe' : ''}${key}`, stamp, amountOf(c, trim), buyer ?? '', SIGNATURE];
    const expected: ReceiptQr = {
      key: keyOf(key),
      version: 'sat',
      offline: false,
      issueDay: at.d,
      issuedAt: `${at.y}-${pad(at.mo)}-${pad(at.d)}T${pad(at.h)}:${pad(at.mi)}:${pad(at.s)}`,
      totalCents: c,
    };
    return { text: fields.join(sep), expected: buyer ? { ...expected, buyerDocument: buyer } : expected };
  });

const bare = fc.record({ key: keyFor(['55', '59', '65']), grouped: fc.boolean() }).map(({ key, grouped }): Case => {
  const k = keyOf(key);
  return { text: grouped ? formatFiscalKey(key) : key, expected: { key: k, version: 'key', offline: contingency(k) } };
});

describe('parseReceiptQr round trip', () => {
  it('reads back the fields any layout was built from', () => {
    fc.assert(
      fc.property(fc.oneof(version1, version2, version3, sat, bare), ({ text, expected }) => {
        expect(qrOf(text)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
