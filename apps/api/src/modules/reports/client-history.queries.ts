import type { ClientHistoryKind, ConsentKind, RescueStatus, SaleStatus, SaleType } from '@mall/shared';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campaigns, clients, consents, prizes, rescues, sales, stores } from '../../db/schema';
import { type ClientSearch, plannedPerCall, searchWhere } from './clients-report.queries';
import { clientCampaignSales, clientReportFacts } from './clients-report.tables';

/** How many customers a search offers to choose from. */
export const HISTORY_MATCHES = 10;

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The customers a search finds: the HISTORY_MATCHES newest registered, listed by name (folded)
 * then id. Newest first reads the facts' registration index until ten match, a few hundred entries
 * for a name part thousands share; a rare text or a CPF goes through its own index (the statement
 * is planned for each text). Ordered by name, the ten first in name order needed every match read
 * and sorted (5,371 for "Mari" among 100,000 customers: bench/FINDINGS.md, "The reports").
 */
export function historyMatches(db: DbOrTx, search: ClientSearch) {
  const f = clientReportFacts;
  return rows<{ id: string; name: string; cpf: string }>(
    db,
    sql`${plannedPerCall}
    select ${clients.id} as id, ${clients.name} as name, ${clients.cpf} as cpf
    from (
      select ${f.clientId} as client_id, ${f.nameKey} as name_key from ${f} where ${searchWhere(search)}
      order by ${f.createdAt} desc, ${f.clientId} desc limit ${HISTORY_MATCHES}
    ) as m join ${clients} on ${clients.id} = m.client_id
    order by m.name_key collate "C", m.client_id`,
  );
}

export async function historyClient(db: DbOrTx, clientId: string) {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!client) return undefined;
  const records = await db
    .select()
    .from(consents)
    .where(eq(consents.clientId, clientId))
    .orderBy(
      asc(consents.acceptedAt),
      sql`case ${consents.kind} when 'terms' then 1 when 'privacy' then 2 else 3 end`,
      asc(consents.id),
    );
  return { client, consents: records };
}

/**
 * Every campaign the customer bought or redeemed in, newest first: its purchases and approved
 * value (the customer's counts per campaign), the points of its redemptions that stand and
 * whether one stands (which zeroes the balance).
 */
export async function historyCampaigns(db: DbOrTx, clientId: string) {
  const s = clientCampaignSales;
  const found = await rows<{
    id: string;
    name: string;
    conversion_rate: number;
    purchases: number | string;
    approved_cents: number | string;
    redeemed_points: number | string;
    redeemed: boolean;
  }>(
    db,
    sql`
    select ${campaigns.id} as id, ${campaigns.name} as name, ${campaigns.conversionRate} as conversion_rate,
      coalesce(${s.purchases}, 0) as purchases, coalesce(${s.approvedCents}, 0) as approved_cents,
      coalesce(r.redeemed_points, 0) as redeemed_points, coalesce(r.redeemed, false) as redeemed
    from ${campaigns}
    left join ${s} on ${s.campaignId} = ${campaigns.id} and ${s.clientId} = ${clientId}
    left join (
      select ${rescues.campaignId} as campaign_id,
        sum(${rescues.points}) filter (where ${rescues.status} <> 'CANCELADO') as redeemed_points,
        bool_or(${rescues.status} <> 'CANCELADO') as redeemed
      from ${rescues} where ${rescues.clientId} = ${clientId} group by 1
    ) as r on r.campaign_id = ${campaigns.id}
    where ${s.clientId} is not null or r.campaign_id is not null
    order by ${campaigns.startDate} desc, ${campaigns.createdAt} desc, ${campaigns.id} desc`,
  );
  return found.map((r) => ({
    id: r.id,
    name: r.name,
    conversionRate: Number(r.conversion_rate),
    purchases: Number(r.purchases),
    approvedCents: Number(r.approved_cents),
    redeemedPoints: Number(r.redeemed_points),
    redeemed: Boolean(r.redeemed),
  }));
}

/** One event of the timeline as read (reports.schemas.ts' event before its last touches). */
export interface TimelineRow {
  kind: ClientHistoryKind;
  at: string;
  /** `at` as PostgreSQL wrote it (microseconds kept), `rank` and `key`: the order's keyset. */
  atKey: string;
  rank: number;
  key: string;
  campaign: { id: string; name: string } | null;
  consentKind: ConsentKind | null;
  purchase: {
    id: string;
    saleDate: string;
    store: { id: string; tradeName: string };
    type: SaleType;
    invoiceNumber: string | null;
    netCents: number;
    points: number | null;
    status: SaleStatus;
    reason: string | null;
  } | null;
  redemption: {
    id: string;
    prize: string;
    points: number;
    voucher: string;
    voucherExpiresAt: string;
    status: RescueStatus;
  } | null;
}

export interface TimelineFilter {
  clientId: string;
  /** Instants: from `start` to before `end` (`-infinity`, `infinity` when open). */
  start: string;
  end: string;
  campaignId: string | null;
}

/**
 * A customer's events, each with what it is about: registration, consents given and withdrawn,
 * purchases (when registered) and redemptions. Same-instant events keep the order they happen in
 * (registration, then the consents, ...), newest first: `rank`.
 */
