import {
  addDays,
  CONCENTRATION_DAYS,
  CONCENTRATION_TOP,
  fiscalDocumentId,
  formatDateBR,
  parseFiscalKey,
  type RejectedClaim,
  type Sale,
  type SaleAttemptKind,
  type SaleSignalThresholds,
  type StoreConcentration,
  saleSignals,
  startOfDayIn,
  todayIn,
} from '@mall/shared';
import type { DbOrTx } from '../../db/client';
import { attemptsOn, type RegistrationDay, registrationsOn, rejectedClaimsOf, storeCustomers } from './sales.queries';

export interface SignalOptions {
  /** Registration days and "the last 30 days" are the calendar's of this zone (APP_TIMEZONE). */
  timeZone: string;
  thresholds: SaleSignalThresholds;
  now?: Date;
}

const pair = (a: string, b: string) => `${a}|${b}`;

/** The attempts on the page's purchases, per purchase and kind. */
function reusedBySale(rows: { saleId: string; kind: SaleAttemptKind; accounts: number }[]) {
  const bySale = new Map<string, Partial<Record<SaleAttemptKind, number>>>();
  for (const r of rows) bySale.set(r.saleId, { ...bySale.get(r.saleId), [r.kind]: Number(r.accounts) });
  return bySale;
}

/** Each store's concentration, and each of its customers' purchases, in the period. */
function concentrationByStore(rows: Awaited<ReturnType<typeof storeCustomers>>) {
  const stores = new Map<string, { total: number; top: number; topCount: number; last: number }>();
  const perCustomer = new Map<string, number>();
  for (const r of rows) {
    perCustomer.set(pair(r.store_id, r.client_id), r.n);
    const top = Math.min(CONCENTRATION_TOP, r.customers);
    const store = stores.get(r.store_id) ?? { total: r.total, top, topCount: 0, last: 0 };
    if (r.rank <= top) {
      store.topCount += r.n;
      if (r.rank === top) store.last = r.n;
    }
    stores.set(r.store_id, store);
  }
  return (storeId: string, clientId: string): StoreConcentration | null => {
    const store = stores.get(storeId);
    if (!store) return null;
    const mine = perCustomer.get(pair(storeId, clientId)) ?? 0;
    return {
      total: store.total,
      top: store.top,
      topCount: store.topCount,
      includesCustomer: mine > 0 && mine >= store.last,
    };
  };
}

/**
 * The reviewers' fraud signals of a page of purchases (at most 100): four statements for the
 * page, whatever the number of purchases in the database. The attempts on the page's purchases
 * (an index on the holder); the rejected claims of the page's fiscal documents (an index on the
 * rejected ones); the purchases registered on each of the page's registration days at
 * its stores (one day of the mall's registrations per day); and the customers of the page's stores
 * in the last 30 days (at most the mall's month, from an index alone).
 */
export async function withSignals(db: DbOrTx, list: Sale[], opts: SignalOptions): Promise<Sale[]> {
  if (list.length === 0) return list;
  const { timeZone } = opts;
  const today = todayIn(timeZone, opts.now ?? new Date());
  const dayOf = new Map(list.map((s) => [s.id, todayIn(timeZone, new Date(s.createdAt))]));
  const storesOfDay = new Map<string, Set<string>>();
  for (const s of list) {
    const day = dayOf.get(s.id)!;
    storesOfDay.set(day, (storesOfDay.get(day) ?? new Set()).add(s.storeId));
  }
  const days = [...storesOfDay.keys()];
  const registrationDays: RegistrationDay[] = days.map((day) => ({
    from: startOfDayIn(day, timeZone).toISOString(),
    to: startOfDayIn(addDays(day, 1), timeZone).toISOString(),
    storeIds: [...storesOfDay.get(day)!],
  }));
  const documentOf = new Map<string, string>();
  for (const s of list) {
    const parsed = s.fiscalKey ? parseFiscalKey(s.fiscalKey) : null;
    if (parsed?.ok) documentOf.set(s.id, fiscalDocumentId(parsed.key));
  }
  const [attempts, registrations, customers, rejected] = await Promise.all([
    attemptsOn(
      db,
      list.map((s) => s.id),
    ),
    registrationsOn(db, registrationDays),
    storeCustomers(db, {
      storeIds: [...new Set(list.map((s) => s.storeId))],
      clientIds: [...new Set(list.map((s) => s.clientId))],
      from: addDays(today, -(CONCENTRATION_DAYS - 1)),
      to: today,
      top: CONCENTRATION_TOP,
    }),
    rejectedClaimsOf(db, [...new Set(documentOf.values())]),
  ]);
  const rejectedBy = new Map<string, typeof rejected>();
  for (const r of rejected) rejectedBy.set(r.document, [...(rejectedBy.get(r.document) ?? []), r]);
  const claimsOf = (sale: Sale): RejectedClaim[] =>
    (rejectedBy.get(documentOf.get(sale.id) ?? '') ?? [])
      .filter((r) => r.saleId !== sale.id)
      .map((r) => ({
        clientName: r.clientName,
        rejectedOn: r.reviewedAt ? formatDateBR(todayIn(timeZone, new Date(r.reviewedAt))) : null,
        reason: r.reason,
      }));

  const reused = reusedBySale(attempts);
  const storeDay = new Map<string, number>();
  const clientDay = new Map<string, number>();
  for (const r of registrations) {
    const day = days[r.day]!;
    storeDay.set(pair(day, r.store_id), (storeDay.get(pair(day, r.store_id)) ?? 0) + r.n);
    clientDay.set(pair(pair(day, r.store_id), r.client_id), r.n);
  }
  const concentration = concentrationByStore(customers);

  return list.map((s) => {
    const day = dayOf.get(s.id)!;
    const signals = saleSignals(
      {
        reused: reused.get(s.id) ?? {},
        clientDay: clientDay.get(pair(pair(day, s.storeId), s.clientId)) ?? 0,
        storeDay: storeDay.get(pair(day, s.storeId)) ?? 0,
        concentration: concentration(s.storeId, s.clientId),
        rejectedClaims: claimsOf(s),
      },
      opts.thresholds,
    );
    // Only a purchase with signals carries the field: one without reads as it did before them.
    return signals.length > 0 ? { ...s, signals } : s;
  });
}
