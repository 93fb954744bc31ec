import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { FIGURE_COLUMNS } from './purchases-report.figures';
import { type DayRange, edgeDays, type Plan, ZERO_ID } from './purchases-report.periods';

/**
 * What the purchase reports (Compras, Pontos por Loja) share to read the rollups of migration
 * 0024_sales_reports: a level's folded rows for a plan's buckets, the deltas not folded yet whose
 * dates those buckets count, and the plan's edge days read from `sales` (its date indexes hold
 * every column summed). Statement texts depend only on the request's shape (level, campaign
 * filter, granularity), never on its values.
 */

/** Where the figures come from: the mall, a segment (its stores listed), or one store. */
export type Level = { kind: 0 } | { kind: 1; id: string; stores: string[] } | { kind: 2; id: string };

export interface Scope {
  level: Level;
  campaignId: string | null;
}

export type Num = string | number | null;

export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A PostgreSQL array literal (dates, uuids, codes: never quoted text). */
const pgArray = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

/**
 * A parameter the planner may not look into: a request's lists, dates and filters go in this
 * way, so a prepared statement's estimates (and plan) are the same whatever they hold and
 * PostgreSQL keeps one generic plan per statement instead of planning it again at every request
 * (~3 ms for the figures). Index scans still take them as conditions.
 */
export const opaque = (value: string | number, type: string) =>
  sql`(select ${value}::${sql.raw(type)})::${sql.raw(type)}`;
export const list = (values: readonly (string | number)[], type: string) => opaque(pgArray(values), `${type}[]`);

/**
 * A query's rows as one text: fields split by the unit separator (U+001F), rows by the record
 * separator (U+001E), nulls as empty fields. A few hundred rows of figures and names go out
 * several times cheaper than as JSON or arrays (their parsing included). Names never hold those
 * two control characters (`plainText` drops them).
 */
export const packed = (query: SQL, columns: readonly string[]) =>
  sql`(select coalesce(string_agg(concat_ws(chr(31), ${sql.raw(columns.map((c) => `coalesce(x.${c}::text, '')`).join(', '))}), chr(30)), '')
    from (${query}) as x)`;

export const plainText = (column: SQL) => sql`translate(${column}, chr(30) || chr(31), '')`;

export const unpack = (text: string | null | undefined): string[][] =>
  text ? text.split('\u001e').map((r) => r.split('\u001f')) : [];

export const levelId = (level: Level) => (level.kind === 0 ? ZERO_ID : level.id);

/** A rollup's rows (alias `t`) of the level itself. */
export const levelRows = (scope: Scope) =>
  sql`and t.kind = ${scope.level.kind} and t.level = ${opaque(levelId(scope.level), 'uuid')}
    ${campaignWhere(sql`t.campaign_id`, scope.campaignId)}`;

/** The sales (or deltas) of the level: every store, a segment's stores, or the store. */
export function storeWhere(column: SQL, level: Level): SQL {
  if (level.kind === 0) return sql``;
  if (level.kind === 1) return sql`and ${column} = any(${list(level.stores, 'uuid')})`;
  return sql`and ${column} = ${opaque(level.id, 'uuid')}`;
}

export const campaignWhere = (column: SQL, campaignId: string | null) =>
  campaignId ? sql`and ${column} = ${opaque(campaignId, 'uuid')}` : sql``;

/**
 * A rollup's rows (alias `t`) of the plan's buckets and `where`: one index lookup per bucket (the
 * `offset 0` keeps the planner from turning it into a scan of every bucket of the level).
 */
export const bucketRows = (
  table: 'sales_report_totals' | 'sales_report_decisions' | 'sales_report_reasons',
  plan: Plan,
  where: SQL,
) => {
  const grains = list(
    plan.buckets.map((b) => b.grain),
    'text',
  );
  const buckets = list(
    plan.buckets.map((b) => b.bucket),
    'date',
  );
  return sql`(select t.* from unnest(${grains}, ${buckets}) as p(grain, bucket)
    cross join lateral (select * from ${sql.raw(table)} t where t.grain = p.grain and t.bucket = p.bucket ${where} offset 0) as t) as t`;
};

