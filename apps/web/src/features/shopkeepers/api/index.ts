import {
  type CreateShopkeeperBody,
  SHOPKEEPER_SORT_COLUMNS,
  shopkeepersEndpoints,
  type UpdateShopkeeperBody,
} from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { endpointQuery, useEndpointMutation } from '../../../lib/api/hooks';
import { sortOf } from '../../../lib/list-sort';

export interface ShopkeeperListParams {
  page: number;
  limit: number;
  search: string;
  /** The store whose shop owners are listed (a store owner gets its own, whatever is sent). */
  storeId: string;
  /** The sort by a column (`sortOf`); empty for the list's own order. */
  sort?: string;
  order?: string;
}

/** Shop owners' client: one function per endpoint, its query or mutation hook, and the keys. */
export const shopkeeperKeys = {
  all: ['shopkeepers'] as const,
  list: (params: ShopkeeperListParams) => ['shopkeepers', 'list', params] as const,
  detail: (id: string) => ['shopkeepers', 'detail', id] as const,
};

/** GET /shopkeepers?storeId&search&page&limit. */
export const getShopkeepers = ({ search, storeId, page, limit, ...sort }: ShopkeeperListParams, signal?: AbortSignal) =>
  callEndpoint(shopkeepersEndpoints.listShopkeepers, {
    query: {
      page,
      limit,
      search: search || undefined,
      storeId: storeId || undefined,
      ...sortOf(SHOPKEEPER_SORT_COLUMNS, sort),
    },
    signal,
  });

export const useShopkeepers = (params: ShopkeeperListParams) =>
  useQuery({
    ...endpointQuery(shopkeeperKeys.list(params), (signal) => getShopkeepers(params, signal)),
    placeholderData: keepPreviousData,
  });

/** GET /shopkeepers/{id}; a 404 is the page's "Lojista não encontrado", not a toast. */
export const getShopkeeper = async (id: string, signal?: AbortSignal) =>
  (await callEndpoint(shopkeepersEndpoints.getShopkeeper, { params: { id }, signal, toastErrors: false })).data;

export const useShopkeeper = (id: string) =>
  useQuery({
    ...endpointQuery(shopkeeperKeys.detail(id), (signal) => getShopkeeper(id, signal)),
    enabled: Boolean(id),
  });

/** The forms show a refusal under their fields with one toast of their own. */
export const createShopkeeper = (body: CreateShopkeeperBody) =>
  callEndpoint(shopkeepersEndpoints.createShopkeeper, { body, toastErrors: false });
export const useCreateShopkeeper = () => useEndpointMutation(createShopkeeper, { invalidates: [shopkeeperKeys.all] });

export const updateShopkeeper = ({ id, body }: { id: string; body: UpdateShopkeeperBody }) =>
  callEndpoint(shopkeepersEndpoints.updateShopkeeper, { params: { id }, body, toastErrors: false });
export const useUpdateShopkeeper = () => useEndpointMutation(updateShopkeeper, { invalidates: [shopkeeperKeys.all] });

export const deleteShopkeeper = (id: string) => callEndpoint(shopkeepersEndpoints.deleteShopkeeper, { params: { id } });
export const useDeleteShopkeeper = () =>
  useEndpointMutation(deleteShopkeeper, {
    invalidates: [shopkeeperKeys.all],
    success: (res) => res?.message ?? 'Lojista excluído com sucesso',
  });
