import { defineEndpoint } from './endpoint';
import { firstLoadEndpoints } from './first-load.endpoints';
import { idParamsSchema, listOf, messageSchema, mutationOf, searchQuerySchema } from './schemas';
import { segmentBodySchema, segmentSchema } from './segments.schemas';

export const segmentsEndpoints = {
  listSegments: defineEndpoint({
    ...firstLoadEndpoints.listSegments,
    query: searchQuerySchema,
    response: listOf(segmentSchema),
    status: 200,
  }),
  createSegment: defineEndpoint({
    operationId: 'createSegment',
    method: 'POST',
    path: '/segments',
    body: segmentBodySchema,
    response: mutationOf(segmentSchema),
    status: 201,
  }),
  updateSegment: defineEndpoint({
    operationId: 'updateSegment',
    method: 'PATCH',
    path: '/segments/:id',
    params: idParamsSchema,
    body: segmentBodySchema,
    response: mutationOf(segmentSchema),
    status: 200,
  }),
  deleteSegment: defineEndpoint({
    operationId: 'deleteSegment',
    method: 'DELETE',
    path: '/segments/:id',
    params: idParamsSchema,
    response: messageSchema,
    status: 200,
  }),
};
