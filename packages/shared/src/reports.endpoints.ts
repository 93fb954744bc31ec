import { defineEndpoint } from './endpoint';
import {
  clientHistoryQuerySchema,
  clientHistorySchema,
  clientsReportQuerySchema,
  clientsReportSchema,
  purchasesReportQuerySchema,
  purchasesReportSchema,
  storePointsQuerySchema,
  storePointsSchema,
} from './reports.schemas';
import { dataOf } from './schemas';

/**
 * The reports (issue 16). Each answers JSON (figures and a page of rows); with `format=csv` or
 * `format=xlsx` it streams every row of the same filters as a file instead, with the row count in
 * `X-Total-Count` (REPORT_TOTAL_HEADER).
 */
export const reportsEndpoints = {
  getClientsReport: defineEndpoint({
    operationId: 'getClientsReport',
    method: 'GET',
    path: '/reports/clientes',
    query: clientsReportQuerySchema,
    response: dataOf(clientsReportSchema),
    status: 200,
  }),
  getPurchasesReport: defineEndpoint({
    operationId: 'getPurchasesReport',
    method: 'GET',
    path: '/reports/compras',
    query: purchasesReportQuerySchema,
    response: dataOf(purchasesReportSchema),
    status: 200,
  }),
  getClientHistoryReport: defineEndpoint({
    operationId: 'getClientHistoryReport',
    method: 'GET',
    path: '/reports/historico-clientes',
    query: clientHistoryQuerySchema,
    response: dataOf(clientHistorySchema),
    status: 200,
  }),
  getStorePointsReport: defineEndpoint({
    operationId: 'getStorePointsReport',
    method: 'GET',
    path: '/reports/pontos-loja',
    query: storePointsQuerySchema,
    response: dataOf(storePointsSchema),
    status: 200,
  }),
};
