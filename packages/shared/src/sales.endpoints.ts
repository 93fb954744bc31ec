import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { firstLoadEndpoints } from './first-load.endpoints';
import {
  approveSaleBodySchema,
  bulkApproveSalesBodySchema,
  bulkApproveSalesSchema,
  contestSaleBodySchema,
  createSaleBodySchema,
  listSalesQuerySchema,
  mySalesQuerySchema,
  mySalesSchema,
  myStatsSchema,
  rejectSaleQuerySchema,
  saleHistoryEntrySchema,
  saleSchema,
  salesListSchema,
  updateSaleBodySchema,
} from './sales.schemas';
import { dataOf, idParamsSchema, mutationOf } from './schemas';
import { listExportEndpoint } from './sorting';

const listSales = defineEndpoint({
  operationId: 'listSales',
  method: 'GET',
  path: '/sales',
  query: listSalesQuerySchema,
  response: salesListSchema,
  status: 200,
});

export const salesEndpoints = {
  /** A receipt photo (customer) or an invoice number (store staff, administrators). */
  createSale: defineEndpoint({
    operationId: 'createSale',
    method: 'POST',
    path: '/sales',
    body: createSaleBodySchema,
    response: mutationOf(saleSchema),
    status: 201,
  }),
  listSales,
  /** The purchases of the list's filters and sort as a CSV or XLSX file (a store's staff: their store's). */
  exportSales: defineEndpoint(listExportEndpoint(listSales, 'exportSales')),
  listOwnSales: defineEndpoint({
    operationId: 'listOwnSales',
    method: 'GET',
    path: '/sales/my-sales',
    query: mySalesQuerySchema,
    response: mySalesSchema,
    status: 200,
  }),
  getOwnStats: defineEndpoint({
    ...firstLoadEndpoints.getOwnStats,
    response: dataOf(myStatsSchema),
  }),
  getSale: defineEndpoint({
    operationId: 'getSale',
    method: 'GET',
    path: '/sales/:id',
    params: idParamsSchema,
    response: dataOf(saleSchema),
    status: 200,
  }),
  getSaleHistory: defineEndpoint({
    operationId: 'getSaleHistory',
    method: 'GET',
    path: '/logs/Sale/:id',
    params: idParamsSchema,
    response: dataOf(z.array(saleHistoryEntrySchema)),
    status: 200,
  }),
  approveSale: defineEndpoint({
    operationId: 'approveSale',
    method: 'PATCH',
    path: '/sales/:id/approve',
    params: idParamsSchema,
    body: approveSaleBodySchema,
    response: mutationOf(saleSchema),
    status: 200,
  }),
  /** The reason travels in the query; the body is empty. */
  rejectSale: defineEndpoint({
    operationId: 'rejectSale',
    method: 'PATCH',
    path: '/sales/:id/reject',
    params: idParamsSchema,
    query: rejectSaleQuerySchema,
    response: mutationOf(saleSchema),
    status: 200,
  }),
  /**
   * Approves each selected pending purchase whose checks all passed, each in its own transaction
   * and audit entry (its invoice number read from its fiscal key when it has none); the others
   * are skipped, each with why.
   */
  bulkApproveSales: defineEndpoint({
    operationId: 'bulkApproveSales',
    method: 'POST',
    path: '/sales/bulk-approve',
    body: bulkApproveSalesBodySchema,
    response: bulkApproveSalesSchema,
    status: 200,
  }),
  /**
   * The customer contests the rejection of one of their purchases, once, with a message: it goes
   * back to the review queue, marked as contested, and its next decision is final.
   */
  contestSale: defineEndpoint({
    operationId: 'contestSale',
    method: 'POST',
    path: '/sales/:id/contest',
    params: idParamsSchema,
    body: contestSaleBodySchema,
    response: mutationOf(saleSchema),
    status: 200,
  }),
  updateSale: defineEndpoint({
    operationId: 'updateSale',
    method: 'PATCH',
    path: '/sales/:id',
    params: idParamsSchema,
    body: updateSaleBodySchema,
    response: mutationOf(saleSchema),
    status: 200,
  }),
};
