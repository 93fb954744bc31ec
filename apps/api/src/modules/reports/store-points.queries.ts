import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type DayRange, edgeDays, type Plan, ZERO_ID } from './purchases-report.periods';
import {
  bucketRows,
  campaignWhere,
  type Level,
  levelRows,
  list,
  opaque,
  packed,
  plainText,
  planRanges,
  rows,
  type Scope,
  storeWhere,
  unpack,
} from './purchases-rollup.queries';

/**
 * Pontos por Loja on the rollups of migration 0024_sales_reports: each store's approved purchases,
 * value and points (as Compras reads them), and its distinct customers, plus the distinct
 * customers of the whole ranking (the mall's, the segment's or the store's).
 *
 * Distinct customers come from the customers' visits (one per customer, date and campaign with
 * approved purchases, each linked to the customer's previous visit at that level). From the
 * first purchase on, a period's customers are its first visits ("firsts"). Otherwise they are the
 * period's visits less its links (a visit whose previous one is in the period too): the links
 * of whole months are summed per month pair in sales_report_links, those touching the period's
 * partial months are read from the visits by date.
 */

/** How the customers of a period are counted (see above), and from which chain of visits. */
export interface CustomerPlan {
  mode: 'firsts' | 'links';
  /** The period's first and last days with purchases (the period within the data). */
  period: DayRange;
  /** Links: the month pairs summed whole (previous month from `prevMonth`, month up to `month`). */
  cells: { prevMonth: string; month: string };
  /** Links read by their previous visit's date, and by their own date. */
  byPrev: DayRange;
  byDay: DayRange;
}

/** An empty range of days (no read). */
export const NOTHING: DayRange = { from: '9999-12-31', to: '0001-01-01' };

/** The visits (alias `v`) of the ranking's levels: the stores of the level and the level itself. */
function levelsWhere(column: SQL, level: Level): SQL {
  if (level.kind === 0) return sql`and (${column} = ${ZERO_ID}::uuid or ${column} in (select st.id from stores st))`;
  if (level.kind === 1)
    return sql`and (${column} = ${opaque(level.id, 'uuid')} or ${column} = any(${list(level.stores, 'uuid')}))`;
  return sql`and ${column} = ${opaque(level.id, 'uuid')}`;
}

type Part = 'base' | 'delta';

/**
 * Per level (each store, and the summary's level), the approved purchases, cents and points (the
 * stores' only) and the visits the customers are counted from (`firsts` or all). In two parts, as
 * Compras reads its figures (purchases-report.queries.ts): the base (folded rows, and the edge
 * days' purchases and visits less their deltas) and the deltas.
 */
