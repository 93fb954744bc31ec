import {
  type CreateSellerBody,
  SELLER_SORT_COLUMNS,
  type Seller,
  type SellerStatus,
  sellerStatusOf,
  sellersEndpoints,
} from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../api';
import { allPages } from '../../api/all-pages';
import { endpointQuery, useEndpointMutation } from '../../api/hooks';
import { sortOf } from '../../list-sort';

export interface SellerListParams {
  page: number;
  limit: number;
  search: string;
  /** Empty: every store the caller may see (a store owner's own, whatever is sent). */
  storeId: string;
  status: SellerStatus | '';
  /** The sort by a column (`sortOf`); empty for the list's own order. */
  sort?: string;
  order?: string;
}

/** Sellers' client: one function per endpoint, its query or mutation hook, and the keys. */
export const sellerKeys = {
  all: ['sellers'] as const,
  list: (params: SellerListParams) => ['sellers', 'list', params] as const,
  detail: (id: string) => ['sellers', 'detail', id] as const,
  ofStore: (storeId: string) => ['sellers', 'store', storeId] as const,
};

const listQuery = ({ search, storeId, status, page, limit, sort, order }: Partial<SellerListParams>) => ({
  page,
  limit,
  ...sortOf(SELLER_SORT_COLUMNS, { sort, order }),
  search: search || undefined,
  storeId: storeId || undefined,
  status: status || undefined,
});

/** GET /sellers: a store owner gets its store's sellers, a seller itself, whatever is sent. */
export const getSellers = (params: Partial<SellerListParams>, signal?: AbortSignal) =>
  callEndpoint(sellersEndpoints.listSellers, { query: listQuery(params), signal });

export const useSellers = (params: SellerListParams) =>
  useQuery({
    ...endpointQuery(sellerKeys.list(params), (signal) => getSellers(params, signal)),
    placeholderData: keepPreviousData,
  });

/**
 * A store's active sellers for the sale form (a VENDEDOR gets only itself), page after page until
 * the total, so the form never stops at the first hundred.
 */
export async function getStoreSellers(storeId: string, signal?: AbortSignal): Promise<Seller[]> {
  const sellers = await allPages((page, limit) => getSellers({ storeId, status: 'ATIVO', page, limit }, signal));
  return sellers.filter((s) => sellerStatusOf(s) === 'ATIVO');
}

export const useStoreSellers = (storeId: string) =>
  useQuery({
    ...endpointQuery(sellerKeys.ofStore(storeId), (signal) => getStoreSellers(storeId, signal)),
    enabled: Boolean(storeId),
  });

/** GET /sellers/{id}; a 404 is the page's "Vendedor não encontrado", not a toast. */
export const getSeller = async (id: string, signal?: AbortSignal) =>
  (await callEndpoint(sellersEndpoints.getSeller, { params: { id }, signal, toastErrors: false })).data;

export const useSeller = (id: string) =>
  useQuery({ ...endpointQuery(sellerKeys.detail(id), (signal) => getSeller(id, signal)), enabled: Boolean(id) });

/** The form shows the refusal under its fields with one toast of its own. */
export const createSeller = (body: CreateSellerBody) =>
  callEndpoint(sellersEndpoints.createSeller, { body, toastErrors: false });
export const useCreateSeller = () => useEndpointMutation(createSeller, { invalidates: [sellerKeys.all] });

export const updateSeller = ({ id, body }: { id: string; body: { name: string; email: string } }) =>
  callEndpoint(sellersEndpoints.updateSeller, { params: { id }, body, toastErrors: false });
export const useUpdateSeller = () => useEndpointMutation(updateSeller, { invalidates: [sellerKeys.all] });

/** ATIVO clears `inactivatedAt`; INATIVO sets it to now (SPEC §4). */
export const setSellerStatus = ({ id, active }: { id: string; active: boolean }) =>
  callEndpoint(sellersEndpoints.setSellerStatus, {
    params: { id },
    body: { inactivatedAt: active ? null : new Date().toISOString() },
  });
export const useSetSellerStatus = () =>
  useEndpointMutation(setSellerStatus, {
    invalidates: [sellerKeys.all],
    success: (res) => res.message ?? 'Status atualizado com sucesso',
  });

export const deleteSeller = (id: string) => callEndpoint(sellersEndpoints.deleteSeller, { params: { id } });
export const useDeleteSeller = () =>
  useEndpointMutation(deleteSeller, {
    invalidates: [sellerKeys.all],
    success: (res) => res?.message ?? 'Vendedor excluído com sucesso',
  });
