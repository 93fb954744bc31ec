import { type ClientsReport, type ClientsReportQuery, reportsEndpoints } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { endpointQuery } from '../../../lib/api/hooks';
import { reportKeys } from './keys';

/** GET /reports/clientes: the page reads it here and hands it to the export buttons (same filters, as a file). */
export const clientsReportEndpoint = reportsEndpoints.getClientsReport;

/** The page shows its own error with a retry, so a failure does not toast. */
export const getClientsReport = async (query: ClientsReportQuery, signal?: AbortSignal): Promise<ClientsReport> =>
  (await callEndpoint(clientsReportEndpoint, { query, signal, toastErrors: false })).data;

export const clientsReportQuery = (query: ClientsReportQuery) =>
  endpointQuery(reportKeys.clients(query), (signal) => getClientsReport(query, signal));

/** The previous answer stays on screen while another page or filter loads. */
export const useClientsReport = (query: ClientsReportQuery, enabled = true) =>
  useQuery({ ...clientsReportQuery(query), enabled, placeholderData: keepPreviousData });
