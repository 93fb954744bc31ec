import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import {
  extractDetailSchema,
  extractIdsBodySchema,
  extractListQuerySchema,
  extractListSchema,
  extractSchema,
  processExtractsBodySchema,
} from './money.schemas';
import { dataOf, idParamsSchema, messageSchema } from './schemas';
import { listExportEndpoint } from './sorting';

const listExtracts = defineEndpoint({
  operationId: 'listExtracts',
  method: 'GET',
  path: '/extracts',
  query: extractListQuerySchema,
  response: extractListSchema,
  status: 200,
});

export const extractsEndpoints = {
  listExtracts,
  /** The statements of the list's filters and sort as a CSV or XLSX file. */
  exportExtracts: defineEndpoint(listExportEndpoint(listExtracts, 'exportExtracts')),
  getExtract: defineEndpoint({
    operationId: 'getExtract',
    method: 'GET',
    path: '/extracts/:id',
    params: idParamsSchema,
    response: dataOf(extractDetailSchema),
    status: 200,
  }),
  processExtracts: defineEndpoint({
    operationId: 'processExtracts',
    method: 'POST',
    path: '/extracts/process',
    body: processExtractsBodySchema,
    response: z.object({ message: z.string(), data: z.array(extractSchema) }),
    status: 200,
  }),
  deleteExtracts: defineEndpoint({
    operationId: 'deleteExtracts',
    method: 'DELETE',
    path: '/extracts',
    body: extractIdsBodySchema,
    response: messageSchema,
    status: 200,
  }),
};
