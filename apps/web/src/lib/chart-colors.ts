import { SALE_STATUSES, type SaleStatus } from '@mall/shared';

/**
 * The charts' colours, by what they draw. The values are the `--color-chart-*` tokens of
 * styles.css (one place); `chart-colors.test.ts` reads them there and checks their contrast.
 */
export const CHART_TOKENS = ['text', 'bar', 'registered', 'approved', 'pending', 'rejected', 'canceled'] as const;
export type ChartToken = (typeof CHART_TOKENS)[number];

const token = (name: ChartToken) => `var(--color-chart-${name})`;

/** Axis labels and legends. */
export const CHART_TEXT = token('text');
/** A chart of one series (a ranking, the registrations). */
export const CHART_BAR = token('bar');
/** The dashboard's purchases: registered and, beside each, approved. */
export const CHART_REGISTERED = token('registered');
export const CHART_APPROVED = token('approved');

/** A purchase status's series, stacked in SALE_STATUSES order. */
export const SALE_STATUS_CHART: Record<SaleStatus, ChartToken> = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  canceled: 'canceled',
};
export const saleStatusChartColour = (status: SaleStatus) => token(SALE_STATUS_CHART[status]);

/** Series drawn touching or side by side: each pair must be told apart by lightness (3:1). */
export const ADJACENT_SERIES: readonly (readonly [ChartToken, ChartToken])[] = [
  ['registered', 'approved'],
  ...SALE_STATUSES.slice(1).map((s, i) => [SALE_STATUS_CHART[SALE_STATUSES[i]!], SALE_STATUS_CHART[s]] as const),
];
