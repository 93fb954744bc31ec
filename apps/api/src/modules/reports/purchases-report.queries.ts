import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { addFigures, FIGURE_COLUMNS, type Figures, figuresAt } from './purchases-report.figures';
import type { DayRange, Plan } from './purchases-report.periods';
import {
  bucketRows,
  campaignWhere,
  deltaColumns,
  edgeColumns,
  edgeDeltaRows,
  edgeRows,
  levelId,
  levelRows,
  list,
  negatedEdgeColumns,
  opaque,
  packed,
  plainText,
  planRanges,
  rows,
  type Scope,
  saleColumns,
  storeWhere,
  sums,
  totalsColumns,
  unpack,
} from './purchases-rollup.queries';

/**
 * The Compras figures (the chart, the stores' sums, the decision times, the rejection reasons),
 * each in two parts read in one statement (one snapshot):
 *   base   the folded rollup rows, plus the edge days read from `sales` less those days' deltas:
 *          the purchases as of the last fold (`version`), which only a fold changes;
 *   delta  the deltas not folded yet (of the buckets' dates, and of the edge days).
 * The figures are base + delta. The base of a request is kept (purchases-report.cache.ts) and a
 * request with the same shape and version reads the deltas alone, a few rows.
 */

/** The chart's periods: the days, or the months (first days) with each one's plan. */
export interface SeriesPlan {
  granularity: 'day' | 'month';
  range: DayRange;
  months: { month: string; plan: Plan }[];
}

type Part = 'base' | 'delta';

/** The edge rows of a part: the sales less their deltas (base) or the deltas (delta); by `key`. */
function edgePart(part: Part, key: string, edge: string, edgeDelta: string): SQL {
  const k = sql.raw(key);
  return part === 'base'
    ? sql`select ${k}, ${edgeColumns} from ${sql.raw(edge)} x
        union all select ${k}, ${negatedEdgeColumns} from ${sql.raw(edgeDelta)} x`
    : sql`select ${k}, ${edgeColumns} from ${sql.raw(edgeDelta)} x`;
}

function seriesQuery(part: Part, scope: Scope, series: SeriesPlan): SQL {
  const { level, campaignId } = scope;
  const lvl = levelId(level);
  const from = opaque(series.range.from, 'date');
  const to = opaque(series.range.to, 'date');
  const deltas = (key: string, where: SQL) =>
    sql`select ${sql.raw(key)} as period, ${deltaColumns} from sales_rollup_delta d
      where ${where} ${storeWhere(sql`d.store_id`, level)} ${campaignWhere(sql`d.campaign_id`, campaignId)}`;
  let query: SQL;
  if (series.granularity === 'day' && level.kind === 2) {
    // A store's days come from `sales` (its rows hold no days): less their deltas, for the base.
    const daily = deltas('d.day::text', sql`d.day between ${from} and ${to}`);
    query =
      part === 'delta'
        ? daily
        : sql`select s.sale_date::text as period, x.* from sales s cross join lateral (select ${saleColumns}) as x
            where s.sale_date between ${from} and ${to} ${storeWhere(sql`s.store_id`, level)}
              ${campaignWhere(sql`s.campaign_id`, campaignId)}
            union all select x.period, ${negatedEdgeColumns} from (${daily}) as x`;
  } else if (series.granularity === 'day') {
    query =
      part === 'delta'
        ? deltas('d.day::text', sql`d.day between ${from} and ${to}`)
        : sql`select t.bucket::text as period, ${totalsColumns} from sales_report_totals t
            where t.kind = ${level.kind} and t.level = ${lvl}::uuid and t.grain = 'd' and t.bucket between ${from} and ${to}
              ${campaignWhere(sql`t.campaign_id`, campaignId)}`;
  } else {
    const buckets = list(
      series.months.flatMap((m) => m.plan.buckets.map(() => m.month)),
      'date',
    );
    query =
      part === 'delta'
        ? sql`${deltas(`date_trunc('month', d.day)::date::text`, sql`date_trunc('month', d.day)::date = any(${buckets})`)}
            union all ${edgePart(part, 'x.month::text', 'edge', 'edge_delta')}`
        : sql`select t.bucket::text as period, ${totalsColumns} from sales_report_totals t
            where t.kind = ${level.kind} and t.level = ${lvl}::uuid and t.grain = 'm' and t.bucket = any(${buckets})
              ${campaignWhere(sql`t.campaign_id`, campaignId)}
            union all ${edgePart(part, 'x.month::text', 'edge', 'edge_delta')}`;
  }
  return sql`select period, ${sums} from (${query}) as x group by 1`;
}

