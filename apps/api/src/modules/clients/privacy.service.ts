import { randomInt } from 'node:crypto';
import {
  BRAND,
  CONSENT_MESSAGES,
  type Consents,
  centsToReais,
  DELETE_ACCOUNT_MESSAGES,
  type ExportFormat,
  type OwnDataExport,
} from '@mall/shared';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { clients, consents, users } from '../../db/schema';
import { auditedChange } from '../../lib/audited-change';
import { badRequest, conflict } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { iso } from '../../lib/serialize';
import { writeAudit } from '../../plugins/audit';
import { effectiveStatus } from '../rescues/rescues.queries';
import type { ClientRow } from './clients.queries';
import { CONSENT_VERSION, getOwnClient, MESSAGES, toClient } from './clients.service';
import { exportCsv } from './data-export';
import { personRemover } from './free-text';
import {
  anonymizeUser,
  type ConsentRow,
  clearSaleTexts,
  consentRows,
  cpfInUse,
  endConsents,
  exportedRescues,
  exportedSales,
  type Pseudonym,
  scrubPersonalTraces,
  standingConsent,
} from './privacy.queries';

/** Who asks: the logged-in customer's user id and the address its request came from. */
interface Requester {
  userId: string;
  ip?: string;
}

function consentsOf(rows: ConsentRow[]): Consents {
  return {
    records: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      version: r.version,
      acceptedAt: iso(r.acceptedAt),
      withdrawnAt: iso(r.withdrawnAt),
    })),
    sms: rows.some((r) => r.kind === 'sms' && r.withdrawnAt === null),
  };
}

export async function ownConsents(db: Db, userId: string): Promise<Consents> {
  const client = await getOwnClient(db, userId);
  return consentsOf(await consentRows(db, client.id));
}

