import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Plan } from './purchases-report.periods';
import type { Scope } from './purchases-rollup.queries';
import {
  addPoints,
  type CustomerPlan,
  isEmptyPart,
  type Points,
  pointsDeltaQuery,
  pointsOf,
  readPoints,
  readPointsDelta,
} from './store-points.queries';

/**
 * Pontos por Loja's figures of a request: its base (folded rows, and the edge days' purchases and
 * visits as of the last fold) kept per request shape while `sales_report_version` holds still, as
 * Compras keeps its own (purchases-report.cache.ts); the deltas and the partial months' links are
 * read at every request.
 */

const MAX_KEPT = 100;

interface Kept {
  version: string;
  /** The base's figures, parsed once (a few hundred levels). */
  base: Points;
  deltas: SQL;
}

const kept = new WeakMap<object, Map<string, Kept>>();

export async function storePointsFigures(
  db: DbOrTx,
  key: string,
  build: () => { scope: Scope; plan: Plan; customers: CustomerPlan },
): Promise<Points> {
  let bases = kept.get(db);
  if (!bases) {
    bases = new Map();
    kept.set(db, bases);
  }
  const entry = bases.get(key);
  if (entry) {
    const { version, delta } = await readPointsDelta(db, entry.deltas);
    if (version === entry.version) {
      bases.delete(key);
      bases.set(key, entry);
      return isEmptyPart(delta) ? entry.base : addPoints(entry.base, delta);
    }
  }
  const { scope, plan, customers } = build();
  const { version, base, delta } = await readPoints(db, scope, plan, customers);
  bases.delete(key);
  const parsed = pointsOf(base);
  bases.set(key, { version, base: parsed, deltas: pointsDeltaQuery(scope, plan, customers) });
  if (bases.size > MAX_KEPT) bases.delete(bases.keys().next().value!);
  return isEmptyPart(delta) ? parsed : addPoints(parsed, delta);
}
