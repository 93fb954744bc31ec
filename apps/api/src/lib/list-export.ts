import { type ReportFormat, todayIn } from '@mall/shared';
import type { FastifyReply } from 'fastify';
import { sendReportExport } from './report-export';
import type { ReportColumn, ReportExport } from './report-source';

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
