import { SALE_STATUSES, SALE_TYPES, type SaleStatus, type SaleType } from '@mall/shared';
import { type AdminList, useAdminList } from '../../../components/admin-kit';

/** Every filter a report may take, as the address names it (the API's query names). */
export type ReportFilterKey =
  | 'from'
  | 'to'
  | 'campaignId'
  | 'storeId'
  | 'segmentId'
  | 'status'
  | 'type'
  | 'search'
  | 'clientId';

/** The filters' values the API would accept; a malformed or unknown one reads as absent. */
export interface ReportFilterValues {
  from?: string;
  to?: string;
  campaignId?: string;
  storeId?: string;
  segmentId?: string;
  status?: SaleStatus;
  type?: SaleType;
  search?: string;
  clientId?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SEARCH_MAX = 100;

const oneOf = <T extends string>(all: readonly T[], value: string): T | undefined =>
  (all as readonly string[]).includes(value) ? (value as T) : undefined;

/** What a hand-edited or old address holds, reduced to what the API accepts (so it never answers 400). */
export function readFilters(raw: Partial<Record<ReportFilterKey, string>>): ReportFilterValues {
  const uuid = (v: string | undefined) => (v && UUID.test(v) ? v : undefined);
  const date = (v: string | undefined) => (v && DATE.test(v) ? v : undefined);
  const search = raw.search?.trim().slice(0, SEARCH_MAX);
  const values: ReportFilterValues = {
    from: date(raw.from),
    to: date(raw.to),
    campaignId: uuid(raw.campaignId),
    storeId: uuid(raw.storeId),
    segmentId: uuid(raw.segmentId),
    status: raw.status ? oneOf(SALE_STATUSES, raw.status) : undefined,
    type: raw.type ? oneOf(SALE_TYPES, raw.type) : undefined,
    search: search || undefined,
    clientId: uuid(raw.clientId),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as ReportFilterValues;
}

export interface ReportFilters<K extends ReportFilterKey> {
  /** The address's state: page, size, the raw filters, the search box's text. */
  list: AdminList<Record<K, string>>;
  /** The valid filters, as the API's query takes them (without page and size). */
  values: Pick<ReportFilterValues, K>;
  /** The start after the end: the report is not asked (the API would refuse it), the bar says why. */
  periodError: boolean;
  /** A clearable filter is set: "Limpar filtros" has something to do. */
  filtered: boolean;
  /** Sets filters (back to the first page). */
  set: (next: Partial<Record<K, string>>) => void;
  /** Clears every clearable filter (back to the first page). */
  clear: () => void;
}

/**
 * A report's filters kept in the address (`?from=2026-01-01&campaignId=...&page=2`) with
 * `useAdminList`, so a reload, a shared link and the way back from a drill-down show the same
 * figures; a filter's change goes back to page 1. `keep` are the keys "Limpar filtros" leaves
 * (the chosen customer of the history).
 */
export function useReportFilters<K extends ReportFilterKey>(
  keys: readonly K[],
  keep: readonly K[] = [],
): ReportFilters<K> {
  const defaults = Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>;
  const list = useAdminList(defaults);
  const values = readFilters(list.filters as Partial<Record<ReportFilterKey, string>>) as Pick<ReportFilterValues, K>;
  const all = values as ReportFilterValues;
  const periodError = Boolean(all.from && all.to && all.from > all.to);
  const clearable = keys.filter((k) => !keep.includes(k));
  const filtered = clearable.some((k) => list.filters[k] !== '');
  const clear = () => {
    if (clearable.includes('search' as K)) list.setSearchText('');
    list.setFilters(Object.fromEntries(clearable.map((k) => [k, ''])) as Partial<Record<K, string>>);
  };
  return { list, values, periodError, filtered, set: list.setFilters, clear };
}
