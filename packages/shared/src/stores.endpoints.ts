import { defineEndpoint } from './endpoint';
import { firstLoadEndpoints } from './first-load.endpoints';
import { dataOf, idParamsSchema, listOf, messageSchema, mutationOf } from './schemas';
import {
  activeStoresQuerySchema,
  createStoreBodySchema,
  publicStoreSchema,
  storeListQuerySchema,
  storeSchema,
  updateStoreBodySchema,
} from './stores.schemas';

/** activate, deactivate, block and unblock: a store's status, each its own path. */
const statusChange = <const Id extends string, const Path extends string>(operationId: Id, path: Path) =>
  defineEndpoint({
    operationId,
    method: 'PATCH',
    path,
    params: idParamsSchema,
    response: mutationOf(storeSchema),
    status: 200,
  });

export const storesEndpoints = {
  listActiveStores: defineEndpoint({
    ...firstLoadEndpoints.listActiveStores,
    query: activeStoresQuerySchema,
    response: listOf(publicStoreSchema),
    status: 200,
  }),
  listStores: defineEndpoint({
    operationId: 'listStores',
    method: 'GET',
    path: '/stores',
    query: storeListQuerySchema,
    response: listOf(storeSchema),
    status: 200,
  }),
  getStore: defineEndpoint({
    operationId: 'getStore',
    method: 'GET',
    path: '/stores/:id',
    params: idParamsSchema,
    response: dataOf(storeSchema),
    status: 200,
  }),
  createStore: defineEndpoint({
    operationId: 'createStore',
    method: 'POST',
    path: '/stores',
    body: createStoreBodySchema,
    response: mutationOf(storeSchema),
    status: 201,
  }),
  updateStore: defineEndpoint({
    operationId: 'updateStore',
    method: 'PATCH',
    path: '/stores/:id',
    params: idParamsSchema,
    body: updateStoreBodySchema,
    response: mutationOf(storeSchema),
    status: 200,
  }),
  activateStore: statusChange('activateStore', '/stores/:id/activate'),
  deactivateStore: statusChange('deactivateStore', '/stores/:id/deactivate'),
  blockStore: statusChange('blockStore', '/stores/:id/block'),
  unblockStore: statusChange('unblockStore', '/stores/:id/unblock'),
  deleteStore: defineEndpoint({
    operationId: 'deleteStore',
    method: 'DELETE',
    path: '/stores/:id',
    params: idParamsSchema,
    response: messageSchema,
    status: 200,
  }),
};
