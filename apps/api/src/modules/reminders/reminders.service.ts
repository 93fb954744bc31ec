import {
  addDays,
  type CustomerReminder,
  campaignBalance,
  formatDateBR,
  POINT_VALUE_CENTS,
  REDEMPTION_WINDOW_DAYS,
  type ReminderSettings,
  reviewDeadline,
  todayIn,
  type UpdateReminderSettingsBody,
} from '@mall/shared';
import type { Db } from '../../db/client';
import { campaignEndEmail, reviewDigestEmail, voucherExpiryEmail } from '../../emails';
import { notFound } from '../../lib/errors';
import { WallClock } from '../../lib/wall-clock';
import { writeAudit } from '../../plugins/audit';
import { enqueueMail } from '../../plugins/mailer';
import {
  campaignEndingBetween,
  campaignEndRecipients,
  cheapestPrize,
  clientByUnsubscribeToken,
  lockOpenRescue,
  reminderSettingsById,
  reminderSettingsOf,
  reviewersWithoutDigest,
  reviewQueueCounts,
  reviewQueueHead,
  setReminderSettings,
  vouchersExpiringBy,
} from './reminders.queries';
import { claimReminder } from './reminders-sent.queries';

/** Days before a campaign's last day its customers are reminded (docs/rules.md, "Reminders"). */
export const CAMPAIGN_END_REMINDER_DAYS = 7;
/** Days before a voucher expires its customer is reminded. */
export const VOUCHER_EXPIRY_REMINDER_DAYS = 3;
/** Purchases listed in a reviewer's digest; the rest are counted. */
export const DIGEST_LISTED = 10;

export const REMINDER_MESSAGES = {
  notFound: 'Cliente não encontrado',
  badLink: 'Link de descadastro inválido: use o link do e-mail mais recente ou desligue os lembretes em Meus dados',
  saved: 'Preferências de lembretes salvas',
  unsubscribed: {
    campaign_end: 'Pronto: você não receberá mais lembretes de fim de campanha',
    voucher_expiry: 'Pronto: você não receberá mais lembretes de vencimento de voucher',
  } satisfies Record<CustomerReminder, string>,
} as const;

const FIELD: Record<CustomerReminder, keyof ReminderSettings> = {
  campaign_end: 'campaignEnd',
  voucher_expiry: 'voucherExpiry',
};

/** The customer's own reminder settings. */
export async function ownReminders(db: Db, userId: string): Promise<ReminderSettings> {
  const row = await reminderSettingsOf(db, userId);
  if (!row) throw notFound(REMINDER_MESSAGES.notFound);
  return { campaignEnd: row.campaignEnd, voucherExpiry: row.voucherExpiry };
}

/** Turns the customer's reminders on or off, audited (module Client, `reminders`). */
export async function changeOwnReminders(
  db: Db,
  userId: string | null,
  who: { userId: string } | { token: string },
  body: UpdateReminderSettingsBody,
): Promise<ReminderSettings> {
  return db.transaction(async (tx) => {
    const client =
      'token' in who ? await clientByUnsubscribeToken(tx, who.token) : await reminderSettingsOf(tx, who.userId);
    if (!client) throw 'token' in who ? notFound(REMINDER_MESSAGES.badLink) : notFound(REMINDER_MESSAGES.notFound);
    const before = await reminderSettingsById(tx, client.id);
    await setReminderSettings(tx, client.id, body);
    const after = await reminderSettingsById(tx, client.id);
    await writeAudit(tx, {
      moduleName: 'Client',
      methodName: 'token' in who ? 'unsubscribe' : 'reminders',
      entityId: client.id,
      userId,
      previousState: before,
      result: after,
    });
    return after;
  });
}

/** The e-mail's one-click link: stops one reminder, no login (the same link twice is fine). */
export async function unsubscribe(db: Db, token: string, kind: CustomerReminder) {
  await changeOwnReminders(db, null, { token }, { [FIELD[kind]]: false });
  return { message: REMINDER_MESSAGES.unsubscribed[kind], data: { kind } };
}

interface ReminderContext {
  now: Date;
  timeZone: string;
  publicUrl: string;
}

const unsubscribeLink = (publicUrl: string, token: string, kind: CustomerReminder) =>
  `${publicUrl}/lembretes/descadastrar?tipo=${kind === 'campaign_end' ? 'campanha' : 'voucher'}#token=${token}`;

/** Cents of approved purchases more that bring `points` to `target` at the campaign's rate (null at rate 0). */
export function centsToReach(totalNetCents: number, target: number, conversionRate: number): number | null {
  const rateBp = Math.round(conversionRate * 100);
  if (rateBp <= 0) return null;
  const needed = Math.ceil((target * 10_000 * POINT_VALUE_CENTS) / rateBp);
  return Math.max(needed - totalNetCents, 0);
}

/**
 * The customers' daily reminders (docs/rules.md, "Reminders"), each once ever (`reminders_sent`),
 * with its own opt-out and audited (module Client `remindCampaignEnd`, module Rescue `remindExpiry`):
 * - the running campaign ends within 7 days: to each customer with approved purchases in it and
 *   no redemption, the points to use, or "Faltam R$ X" for its cheapest benefit;
 * - a voucher not collected expires within 3 days: its code, the concierge desk and the last day.
 */
