import { defineEndpoint } from './endpoint';
import {
  createRescueBodySchema,
  createRescueResponseSchema,
  listRescuesQuerySchema,
  rescueSchema,
  rescueStatusBodySchema,
  voucherParamsSchema,
  voucherSchema,
} from './rescues.schemas';
import { dataOf, idParamsSchema, listOf, mutationOf } from './schemas';
import { listExportEndpoint } from './sorting';

const listRescues = defineEndpoint({
  operationId: 'listRescues',
  method: 'GET',
  path: '/rescues',
  query: listRescuesQuerySchema,
  response: listOf(rescueSchema),
  status: 200,
});

export const rescuesEndpoints = {
  createRescue: defineEndpoint({
    operationId: 'createRescue',
    method: 'POST',
    path: '/rescues',
    body: createRescueBodySchema,
    response: createRescueResponseSchema,
    status: 201,
  }),
  listRescues,
  /** The redemptions of the list's filters and sort as a CSV or XLSX file. */
  exportRescues: defineEndpoint(listExportEndpoint(listRescues, 'exportRescues')),
  listOwnRescues: defineEndpoint({
    operationId: 'listOwnRescues',
    method: 'GET',
    path: '/rescues/my-rescues',
    query: listRescuesQuerySchema,
    response: listOf(rescueSchema),
    status: 200,
  }),
  getVoucher: defineEndpoint({
    operationId: 'getVoucher',
    method: 'GET',
    path: '/rescues/voucher/:code',
    public: true,
    params: voucherParamsSchema,
    response: dataOf(voucherSchema),
    status: 200,
  }),
  updateRescueStatus: defineEndpoint({
    operationId: 'updateRescueStatus',
    method: 'PATCH',
    path: '/rescues/:id/status',
    params: idParamsSchema,
    body: rescueStatusBodySchema,
    response: mutationOf(rescueSchema),
    status: 200,
  }),
  cancelRescue: defineEndpoint({
    operationId: 'cancelRescue',
    method: 'PATCH',
    path: '/rescues/:id/cancel',
    params: idParamsSchema,
    response: mutationOf(rescueSchema),
    status: 200,
  }),
};