function events(f: TimelineFilter): SQL {
  const consentRank = sql`case ${consents.kind} when 'terms' then 1 when 'privacy' then 2 else 3 end`;
  const none = sql`null::uuid as campaign_id, null::text as consent_kind, null::json as purchase, null::json as redemption`;
  return sql`
    select 'registration' as kind, 0 as rank, ${clients.createdAt} as happened_at, ${clients.id} as event_id, ${none}
    from ${clients} where ${clients.id} = ${f.clientId}
    union all
    select 'consent', ${consentRank}, ${consents.acceptedAt}, ${consents.id},
      null::uuid, ${consents.kind}, null::json, null::json
    from ${consents} where ${consents.clientId} = ${f.clientId}
    union all
    select 'consent_withdrawn', 4, ${consents.withdrawnAt}, ${consents.id}, null::uuid, ${consents.kind}, null::json, null::json
    from ${consents} where ${consents.clientId} = ${f.clientId} and ${consents.withdrawnAt} is not null
    union all
    select 'purchase', 5, ${sales.createdAt}, ${sales.id}, ${sales.campaignId}, null::text,
      json_build_object('id', ${sales.id}, 'saleDate', ${sales.saleDate}, 'storeId', ${stores.id},
        'tradeName', ${stores.tradeName}, 'type', ${sales.type}, 'invoiceNumber', ${sales.invoiceNumber},
        'netCents', ${sales.netCents}, 'points', ${sales.points}, 'status', ${sales.status}, 'reason', ${sales.reason}),
      null::json
    from ${sales} join ${stores} on ${stores.id} = ${sales.storeId} where ${sales.clientId} = ${f.clientId}
    union all
    select 'redemption', 6, ${rescues.createdAt}, ${rescues.id}, ${rescues.campaignId}, null::text, null::json,
      json_build_object('id', ${rescues.id}, 'prize', ${prizes.name}, 'points', ${rescues.points},
        'voucher', ${rescues.voucher}, 'voucherExpiresAt', ${rescues.voucherExpiresAt}, 'status', ${rescues.status})
    from ${rescues} join ${prizes} on ${prizes.id} = ${rescues.prizeId} where ${rescues.clientId} = ${f.clientId}`;
}

type RawEvent = {
  kind: ClientHistoryKind;
  rank: number;
  at: string;
  at_key: string;
  key: string;
  campaign_id: string | null;
  campaign_name: string | null;
  consent_kind: ConsentKind | null;
  purchase: {
    id: string;
    saleDate: string;
    storeId: string;
    tradeName: string;
    type: SaleType;
    invoiceNumber: string | null;
    netCents: number | string;
    points: number | null;
    status: SaleStatus;
    reason: string | null;
  } | null;
  redemption: TimelineRow['redemption'];
};

function toTimelineRow(e: RawEvent): TimelineRow {
  const p = e.purchase;
  return {
    kind: e.kind,
    at: e.at,
    atKey: e.at_key,
    rank: Number(e.rank),
    key: e.key,
    campaign: e.campaign_id ? { id: e.campaign_id, name: e.campaign_name ?? '' } : null,
    consentKind: e.consent_kind,
    purchase: p
      ? {
          id: p.id,
          saleDate: p.saleDate,
          store: { id: p.storeId, tradeName: p.tradeName },
          type: p.type,
          invoiceNumber: p.invoiceNumber,
          netCents: Number(p.netCents),
          points: p.points,
          status: p.status,
          reason: p.reason,
        }
      : null,
    redemption: e.redemption,
  };
}

/** The filtered events, newest first, after `after` when given, at most `limit` from `offset`. */
function filtered(f: TimelineFilter, after: { atKey: string; rank: number; key: string } | null): SQL {
  const keyset = after
    ? sql`and (e.happened_at, e.rank, e.event_id) < (${after.atKey}::timestamptz, ${after.rank}, ${after.key}::uuid)`
    : sql``;
  return sql`
    select e.kind, e.rank, e.happened_at as at, e.happened_at::text as at_key, e.event_id as key, e.campaign_id, ${campaigns.name} as campaign_name,
      e.consent_kind, e.purchase, e.redemption
    from (${events(f)}) as e
    left join ${campaigns} on ${campaigns.id} = e.campaign_id
    where e.happened_at >= ${f.start}::timestamptz and e.happened_at < ${f.end}::timestamptz
      and (${f.campaignId}::uuid is null or e.campaign_id = ${f.campaignId}::uuid) ${keyset}`;
}

/** One page of the timeline and how many events the filters show. */
export async function timelinePage(db: DbOrTx, f: TimelineFilter, paging: { limit: number; offset: number }) {
  const [row] = await rows<{ total: number | string; events: RawEvent[] | null }>(
    db,
    sql`
    with e as (${filtered(f, null)})
    select (select count(*) from e) as total,
      (select json_agg(p order by p.at_key::timestamptz desc, p.rank desc, p.key desc) from (
        select * from e order by e.at desc, e.rank desc, e.key desc limit ${paging.limit} offset ${paging.offset}) as p) as events`,
  );
  return { total: Number(row?.total ?? 0), rows: (row?.events ?? []).map(toTimelineRow) };
}

/** The export's next events after `after` (the previous batch's last), newest first. */
export async function timelineBatch(
  db: DbOrTx,
  f: TimelineFilter,
  after: { atKey: string; rank: number; key: string } | null,
  size: number,
): Promise<TimelineRow[]> {
  const found = await rows<RawEvent>(
    db,
    sql`select * from (${filtered(f, after)}) as x order by x.at desc, x.rank desc, x.key desc limit ${size}`,
  );
  return found.map(toTimelineRow);
}

/** Whether a campaign of that id exists. */
export async function campaignExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id));
  return row !== undefined;
}
