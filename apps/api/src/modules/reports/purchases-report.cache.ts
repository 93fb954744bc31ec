import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { addFigures, type Figures, noFigures } from './purchases-report.figures';
import {
  deltasQuery,
  type FiguresRequest,
  type PurchaseFigures,
  readDeltas,
  readFigures,
} from './purchases-report.queries';
import type { Scope } from './purchases-rollup.queries';

/**
 * The Compras figures of a request: its base (the folded rows and the edge days as of the last
 * fold) kept per request shape, plus the deltas read at every request. A fold bumps
 * `sales_report_version` (and so do a rebuild and a store's or segment's new name); a request that
 * finds another version reads everything again. So the figures stay exact while most requests
 * read a few delta rows instead of a few hundred rollup rows and the edge days' purchases.
 */

const MAX_KEPT = 200;

interface Kept {
  version: string;
  base: PurchaseFigures;
  /** The deltas' statement of this request shape (built once). */
  deltas: SQL;
  /** The last answer, while no delta changed it (then the same object, and its view, serve again). */
  last: PurchaseFigures;
}

/** Per database (the tests run several apps in one process), the bases by request shape, oldest first. */
const kept = new WeakMap<object, Map<string, Kept>>();

/**
 * The figures of the request `key` (its shape: level, campaign, period, granularity, data extent);
 * `build` gives its scope and plans when they must be read.
 */
export async function purchaseFigures(
  db: DbOrTx,
  key: string,
  build: () => { scope: Scope; q: FiguresRequest },
): Promise<PurchaseFigures> {
  let bases = kept.get(db);
  if (!bases) {
    bases = new Map();
    kept.set(db, bases);
  }
  const entry = bases.get(key);
  if (entry) {
    const { version, delta } = await readDeltas(db, entry.deltas);
    if (version === entry.version) {
      bases.delete(key);
      bases.set(key, entry);
      if (!isEmpty(delta)) return combine(entry.base, delta);
      if (entry.last !== entry.base) entry.last = entry.base;
      return entry.last;
    }
  }
  const { scope, q } = build();
  const { version, base, delta } = await readFigures(db, scope, q);
  const figures = isEmpty(delta) ? base : combine(base, delta);
  bases.delete(key);
  bases.set(key, { version, base, deltas: deltasQuery(scope, q), last: figures });
  if (bases.size > MAX_KEPT) bases.delete(bases.keys().next().value!);
  return figures;
}

const isEmpty = (f: PurchaseFigures) =>
  f.series.length === 0 && f.stores.length === 0 && f.decisions.length === 0 && f.reasons.length === 0;

/** Rows of two lists with the same key added up (new objects: a kept base is never changed). */
function merge<T>(
  base: readonly T[],
  delta: readonly T[],
  key: (x: T) => string,
  add: (into: T, more: T) => T,
  copy: (x: T) => T,
): T[] {
  if (delta.length === 0) return [...base];
  const out = new Map(base.map((x) => [key(x), x]));
  for (const d of delta) {
    const k = key(d);
    const b = out.get(k);
    out.set(k, b ? add(copy(b), d) : copy(d));
  }
  return [...out.values()];
}

const copyFigures = (f: Figures) => addFigures(noFigures(), f);

function combine(base: PurchaseFigures, delta: PurchaseFigures): PurchaseFigures {
  return {
    series: merge(
      base.series,
      delta.series,
      (s) => s.period,
      (a, b) => ({ ...a, figures: addFigures(a.figures, b.figures) }),
      (s) => ({ ...s, figures: copyFigures(s.figures) }),
    ),
    stores: merge(
      base.stores,
      delta.stores,
      (s) => s.storeId,
      (a, b) => ({ ...a, figures: addFigures(a.figures, b.figures) }),
      (s) => ({ ...s, figures: copyFigures(s.figures) }),
    ),
    decisions: merge(
      base.decisions,
      delta.decisions,
      (d) => String(d.hours),
      (a, b) => ({ hours: a.hours, ap: a.ap + b.ap, ai: a.ai + b.ai, rp: a.rp + b.rp, ri: a.ri + b.ri }),
      (d) => ({ ...d }),
    ),
    reasons: merge(
      base.reasons,
      delta.reasons,
      (r) => r.reason,
      (a, b) => ({ reason: a.reason, photo: a.photo + b.photo, invoice: a.invoice + b.invoice }),
      (r) => ({ ...r }),
    ),
  };
}
