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
import { sales } from '../../db/schema';
import { findActiveCampaign } from '../campaigns/campaigns.queries';
import { campaignStanding } from '../clients/clients.queries';

/** The customer's home cards: points, days left to register purchases, purchases. */
export async function clientStats(db: Db, clientId: string, timeZone: string): Promise<MyStats> {
  const campaign = await findActiveCampaign(db);
  if (!campaign) {
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
  const [standing, counts] = await Promise.all([
    campaignStanding(db, clientId, campaign.id),
    db
      .select({ status: sales.status, n: count() })
      .from(sales)
      .where(and(eq(sales.clientId, clientId), eq(sales.campaignId, campaign.id)))
      .groupBy(sales.status),
  ]);
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
