import { PassThrough, Readable } from 'node:stream';
import { REPORT_TOTAL_HEADER, type ReportFormat } from '@mall/shared';
import type { FastifyReply } from 'fastify';
import { csvChunks } from './report-csv';
import { CHUNK_BYTES, type ExportSource, type ReportExport } from './report-source';
import { writeXlsx } from './report-xlsx';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
    .header('cache-control', 'no-store');
  if (report.total !== null) reply.header(REPORT_TOTAL_HEADER, String(report.total));
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
