import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { dataOf, idParamsSchema, listOf, messageSchema, mutationOf, searchQuerySchema } from './schemas';
import { createShopkeeperBodySchema, shopkeeperSchema, updateShopkeeperBodySchema } from './shopkeepers.schemas';
import { sortQuery } from './sorting';

/** `search`: any part of the name or e-mail; a store owner gets its own store's whatever `storeId` says. */
/** The shop owners' sortable columns, as the admin table names them. */
export const SHOPKEEPER_SORT_COLUMNS = ['name', 'email', 'cpf', 'phone'] as const;

export const shopkeeperListQuerySchema = searchQuerySchema.extend({
  ...sortQuery(SHOPKEEPER_SORT_COLUMNS),
  storeId: z.uuid('Loja inválida').optional(),
});

export const shopkeepersEndpoints = {
  listShopkeepers: defineEndpoint({
    operationId: 'listShopkeepers',
    method: 'GET',
    path: '/shopkeepers',
    query: shopkeeperListQuerySchema,
    response: listOf(shopkeeperSchema),
    status: 200,
  }),
  getShopkeeper: defineEndpoint({
    operationId: 'getShopkeeper',
    method: 'GET',
    path: '/shopkeepers/:id',
    params: idParamsSchema,
    response: dataOf(shopkeeperSchema),
    status: 200,
  }),
  createShopkeeper: defineEndpoint({
    operationId: 'createShopkeeper',
    method: 'POST',
    path: '/shopkeepers',
    body: createShopkeeperBodySchema,
    response: mutationOf(shopkeeperSchema),
    status: 201,
  }),
  updateShopkeeper: defineEndpoint({
    operationId: 'updateShopkeeper',
    method: 'PATCH',
    path: '/shopkeepers/:id',
    params: idParamsSchema,
    body: updateShopkeeperBodySchema,
    response: mutationOf(shopkeeperSchema),
    status: 200,
  }),
  deleteShopkeeper: defineEndpoint({
    operationId: 'deleteShopkeeper',
    method: 'DELETE',
    path: '/shopkeepers/:id',
    params: idParamsSchema,
    response: messageSchema,
    status: 200,
  }),
};
