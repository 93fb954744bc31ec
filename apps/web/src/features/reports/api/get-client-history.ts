import { type ClientHistory, type ClientHistoryQuery, reportsEndpoints } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { endpointQuery } from '../../../lib/api/hooks';
import { reportKeys } from './keys';

/** GET /reports/historico-clientes: the page reads it here and hands it to the export buttons. */
export const clientHistoryEndpoint = reportsEndpoints.getClientHistoryReport;

/** The page shows its own error (a customer not found included), so a failure does not toast. */
export const getClientHistory = async (query: ClientHistoryQuery, signal?: AbortSignal): Promise<ClientHistory> =>
  (await callEndpoint(clientHistoryEndpoint, { query, signal, toastErrors: false })).data;

export const clientHistoryQuery = (query: ClientHistoryQuery) =>
  endpointQuery(reportKeys.clientHistory(query), (signal) => getClientHistory(query, signal));

/**
 * Asked only with a search or a chosen customer. The previous answer stays on screen while the
 * timeline's next page loads, but not across customers (another customer's card would show).
 */
export const useClientHistory = (query: ClientHistoryQuery, enabled = true) =>
  useQuery({
    ...clientHistoryQuery(query),
    enabled,
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[2] as ClientHistoryQuery | undefined;
      return before?.clientId === query.clientId && before?.search === query.search ? previous : undefined;
    },
  });
