import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { dataOf, idParamsSchema, listOf, messageSchema, mutationOf, searchQuerySchema } from './schemas';
import {
  createSellerBodySchema,
  SELLER_STATUSES,
  sellerSchema,
  sellerStatusBodySchema,
  updateSellerBodySchema,
} from './sellers.schemas';
import { sortQuery } from './sorting';

/** `status`: ATIVO (the seller and its login active) or INATIVO (either deactivated); absent: all. */
/** The sellers' sortable columns, as the admin table names them. */
export const SELLER_SORT_COLUMNS = ['name', 'email', 'store', 'status'] as const;

export const sellerListQuerySchema = searchQuerySchema.extend({
  ...sortQuery(SELLER_SORT_COLUMNS),
  storeId: z.uuid('Loja inválida').optional(),
  status: z.enum(SELLER_STATUSES, { error: 'status deve ser ATIVO ou INATIVO' }).optional(),
});

export const sellersEndpoints = {
  listSellers: defineEndpoint({
    operationId: 'listSellers',
    method: 'GET',
    path: '/sellers',
    query: sellerListQuerySchema,
    response: listOf(sellerSchema),
    status: 200,
  }),
  getSeller: defineEndpoint({
    operationId: 'getSeller',
    method: 'GET',
    path: '/sellers/:id',
    params: idParamsSchema,
    response: dataOf(sellerSchema),
    status: 200,
  }),
  createSeller: defineEndpoint({
    operationId: 'createSeller',
    method: 'POST',
    path: '/sellers',
    body: createSellerBodySchema,
    response: mutationOf(sellerSchema),
    status: 201,
  }),
  updateSeller: defineEndpoint({
    operationId: 'updateSeller',
    method: 'PATCH',
    path: '/sellers/:id',
    params: idParamsSchema,
    body: updateSellerBodySchema,
    response: mutationOf(sellerSchema),
    status: 200,
  }),
  setSellerStatus: defineEndpoint({
    operationId: 'setSellerStatus',
    method: 'PATCH',
    path: '/sellers/:id/status',
    params: idParamsSchema,
    body: sellerStatusBodySchema,
    response: mutationOf(sellerSchema),
    status: 200,
  }),
  deleteSeller: defineEndpoint({
    operationId: 'deleteSeller',
    method: 'DELETE',
    path: '/sellers/:id',
    params: idParamsSchema,
    response: messageSchema,
    status: 200,
  }),
};
