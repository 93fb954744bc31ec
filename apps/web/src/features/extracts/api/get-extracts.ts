import { EXTRACT_SORT_COLUMNS, EXTRACT_STATUSES, type ExtractStatus, extractsEndpoints } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { endpointQuery } from '../../../lib/api/hooks';
import { sortOf } from '../../../lib/list-sort';
import { type ExtractListParams, extractKeys } from '../../../lib/resources/extracts/keys';

const isStatus = (value: string): value is ExtractStatus => (EXTRACT_STATUSES as readonly string[]).includes(value);
const number = (value: string) => (/^\d{1,4}$/.test(value) ? Number(value) : undefined);

/**
 * GET /extracts: statements, newest month first, with `totalValue` over every match. The filters
 * come from the address as text; what the API would refuse (an unknown status, a month without a
 * year) is left out; zero statements only when `zero` is 'true'. A store owner gets its own store's only, whatever `storeId` says.
 */
export function getExtracts(params: ExtractListParams, signal?: AbortSignal) {
  return callEndpoint(extractsEndpoints.listExtracts, {
    query: { page: params.page, limit: params.limit, ...extractsQuery(params) },
    signal,
  });
}

/** The list's filters and sort as its endpoints (the list, the export) take them. */
export function extractsQuery(params: Omit<ExtractListParams, 'page' | 'limit'>) {
  const month = number(params.month);
  const year = number(params.year);
  return {
    search: params.search || undefined,
    status: isStatus(params.status) ? params.status : undefined,
    storeId: params.storeId || undefined,
    month: year ? month : undefined,
    year,
    includeZero: params.zero === 'true' ? ('true' as const) : undefined,
    ...sortOf(EXTRACT_SORT_COLUMNS, params),
  };
}

export const useExtracts = (params: ExtractListParams) =>
  useQuery({
    ...endpointQuery(extractKeys.list(params), (signal) => getExtracts(params, signal)),
    placeholderData: keepPreviousData,
  });
