import {
  addDays,
  campaignBalance,
  REDEMPTION_WINDOW_DAYS,
  type Rescue,
  type RescueStatus,
  redemptionDeadline,
} from '@mall/shared';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { clients, prizes, rescues } from '../../db/schema';
import { voucherEmail } from '../../emails';
import { auditedChange } from '../../lib/audited-change';
import { AppError, conflict, notFound, uniqueViolation } from '../../lib/errors';
import { increment } from '../../lib/sql';
import { writeAudit } from '../../plugins/audit';
import { enqueueMail } from '../../plugins/mailer';
import { findActiveCampaign } from '../campaigns/campaigns.queries';
import { campaignStanding } from '../clients/clients.queries';
import { findRescue, RESCUE_NOT_FOUND } from './rescues.queries';
import { newVoucherCode } from './voucher-code';

export const RESCUE_MESSAGES = {
  noCampaign: 'Não há campanha vigente para resgates',
  windowClosed: 'O prazo para resgates desta campanha terminou',
  prizeNotFound: 'Brinde não encontrado',
  prizeInactive: 'Este brinde não está disponível para resgate',
  otherCampaign: 'Este brinde não pertence à campanha vigente',
  pointsChanged: 'A pontuação do brinde mudou. Atualize a página e tente novamente.',
  insufficient: 'Pontos insuficientes para resgatar este brinde',
  alreadyRedeemed: 'Você já resgatou um benefício nesta campanha (um por CPF por campanha)',
  soldOut: 'Brinde esgotado',
  clientNotFound: 'Cliente não encontrado',
  canceled: 'Resgate cancelado não pode ser alterado',
  delivered: 'Resgate já entregue: o status não pode mais ser alterado',
  alreadyCanceled: 'Resgate já cancelado',
} as const;

export const notCancelableMessage = (status: string) =>
  `Resgate com status ${status} não pode ser cancelado: só é possível cancelar um resgate SOLICITADO ou APROVADO`;

interface Ctx {
  userId: string;
  timeZone: string;
  publicUrl: string;
  now?: Date;
}

export interface RescueCreated {
  id: string;
  voucher: string;
  voucherExpirationDate: string;
  points: number;
  prize: { id: string; name: string };
  remainingPoints: number;
}

/**
 * Redeems a prize: one transaction creates the redemption, takes one unit of stock and writes
 * the audit row; the customer's campaign balance becomes zero because it counts live
 * redemptions. The unique index on (client, campaign) keeps it to one even when requests race
 * on several API processes.
 */