export async function remindCustomers(
  db: Db,
  ctx: ReminderContext,
): Promise<{ campaignEnd: number; voucherExpiry: number }> {
  const today = todayIn(ctx.timeZone, ctx.now);
  const settingsLink = `${ctx.publicUrl}/meu-dados`;
  let campaignEnd = 0;
  let voucherExpiry = 0;

  const campaign = await campaignEndingBetween(db, today, addDays(today, CAMPAIGN_END_REMINDER_DAYS));
  const prize = campaign ? await cheapestPrize(db, campaign.id) : undefined;
  if (campaign && prize) {
    for (const c of await campaignEndRecipients(db, campaign.id)) {
      const balance = campaignBalance({
        approvedNetCents: [c.netCents],
        conversionRate: campaign.conversionRate,
        redeemed: false,
      });
      const cents =
        balance.points >= prize.points ? null : centsToReach(c.netCents, prize.points, campaign.conversionRate);
      if (balance.points < prize.points && cents === null) continue;
      await db.transaction(async (tx) => {
        if (!(await claimReminder(tx, 'campaign_end', c.id, campaign.id))) return;
        const missing = cents === null ? null : { prizeName: prize.name, prizePoints: prize.points, cents };
        const email = await campaignEndEmail({
          name: c.name,
          campaignName: campaign.name,
          endDate: campaign.endDate,
          redeemUntil: addDays(campaign.endDate, REDEMPTION_WINDOW_DAYS),
          points: balance.points,
          missing,
          link: missing ? `${ctx.publicUrl}/registrar-pontos` : `${ctx.publicUrl}/cliente/brindes`,
          unsubscribeLink: unsubscribeLink(ctx.publicUrl, c.token, 'campaign_end'),
          settingsLink,
        });
        await enqueueMail(tx, { to: c.email, ...email });
        await writeAudit(tx, {
          moduleName: 'Client',
          methodName: 'remindCampaignEnd',
          entityId: c.id,
          userId: null,
          result: { campaignId: campaign.id, campaign: campaign.name, points: balance.points, missingCents: cents },
        });
        campaignEnd += 1;
      });
    }
  }

  const until = new Date(ctx.now.getTime() + VOUCHER_EXPIRY_REMINDER_DAYS * 86_400_000);
  for (const v of await vouchersExpiringBy(db, ctx.now, until)) {
    await db.transaction(async (tx) => {
      if (!(await lockOpenRescue(tx, v.id))) return;
      if (!(await claimReminder(tx, 'voucher_expiry', v.clientId, v.id))) return;
      const validUntil = todayIn(ctx.timeZone, new Date(v.expiresAt));
      const email = await voucherExpiryEmail({
        name: v.name,
        prizeName: v.prizeName,
        voucher: v.voucher,
        validUntil,
        link: `${ctx.publicUrl}/cliente/voucher?code=${v.voucher}`,
        unsubscribeLink: unsubscribeLink(ctx.publicUrl, v.token, 'voucher_expiry'),
        settingsLink,
      });
      await enqueueMail(tx, { to: v.email, ...email });
      await writeAudit(tx, {
        moduleName: 'Rescue',
        methodName: 'remindExpiry',
        entityId: v.id,
        userId: null,
        result: { voucher: v.voucher, validUntil: formatDateBR(validUntil) },
      });
      voucherExpiry += 1;
    });
  }
  return { campaignEnd, voucherExpiry };
}

/**
 * The reviewers' daily digest: to every active member of staff who reviews purchases, the number
 * waiting and late, and the first ones (late first), once per reviewer and day, audited (module
 * User, `reviewDigest`). Nothing when the queue is empty.
 */
export async function sendReviewDigests(db: Db, ctx: ReminderContext): Promise<{ digests: number; pending: number }> {
  const day = todayIn(ctx.timeZone, ctx.now);
  const counts = await reviewQueueCounts(db, ctx.now, ctx.timeZone);
  if (counts.pending === 0) return { digests: 0, pending: 0 };
  const head = await reviewQueueHead(db, ctx.now, ctx.timeZone, DIGEST_LISTED);
  const purchases = head.map((p) => ({
    storeName: p.storeName,
    clientName: p.clientName,
    netCents: Number(p.netCents),
    deadline: reviewDeadline(p.type, new Date(p.since), ctx.timeZone).toISOString(),
    late: Boolean(p.late),
  }));
  const clock = new WallClock(ctx.timeZone);
  const link = `${ctx.publicUrl}/admin/extratos/pontuacao?status=pending${counts.late > 0 ? '&late=true' : ''}`;
  let digests = 0;
  for (const reviewer of await reviewersWithoutDigest(db, day)) {
    await db.transaction(async (tx) => {
      if (!(await claimReminder(tx, 'review_digest', reviewer.id, day))) return;
      const email = await reviewDigestEmail({
        name: reviewer.name,
        day,
        pending: counts.pending,
        late: counts.late,
        purchases,
        link,
        dateTime: (at) => clock.dateTimeText(at),
      });
      await enqueueMail(tx, { to: reviewer.email, ...email });
      await writeAudit(tx, {
        moduleName: 'User',
        methodName: 'reviewDigest',
        entityId: reviewer.id,
        userId: null,
        result: { day, pending: counts.pending, late: counts.late },
      });
      digests += 1;
    });
  }
  return { digests, pending: counts.pending };
}
