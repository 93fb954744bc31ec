import { z } from 'zod';
import { BILL_STATUSES, EXTRACT_STATUSES } from './enums';
import { ROLES } from './roles';

/**
 * GET /dashboard: what the caller's role sees at a glance, in one answer (issue 16). Each part is
 * null for a role that does not see it; every figure is scoped as the lists behind it are (a store
 * owner's, its store's). Purchases are counted by their purchase date (`saleDate`, the receipt's
 * date, in the mall's time zone), as the points statement and the monthly statements count them.
 * Values are in reais (cents / 100, summed in cents).
 */

/** Purchases of a period: how many were registered and what the approved ones are worth. */
export const dashboardPurchasesSchema = z.object({
  count: z.number().int(),
  approvedCount: z.number().int(),
  approvedValue: z.number(),
  pending: z.number().int(),
});
export type DashboardPurchases = z.infer<typeof dashboardPurchasesSchema>;

/** One day of the 30-day chart. */
export const dashboardDaySchema = z.object({
  /** YYYY-MM-DD. */
  day: z.string(),
  count: z.number().int(),
  approvedCount: z.number().int(),
  approvedValue: z.number(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

/** The purchases waiting for a decision, against their review deadlines (SPEC §1, DECISIONS). */
export const dashboardReviewSchema = z.object({
  pending: z.number().int(),
  /**
   * Pending past their deadline, as the review queue's `late=true` counts them: 72 hours for an
   * invoice number, 3 business days (São Paulo) for a photo, from the contest for a contested one.
   */
  overdue: z.number().int(),
  /** When the oldest pending purchase was registered (ISO instant), or null with none pending. */
  oldestCreatedAt: z.string().nullable(),
  /** The invoice number's deadline in hours (SPEC §1's 72); a photo's is 3 business days. */
  limitHours: z.number().int(),
});
export type DashboardReview = z.infer<typeof dashboardReviewSchema>;

export const dashboardSchema = z.object({
  role: z.enum(ROLES),
  /** Today in the mall's time zone (YYYY-MM-DD): the day and month the figures count. */
  today: z.string(),
  /** The cards of SPEC §2 (administrators). */
  totals: z.object({ users: z.number().int(), stores: z.number().int(), campaigns: z.number().int() }).nullable(),
  /** The running campaign and the days left until its end date (0 on its last day). */
  campaign: z.object({ id: z.string(), name: z.string(), endDate: z.string(), daysLeft: z.number().int() }).nullable(),
  review: dashboardReviewSchema.nullable(),
  /** The month's purchases; today's for the administrators (null for a store owner, whose dashboard is its month). */
  purchases: z.object({ today: dashboardPurchasesSchema.nullable(), month: dashboardPurchasesSchema }).nullable(),
  /** Vouchers issued and not yet handed over (SOLICITADO or APROVADO, not expired). */
  vouchers: z.object({ toHandOver: z.number().int() }).nullable(),
  /** Customers who registered this month. */
  newClients: z.object({ month: z.number().int() }).nullable(),
  /** The last 30 days, oldest first, today included (administrators). */
  daily: z.array(dashboardDaySchema).nullable(),
  /** A store owner's store: its latest monthly statement and bill. */
  store: z
    .object({
      id: z.string(),
      tradeName: z.string(),
      lastStatement: z
        .object({
          id: z.string(),
          month: z.number().int(),
          year: z.number().int(),
          totalSales: z.number(),
          amountDue: z.number(),
          status: z.enum(EXTRACT_STATUSES),
        })
        .nullable(),
      lastBill: z
        .object({
          id: z.string(),
          month: z.number().int(),
          year: z.number().int(),
          amountDue: z.number(),
          dueDate: z.string().nullable(),
          status: z.enum(BILL_STATUSES),
          overdue: z.boolean(),
        })
        .nullable(),
    })
    .nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
