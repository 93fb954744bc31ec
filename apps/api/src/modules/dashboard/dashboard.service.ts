import {
  addDays,
  centsToReais,
  type Dashboard,
  type DashboardPurchases,
  daysBetween,
  lateCutoffs,
  type Role,
  startOfDayIn,
  todayIn,
} from '@mall/shared';
import type { Db } from '../../db/client';
import { isOverdue } from '../bills/bills.mapper';
import { type DayFigures, mallSummary, pendingReview, storeMonth, storeSummary } from './dashboard.queries';

/**
 * SPEC §1: purchase documents are validated within 72 hours (DECISIONS: an invoice number's; a
 * photo has 3 business days). The dashboard's late count follows both deadlines, as the review
 * queue's `late` filter does.
 */
export const REVIEW_LIMIT_HOURS = 72;
/** The administrators' chart: the last 30 days, today included. */
export const CHART_DAYS = 30;

interface Caller {
  role: Role;
  /** The store a store owner is confined to. */
  scope: string | undefined;
}

const ADMINISTRATORS: readonly Role[] = ['DEDPREMIUM', 'SMART'];

function sumOf(days: readonly Omit<DayFigures, 'day'>[]): DashboardPurchases {
  let cents = 0;
  const out = { count: 0, approvedCount: 0, approvedValue: 0, pending: 0 };
  for (const d of days) {
    out.count += d.count;
    out.approvedCount += d.approvedCount;
    out.pending += d.pending;
    cents += d.approvedCents;
  }
  return { ...out, approvedValue: centsToReais(cents) };
}

/**
 * GET /dashboard for the caller's role (dashboard.schemas.ts says what each part is): the
 * administrators see the mall, the concierge its desk's queues, a store owner its store. The
 * reads are independent and run side by side.
 */
export async function dashboardFor(db: Db, caller: Caller, timeZone: string, now = new Date()): Promise<Dashboard> {
  const today = todayIn(timeZone, now);
  const monthStart = `${today.slice(0, 7)}-01`;
  const admin = ADMINISTRATORS.includes(caller.role);
  const concierge = caller.role === 'CONCIERGE';
  const owner = caller.role === 'LOJISTA' ? caller.scope : undefined;
  const cut = lateCutoffs(now, timeZone);
  const cuts = { invoice: cut.invoice.toISOString(), photo: cut.photo.toISOString() };
  const chartStart = addDays(today, -(CHART_DAYS - 1));

  // The mall's figures in one statement for the administrators and the concierge (each sees its
  // part); a store owner's from its store's queries.
  const [mall, ownReview, ownStore, store] = await Promise.all([
    admin || concierge
      ? mallSummary(db, {
          cuts,
          monthStart: startOfDayIn(monthStart, timeZone).toISOString(),
          now,
          days: admin ? { from: chartStart < monthStart ? chartStart : monthStart, to: today } : undefined,
        })
      : undefined,
    owner ? pendingReview(db, cuts, owner) : undefined,
    owner ? storeMonth(db, owner, monthStart, today) : undefined,
    owner ? storeSummary(db, owner) : undefined,
  ]);
  const counts = admin ? mall?.totals : undefined;
  const campaign = mall?.campaign;
  const days = mall?.days;
  const review = mall?.review ?? ownReview;
  const vouchers = mall?.vouchers;
  const newClients = admin ? mall?.newClients : undefined;

  const byDay = new Map((days ?? []).map((d) => [d.day, d]));
  const daily = admin
    ? Array.from({ length: CHART_DAYS }, (_, i) => {
        const day = addDays(chartStart, i);
        const d = byDay.get(day);
        return {
          day,
          count: d?.count ?? 0,
          approvedCount: d?.approvedCount ?? 0,
          approvedValue: centsToReais(d?.approvedCents ?? 0),
        };
      })
    : null;

  return {
    role: caller.role,
    today,
    totals: counts ?? null,
    campaign: campaign
      ? {
          id: campaign.id,
          name: campaign.name,
          endDate: campaign.endDate,
          daysLeft: Math.max(0, daysBetween(today, campaign.endDate)),
        }
      : null,
    review: review
      ? {
          pending: review.pending,
          overdue: review.overdue,
          oldestCreatedAt: review.oldest,
          limitHours: REVIEW_LIMIT_HOURS,
        }
      : null,
    purchases: days
      ? {
          today: sumOf(days.filter((d) => d.day === today)),
          month: sumOf(days.filter((d) => d.day >= monthStart)),
        }
      : ownStore
        ? { today: null, month: sumOf([ownStore]) }
        : null,
    vouchers: vouchers === undefined ? null : { toHandOver: vouchers },
    newClients: newClients === undefined ? null : { month: newClients },
    daily,
    store: store
      ? {
          id: store.store.id,
          tradeName: store.store.tradeName,
          lastStatement: store.statement
            ? {
                id: store.statement.id,
                month: store.statement.month,
                year: store.statement.year,
                totalSales: centsToReais(store.statement.totalSalesCents),
                amountDue: centsToReais(store.statement.amountDueCents),
                status: store.statement.status,
              }
            : null,
          lastBill: store.bill
            ? {
                id: store.bill.id,
                month: Number(store.bill.monthRef.slice(5, 7)),
                year: Number(store.bill.monthRef.slice(0, 4)),
                amountDue: centsToReais(store.bill.amountDueCents),
                dueDate: store.bill.dueDate,
                status: store.bill.status,
                overdue: isOverdue(store.bill.status, store.bill.dueDate, today),
              }
            : null,
        }
      : null,
  };
}
