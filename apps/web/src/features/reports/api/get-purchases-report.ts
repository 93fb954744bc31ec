import { type PurchasesReport, type PurchasesReportQuery, reportsEndpoints } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { endpointQuery } from '../../../lib/api/hooks';
import { reportKeys } from './keys';

/** GET /reports/compras: the page reads it here and hands it to the export buttons (same filters, as a file). */
export const purchasesReportEndpoint = reportsEndpoints.getPurchasesReport;

/** The page shows its own error with a retry, so a failure does not toast. */
export const getPurchasesReport = async (query: PurchasesReportQuery, signal?: AbortSignal): Promise<PurchasesReport> =>
  (await callEndpoint(purchasesReportEndpoint, { query, signal, toastErrors: false })).data;

export const purchasesReportQuery = (query: PurchasesReportQuery) =>
  endpointQuery(reportKeys.purchases(query), (signal) => getPurchasesReport(query, signal));

/** The previous answer stays on screen while another page or filter loads. */
export const usePurchasesReport = (query: PurchasesReportQuery, enabled = true) =>
  useQuery({ ...purchasesReportQuery(query), enabled, placeholderData: keepPreviousData });
