import { and, desc, eq, exists, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campaigns, rescues } from '../../db/schema';

export type CampaignRow = typeof campaigns.$inferSelect;

/** The running campaign: the unique index `campaigns_one_active` keeps it to one row. */
export const activeCampaign = eq(campaigns.active, true);

/** The one active campaign, or undefined. */
export async function findActiveCampaign(db: DbOrTx): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(campaigns).where(activeCampaign).limit(1);
  return row;
}

/**
 * Campaigns as filter options, newest first: every campaign, or with `clientId` only the
 * active one and those the customer has redemptions in (any status).
 */
export function campaignOptionRows(db: DbOrTx, clientId?: string): Promise<{ id: string; name: string }[]> {
  const own = clientId
    ? or(
        activeCampaign,
        exists(
          db
            .select({ one: rescues.id })
            .from(rescues)
            .where(and(eq(rescues.campaignId, campaigns.id), eq(rescues.clientId, clientId))),
        ),
      )
    : undefined;
  return db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(own)
    .orderBy(desc(campaigns.startDate), desc(campaigns.createdAt));
}
