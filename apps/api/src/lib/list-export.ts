import type { Endpoint } from '@mall/shared';
import { type ReportFormat, todayIn } from '@mall/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { FAST_COMPRESSION } from '../plugins/compression';
import { sendReportExport } from './report-export';
import type { ReportColumn, ReportExport } from './report-source';
import { type RouteDocs, routeOf } from './route';

/** Rows per batch of a list's export: one page of the list's own query, this size. */
export const LIST_EXPORT_BATCH = 2_000;

/** A batch of a list's export: its rows, and the count of all matches when the query knows it. */
export interface ListBatch<Row> {
  rows: readonly Row[];
  total?: number;
}

export interface ListExportSpec<Row> {
  /** The list's name in the file's name: `compras` gives `compras-2026-12-08.csv`. */
  name: string;
  /** The XLSX sheet's name. */
  sheetName: string;
  columns: readonly ReportColumn<Row>[];
  /**
   * The batch after `previous` (undefined for the first): a page of the list's own query, in its
   * order, under its filters, sort and store scope. The export ends at a batch shorter than `size`.
   */
  read: (size: number, previous: { page: number; last: Row } | undefined) => Promise<ListBatch<Row>>;
}

/**
 * Streams a list's export (`GET /<list>/export`) with the reports' CSV and XLSX writers: batch by
 * batch through the list's own query, so the rows are those the screen shows, in its order, and
 * never all in memory. The count of the first batch goes out as X-Total-Count.
 */
export function sendListExport<Row>(
  reply: FastifyReply,
  format: ReportFormat,
  spec: ListExportSpec<Row>,
  timeZone: string,
  batchSize = LIST_EXPORT_BATCH,
): Promise<FastifyReply> {
  let total: number | null = null;
  const report: ReportExport<Row> = {
    fileName: `${spec.name}-${todayIn(timeZone)}`,
    sheetName: spec.sheetName,
    columns: spec.columns,
    // Read after the first batch (sendReportExport reads it before any header goes out).
    get total() {
      return total;
    },
    batches: async function* () {
      let previous: { page: number; last: Row } | undefined;
      for (let page = 1; ; page++) {
        const batch = await spec.read(batchSize, previous);
        // Without a count, the first batch's rows are the count only when no batch follows.
        if (page === 1) total = batch.total ?? (batch.rows.length < batchSize ? batch.rows.length : null);
        if (batch.rows.length > 0) yield batch.rows;
        const last = batch.rows.at(-1);
        if (batch.rows.length < batchSize || last === undefined) return;
        previous = { page, last };
      }
    },
  };
  return sendReportExport(reply, format, report, timeZone);
}

/** Reads a list's export a page of the list's own paged query at a time (`page` from 1). */
export function pagesOf<Row>(
  list: (page: number, limit: number) => Promise<{ data: readonly Row[]; total: number }>,
): ListExportSpec<Row>['read'] {
  return async (size, previous) => {
    const { data, total } = await list((previous?.page ?? 0) + 1, size);
    return { rows: data, total };
  };
}

/**
 * The route of a list's export (`listExportEndpoint`): its guard and store scope are the list's
 * (in `docs.preHandler`, and `spec` reads `request.scope`); the file is compressed at the fastest level.
 */
export function listExportRoute<const E extends Endpoint & { query: z.ZodType<{ format: ReportFormat }> }, Row>(
  endpoint: E,
  docs: RouteDocs,
  timeZone: string,
  spec: (query: z.infer<E['query']>, request: FastifyRequest) => ListExportSpec<Row>,
) {
  const route = routeOf(endpoint as Endpoint, docs, async (request, reply) => {
    const query = request.query as z.infer<E['query']>;
    return sendListExport(reply, query.format, spec(query, request), timeZone);
  });
  return { ...route, compress: FAST_COMPRESSION };
}