/** The deltas (alias `d`) dated in the plan's buckets. */
export const planRanges = (plan: Plan) => {
  const from = list(
    plan.buckets.map((b) => b.range.from),
    'date',
  );
  const to = list(
    plan.buckets.map((b) => b.range.to),
    'date',
  );
  return sql`join unnest(${from}, ${to}) as r(f, t) on d.day between r.f and r.t`;
};

/**
 * The sales of a plan's edge days (one index lookup per date: an equality the planner estimates
 * well), each with its edge's sign and what the sums need: the month, the decision hours of a
 * decided purchase, the reason of a rejected one.
 */
export function edgeRows(plan: Plan, scope: Scope): SQL {
  const days = edgeDays(plan.edges);
  const dates = list(
    days.map((d) => d.day),
    'date',
  );
  const signs = list(
    days.map((d) => d.sign),
    'int',
  );
  return sql`
    select s.store_id, s.sale_date - date_part('day', s.sale_date)::int + 1 as month, e.sign as n, s.type, s.status,
      ${signedSaleColumns},
      case when s.status in ('approved', 'rejected') and s.reviewed_at is not null
        then sales_report_decision_hours(s.created_at, s.reviewed_at) end as hours,
      case when s.status = 'rejected' then coalesce(btrim(s.reason), '') end as reason
    from unnest(${dates}, ${signs}) as e(day, sign)
    join sales s on s.sale_date = e.day ${storeWhere(sql`s.store_id`, scope.level)}
      ${campaignWhere(sql`s.campaign_id`, scope.campaignId)}`;
}

/**
 * The deltas not folded yet of a plan's edge days, as `edgeRows` writes the sales (their count in
 * `n`): the sales of those days are the folded state plus these.
 */
export function edgeDeltaRows(plan: Plan, scope: Scope): SQL {
  const days = edgeDays(plan.edges);
  const dates = list(
    days.map((d) => d.day),
    'date',
  );
  const signs = list(
    days.map((d) => d.sign),
    'int',
  );
  return sql`
    select d.store_id, d.day - date_part('day', d.day)::int + 1 as month, d.count * e.sign as n, d.type, d.status,
      ${signedDeltaColumns}, d.decision_hours as hours, d.reason
    from unnest(${dates}, ${signs}) as e(day, sign)
    join sales_rollup_delta d on d.day = e.day ${storeWhere(sql`d.store_id`, scope.level)}
      ${campaignWhere(sql`d.campaign_id`, scope.campaignId)}`;
}

const TYPE_IS = { photo: `= 'photo'`, invoice: `<> 'photo'` } as const;

/** The twelve figures from rows with type, status, a count, cents and points (by the given names). */
function figureColumns(alias: string, count: string, cents: string, points: string): SQL {
  return sql.raw(
    FIGURE_COLUMNS.map((c) => {
      const [what, type] = c.split('_') as [string, 'photo' | 'invoice'];
      const status = what === 'cents' || what === 'points' ? 'approved' : what;
      const value = what === 'cents' ? cents : what === 'points' ? points : count;
      return `case when ${alias}.type ${TYPE_IS[type]} and ${alias}.status = '${status}' then ${value} else 0 end as ${c}`;
    }).join(', '),
  );
}

/** The twelve figures of rows (`t`) of sales_report_totals, as they are. */
export const totalsColumns = sql.raw(FIGURE_COLUMNS.map((c) => `t.${c}`).join(', '));
/** The twelve figures of one delta row (alias `d`). */
export const deltaColumns = figureColumns('d', 'd.count', 'd.net_cents', 'd.points');
/** The twelve figures of one sale (alias `s`) of an edge (alias `e`), signed. */
const signedSaleColumns = figureColumns('s', 'e.sign', 's.net_cents * e.sign', 'coalesce(s.points, 0) * e.sign');
/** The twelve figures of one delta (alias `d`) of an edge (alias `e`), signed. */
const signedDeltaColumns = figureColumns('d', 'd.count * e.sign', 'd.net_cents * e.sign', 'd.points * e.sign');
/** The twelve figures of an edge row (alias `x`, from `edgeRows` or `edgeDeltaRows`), or their opposites. */
export const edgeColumns = sql.raw(FIGURE_COLUMNS.map((c) => `x.${c}`).join(', '));
export const negatedEdgeColumns = sql.raw(FIGURE_COLUMNS.map((c) => `-x.${c}`).join(', '));
/** The twelve figures of one sale (alias `s`). */
export const saleColumns = figureColumns('s', '1', 's.net_cents', 'coalesce(s.points, 0)');
/**
 * The twelve figures summed. Cents and points are summed as float8, exact for whole numbers below
 * 2^53 (R$ 90 trillion): PostgreSQL sums bigints as numeric, twice as slow here.
 */