function perLevelQuery(part: Part, scope: Scope, plan: Plan, customers: CustomerPlan): SQL {
  const { level, campaignId } = scope;
  const camp = campaignId !== null;
  const column = customers.mode === 'links' ? 'visits' : camp ? 'firsts_camp' : 'firsts_any';
  const counted = sql.raw(`t.${column}`);
  const deltaCounted = sql.raw(`d.${column}`);
  const edgeCounted =
    customers.mode === 'links'
      ? sql`e.sign`
      : camp
        ? sql`case when v.prev_camp is null then e.sign else 0 end`
        : sql`case when v.prev_any is null then e.sign else 0 end`;
  const days = edgeDays(plan.edges);
  const dates = list(
    days.map((d) => d.day),
    'date',
  );
  const signs = list(
    days.map((d) => d.sign),
    'int',
  );
  const onEdges = sql`unnest(${dates}, ${signs}) as e(day, sign)`;
  // The deltas of the edge days, signed (and taken off the base).
  const edgeDeltas = (factor: string) => sql`
    select d.store_id, d.count * e.sign * ${sql.raw(factor)}, d.net_cents * e.sign * ${sql.raw(factor)},
      d.points * e.sign * ${sql.raw(factor)}, 0
    from ${onEdges} join sales_rollup_delta d on d.day = e.day and d.status = 'approved'
      ${storeWhere(sql`d.store_id`, level)} ${campaignWhere(sql`d.campaign_id`, campaignId)}
    union all
    select d.level, 0, 0, 0, ${deltaCounted} * e.sign * ${sql.raw(factor)}
    from ${onEdges} join sales_report_visit_delta d on d.day = e.day
      ${levelsWhere(sql`d.level`, level)} ${campaignWhere(sql`d.campaign_id`, campaignId)}`;
  const rows =
    part === 'delta'
      ? sql`
      select d.store_id, d.count, d.net_cents, d.points, 0 from sales_rollup_delta d ${planRanges(plan)}
      where d.status = 'approved' ${storeWhere(sql`d.store_id`, level)} ${campaignWhere(sql`d.campaign_id`, campaignId)}
      union all
      select d.level, 0, 0, 0, ${deltaCounted} from sales_report_visit_delta d ${planRanges(plan)}
      where true ${levelsWhere(sql`d.level`, level)} ${campaignWhere(sql`d.campaign_id`, campaignId)}
      union all ${edgeDeltas('1')}`
      : sql`
      select t.level, t.approved_photo + t.approved_invoice, t.cents_photo + t.cents_invoice,
        t.points_photo + t.points_invoice, ${counted}
      from ${bucketRows('sales_report_totals', plan, sql`and t.kind = 2 ${storeWhere(sql`t.level`, level)} ${campaignWhere(sql`t.campaign_id`, campaignId)}`)}
      ${
        level.kind === 2
          ? sql``
          : sql`union all
        select t.level, 0, 0, 0, ${counted} from ${bucketRows('sales_report_totals', plan, levelRows(scope))}`
      }
      union all
      select s.store_id, e.sign, s.net_cents * e.sign, coalesce(s.points, 0) * e.sign, 0
      from ${onEdges} join sales s on s.sale_date = e.day and s.status = 'approved' ${storeWhere(sql`s.store_id`, level)}
        ${campaignWhere(sql`s.campaign_id`, campaignId)}
      union all
      select v.level, 0, 0, 0, ${edgeCounted}
      from ${onEdges} join sales_report_visits v on v.day = e.day ${levelsWhere(sql`v.level`, level)}
        ${campaignWhere(sql`v.campaign_id`, campaignId)}
      union all ${edgeDeltas('-1')}`;
  return sql`
    select g.*, st.segment_id, ${plainText(sql`st.trade_name`)} as trade_name, ${plainText(sql`sg.name`)} as segment_name
    from (
      select level, sum(purchases) as purchases, sum(cents::float8)::bigint as cents, sum(points::float8)::bigint as points,
        sum(counted) as counted
      from (${rows}) as x(level, purchases, cents, points, counted) group by 1
    ) as g
    left join stores st on st.id = g.level left join segments sg on sg.id = st.segment_id`;
}

/**
 * Per level, the links inside the period (only counted in the `links` mode): the base holds the
 * folded month pairs; the rest (their deltas, and the links of the period's partial months read
 * from the visits, which change in each approval's transaction) is read at every request.
 */
function linksQuery(part: Part, scope: Scope, customers: CustomerPlan): SQL {
  const { level, campaignId } = scope;
  const chain = campaignId ?? ZERO_ID;
  const prev = sql.raw(campaignId ? 'v.prev_camp' : 'v.prev_any');
  const { period, cells, byPrev, byDay } = customers;
  const d = (day: string) => opaque(day, 'date');
  const cellPrev = d(cells.prevMonth);
  const cellMonth = d(cells.month);
  const inCells = sql`r.prev >= ${cellPrev} and r.day < (${cellMonth} + interval '1 month')::date`;
  const inPeriod = sql`r.prev >= ${d(period.from)} and r.day <= ${d(period.to)}`;
  const cellRows = (table: string) => sql`
    select l.level, l.n from ${sql.raw(table)} l
    where l.campaign_id = ${opaque(chain, 'uuid')} and l.prev_month >= ${cellPrev} and l.month <= ${cellMonth}
      ${levelsWhere(sql`l.level`, level)}`;
  const rows =
    part === 'base'
      ? cellRows('sales_report_links')
      : sql`${cellRows('sales_report_link_delta')}
      union all
      select r.level, (case when ${inPeriod} then 1 else 0 end) - (case when ${inCells} then 1 else 0 end)
      from (
        select v.level, ${prev} as prev, v.day from sales_report_visits v
        where ${prev} between ${d(byPrev.from)} and ${d(byPrev.to)} ${levelsWhere(sql`v.level`, level)}
          ${campaignWhere(sql`v.campaign_id`, campaignId)}
        union all
        select v.level, ${prev}, v.day from sales_report_visits v
        where v.day between ${d(byDay.from)} and ${d(byDay.to)} and ${prev} is not null
          and ${prev} not between ${d(byPrev.from)} and ${d(byPrev.to)} ${levelsWhere(sql`v.level`, level)}
          ${campaignWhere(sql`v.campaign_id`, campaignId)}
      ) as r`;
  return sql`select x.level, sum(x.n) as links from (${rows}) as x(level, n) group by 1`;
}

