import { todayIn } from '@mall/shared';
import type { Db } from '../../db/client';
import type { Pick } from './purchases-report.figures';
import type { DayRange } from './purchases-report.periods';
import { type Context, type Level, readContext } from './purchases-rollup.queries';

/** What a request reads: its level, period and filters, resolved against the data. */
export interface Resolved {
  level: Level;
  campaignId: string | null;
  pick: Pick;
  /** The filters name a store outside the filtered segment: nothing matches. */
  none: boolean;
  period: DayRange;
  /** No start given: the period starts at the first purchase the filters show. */
  openStart: boolean;
  extent: DayRange | null;
  /** The filtered store (with its segment), when it exists. */
  store?: Context['store'];
}

/** The level a store or segment filter reads, and the dates purchases exist in. */
export async function resolveFilters(
  db: Db,
  q: { from?: string; to?: string; campaignId?: string; storeId?: string; segmentId?: string },
  timeZone: string,
  pick: Pick,
): Promise<Resolved> {
  const ctx: Context = await readContext(db, {
    campaignId: q.campaignId ?? null,
    segmentId: q.segmentId ?? null,
    storeId: q.storeId ?? null,
  });
  let level: Level = { kind: 0 };
  let none = false;
  if (q.storeId) {
    level = { kind: 2, id: q.storeId };
    none = !ctx.store || (q.segmentId !== undefined && ctx.store.segmentId !== q.segmentId);
  } else if (q.segmentId) {
    level = { kind: 1, id: q.segmentId, stores: ctx.segmentStores };
    none = ctx.segmentStores.length === 0;
  }
  const extent = none ? null : ctx.extent;
  const to = q.to ?? todayIn(timeZone);
  let from = q.from ?? extent?.from ?? to;
  if (from > to) from = to;
  return {
    level,
    campaignId: q.campaignId ?? null,
    pick,
    none,
    period: { from, to },
    openStart: !q.from,
    extent,
    store: ctx.store,
  };
}
