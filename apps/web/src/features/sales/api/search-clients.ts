import { CLIENT_PICK_MAX_LIMIT, CLIENT_PICK_MIN_SEARCH, type ClientPick, clientsEndpoints } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { saleKeys } from '../../../lib/resources/sales/keys';

/**
 * GET /clients?search: customers by name or CPF for the sale form. Store staff get id, name and
 * a masked CPF only; the administrators get full records, of which the picker reads the same three.
 */
export async function searchClients(search: string, signal?: AbortSignal): Promise<ClientPick[]> {
  const res = await callEndpoint(clientsEndpoints.searchClients, {
    query: { search, page: 1, limit: CLIENT_PICK_MAX_LIMIT },
    signal,
  });
  // Full records (administrators) carry more fields; the picker keeps the three it shows.
  return res.data.map(({ id, name, cpf }) => ({ id, name, cpf }));
}

export function useClientSearch(search: string) {
  return useQuery({
    queryKey: saleKeys.clients(search),
    queryFn: ({ signal }) => searchClients(search, signal),
    enabled: search.length >= CLIENT_PICK_MIN_SEARCH,
    placeholderData: keepPreviousData,
  });
}
