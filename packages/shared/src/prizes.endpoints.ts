import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { firstLoadEndpoints } from './first-load.endpoints';
import { createPrizeBodySchema, prizeSchema, updatePrizeBodySchema } from './prizes.schemas';
import { dataOf, idParamsSchema, listOf, messageSchema, mutationOf, searchQuerySchema } from './schemas';
import { sortQuery } from './sorting';

/** The prizes' sortable columns, as the admin table names them. */
export const PRIZE_SORT_COLUMNS = ['prize', 'points', 'store', 'campaign', 'stock', 'status'] as const;

export const prizeListQuerySchema = searchQuerySchema.extend({
  campaignId: z.uuid('Campanha inválida').optional(),
  ...sortQuery(PRIZE_SORT_COLUMNS),
});

export const prizesEndpoints = {
  listFeaturedPrizes: defineEndpoint({
    ...firstLoadEndpoints.listFeaturedPrizes,
    response: dataOf(z.array(prizeSchema)),
  }),
  listActivePrizes: defineEndpoint({
    ...firstLoadEndpoints.listActivePrizes,
    query: searchQuerySchema,
    response: listOf(prizeSchema),
    status: 200,
  }),
  listPrizes: defineEndpoint({
    operationId: 'listPrizes',
    method: 'GET',
    path: '/prizes',
    query: prizeListQuerySchema,
    response: listOf(prizeSchema),
    status: 200,
  }),
  getPrize: defineEndpoint({
    operationId: 'getPrize',
    method: 'GET',
    path: '/prizes/:id',
    params: idParamsSchema,
    response: dataOf(prizeSchema),
    status: 200,
  }),
  createPrize: defineEndpoint({
    operationId: 'createPrize',
    method: 'POST',
    path: '/prizes',
    body: createPrizeBodySchema,
    response: mutationOf(prizeSchema),
    status: 201,
  }),
  /** An edit, or `{ inactivatedAt }` alone: a date inactivates, null activates. */
  updatePrize: defineEndpoint({
    operationId: 'updatePrize',
    method: 'PATCH',
    path: '/prizes/:id',
    params: idParamsSchema,
    body: updatePrizeBodySchema,
    response: mutationOf(prizeSchema),
    status: 200,
  }),
  deletePrize: defineEndpoint({
    operationId: 'deletePrize',
    method: 'DELETE',
    path: '/prizes/:id',
    params: idParamsSchema,
    response: messageSchema,
    status: 200,
  }),
};
