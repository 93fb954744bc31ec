import { reportsEndpoints, type StorePoints, type StorePointsQuery } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { endpointQuery } from '../../../lib/api/hooks';
import { reportKeys } from './keys';

/** GET /reports/pontos-loja: the page reads it here and hands it to the export buttons (same filters, as a file). */
export const storePointsEndpoint = reportsEndpoints.getStorePointsReport;

/** The page shows its own error with a retry, so a failure does not toast. */
export const getStorePoints = async (query: StorePointsQuery, signal?: AbortSignal): Promise<StorePoints> =>
  (await callEndpoint(storePointsEndpoint, { query, signal, toastErrors: false })).data;

export const storePointsQuery = (query: StorePointsQuery) =>
  endpointQuery(reportKeys.storePoints(query), (signal) => getStorePoints(query, signal));

/** The previous answer stays on screen while another page or filter loads. */
export const useStorePoints = (query: StorePointsQuery, enabled = true) =>
  useQuery({ ...storePointsQuery(query), enabled, placeholderData: keepPreviousData });
