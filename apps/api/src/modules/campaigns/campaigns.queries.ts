import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campaigns } from '../../db/schema';

export type CampaignRow = typeof campaigns.$inferSelect;

/** Neither deactivated nor finished: the unique index `campaigns_one_active` keeps it to one row. */
export const activeCampaign = and(isNull(campaigns.inactivatedAt), eq(campaigns.isFinished, false));

/** The one active campaign, or undefined. */
export async function findActiveCampaign(db: DbOrTx): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(campaigns).where(activeCampaign).limit(1);
  return row;
}