export async function redeem(db: Db, input: { prizeId: string; points: number }, ctx: Ctx): Promise<RescueCreated> {
  const now = ctx.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const [client] = await tx.select().from(clients).where(eq(clients.userId, ctx.userId));
      if (!client) throw notFound(RESCUE_MESSAGES.clientNotFound);
      const campaign = await findActiveCampaign(tx);
      if (!campaign) throw conflict(RESCUE_MESSAGES.noCampaign);
      const deadline = redemptionDeadline(campaign.endDate, ctx.timeZone);
      if (now > deadline) throw conflict(RESCUE_MESSAGES.windowClosed);
      const [prize] = await tx.select().from(prizes).where(eq(prizes.id, input.prizeId));
      if (!prize) throw notFound(RESCUE_MESSAGES.prizeNotFound);
      if (prize.inactivatedAt) throw conflict(RESCUE_MESSAGES.prizeInactive);
      if (prize.campaignId !== campaign.id) throw conflict(RESCUE_MESSAGES.otherCampaign);
      if (input.points !== prize.points) throw conflict(RESCUE_MESSAGES.pointsChanged);
      const standing = await campaignStanding(tx, client.id, campaign.id);
      if (standing.redeemed) throw conflict(RESCUE_MESSAGES.alreadyRedeemed);
      const balance = campaignBalance({
        approvedNetCents: [standing.approvedNetCents],
        conversionRate: campaign.conversionRate,
        redeemed: false,
      });
      if (balance.points < prize.points) throw conflict(RESCUE_MESSAGES.insufficient);
      if (prize.stock !== null) {
        const taken = await tx
          .update(prizes)
          .set({ stock: increment(prizes.stock, -1) })
          .where(and(eq(prizes.id, prize.id), isNotNull(prizes.stock), gt(prizes.stock, 0)))
          .returning({ id: prizes.id });
        if (taken.length === 0) throw conflict(RESCUE_MESSAGES.soldOut);
      }
      const voucher = newVoucherCode();
      const [row] = await tx
        .insert(rescues)
        .values({
          clientId: client.id,
          campaignId: campaign.id,
          prizeId: prize.id,
          points: prize.points,
          voucher,
          voucherExpiresAt: deadline.toISOString(),
          status: 'SOLICITADO',
        })
        .returning({ id: rescues.id });
      const result = await findRescue(tx, eq(rescues.id, row!.id));
      await writeAudit(tx, {
        moduleName: 'Rescue',
        methodName: 'create',
        entityId: result.id,
        userId: ctx.userId,
        result,
      });
      const mail = await voucherEmail({
        name: client.name,
        prizeName: prize.name,
        points: prize.points,
        voucher,
        validUntil: addDays(campaign.endDate, REDEMPTION_WINDOW_DAYS),
        link: `${ctx.publicUrl}/cliente/voucher?code=${voucher}`,
      });
      await enqueueMail(tx, { to: client.email, ...mail });
      return {
        id: result.id,
        voucher,
        voucherExpirationDate: result.voucherExpirationDate,
        points: prize.points,
        prize: { id: prize.id, name: prize.name },
        remainingPoints: 0,
      };
    });
  } catch (err) {
    if (!(err instanceof AppError) && uniqueViolation(err) !== undefined) {
      // The voucher index could also clash (one in 2^50); the one-per-campaign index is the rule.
      throw conflict(RESCUE_MESSAGES.alreadyRedeemed);
    }
    throw err;
  }
}

/** A change of a redemption's status, logged with the redemption as the desk sees it. */
function changeRescue(
  db: Db,
  actorId: string,
  id: string,
  methodName: string,
  change: (tx: Tx, row: typeof rescues.$inferSelect) => Promise<void>,
): Promise<Rescue> {
  return auditedChange(db, {
    table: rescues,
    id,
    notFound: RESCUE_NOT_FOUND,
    moduleName: 'Rescue',
    methodName,
    actorId,
    state: (tx) => findRescue(tx, eq(rescues.id, id)),
    change,
  });
}

/** Only a redemption not yet delivered (nor expired) can be canceled, which gives the points back. */
const CANCELABLE: ReadonlySet<RescueStatus> = new Set(['SOLICITADO', 'APROVADO']);

export async function setRescueStatus(db: Db, id: string, status: RescueStatus, actorId: string): Promise<Rescue> {
  if (status === 'CANCELADO') return cancelRescue(db, id, actorId);
  return changeRescue(db, actorId, id, 'status', async (tx, row) => {
    if (row.status === 'CANCELADO') throw conflict(RESCUE_MESSAGES.canceled);
    // The voucher was handed over: going back would let a later cancel return the points.
    if (row.status === 'ENTREGUE' && status !== 'ENTREGUE') throw conflict(RESCUE_MESSAGES.delivered);
    await tx.update(rescues).set({ status, updatedAt: new Date().toISOString() }).where(eq(rescues.id, id));
  });
}

/** CANCELADO: the customer's points come back, the once-per-campaign slot and the unit of stock are freed. */
export async function cancelRescue(db: Db, id: string, actorId: string): Promise<Rescue> {
  return changeRescue(db, actorId, id, 'cancel', async (tx, row) => {
    if (row.status === 'CANCELADO') throw conflict(RESCUE_MESSAGES.alreadyCanceled);
    if (!CANCELABLE.has(row.status)) throw conflict(notCancelableMessage(row.status));
    const now = new Date().toISOString();
    await tx.update(rescues).set({ status: 'CANCELADO', canceledAt: now, updatedAt: now }).where(eq(rescues.id, id));
    await tx
      .update(prizes)
      .set({ stock: increment(prizes.stock) })
      .where(and(eq(prizes.id, row.prizeId), isNotNull(prizes.stock)));
  });
}
