import { type FiscalKey, normalizeFiscalKey, parseFiscalKey } from './fiscal-key';

/**
 * The text decoded from a receipt's QR code, read into its access key and what else it carries.
 * Layouts, by what the QR holds:
 *
 * - NFC-e version 2 (Manual do DANFE NFC-e e QR Code 5.0, NT 2016.002): `?p=` then, online,
 *   `chave|2|tpAmb|cIdToken|cHashQRCode`; offline (contingency),
 *   `chave|2|tpAmb|diaEmissao|vNF|digVal|cIdToken|cHashQRCode`.
 * - NFC-e version 3 (NT 2025.001, Manual do DANFE NFC-e e QR Code 6.0): online `chave|3|tpAmb`;
 *   offline `chave|3|tpAmb|diaEmissao|vNF|tp_idDest|idDest|assinatura`, where tp_idDest is 1 CNPJ,
 *   2 CPF, 3 foreign id (idDest then left empty) and both are empty for an unidentified buyer.
 * - NFC-e version 1 (before 2016): query parameters `chNFe`, `nVersao=100`, `tpAmb`, `cDest`, `dhEmi`
 *   (hex of the ISO date-time), `vNF`, `vICMS`, `digVal`, `cIdToken`, `cHashQRCode`.
 * - CF-e SAT: `chave|AAAAMMDDHHMMSS|valor|CPF ou CNPJ do consumidor|assinaturaQRCODE`, the key maybe
 *   prefixed with "CFe".
 * - Some apps print only the 44-character key.
 *
 * Separators may come URL-encoded (`%7C`), the host is any state's, and other query parameters may
 * surround `p`. Only the fields read here are checked; tokens, hashes and signatures are opaque.
 */

/** 'key': the QR held only the access key. */
export type ReceiptQrVersion = 1 | 2 | 3 | 'sat' | 'key';
/** tpAmb 1 and 2. */
export const FISCAL_ENVIRONMENTS = ['producao', 'homologacao'] as const;
export type FiscalEnvironment = (typeof FISCAL_ENVIRONMENTS)[number];

export interface ReceiptQr {
  key: FiscalKey;
  version: ReceiptQrVersion;
  /** tpAmb: 1 produção, 2 homologação (test receipts, no fiscal value). */
  environment?: FiscalEnvironment;
  /** Issued in offline contingency (tpEmis 9): the SEFAZ may not know the receipt yet. */
  offline: boolean;
  /** Day of the month of issue. */
  issueDay?: number;
  /** Local date-time of issue, 'YYYY-MM-DDTHH:MM:SS' (SAT and version 1 carry it). */
  issuedAt?: string;
  /** Receipt total in integer cents. */
  totalCents?: number;
  /** The buyer's CPF (11 digits) or CNPJ (14 characters, letters possible), unmasked. */
  buyerDocument?: string;
}

export type ParseReceiptQrResult = { ok: true; qr: ReceiptQr } | { ok: false; error: string };

export const NOT_A_RECEIPT_QR = 'Este QR code não é de um cupom fiscal';

/** Reads a receipt QR code. Key problems come back as parseFiscalKey words them. */
export function parseReceiptQr(text: string): ParseReceiptQrResult {
  const t = text.trim();
  const query = t.indexOf('?');
  if (query >= 0) {
    const params = parseQuery(t.slice(query + 1).split('#')[0]!);
    if (params.has('chnfe')) return fromVersion1(params);
    const p = params.get('p');
    return p === undefined ? notReceipt() : fromPipes(p);
  }
  if (/^chNFe=/i.test(t)) return fromVersion1(parseQuery(t));
  if (/^p=/i.test(t)) return fromPipes(decodeComponent(t.slice(2)));
  // Any other URI (a site, a Wi-Fi login, a Pix code) without the parameters above.
  if (/^[a-z][a-z0-9+.-]*:/i.test(t)) return notReceipt();
  return fromPipes(decodeComponent(t));
}

function fromPipes(payload: string): ParseReceiptQrResult {
  const fields = payload.split('|');
  const [keyField = '', second] = fields;
  if (fields.length === 1) {
    const key = readKey(keyField);
    if (!key.ok) return key;
    return done({ key: key.key, version: 'key', offline: isContingency(key.key) });
  }
  if (second !== undefined && /^\d{14}$/.test(second)) return fromSat(fields);
  if (second === '2' || second === '3') return fromNfce(fields, second === '2' ? 2 : 3);
  return notReceipt();
}

function fromNfce(fields: string[], version: 2 | 3): ParseReceiptQrResult {
  const online = version === 2 ? 5 : 3;
  if (fields.length !== online && fields.length !== 8) return notReceipt();
  const key = readKey(fields[0]!);
  if (!key.ok) return key;
  if (key.key.model === '59') return notReceipt();
  const environment = environmentOf(fields[2]!);
  if (!environment) return notReceipt();
  if (fields.length === online) return done({ key: key.key, version, environment, offline: false });

  const issueDay = dayOf(fields[3]!);
  const totalCents = decimalToCents(fields[4]!);
  if (issueDay === undefined || totalCents === undefined) return notReceipt();
  const qr: ReceiptQr = { key: key.key, version, environment, offline: true, issueDay, totalCents };
  if (version === 2) return done(qr);

  const buyer = buyerOfVersion3(fields[5]!, fields[6]!);
  if (buyer === null) return notReceipt();
  return done(buyer ? { ...qr, buyerDocument: buyer } : qr);
}

