import {
  addDays,
  campaignBalance,
  centsToReais,
  daysBetween,
  type MyStats,
  REDEMPTION_WINDOW_DAYS,
  todayIn,
} from '@mall/shared';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns, sales } from '../../db/schema';
import { activeCampaign } from '../campaigns/campaigns.queries';
import { activeCampaignStanding } from '../clients/clients.queries';

/** The customer's home cards: points, days left to register purchases, purchases. */
export async function clientStats(db: Db, clientId: string, timeZone: string): Promise<MyStats> {
  const [active, counts] = await Promise.all([
    activeCampaignStanding(db, clientId),
    db
      .select({ status: sales.status, n: count() })
      .from(sales)
      .innerJoin(campaigns, and(eq(campaigns.id, sales.campaignId), activeCampaign))
      .where(eq(sales.clientId, clientId))
      .groupBy(sales.status),
  ]);
  if (!active) {
    return {
      points: 0,
      daysLeft: null,
      purchases: 0,
      pendingPurchases: 0,
      approvedPurchases: 0,
      totalNetValue: 0,
      valueToNextPoint: null,
      redeemed: false,
      campaign: null,
    };
  }
  const { campaign, ...standing } = active;
  const by = Object.fromEntries(counts.map((c) => [c.status, c.n]));
  const balance = campaignBalance({
    approvedNetCents: [standing.approvedNetCents],
    conversionRate: campaign.conversionRate,
    redeemed: standing.redeemed,
  });
  const purchases = counts.reduce((acc, c) => acc + c.n, 0);
  return {
    points: balance.points,
    daysLeft: Math.max(daysBetween(todayIn(timeZone), campaign.endDate), 0),
    purchases,
    pendingPurchases: by.pending ?? 0,
    approvedPurchases: by.approved ?? 0,
    totalNetValue: centsToReais(balance.totalNetCents),
    valueToNextPoint:
      standing.redeemed || balance.centsToNextPoint === null ? null : centsToReais(balance.centsToNextPoint),
    redeemed: standing.redeemed,
    campaign: {
      id: campaign.id,
      name: campaign.name,
      startDate: campaign.startDate,
      endDate: campaign.endDate,
      redemptionEndDate: addDays(campaign.endDate, REDEMPTION_WINDOW_DAYS),
    },
  };
}
