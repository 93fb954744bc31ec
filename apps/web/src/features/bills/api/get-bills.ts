import { BILL_SORT_COLUMNS, BILL_STATUSES, type BillStatus, billsEndpoints } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { endpointQuery } from '../../../lib/api/hooks';
import { sortOf } from '../../../lib/list-sort';
import { type BillListParams, billKeys } from '../../../lib/resources/bills/keys';

const isStatus = (value: string): value is BillStatus => (BILL_STATUSES as readonly string[]).includes(value);
const number = (value: string) => (/^\d{1,4}$/.test(value) ? Number(value) : undefined);

/**
 * GET /bills: one row per processed statement (NÃO GERADO while it has no bill). Filters come
 * from the address as text; what the API would refuse is left out; zero statements' rows only
 * when `zero` is 'true'. A store owner gets its own
 * store's only (the server scopes it).
 */
export function getBills(params: BillListParams, signal?: AbortSignal) {
  return callEndpoint(billsEndpoints.listBills, {
    query: { page: params.page, limit: params.limit, ...billsQuery(params) },
    signal,
  });
}

/** The list's filters and sort as its endpoints (the list, the export) take them. */
export function billsQuery(params: Omit<BillListParams, 'page' | 'limit'>) {
  const month = number(params.month);
  const year = number(params.year);
  return {
    search: params.search || undefined,
    status: isStatus(params.status) ? params.status : undefined,
    month: year ? month : undefined,
    year,
    includeZero: params.zero === 'true' ? ('true' as const) : undefined,
    ...sortOf(BILL_SORT_COLUMNS, params),
  };
}

export const useBills = (params: BillListParams) =>
  useQuery({
    ...endpointQuery(billKeys.list(params), (signal) => getBills(params, signal)),
    placeholderData: keepPreviousData,
  });