/** tp_idDest and idDest of a version 3 offline QR: the document, '' when none, null when inconsistent. */
function buyerOfVersion3(type: string, id: string): string | null {
  if (type === '') return id === '' ? '' : null;
  if (type === '1') return documentOf(id) === 'cnpj' ? id.toUpperCase() : null;
  if (type === '2') return documentOf(id) === 'cpf' ? id : null;
  return type === '3' ? '' : null;
}

function fromSat(fields: string[]): ParseReceiptQrResult {
  if (fields.length < 3 || fields.length > 5) return notReceipt();
  const key = readKey(fields[0]!);
  if (!key.ok) return key;
  if (key.key.model !== '59') return notReceipt();
  const issuedAt = timestampOf(fields[1]!);
  const totalCents = decimalToCents(fields[2]!);
  const buyer = fields[3] ?? '';
  if (!issuedAt || totalCents === undefined || (buyer !== '' && !documentOf(buyer))) return notReceipt();
  const qr: ReceiptQr = {
    key: key.key,
    version: 'sat',
    offline: false,
    issueDay: Number(issuedAt.slice(8, 10)),
    issuedAt,
    totalCents,
  };
  return done(buyer ? { ...qr, buyerDocument: buyer.toUpperCase() } : qr);
}

function fromVersion1(params: Map<string, string>): ParseReceiptQrResult {
  const key = readKey(params.get('chnfe') ?? '');
  if (!key.ok) return key;
  if (key.key.model === '59') return notReceipt();
  const environment = environmentOf(params.get('tpamb') ?? '');
  if (!environment) return notReceipt();
  let qr: ReceiptQr = { key: key.key, version: 1, environment, offline: isContingency(key.key) };

  const vNF = params.get('vnf');
  if (vNF !== undefined) {
    const totalCents = decimalToCents(vNF);
    if (totalCents === undefined) return notReceipt();
    qr = { ...qr, totalCents };
  }
  const buyer = params.get('cdest') ?? '';
  if (documentOf(buyer)) qr = { ...qr, buyerDocument: buyer.toUpperCase() };
  // dhEmi is the hex of the ISO date-time with offset ("2017-04-12T17:14:07-03:00"): keep the local part.
  const issued = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})/.exec(hexToAscii(params.get('dhemi') ?? ''));
  if (issued) qr = { ...qr, issuedAt: issued[1]!, issueDay: Number(issued[1]!.slice(8, 10)) };
  return done(qr);
}

/** The key field of any layout: prefixes and separators dropped, then parseFiscalKey's verdict. */
function readKey(field: string): { ok: true; key: FiscalKey } | { ok: false; error: string } {
  const candidate = normalizeFiscalKey(field.replace(/^\s*(CFe|NFe)/i, ''));
  // Far from 44 key characters it is not a key at all; close to it, the key's own error says more.
  if (!/^[0-9A-Z]{40,48}$/.test(candidate)) return notReceipt();
  return parseFiscalKey(candidate);
}

const isContingency = (key: FiscalKey) => key.model !== '59' && key.emissionType === 9;

function environmentOf(tpAmb: string): FiscalEnvironment | undefined {
  if (tpAmb === '1') return 'producao';
  if (tpAmb === '2') return 'homologacao';
  return undefined;
}

function dayOf(value: string): number | undefined {
  if (!/^\d{2}$/.test(value)) return undefined;
  const day = Number(value);
  return day >= 1 && day <= 31 ? day : undefined;
}

/** A dotted decimal ('1234.5', '0.99', '10') as integer cents, by string arithmetic only. */
function decimalToCents(value: string): number | undefined {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function documentOf(value: string): 'cpf' | 'cnpj' | undefined {
  if (/^\d{11}$/.test(value)) return 'cpf';
  if (/^[0-9A-Z]{12}\d{2}$/i.test(value)) return 'cnpj';
  return undefined;
}

/** AAAAMMDDHHMMSS as 'YYYY-MM-DDTHH:MM:SS', if it is a real date and time. */
function timestampOf(value: string): string | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth || h > 23 || mi > 59 || s > 59) return undefined;
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}`;
}

function hexToAscii(hex: string): string {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return '';
  return (hex.match(/../g) ?? []).map((byte) => String.fromCharCode(Number.parseInt(byte, 16))).join('');
}

/** Query parameters by lower-cased name, first occurrence kept; '+' stays '+' (signatures are base64). */
function parseQuery(query: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const part of query.split('&')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).toLowerCase();
    if (!params.has(name)) params.set(name, decodeComponent(part.slice(eq + 1)));
  }
  return params;
}

/** Percent-decoding that never throws: a malformed escape elsewhere still lets `%7C` through. */
function decodeComponent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value.replace(/%7C/gi, '|');
  }
}

function done(qr: ReceiptQr): ParseReceiptQrResult {
  return { ok: true, qr };
}

function notReceipt(): { ok: false; error: string } {
  return { ok: false, error: NOT_A_RECEIPT_QR };
}