/** Everything the programme keeps about the customer, as the export's JSON document. */
async function collect(db: Db, client: ClientRow): Promise<OwnDataExport> {
  const { id: _id, userId: _userId, ...profile } = toClient(client);
  const [consentList, saleRows, rescueRows] = await Promise.all([
    consentRows(db, client.id),
    exportedSales(db, client.id),
    exportedRescues(db, client.id),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    programme: BRAND,
    profile,
    consents: consentList.map((c) => ({
      kind: c.kind,
      version: c.version,
      acceptedAt: iso(c.acceptedAt),
      withdrawnAt: iso(c.withdrawnAt),
      ip: c.ip,
    })),
    purchases: saleRows.map(({ sale: s, storeTradeName, storeCnpj }) => ({
      id: s.id,
      type: s.type,
      saleDate: s.saleDate,
      createdAt: iso(s.createdAt),
      store: { tradeName: storeTradeName, cnpj: storeCnpj },
      invoiceNumber: s.invoiceNumber,
      grossValue: centsToReais(s.grossCents),
      discountValue: centsToReais(s.discountCents),
      netValue: centsToReais(s.netCents),
      points: s.points,
      status: s.status,
      reason: s.reason,
    })),
    redemptions: rescueRows.map(({ rescue: r, prizeName, campaignName }) => ({
      id: r.id,
      createdAt: iso(r.createdAt),
      campaign: { name: campaignName },
      prize: { name: prizeName },
      points: r.points,
      voucher: r.voucher,
      voucherExpirationDate: iso(r.voucherExpiresAt),
      status: effectiveStatus(r.status, r.voucherExpiresAt),
    })),
  };
}

export interface ExportFile {
  contentType: string;
  fileName: string;
  body: string;
}

/** The download of the customer's data, recorded in the audit log (what was exported, not the data). */
export async function exportOwnData(
  db: Db,
  who: Requester,
  format: ExportFormat,
  timeZone: string,
): Promise<ExportFile> {
  const client = await getOwnClient(db, who.userId);
  const data = await collect(db, client);
  await writeAudit(db, {
    moduleName: 'Client',
    methodName: 'export',
    entityId: client.id,
    userId: who.userId,
    result: { format, purchases: data.purchases.length, redemptions: data.redemptions.length },
  });
  const day = data.exportedAt.slice(0, 10);
  const fileName = `meus-dados-clube-decor-design-${day}.${format}`;
  return format === 'csv'
    ? { contentType: 'text/csv; charset=utf-8', fileName, body: exportCsv(data, timeZone) }
    : { contentType: 'application/json; charset=utf-8', fileName, body: `${JSON.stringify(data, null, 2)}\n` };
}

/** The SMS consent and its audit row, as the log keeps it: kinds, versions and dates, no IP. */
async function smsState(tx: Tx, clientId: string) {
  const { records, sms } = consentsOf(await consentRows(tx, clientId));
  return { sms, records: records.filter((r) => r.kind === 'sms') };
}

/**
 * Gives (`give`) or withdraws the optional SMS consent. A withdrawal dates the standing record; a
 * new consent is a new record with the current version, so the history shows every change.
 */
export async function changeSmsConsent(db: Db, who: Requester, give: boolean): Promise<Consents> {
  const client = await getOwnClient(db, who.userId);
  await auditedChange(db, {
    table: clients,
    id: client.id,
    notFound: MESSAGES.notFound,
    moduleName: 'Client',
    methodName: give ? 'consent-sms-give' : 'consent-sms-withdraw',
    actorId: who.userId,
    state: (tx) => smsState(tx, client.id),
    change: async (tx) => {
      const standing = await standingConsent(tx, client.id, 'sms');
      const now = new Date().toISOString();
      if (give) {
        if (standing) throw conflict(CONSENT_MESSAGES.smsAlreadyGiven);
        await tx
          .insert(consents)
          .values({ clientId: client.id, kind: 'sms', version: CONSENT_VERSION, ip: who.ip ?? null });
      } else {
        if (!standing) throw conflict(CONSENT_MESSAGES.smsAlreadyWithdrawn);
        await tx.update(consents).set({ withdrawnAt: now }).where(eq(consents.id, standing.id));
      }
      await tx.update(clients).set({ acceptsSms: give, updatedAt: now }).where(eq(clients.id, client.id));
    },
  });
  return ownConsents(db, who.userId);
}

/** 11 digits whose check digits are wrong: never a real CPF, so never one that registers. */
export function pseudonymousCpf(base = Array.from({ length: 9 }, () => randomInt(10))): string {
  const digits = [...base];
  for (const len of [9, 10]) {
    const sum = digits.slice(0, len).reduce((acc, d, i) => acc + d * (len + 1 - i), 0);
    const rest = (sum * 10) % 11;
    const valid = rest === 10 ? 0 : rest;
    digits.push((valid + 1) % 10);
  }
  return digits.join('');
}

async function newPseudonym(tx: Tx, clientId: string): Promise<Pseudonym> {
  let cpf = pseudonymousCpf();
  // One in a thousand million: look until a free one comes up.
  while (await cpfInUse(tx, cpf)) cpf = pseudonymousCpf();
  const tag = clientId.replace(/-/g, '').slice(0, 8);
  return {
    name: `Cliente excluído ${tag}`,
    // The reserved .invalid domain (RFC 2606): unique per customer, never a mailbox.
    email: `excluido-${clientId}@anonimizado.invalid`,
    cpf,
  };
}

/**
 * Deletes the customer's account (DECISIONS: the person is anonymised, its purchases and
 * redemptions kept under a pseudonym for the rules' 5-year retention), after checking its
 * password. One transaction: the customer and user rows take the pseudonym, the login and every
 * session end, the traces elsewhere are scrubbed (its free texts too: `free-text.ts`), and the
 * audit row records the deletion.
 */
export async function deleteOwnAccount(db: Db, who: Requester, password: string): Promise<{ anonymizedAt: string }> {
  const client = await getOwnClient(db, who.userId);
  const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, who.userId));
  if (!(await verifyPassword(user?.hash, password))) throw badRequest(DELETE_ACCOUNT_MESSAGES.wrongPassword);
  const at = new Date().toISOString();
  // The log keeps that the account was deleted and when, never who the person was.
  const state = (row: ClientRow) => ({ id: row.id, anonymizedAt: iso(row.anonymizedAt) });
  await auditedChange(db, {
    table: clients,
    id: client.id,
    notFound: MESSAGES.notFound,
    moduleName: 'Client',
    methodName: 'delete',
    actorId: who.userId,
    state: (_tx, row) => state(row),
    change: async (tx, locked) => {
      const pseudonym = await newPseudonym(tx, locked.id);
      await scrubPersonalTraces(tx, { clientId: locked.id, userId: who.userId, email: locked.email }, pseudonym);
      await clearSaleTexts(tx, locked.id, personRemover(locked));
      await endConsents(tx, locked.id, at);
      await tx
        .update(clients)
        .set({
          name: pseudonym.name,
          email: pseudonym.email,
          cpf: pseudonym.cpf,
          address: '',
          zipCode: '00000000',
          phone: '',
          gender: null,
          birthdate: '1900-01-01',
          acceptsSms: false,
          anonymizedAt: at,
          updatedAt: at,
        })
        .where(eq(clients.id, locked.id));
      await anonymizeUser(tx, who.userId, pseudonym, at);
    },
  });
  return { anonymizedAt: at };
}