/** Each store's figures over a plan (every store, or a segment's), with its names. */
function storesQuery(part: Part, scope: Scope, plan: Plan): SQL {
  const { level, campaignId } = scope;
  const query =
    part === 'delta'
      ? sql`select d.store_id, ${deltaColumns} from sales_rollup_delta d ${planRanges(plan)}
          where true ${storeWhere(sql`d.store_id`, level)} ${campaignWhere(sql`d.campaign_id`, campaignId)}
          union all ${edgePart(part, 'x.store_id', 'edge', 'edge_delta')}`
      : sql`select t.level as store_id, ${totalsColumns}
          from ${bucketRows('sales_report_totals', plan, sql`and t.kind = 2 ${storeWhere(sql`t.level`, level)} ${campaignWhere(sql`t.campaign_id`, campaignId)}`)}
          union all ${edgePart(part, 'x.store_id', 'edge', 'edge_delta')}`;
  return sql`
    select g.*, st.segment_id, ${plainText(sql`st.trade_name`)} as trade_name, ${plainText(sql`sg.name`)} as segment_name
    from (select store_id, ${sums} from (${query}) as x group by 1) as g
    join stores st on st.id = g.store_id left join segments sg on sg.id = st.segment_id`;
}

const byStatusType = (alias: string, count: string) =>
  sql.raw(
    [
      ['approved', '='],
      ['approved', '<>'],
      ['rejected', '='],
      ['rejected', '<>'],
    ]
      .map(
        ([status, op]) =>
          `case when ${alias}.status = '${status}' and ${alias}.type ${op} 'photo' then ${count} else 0 end`,
      )
      .join(', '),
  );

/** Decided purchases per hours to decision, by status and type, over a plan. */
function decisionsQuery(part: Part, scope: Scope, plan: Plan, edge: string): SQL {
  const { level, campaignId } = scope;
  const edges = sql`select x.hours, ${byStatusType('x', 'x.n')} from ${sql.raw(`${edge}_delta`)} x where x.hours is not null`;
  const query =
    part === 'delta'
      ? sql`select d.decision_hours, ${byStatusType('d', 'd.count')} from sales_rollup_delta d ${planRanges(plan)}
          where d.decision_hours is not null ${storeWhere(sql`d.store_id`, level)} ${campaignWhere(sql`d.campaign_id`, campaignId)}
          union all ${edges}`
      : sql`select t.hours, t.approved_photo, t.approved_invoice, t.rejected_photo, t.rejected_invoice
          from ${bucketRows('sales_report_decisions', plan, levelRows(scope))}
          union all select x.hours, ${byStatusType('x', 'x.n')} from ${sql.raw(edge)} x where x.hours is not null
          union all select x.hours, ${byStatusType('x', '-x.n')} from ${sql.raw(`${edge}_delta`)} x where x.hours is not null`;
  return sql`select x.hours, sum(x.ap) as ap, sum(x.ai) as ai, sum(x.rp) as rp, sum(x.ri) as ri
    from (${query}) as x(hours, ap, ai, rp, ri) group by 1`;
}

/** Rejected purchases per reason ('' when none was given), by type, over a plan. */
function reasonsQuery(part: Part, scope: Scope, plan: Plan, edge: string): SQL {
  const { level, campaignId } = scope;
  const byType = (alias: string, count: string) =>
    sql.raw(
      `case when ${alias}.type = 'photo' then ${count} else 0 end, case when ${alias}.type <> 'photo' then ${count} else 0 end`,
    );
  const query =
    part === 'delta'
      ? sql`select d.reason, ${byType('d', 'd.count')} from sales_rollup_delta d ${planRanges(plan)}
          where d.reason is not null ${storeWhere(sql`d.store_id`, level)} ${campaignWhere(sql`d.campaign_id`, campaignId)}
          union all select x.reason, ${byType('x', 'x.n')} from ${sql.raw(`${edge}_delta`)} x where x.reason is not null`
      : sql`select t.reason, t.photo, t.invoice from ${bucketRows('sales_report_reasons', plan, levelRows(scope))}
          union all select x.reason, ${byType('x', 'x.n')} from ${sql.raw(edge)} x where x.reason is not null
          union all select x.reason, ${byType('x', '-x.n')} from ${sql.raw(`${edge}_delta`)} x where x.reason is not null`;
  return sql`select x.reason, sum(x.p) as p, sum(x.i) as i from (${query}) as x(reason, p, i) group by 1`;
}

export interface StoreFigures {
  storeId: string;
  tradeName: string;
  segmentId: string | null;
  segmentName: string | null;
  figures: Figures;
}

export interface PurchaseFigures {
  series: { period: string; figures: Figures }[];
  /** Per store (none asked with a store filter: the summary is the store's). */
  stores: StoreFigures[];
  decisions: { hours: number; ap: number; ai: number; rp: number; ri: number }[];
  reasons: { reason: string; photo: number; invoice: number }[];
}

export interface FiguresRequest {
  series: SeriesPlan;
  plan: Plan;
  /** The decisions' and reasons' plan: `plan`, or a store's own (its rows hold years only). */
  levelPlan: Plan;
  stores: boolean;
}

type Packed = {
  series: string;
  stores: string | null;
  decisions: string;
  reasons: [string, number | string, number | string][] | null;
};

