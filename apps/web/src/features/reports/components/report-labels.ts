import type { ReportGranularity, SaleStatus } from '@mall/shared';
import { once, saleStatusLabel } from '@mall/shared';
import { formatDate } from '../../../lib/format';

/** The reports' words for the contract's codes live in @mall/shared (the files the API writes use them too). */
export { CONSENT_LABELS, GENDER_LABELS, genderLabel, HISTORY_KIND_LABELS, SALE_TYPE_LABELS } from '@mall/shared';

export const statusLabel = (status: SaleStatus) => saleStatusLabel(status);

const share = once(
  () => new Intl.NumberFormat('pt-BR', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const oneDecimal = once(() => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/** A share of 0 to 1 as "85,3%". */
export const formatShare = (rate: number) => share().format(rate);

/** Part of a whole as "85,3%", or "—" with no whole. */
export const shareOf = (part: number, whole: number) => (whole > 0 ? formatShare(part / whole) : '—');

/** Hours as "12,5 h", or "—" when there is nothing to measure. */
export const formatHours = (hours: number | null) => (hours === null ? '—' : `${oneDecimal().format(hours)} h`);

/** A chart's period: a day ("2026-11-27") as "27/11/2026", a month ("2026-11" or "2026-11-01") as "11/2026". */
export function periodLabel(period: string, granularity: ReportGranularity): string {
  if (granularity === 'month') return `${period.slice(5, 7)}/${period.slice(0, 4)}`;
  return formatDate(period.slice(0, 10));
}

/** The same, short, for a chart's axis: "27/11" or "11/2026". */
export function periodTick(period: string, granularity: ReportGranularity): string {
  if (granularity === 'month') return periodLabel(period, granularity);
  return `${period.slice(8, 10)}/${period.slice(5, 7)}`;
}
