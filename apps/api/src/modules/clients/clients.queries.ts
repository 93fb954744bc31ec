import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { campaigns, clients, rescues, sales, shopkeepers, users } from '../../db/schema';
import { preparedQuery } from '../../lib/prepared';
import { activeCampaign, type CampaignRow } from '../campaigns/campaigns.queries';

export type ClientRow = typeof clients.$inferSelect;

export async function findClientByUserId(db: DbOrTx, userId: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.userId, userId)).limit(1);
  return row;
}

export async function emailOwner(db: DbOrTx, email: string): Promise<{ id: string; role: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function cpfTaken(db: DbOrTx, cpf: string): Promise<'client' | 'staff' | undefined> {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.cpf, cpf)).limit(1);
  if (client) return 'client';
  const [keeper] = await db.select({ id: shopkeepers.id }).from(shopkeepers).where(eq(shopkeepers.cpf, cpf)).limit(1);
  return keeper ? 'staff' : undefined;
}

function approvedNetOf(clientId: unknown, campaignId: SQL | string) {
  return sql<string>`(select coalesce(sum(${sales.netCents}), 0) from ${sales}
    where ${sales.clientId} = ${clientId} and ${sales.campaignId} = ${campaignId} and ${sales.status} = 'approved')`;
}

function redeemedIn(clientId: unknown, campaignId: SQL | string) {
  return sql<boolean>`exists (select 1 from ${rescues}
    where ${rescues.clientId} = ${clientId} and ${rescues.campaignId} = ${campaignId} and ${rescues.status} <> 'CANCELADO')`;
}

/** Approved net values and whether a live redemption exists: the inputs of the points rule. */
export async function campaignStanding(db: DbOrTx, clientId: string, campaignId: string) {
  const [row] = await db
    .select({ net: approvedNetOf(clientId, campaignId), redeemed: redeemedIn(clientId, campaignId) })
    .from(clients)
    .where(eq(clients.id, clientId));
  return { approvedNetCents: Number(row?.net ?? 0), redeemed: Boolean(row?.redeemed) };
}

/**
 * The active campaign with the customer's standing in it, in one round trip (the customer's
 * pages ask for it on every visit); undefined when no campaign is active.
 */
export async function activeCampaignStanding(
  db: Db,
  clientId: string,
): Promise<{ campaign: CampaignRow; approvedNetCents: number; redeemed: boolean } | undefined> {
  const [row] = await activeStandingQuery(db).execute({ clientId });
  if (!row) return undefined;
  return { campaign: row.campaign, approvedNetCents: Number(row.net), redeemed: Boolean(row.redeemed) };
}

/**
 * The customer's standing in the active campaign as extra columns of another query (PostgreSQL
 * evaluates these uncorrelated subqueries once): the conversion rate is null when no campaign is
 * active.
 */
export function activeStandingColumns(clientId: unknown) {
  const active = (column: typeof campaigns.id | typeof campaigns.conversionRate) =>
    sql`(select ${column} from ${campaigns} where ${activeCampaign} limit 1)`;
  return {
    conversionRate: sql<number | null>`${active(campaigns.conversionRate)}`,
    approvedNet: approvedNetOf(clientId, active(campaigns.id)),
    redeemed: redeemedIn(clientId, active(campaigns.id)),
  };
}

const activeStandingQuery = preparedQuery((db: Db) => {
  const clientId = sql.placeholder('clientId');
  return db
    .select({
      campaign: campaigns,
      net: approvedNetOf(clientId, sql`${campaigns.id}`),
      redeemed: redeemedIn(clientId, sql`${campaigns.id}`),
    })
    .from(campaigns)
    .where(activeCampaign)
    .limit(1)
    .prepare('active_campaign_standing');
});