export interface LevelFigures {
  level: string;
  purchases: number;
  cents: number;
  points: number;
  customers: number;
}

export interface StoreNames {
  tradeName: string;
  segmentId: string | null;
  segmentName: string | null;
}

export interface Parts {
  levels: string;
  links: string | null;
}

const partColumns = (part: Part, scope: Scope, plan: Plan, customers: CustomerPlan) => {
  const p = part === 'base' ? '' : '_delta';
  return sql`
    ${packed(perLevelQuery(part, scope, plan, customers), ['level', 'purchases', 'cents', 'points', 'counted', 'segment_id', 'trade_name', 'segment_name'])}
      as ${sql.raw(`levels${p}`)},
    ${customers.mode === 'links' ? packed(linksQuery(part, scope, customers), ['level', 'links']) : sql`null::text`}
      as ${sql.raw(`links${p}`)}`;
};

const versionColumn = sql`(select v.v from sales_report_version v)::text as version`;

/** Both parts and the version of the folded rows they were read at. */
export async function readPoints(db: DbOrTx, scope: Scope, plan: Plan, customers: CustomerPlan) {
  const [row] = await rows<Parts & { version: string; levels_delta: string; links_delta: string | null }>(
    db,
    sql`select ${versionColumn}, ${partColumns('base', scope, plan, customers)}, ${partColumns('delta', scope, plan, customers)}`,
  );
  return {
    version: row!.version,
    base: { levels: row!.levels, links: row!.links },
    delta: { levels: row!.levels_delta, links: row!.links_delta },
  };
}

/** The deltas' part (and the partial months' links): its statement, built once per request shape. */
export const pointsDeltaQuery = (scope: Scope, plan: Plan, customers: CustomerPlan) =>
  sql`select ${versionColumn}, ${partColumns('delta', scope, plan, customers)}`;

export async function readPointsDelta(db: DbOrTx, query: SQL) {
  const [row] = await rows<{ version: string; levels_delta: string; links_delta: string | null }>(db, query);
  return { version: row!.version, delta: { levels: row!.levels_delta, links: row!.links_delta } };
}

/** Each level's figures and distinct customers, and the names of the stores. */
export interface Points {
  levels: LevelFigures[];
  names: Map<string, StoreNames>;
  /** Links of levels no part has shown yet: taken off once a later part brings the level. */
  pendingLinks: Map<string, number>;
}

/** A part's levels and links (the packed text the statement answers) as figures per level. */
export function pointsOf(part: Parts): Points {
  return addPoints({ levels: [], names: new Map(), pendingLinks: new Map() }, part);
}

/**
 * `points` with a part's levels added and the links taken off each level's customers, as a new
 * object: the kept base (store-points.cache.ts) is parsed once and never changed. The same sums
 * as adding both parts' levels first and taking both parts' links off after.
 */
export function addPoints(points: Points, part: Parts): Points {
  const figures = new Map<string, LevelFigures>(points.levels.map((l) => [l.level, { ...l }]));
  const names = new Map(points.names);
  for (const r of unpack(part.levels)) {
    const level = r[0]!;
    const f = figures.get(level) ?? { level, purchases: 0, cents: 0, points: 0, customers: 0 };
    f.purchases += Number(r[1]);
    f.cents += Number(r[2]);
    f.points += Number(r[3]);
    f.customers += Number(r[4]);
    figures.set(level, f);
    if (r[6]) names.set(level, { segmentId: r[5] || null, tradeName: r[6], segmentName: r[7] || null });
  }
  const pendingLinks = new Map<string, number>();
  const links: [string, number][] = [
    ...points.pendingLinks,
    ...unpack(part.links).map((r): [string, number] => [r[0]!, Number(r[1])]),
  ];
  for (const [level, n] of links) {
    const f = figures.get(level);
    if (f) f.customers -= n;
    else pendingLinks.set(level, (pendingLinks.get(level) ?? 0) + n);
  }
  return { levels: [...figures.values()], names, pendingLinks };
}

/** Whether a part adds nothing (no delta rows and no links read). */
export const isEmptyPart = (part: Parts) => !part.levels && !part.links;
