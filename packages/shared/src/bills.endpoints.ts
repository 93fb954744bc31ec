import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import {
  billListQuerySchema,
  billListSchema,
  billSchema,
  extractIdsBodySchema,
  generateBillsResponseSchema,
  sendMonthBillsBodySchema,
  sendMonthBillsResponseSchema,
  updateBillBodySchema,
} from './money.schemas';
import { dataOf, idParamsSchema, mutationOf } from './schemas';
import { listExportEndpoint } from './sorting';

const listBills = defineEndpoint({
  operationId: 'listBills',
  method: 'GET',
  path: '/bills',
  query: billListQuerySchema,
  response: billListSchema,
  status: 200,
});

export const billsEndpoints = {
  listBills,
  /** The bills of the list's filters and sort as a CSV or XLSX file. */
  exportBills: defineEndpoint(listExportEndpoint(listBills, 'exportBills')),
  getBill: defineEndpoint({
    operationId: 'getBill',
    method: 'GET',
    path: '/bills/:id',
    params: idParamsSchema,
    response: dataOf(billSchema),
    status: 200,
  }),
  generateBills: defineEndpoint({
    operationId: 'generateBills',
    method: 'POST',
    path: '/bills',
    body: extractIdsBodySchema,
    response: generateBillsResponseSchema,
    status: 201,
  }),
  getBillPdf: defineEndpoint({
    operationId: 'getBillPdf',
    method: 'GET',
    path: '/bills/:id/pdf',
    params: idParamsSchema,
    response: z.string(),
    binary: ['application/pdf'],
    status: 200,
  }),
  sendBill: defineEndpoint({
    operationId: 'sendBill',
    method: 'POST',
    path: '/bills/:id/send',
    params: idParamsSchema,
    response: mutationOf(billSchema),
    status: 200,
  }),
  /** "Enviar boletos do mês": every open bill of a month not yet sent, by e-mail with its PDF. */
  sendMonthBills: defineEndpoint({
    operationId: 'sendMonthBills',
    method: 'POST',
    path: '/bills/send-month',
    body: sendMonthBillsBodySchema,
    response: sendMonthBillsResponseSchema,
    status: 200,
  }),
  updateBill: defineEndpoint({
    operationId: 'updateBill',
    method: 'PATCH',
    path: '/bills/:id',
    params: idParamsSchema,
    body: updateBillBodySchema,
    response: mutationOf(billSchema),
    status: 200,
  }),
};