export const sums = sql.raw(
  FIGURE_COLUMNS.map((c) =>
    c.startsWith('cents') || c.startsWith('points') ? `sum(${c}::float8)::bigint as ${c}` : `sum(${c}) as ${c}`,
  ).join(', '),
);

/** Where purchases exist, and what the store and segment filters name. */
export interface Context {
  /** The first and last purchase dates (within a campaign's months when it is filtered); null with none. */
  extent: DayRange | null;
  /** The segment's stores (a segment filter). */
  segmentStores: string[];
  /** The filtered store (undefined when unknown), with its segment. */
  store?: { id: string; tradeName: string; segmentId: string | null; segmentName: string | null };
  segmentName?: string;
}

const counted = sql.raw(
  FIGURE_COLUMNS.filter((c) => !c.startsWith('cents') && !c.startsWith('points'))
    .map((c) => `t.${c}`)
    .join(' + '),
);

export async function readContext(
  db: DbOrTx,
  q: { campaignId: string | null; segmentId: string | null; storeId: string | null },
): Promise<Context> {
  // A campaign's months from the mall's month rows and the deltas (a superset: it only narrows the plan).
  const campaign = q.campaignId
    ? sql`(select min(b)::text from (
        select min(t.bucket) as b from sales_report_totals t
        where t.kind = 0 and t.level = ${ZERO_ID}::uuid and t.grain = 'm' and t.campaign_id = ${opaque(q.campaignId, 'uuid')}
          and ${counted} <> 0
        union all
        select min(d.day) from sales_rollup_delta d where d.campaign_id = ${opaque(q.campaignId, 'uuid')}) as x) as c_from,
      (select (date_trunc('month', max(b)) + interval '1 month - 1 day')::date::text from (
        select max(t.bucket) as b from sales_report_totals t
        where t.kind = 0 and t.level = ${ZERO_ID}::uuid and t.grain = 'm' and t.campaign_id = ${opaque(q.campaignId, 'uuid')}
          and ${counted} <> 0
        union all
        select max(d.day) from sales_rollup_delta d where d.campaign_id = ${opaque(q.campaignId, 'uuid')}) as x) as c_to`
    : sql`null::text as c_from, null::text as c_to`;
  const segment = q.segmentId
    ? sql`(select string_agg(st.id::text, ',' order by st.id) from stores st where st.segment_id = ${opaque(q.segmentId, 'uuid')})
        as segment_stores,
      (select sg.name from segments sg where sg.id = ${opaque(q.segmentId, 'uuid')}) as segment_name`
    : sql`null::text as segment_stores, null::text as segment_name`;
  const store = q.storeId
    ? sql`(select json_build_object('id', st.id, 'tradeName', st.trade_name, 'segmentId', st.segment_id, 'segmentName', sg.name)
        from stores st left join segments sg on sg.id = st.segment_id where st.id = ${opaque(q.storeId, 'uuid')}) as store`
    : sql`null::json as store`;
  const [row] = await rows<{
    lo: string | null;
    hi: string | null;
    c_from: string | null;
    c_to: string | null;
    segment_stores: string | null;
    segment_name: string | null;
    store: Context['store'] | null;
  }>(
    db,
    sql`
    select (select min(s.sale_date)::text from sales s) as lo, (select max(s.sale_date)::text from sales s) as hi,
      ${campaign}, ${segment}, ${store}`,
  );
  let extent: DayRange | null = row?.lo && row.hi ? { from: row.lo, to: row.hi } : null;
  if (extent && q.campaignId) {
    const from = row?.c_from && row.c_from > extent.from ? row.c_from : extent.from;
    const to = row?.c_to && row.c_to < extent.to ? row.c_to : extent.to;
    extent = row?.c_from && row.c_to && from <= to ? { from, to } : null;
  }
  return {
    extent,
    segmentStores: row?.segment_stores ? row.segment_stores.split(',') : [],
    store: row?.store ?? undefined,
    segmentName: row?.segment_name ?? undefined,
  };
}
