import { PassThrough, Readable } from 'node:stream';
import { REPORT_TOTAL_HEADER, type ReportFormat } from '@mall/shared';
import type { FastifyReply } from 'fastify';
import { csvChunks } from './report-csv';
import { writeXlsx } from './report-xlsx';

/**
 * A report's export (issue 16): its columns and every row the report's filters show, read in
 * batches so a 1,000,000-row file never holds its rows in memory. The report's service builds it;
 * `sendReportExport` streams it as CSV (`report-csv.ts`) or XLSX (`report-xlsx.ts`).
 */

/** How a column's values are written: CSV as text in pt-BR, XLSX as typed cells with a pt-BR format. */
export type ReportColumnKind =
  /** Text as it is (names, CPF, invoice numbers: never taken for a number or a formula). */
  | 'text'
  /** A whole number. */
  | 'int'
  /** Reais (a number with two decimals: 1.234,56). */
  | 'money'
  /** Integer cents, written as reais (1.234,56): the value as the database keeps it. */
  | 'cents'
  /** A date, YYYY-MM-DD in the value; dd/mm/aaaa in the file. */
  | 'date'
  /**
   * An instant, ISO or milliseconds since the epoch in the value; dd/mm/aaaa hh:mm in the mall's
   * time zone in the file.
   */
  | 'datetime'
  /** A share from 0 to 1 (12,5%). */
  | 'percent'
  /** A number with one decimal (hours). */
  | 'decimal';

export interface ReportColumn<Row> {
  /** The header, in Portuguese, as the screen's table names it. */
  header: string;
  kind: ReportColumnKind;
  value: (row: Row) => ReportValue;
  /** The XLSX column's width in characters. */
  width?: number;
}

export interface ReportExport<Row> {
  /** The download's name without its extension: `relatorio-compras-2026-11-27`. */
  fileName: string;
  /** The XLSX sheet's name. */
  sheetName: string;
  columns: readonly ReportColumn<Row>[];
  /** How many rows `batches` yields in all (sent as X-Total-Count for the browser's progress). */
  total: number;
  /** Every row, in the on-screen order, in batches (keyset pages of a few thousand rows). */
  batches: () => AsyncIterable<readonly Row[]>;
}

export type ReportValue = string | number | boolean | null;

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The files go out in pieces of about this size, so a batch's text is never one big string. */
export const CHUNK_BYTES = 64 * 1024;

/**
 * Streams the export as a CSV or XLSX download. The first batch is read before anything is sent,
 * so a failing query still answers the usual JSON error; a failure after that ends the response
 * (the browser sees an interrupted download) and is logged. The rows flow through Node streams:
 * a slow client slows the reading of batches, and a client that goes away stops it.
 */
export async function sendReportExport<Row>(
  reply: FastifyReply,
  format: ReportFormat,
  report: ReportExport<Row>,
  timeZone: string,
): Promise<FastifyReply> {
  const iterator = report.batches()[Symbol.asyncIterator]();
  const first = await iterator.next();
  const source: ExportSource<Row> = {
    report,
    first,
    iterator,
    timeZone,
    failed: (err, rows) => failed(reply, report, err, rows),
  };
  reply
    .header('content-disposition', `attachment; filename="${safeFileName(report.fileName)}.${format}"`)
    .header(REPORT_TOTAL_HEADER, String(report.total))
    .header('cache-control', 'no-store');
  if (format === 'csv') {
    // text/csv is compressible: the compression plugin may gzip or brotli it on the way.
    reply.type(CSV_CONTENT_TYPE);
    return reply.send(Readable.from(csvChunks(source), { objectMode: false, highWaterMark: CHUNK_BYTES }));
  }
  // A spreadsheet is a zip already: its type is not among the compressible ones.
  const out = new PassThrough({ highWaterMark: CHUNK_BYTES });
  reply.type(XLSX_CONTENT_TYPE);
  writeXlsx(source, out).catch((err: unknown) => {
    source.failed(err, null);
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply.send(out);
}

/** What the CSV and XLSX writers read: the export, its first batch read, the rest to come. */
export interface ExportSource<Row> {
  report: ReportExport<Row>;
  first: IteratorResult<readonly Row[]>;
  iterator: AsyncIterator<readonly Row[]>;
  timeZone: string;
  /** Logs a failure once the answer started (`rows` written so far, when known). */
  failed: (err: unknown, rows: number | null) => void;
}

/**
 * Logs a failure after the answer started. Should nothing have gone out yet, Fastify answers the
 * JSON error instead: that answer is no attachment.
 */
function failed<Row>(reply: FastifyReply, report: ReportExport<Row>, err: unknown, rows: number | null): void {
  reply.log.error({ err, fileName: report.fileName, rows }, 'report export failed while streaming');
  if (!reply.raw.headersSent) {
    for (const name of ['content-disposition', REPORT_TOTAL_HEADER]) {
      reply.removeHeader(name);
      reply.raw.removeHeader(name);
    }
  }
}

/** A name safe inside a quoted header: ASCII letters, digits, dot, dash and underscore. */
function safeFileName(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\w.-]+/g, '-') || 'relatorio'
  );
}
