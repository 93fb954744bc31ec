import {
  addDays,
  type CAMPAIGN_SORT_COLUMNS,
  type Campaign,
  type CreateCampaignBody,
  type ListSort,
  REDEMPTION_WINDOW_DAYS,
  type UpdateCampaignBody,
} from '@mall/shared';
import { count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { campaigns, prizes, rescues, sales } from '../../db/schema';
import { auditedChange, auditedDelete } from '../../lib/audited-change';
import { badRequest, conflict, notFound, uniqueViolation } from '../../lib/errors';
import { likePattern, type Paging, paginate } from '../../lib/paging';
import { iso } from '../../lib/serialize';
import { orderOf } from '../../lib/sorting';
import { writeAudit } from '../../plugins/audit';
import { type CampaignRow, findActiveCampaign } from './campaigns.queries';

export const CAMPAIGN_MESSAGES = {
  notFound: 'Campanha não encontrada',
  finished: 'Campanha finalizada não pode ser alterada, ativada, inativada ou excluída',
  alreadyFinished: 'Campanha já finalizada',
  anotherActive: (name: string) => `Já existe uma campanha ativa (${name}). Inative-a antes de ativar outra.`,
  hasData: 'Campanha com vendas, brindes ou resgates não pode ser excluída; inative-a',
  period: 'A data final deve ser igual ou posterior à data inicial',
} as const;

export function toCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    conversionRate: row.conversionRate,
    inactivatedAt: iso(row.inactivatedAt),
    isFinished: row.isFinished,
    finishedAt: iso(row.finishedAt),
    active: row.active,
    redemptionEndDate: addDays(row.endDate, REDEMPTION_WINDOW_DAYS),
    createdAt: iso(row.createdAt),
  };
}

/**
 * GET /campaigns/active's answer: the running campaign, or null. Each page's HTML carries it too
 * (app.ts), so a page that names the campaign draws it at once.
 */
export async function activeCampaignAnswer(db: Db): Promise<{ data: Campaign | null }> {
  const row = await findActiveCampaign(db);
  return { data: row ? toCampaign(row) : null };
}

const now = () => new Date().toISOString();

function assertNotFinished(row: CampaignRow): void {
  if (row.isFinished) throw conflict(CAMPAIGN_MESSAGES.finished);
}

async function audited(
  db: Db,
  actorId: string,
  id: string,
  methodName: string,
  change: (tx: Tx, before: CampaignRow) => Promise<unknown>,
): Promise<Campaign> {
  try {
    return await auditedChange(db, {
      table: campaigns,
      id,
      notFound: CAMPAIGN_MESSAGES.notFound,
      moduleName: 'Campaign',
      methodName,
      actorId,
      state: (_tx, row) => toCampaign(row),
      change,
    });
  } catch (err) {
    // The one-active unique index is the last word when two activations race.
    if (uniqueViolation(err) === 'campaigns_one_active' || uniqueViolation(err) === '') {
      const active = await findActiveCampaign(db);
      throw conflict(CAMPAIGN_MESSAGES.anotherActive(active?.name ?? ''));
    }
    throw err;
  }
}

/** New campaigns start inactive, never inactivated (no `inactivatedAt`): staff activate one when it opens. */
export async function createCampaign(db: Db, actorId: string, input: CreateCampaignBody): Promise<Campaign> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(campaigns).values(input).returning();
    const result = toCampaign(row!);
    await writeAudit(tx, { moduleName: 'Campaign', methodName: 'create', entityId: row!.id, userId: actorId, result });
    return result;
  });
}

export async function listCampaigns(
  db: Db,
  q: Paging & ListSort<(typeof CAMPAIGN_SORT_COLUMNS)[number]> & { search?: string },
) {
  const where: SQL | undefined = q.search ? ilike(campaigns.name, likePattern(q.search)) : undefined;
  const { rows, total } = await paginate(q, (total) =>
    db
      .select({ campaign: campaigns, total })
      .from(campaigns)
      .where(where)
      .orderBy(
        ...orderOf(
          {
            name: campaigns.name,
            period: campaigns.startDate,
            rate: campaigns.conversionRate,
            status: campaigns.active,
          },
          campaigns.id,
          q,
          [desc(campaigns.startDate), desc(campaigns.createdAt)],
        ),
      ),
  );
  return { data: rows.map((r) => toCampaign(r.campaign)), total };
}

export async function getCampaign(db: Db, id: string): Promise<Campaign> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw notFound(CAMPAIGN_MESSAGES.notFound);
  return toCampaign(row);
}

export function updateCampaign(db: Db, actorId: string, id: string, input: UpdateCampaignBody) {
  return audited(db, actorId, id, 'update', async (tx, before) => {
    assertNotFinished(before);
    const startDate = input.startDate ?? before.startDate;
    const endDate = input.endDate ?? before.endDate;
    if (endDate < startDate) throw badRequest(CAMPAIGN_MESSAGES.period);
    await tx
      .update(campaigns)
      .set({ ...input, updatedAt: now() })
      .where(eq(campaigns.id, id));
  });
}

export function setCampaignActive(db: Db, actorId: string, id: string, active: boolean) {
  return audited(db, actorId, id, active ? 'activate' : 'inactivate', async (tx, before) => {
    assertNotFinished(before);
    if (active) {
      const current = await findActiveCampaign(tx);
      if (current && current.id !== id) throw conflict(CAMPAIGN_MESSAGES.anotherActive(current.name));
    }
    // Inactivating a running campaign dates it; one already inactive keeps its date (or none).
    const inactivatedAt = active ? null : before.active ? now() : before.inactivatedAt;
    await tx.update(campaigns).set({ active, inactivatedAt, updatedAt: now() }).where(eq(campaigns.id, id));
  });
}

/** Irreversible: a finished campaign is also inactive (its finish, not an inactivation: no `inactivatedAt`). */
export function finishCampaign(db: Db, actorId: string, id: string) {
  return audited(db, actorId, id, 'finish', async (tx, before) => {
    if (before.isFinished) throw conflict(CAMPAIGN_MESSAGES.alreadyFinished);
    await tx
      .update(campaigns)
      .set({ isFinished: true, finishedAt: now(), active: false, updatedAt: now() })
      .where(eq(campaigns.id, id));
  });
}

export async function deleteCampaign(db: Db, actorId: string, id: string): Promise<void> {
  await auditedDelete(db, {
    table: campaigns,
    id,
    notFound: CAMPAIGN_MESSAGES.notFound,
    moduleName: 'Campaign',
    methodName: 'delete',
    actorId,
    state: (_tx, row) => toCampaign(row),
    change: async (tx, before) => {
      assertNotFinished(before);
      const used = await Promise.all(
        [sales, prizes, rescues].map((table) =>
          tx
            .select({ n: count() })
            .from(table)
            .where(eq(table.campaignId, id))
            .then((r) => r[0]?.n ?? 0),
        ),
      );
      if (used.some((n) => n > 0)) throw conflict(CAMPAIGN_MESSAGES.hasData);
      await tx.delete(campaigns).where(eq(campaigns.id, id));
    },
  });
}
