import type { PurchasesReport } from '@mall/shared';
import { addFigures, type Figures, noFigures, type Pick, totalsOf } from './purchases-report.figures';
import type { Resolved } from './purchases-report.filters';
import type { PurchaseFigures } from './purchases-report.queries';

/** The Compras report's groups: by store and segment, decision times, rejection reasons. */

/** SPEC §1: purchase documents are validated within 72 hours. */
export const DECISION_LIMIT_HOURS = 72;
export const NO_REASON = 'Sem motivo informado';
/** The group of the stores without a segment. */
export const NO_SEGMENT = 'Sem segmento';
/** Names in Portuguese alphabetical order (one collator: building one per comparison is slow). */
export const byName = new Intl.Collator('pt-BR');

/** By store and by segment, highest approved value first: the stores' sums (the filtered store's own). */
export function groupsOf(r: Resolved, figures: PurchaseFigures, total: Figures, pick: Pick) {
  const stores = r.level.kind === 2 && r.store ? [{ ...r.store, storeId: r.store.id, figures: total }] : figures.stores;
  const byStore = stores
    .map((s) => ({ storeId: s.storeId, tradeName: s.tradeName, ...totalsOf(s.figures, pick) }))
    .filter((s) => s.count > 0)
    .sort(byValue((s) => s.tradeName));
  const segments = new Map<string | null, { name: string; figures: Figures }>();
  for (const s of stores) {
    const group = segments.get(s.segmentId) ?? { name: s.segmentName ?? NO_SEGMENT, figures: noFigures() };
    addFigures(group.figures, s.figures);
    segments.set(s.segmentId, group);
  }
  const bySegment = [...segments]
    .map(([segmentId, g]) => ({ segmentId, name: g.name, ...totalsOf(g.figures, pick) }))
    .filter((s) => s.count > 0)
    .sort(byValue((s) => s.name));
  return { byStore, bySegment };
}

/** Highest approved value first, then most purchases, then by name. */
const byValue =
  <T extends { approvedValue: number; count: number }>(name: (x: T) => string) =>
  (a: T, b: T) =>
    b.approvedValue - a.approvedValue || b.count - a.count || byName.compare(name(a), name(b));

/** Median and 95th percentile (nearest rank) of the decided purchases' hours, and those within 72 h. */
export function decisionTimeOf(rows: PurchaseFigures['decisions'], pick: Pick): PurchasesReport['decisionTime'] {
  const wanted = (status: 'approved' | 'rejected') => !pick.status || pick.status === status;
  const photo = !pick.type || pick.type === 'photo';
  const invoice = !pick.type || pick.type === 'invoice_number';
  const bins = rows
    .map((b) => ({
      hours: b.hours,
      n:
        (wanted('approved') ? (photo ? b.ap : 0) + (invoice ? b.ai : 0) : 0) +
        (wanted('rejected') ? (photo ? b.rp : 0) + (invoice ? b.ri : 0) : 0),
    }))
    .filter((b) => b.n > 0)
    .sort((a, b) => a.hours - b.hours);
  const decided = bins.reduce((n, b) => n + b.n, 0);
  const rank = (share: number) => {
    if (decided === 0) return null;
    const k = Math.ceil(share * decided);
    let seen = 0;
    for (const b of bins) {
      seen += b.n;
      if (seen >= k) return b.hours;
    }
    return bins.at(-1)!.hours;
  };
  return {
    decided,
    medianHours: rank(0.5),
    p95Hours: rank(0.95),
    withinLimit: bins.filter((b) => b.hours <= DECISION_LIMIT_HOURS).reduce((n, b) => n + b.n, 0),
    limitHours: DECISION_LIMIT_HOURS,
  };
}

/** Rejected purchases per reason, most frequent first (then by reason). */
export function reasonsOf(rows: PurchaseFigures['reasons'], pick: Pick): PurchasesReport['rejectionReasons'] {
  if (pick.status && pick.status !== 'rejected') return [];
  const counts = new Map<string, number>();
  for (const r of rows) {
    const n =
      (!pick.type || pick.type === 'photo' ? r.photo : 0) +
      (!pick.type || pick.type === 'invoice_number' ? r.invoice : 0);
    const reason = r.reason === '' ? NO_REASON : r.reason;
    counts.set(reason, (counts.get(reason) ?? 0) + n);
  }
  return [...counts]
    .filter(([, count]) => count > 0)
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || byName.compare(a.reason, b.reason));
}