/** The four parts of `part`, each as one column. */
function partColumns(part: Part, scope: Scope, q: FiguresRequest): SQL {
  const edge = q.levelPlan !== q.plan ? 'level_edge' : 'edge';
  const p = part === 'base' ? '' : '_delta';
  return sql`
    ${packed(seriesQuery(part, scope, q.series), ['period', ...FIGURE_COLUMNS])} as ${sql.raw(`series${p}`)},
    ${
      q.stores
        ? packed(storesQuery(part, scope, q.plan), [
            'store_id',
            ...FIGURE_COLUMNS,
            'segment_id',
            'trade_name',
            'segment_name',
          ])
        : sql`null::text`
    } as ${sql.raw(`stores${p}`)},
    ${packed(decisionsQuery(part, scope, q.levelPlan, edge), ['hours', 'ap', 'ai', 'rp', 'ri'])} as ${sql.raw(`decisions${p}`)},
    (select json_agg(json_build_array(x.reason, x.p, x.i)) from (${reasonsQuery(part, scope, q.levelPlan, edge)}) as x)
      as ${sql.raw(`reasons${p}`)}`;
}

/** The edge rows (and their deltas) the parts read. */
function edgeCtes(scope: Scope, q: FiguresRequest, withSales: boolean): SQL {
  const own = q.levelPlan !== q.plan;
  return sql`with edge_delta as materialized (${edgeDeltaRows(q.plan, scope)})
    ${own ? sql`, level_edge_delta as materialized (${edgeDeltaRows(q.levelPlan, scope)})` : sql``}
    ${withSales ? sql`, edge as materialized (${edgeRows(q.plan, scope)})` : sql``}
    ${withSales && own ? sql`, level_edge as materialized (${edgeRows(q.levelPlan, scope)})` : sql``}`;
}

const versionColumn = sql`(select v.v from sales_report_version v)::text as version`;

function unpacked(row: Packed): PurchaseFigures {
  return {
    series: unpack(row.series).map((r) => ({ period: r[0]!, figures: figuresAt(r, 1) })),
    stores: unpack(row.stores).map((r) => ({
      storeId: r[0]!,
      figures: figuresAt(r, 1),
      segmentId: r[13] || null,
      tradeName: r[14] ?? '',
      segmentName: r[15] || null,
    })),
    decisions: unpack(row.decisions).map((r) => ({
      hours: Number(r[0]),
      ap: Number(r[1]),
      ai: Number(r[2]),
      rp: Number(r[3]),
      ri: Number(r[4]),
    })),
    reasons: (row.reasons ?? []).map(([reason, p, i]) => ({ reason, photo: Number(p), invoice: Number(i) })),
  };
}

const deltaOf = (row: Record<string, unknown>): Packed => ({
  series: row.series_delta as string,
  stores: row.stores_delta as string | null,
  decisions: row.decisions_delta as string,
  reasons: row.reasons_delta as Packed['reasons'],
});

/** Both parts and the version of the folded rows they were read at. */
export async function readFigures(
  db: DbOrTx,
  scope: Scope,
  q: FiguresRequest,
): Promise<{ version: string; base: PurchaseFigures; delta: PurchaseFigures }> {
  const [row] = await rows<Packed & Record<string, unknown> & { version: string }>(
    db,
    sql`${edgeCtes(scope, q, true)}
    select ${versionColumn}, ${partColumns('base', scope, q)}, ${partColumns('delta', scope, q)}`,
  );
  return { version: row!.version, base: unpacked(row!), delta: unpacked(deltaOf(row!)) };
}

/** The deltas' part alone (a few rows) and the version of the folded rows: its statement, built once per request shape. */
export function deltasQuery(scope: Scope, q: FiguresRequest): SQL {
  return sql`${edgeCtes(scope, q, false)}
    select ${versionColumn}, ${partColumns('delta', scope, q)}`;
}

export async function readDeltas(db: DbOrTx, query: SQL): Promise<{ version: string; delta: PurchaseFigures }> {
  const [row] = await rows<Record<string, unknown> & { version: string }>(db, query);
  return { version: row!.version, delta: unpacked(deltaOf(row!)) };
}

/** A period's figures per day (base and deltas added), for the mall or a segment: its day rows. */
export async function dailyFigures(
  db: DbOrTx,
  scope: Scope,
  range: DayRange,
): Promise<{ period: string; figures: Figures }[]> {
  const series: SeriesPlan = { granularity: 'day', range, months: [] };
  const columns = ['period', ...FIGURE_COLUMNS];
  const [row] = await rows<{ base: string; delta: string }>(
    db,
    sql`select ${packed(seriesQuery('base', scope, series), columns)} as base,
      ${packed(seriesQuery('delta', scope, series), columns)} as delta`,
  );
  const days = new Map<string, Figures>();
  for (const r of [...unpack(row?.base), ...unpack(row?.delta)]) {
    const f = figuresAt(r, 1);
    const kept = days.get(r[0]!);
    days.set(r[0]!, kept ? addFigures(kept, f) : f);
  }
  return [...days].map(([period, figures]) => ({ period, figures }));
}
