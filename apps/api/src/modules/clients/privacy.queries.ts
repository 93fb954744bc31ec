import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  campaigns,
  clients,
  consents,
  contactMessages,
  idempotencyKeys,
  logs,
  outbox,
  passwordTokens,
  prizes,
  rescues,
  sales,
  stores,
  users,
} from '../../db/schema';

export type ConsentRow = typeof consents.$inferSelect;

/** The customer's consents, newest first (ties: withdrawn ones after the standing one). */
export function consentRows(db: DbOrTx, clientId: string): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consents)
    .where(eq(consents.clientId, clientId))
    .orderBy(desc(consents.acceptedAt), desc(consents.id));
}

/** The consent of a kind that stands (given and not withdrawn), locked for the change. */
export async function standingConsent(tx: Tx, clientId: string, kind: ConsentRow['kind']) {
  const [row] = await tx
    .select()
    .from(consents)
    .where(and(eq(consents.clientId, clientId), eq(consents.kind, kind), isNull(consents.withdrawnAt)))
    .orderBy(desc(consents.acceptedAt))
    .limit(1)
    .for('update');
  return row;
}

/** A deleted account's consents end with it: each standing one is dated withdrawn. */
export async function endConsents(tx: Tx, clientId: string, at: string): Promise<void> {
  await tx
    .update(consents)
    .set({ withdrawnAt: at })
    .where(and(eq(consents.clientId, clientId), isNull(consents.withdrawnAt)));
}

/** Every purchase of the customer, oldest first, with its store. */
export function exportedSales(db: DbOrTx, clientId: string) {
  return db
    .select({ sale: sales, storeTradeName: stores.tradeName, storeCnpj: stores.cnpj })
    .from(sales)
    .innerJoin(stores, eq(stores.id, sales.storeId))
    .where(eq(sales.clientId, clientId))
    .orderBy(asc(sales.saleDate), asc(sales.createdAt), asc(sales.id));
}

/** Every redemption of the customer, oldest first, with its prize and campaign. */
export function exportedRescues(db: DbOrTx, clientId: string) {
  return db
    .select({ rescue: rescues, prizeName: prizes.name, campaignName: campaigns.name })
    .from(rescues)
    .innerJoin(prizes, eq(prizes.id, rescues.prizeId))
    .innerJoin(campaigns, eq(campaigns.id, rescues.campaignId))
    .where(eq(rescues.clientId, clientId))
    .orderBy(asc(rescues.createdAt), asc(rescues.id));
}

/** How many purchases (by status) and redemptions a customer has: the staff's lookup. */
export async function clientCounts(db: DbOrTx, clientId: string) {
  const bySale = await db
    .select({ status: sales.status, n: count() })
    .from(sales)
    .where(eq(sales.clientId, clientId))
    .groupBy(sales.status);
  const [rescued] = await db.select({ n: count() }).from(rescues).where(eq(rescues.clientId, clientId));
  const of = (status: string) => Number(bySale.find((r) => r.status === status)?.n ?? 0);
  return {
    purchases: {
      total: bySale.reduce((sum, r) => sum + Number(r.n), 0),
      pending: of('pending'),
      approved: of('approved'),
    },
    redemptions: Number(rescued?.n ?? 0),
  };
}

export async function cpfInUse(tx: DbOrTx, cpf: string): Promise<boolean> {
  const [row] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.cpf, cpf)).limit(1);
  return Boolean(row);
}

/** The pseudonym that replaces the person, in its audit trail too. */
export interface Pseudonym {
  name: string;
  email: string;
  cpf: string;
}

/**
 * Removes the person from what the programme keeps besides the customer row: the audit rows of
 * its purchases and redemptions (which copy its name, CPF and address) and of its user, its
 * e-mails, its password links, stored answers of its requests, and the IP of its consents.
 * Runs in the deletion's transaction.
 */
