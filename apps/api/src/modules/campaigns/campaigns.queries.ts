import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campaigns } from '../../db/schema';

export type CampaignRow = typeof campaigns.$inferSelect;

/** The one active campaign (a unique index keeps it one), or undefined. */
export async function findActiveCampaign(db: DbOrTx): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(isNull(campaigns.inactivatedAt), eq(campaigns.isFinished, false)))
    .limit(1);
  return row;
}
