import { type Role, rolesFor } from '@mall/shared';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campaigns, clients, prizes, remindersSent, rescues, sales, stores, users } from '../../db/schema';
import { lateReview } from '../sales/sales.queries';

/** The reminder jobs' reads, and the customers' reminder settings. */

/** A reminder of this kind, recipient and subject not sent yet. */
const notSent = (kind: string, recipientId: unknown, subjectKey: unknown) =>
  sql`not exists (select 1 from ${remindersSent} rs
    where rs.kind = ${kind} and rs.recipient_id = ${recipientId} and rs.subject_key = ${subjectKey})`;

/** A customer who may be written to: account live (not deleted, not inactivated). */
const liveCustomer = and(
  isNull(clients.anonymizedAt),
  sql`not exists (select 1 from ${users} u where u.id = ${clients.userId} and u.inactivated_at is not null)`,
);

/** The running campaign when it ends between two days (inclusive). */
export async function campaignEndingBetween(db: DbOrTx, from: string, to: string) {
  const [row] = await db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      endDate: campaigns.endDate,
      conversionRate: campaigns.conversionRate,
    })
    .from(campaigns)
    .where(and(eq(campaigns.active, true), sql`${campaigns.endDate} between ${from} and ${to}`))
    .limit(1);
  return row;
}

/** The campaign's cheapest benefit a customer can still redeem (active, with stock); undefined when none. */
export async function cheapestPrize(db: DbOrTx, campaignId: string) {
  const [row] = await db
    .select({ name: prizes.name, points: prizes.points })
    .from(prizes)
    .where(
      and(
        eq(prizes.campaignId, campaignId),
        isNull(prizes.inactivatedAt),
        or(isNull(prizes.stock), gt(prizes.stock, 0)),
      ),
    )
    .orderBy(asc(prizes.points), asc(prizes.name))
    .limit(1);
  return row;
}

/**
 * The customers to remind of a campaign's end: with approved purchases in it, no live redemption
 * in it, the reminder on, and not reminded of this campaign yet; with their approved total.
 */
export async function campaignEndRecipients(db: DbOrTx, campaignId: string) {
  const rows = await db
    .select({
      id: clients.id,
      name: clients.name,
      email: clients.email,
      token: clients.unsubscribeToken,
      net: sql<string>`sum(${sales.netCents})`,
    })
    .from(sales)
    .innerJoin(clients, eq(clients.id, sales.clientId))
    .where(
      and(
        eq(sales.campaignId, campaignId),
        eq(sales.status, 'approved'),
        eq(clients.remindCampaignEnd, true),
        liveCustomer,
        sql`not exists (select 1 from ${rescues} r
          where r.client_id = ${clients.id} and r.campaign_id = ${campaignId} and r.status <> 'CANCELADO')`,
        notSent('campaign_end', clients.id, campaignId),
      ),
    )
    .groupBy(clients.id)
    .orderBy(asc(clients.id));
  return rows.map((r) => ({ ...r, netCents: Number(r.net) }));
}

/** Vouchers not collected (SOLICITADO, APROVADO) expiring in (now, until], their customer's reminder on, not reminded yet. */
export async function vouchersExpiringBy(db: DbOrTx, now: Date, until: Date) {
  return db
    .select({
      id: rescues.id,
      voucher: rescues.voucher,
      expiresAt: rescues.voucherExpiresAt,
      prizeName: prizes.name,
      clientId: clients.id,
      name: clients.name,
      email: clients.email,
      token: clients.unsubscribeToken,
    })
    .from(rescues)
    .innerJoin(clients, eq(clients.id, rescues.clientId))
    .innerJoin(prizes, eq(prizes.id, rescues.prizeId))
    .where(
      and(
        inArray(rescues.status, ['SOLICITADO', 'APROVADO']),
        gt(rescues.voucherExpiresAt, now.toISOString()),
        lte(rescues.voucherExpiresAt, until.toISOString()),
        eq(clients.remindVoucherExpiry, true),
        liveCustomer,
        notSent('voucher_expiry', clients.id, sql`${rescues.id}::text`),
      ),
    )
    .orderBy(asc(rescues.voucherExpiresAt), asc(rescues.id));
}

/** Whether a redemption is still waiting to be collected (a reminder's own transaction re-reads it, locked). */
export async function lockOpenRescue(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: rescues.id })
    .from(rescues)
    .where(and(eq(rescues.id, id), inArray(rescues.status, ['SOLICITADO', 'APROVADO'])))
    .for('update');
  return row !== undefined;
}

/** Active staff who review purchases (the roles with `sales:review`), not yet sent the day's digest. */
export async function reviewersWithoutDigest(db: DbOrTx, day: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        inArray(users.role, rolesFor('sales:review') as Role[]),
        isNull(users.inactivatedAt),
        notSent('review_digest', users.id, day),
      ),
    )
    .orderBy(asc(users.id));
}

/** How many purchases wait for review, and how many of them are late at `now`. */
export async function reviewQueueCounts(db: DbOrTx, now: Date, timeZone: string) {
  const [row] = await db
    .select({
      pending: count(),
      late: sql<number>`count(*) filter (where ${lateReview(now, timeZone)})`.mapWith(Number),
    })
    .from(sales)
    .where(eq(sales.status, 'pending'));
  return { pending: row?.pending ?? 0, late: row?.late ?? 0 };
}

/** The first pending purchases of the queue: the late ones first, then the oldest (by registration or contest). */
export async function reviewQueueHead(db: DbOrTx, now: Date, timeZone: string, limit: number) {
  return db
    .select({
      type: sales.type,
      since: sql<string>`coalesce(${sales.contestedAt}, ${sales.createdAt})`,
      netCents: sales.netCents,
      storeName: stores.tradeName,
      clientName: clients.name,
      late: sql<boolean>`(${lateReview(now, timeZone)})`,
    })
    .from(sales)
    .innerJoin(stores, eq(stores.id, sales.storeId))
    .innerJoin(clients, eq(clients.id, sales.clientId))
    .where(eq(sales.status, 'pending'))
    .orderBy(desc(sql`(${lateReview(now, timeZone)})`), asc(sql`coalesce(${sales.contestedAt}, ${sales.createdAt})`))
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------
// A customer's settings

export async function reminderSettingsOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: clients.id, campaignEnd: clients.remindCampaignEnd, voucherExpiry: clients.remindVoucherExpiry })
    .from(clients)
    .where(eq(clients.userId, userId));
  return row;
}

export async function reminderSettingsById(db: DbOrTx, clientId: string) {
  const [row] = await db
    .select({ campaignEnd: clients.remindCampaignEnd, voucherExpiry: clients.remindVoucherExpiry })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row!;
}

export async function clientByUnsubscribeToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ id: clients.id, userId: clients.userId })
    .from(clients)
    .where(and(eq(clients.unsubscribeToken, token), isNull(clients.anonymizedAt)));
  return row;
}

export async function setReminderSettings(
  db: DbOrTx,
  clientId: string,
  set: { campaignEnd?: boolean; voucherExpiry?: boolean },
) {
  await db
    .update(clients)
    .set({
      ...(set.campaignEnd !== undefined ? { remindCampaignEnd: set.campaignEnd } : {}),
      ...(set.voucherExpiry !== undefined ? { remindVoucherExpiry: set.voucherExpiry } : {}),
      updatedAt: new Date().toISOString(),
    })
    .where(eq(clients.id, clientId));
}