export async function scrubPersonalTraces(
  tx: Tx,
  who: { clientId: string; userId: string; email: string },
  pseudonym: Pseudonym,
): Promise<void> {
  const saleClient = JSON.stringify({ name: pseudonym.name, cpf: pseudonym.cpf });
  const rescueClient = JSON.stringify({ name: pseudonym.name, cpf: pseudonym.cpf, address: '' });
  const replaceClient = (column: typeof logs.previousState | typeof logs.result, value: string) =>
    sql`case when jsonb_typeof(${column}) = 'object' and ${column} ? 'client'
      then jsonb_set(${column}, '{client}', ${value}::jsonb) else ${column} end`;
  const clientSales = tx.select({ id: sales.id }).from(sales).where(eq(sales.clientId, who.clientId));
  const clientRescues = tx.select({ id: rescues.id }).from(rescues).where(eq(rescues.clientId, who.clientId));
  await tx
    .update(logs)
    .set({
      previousState: replaceClient(logs.previousState, saleClient),
      result: replaceClient(logs.result, saleClient),
    })
    .where(and(eq(logs.moduleName, 'Sale'), inArray(logs.entityId, clientSales)));
  await tx
    .update(logs)
    .set({
      previousState: replaceClient(logs.previousState, rescueClient),
      result: replaceClient(logs.result, rescueClient),
    })
    .where(and(eq(logs.moduleName, 'Rescue'), inArray(logs.entityId, clientRescues)));
  // A user's audit rows (the users' administration) hold its name and e-mail.
  const setKey = (expr: SQL, key: 'name' | 'email', value: string) =>
    sql`case when jsonb_typeof(${expr}) = 'object' and ${expr} ? ${key}
      then jsonb_set(${expr}, array[${key}::text], to_jsonb(${value}::text)) else ${expr} end`;
  const replaceUser = (column: typeof logs.previousState | typeof logs.result) =>
    setKey(setKey(sql`${column}`, 'name', pseudonym.name), 'email', pseudonym.email);
  await tx
    .update(logs)
    .set({ previousState: replaceUser(logs.previousState), result: replaceUser(logs.result) })
    .where(and(eq(logs.moduleName, 'User'), eq(logs.entityId, who.userId)));
  // Its e-mails, and those that carried its words to the mall (the contact form's, which name it).
  const email = who.email.toLowerCase();
  await tx
    .delete(outbox)
    .where(
      sql`lower(${outbox.to}) = ${email} or lower(${outbox.replyTo}) = ${email} or strpos(lower(${outbox.text}), ${email}) > 0`,
    );
  await tx.delete(contactMessages).where(eq(sql`lower(${contactMessages.email})`, email));
  await tx.delete(passwordTokens).where(eq(passwordTokens.userId, who.userId));
  // Stored answers of its purchases and redemptions (per user), and of its registration (by id).
  await tx
    .delete(idempotencyKeys)
    .where(
      sql`${idempotencyKeys.scope} = ${who.userId} or ${idempotencyKeys.responseBody} like ${`%${who.clientId}%`}`,
    );
  await tx.update(consents).set({ ip: null }).where(eq(consents.clientId, who.clientId));
}

/** A sale's free texts as its row and its audit states hold them. */
const SALE_TEXTS = { reason: 'blank', rejectionReason: 'blank', contestMessage: 'clear' } as const;

/** An audit state of a sale with its free texts cleared or blanked; the same object when none. */
function saleStateWithout(state: unknown, blank: (text: string) => string): unknown {
  if (!state || typeof state !== 'object' || Array.isArray(state)) return state;
  const record = state as Record<string, unknown>;
  let out: Record<string, unknown> | undefined;
  for (const [key, how] of Object.entries(SALE_TEXTS)) {
    const value = record[key];
    if (typeof value !== 'string') continue;
    const next = how === 'clear' ? null : blank(value);
    if (next !== value) out = { ...(out ?? record), [key]: next };
  }
  return out ?? state;
}

/**
 * The free texts of the customer's purchases, in the sales and in their audit rows: its contest
 * messages are cleared (the contest's date stays), the staff's reasons keep their words without
 * the person (`blank`). Runs in the deletion's transaction.
 */
export async function clearSaleTexts(tx: Tx, clientId: string, blank: (text: string) => string): Promise<void> {
  const rows = await tx
    .select({ id: sales.id, reason: sales.reason, contestMessage: sales.contestMessage })
    .from(sales)
    .where(
      and(eq(sales.clientId, clientId), sql`(${sales.reason} is not null or ${sales.contestMessage} is not null)`),
    );
  for (const row of rows) {
    const reason = row.reason === null ? null : blank(row.reason);
    if (reason === row.reason && row.contestMessage === null) continue;
    await tx.update(sales).set({ reason, contestMessage: null }).where(eq(sales.id, row.id));
  }
  const trail = await tx
    .select({ id: logs.id, previousState: logs.previousState, result: logs.result })
    .from(logs)
    .where(
      and(
        eq(logs.moduleName, 'Sale'),
        inArray(logs.entityId, tx.select({ id: sales.id }).from(sales).where(eq(sales.clientId, clientId))),
      ),
    );
  for (const row of trail) {
    const previousState = saleStateWithout(row.previousState, blank);
    const result = saleStateWithout(row.result, blank);
    if (previousState === row.previousState && result === row.result) continue;
    await tx.update(logs).set({ previousState, result }).where(eq(logs.id, row.id));
  }
}

/** The customer's user row becomes the pseudonym and can no longer log in or hold a session. */
export async function anonymizeUser(tx: Tx, userId: string, pseudonym: Pseudonym, at: string): Promise<void> {
  await tx
    .update(users)
    .set({
      name: pseudonym.name,
      email: pseudonym.email,
      login: null,
      passwordHash: null,
      passwordChangedAt: at,
      inactivatedAt: at,
      updatedAt: at,
    })
    .where(eq(users.id, userId));
}
