import { PassThrough, Readable, type Writable } from 'node:stream';
import { REPORT_TOTAL_HEADER, type ReportFormat } from '@mall/shared';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

/**
 * A report's export (issue 16): its columns and every row the report's filters show, read in
 * batches so a 1,000,000-row file never holds its rows in memory. The report's service builds it;
 * `sendReportExport` streams it as CSV or XLSX.
 */

/** How a column's values are written: CSV as text in pt-BR, XLSX as typed cells with a pt-BR format. */
export type ReportColumnKind =
  /** Text as it is (names, CPF, invoice numbers: never taken for a number or a formula). */
  | 'text'
  /** A whole number. */
  | 'int'
  /** Reais (a number with two decimals: 1.234,56). */
  | 'money'
  /** A date, YYYY-MM-DD in the value; dd/mm/aaaa in the file. */
  | 'date'
  /** An instant, ISO in the value; dd/mm/aaaa hh:mm in the mall's time zone in the file. */
  | 'datetime'
  /** A share from 0 to 1 (12,5%). */
  | 'percent'
  /** A number with one decimal (hours). */
  | 'decimal';

export interface ReportColumn<Row> {
  /** The header, in Portuguese, as the screen's table names it. */
  header: string;
  kind: ReportColumnKind;
  value: (row: Row) => string | number | boolean | null;
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

type Value = string | number | boolean | null;

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The CSV goes out in pieces of about this size, so a batch's text is never one big string. */
const CHUNK_BYTES = 64 * 1024;

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
  const source: Source<Row> = { report, first, iterator, timeZone, reply };
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
    failed(source, err, null);
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply.send(out);
}

interface Source<Row> {
  report: ReportExport<Row>;
  first: IteratorResult<readonly Row[]>;
  iterator: AsyncIterator<readonly Row[]>;
  timeZone: string;
  reply: FastifyReply;
}

/**
 * Logs a failure after the answer started. Should nothing have gone out yet, Fastify answers the
 * JSON error instead: that answer is no attachment.
 */
function failed<Row>(source: Source<Row>, err: unknown, rows: number | null): void {
  const { reply, report } = source;
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

// ---------------------------------------------------------------------------------------------
// CSV
// ---------------------------------------------------------------------------------------------

/** A field as a spreadsheet reads it: quoted when needed, and never taken for a formula. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // Store and prize names are typed by staff: a leading =, +, - or @ would run as a formula.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** "1.234,56": two decimals, a comma before them and a dot every three digits. */
export function formatMoneyBR(value: number): string {
  const cents = Math.round(value * 100);
  const abs = Math.abs(cents);
  const whole = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraction = String(abs % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole},${fraction}`;
}

/** One decimal after a comma ("3,5"), no thousands separator. */
function oneDecimal(value: number): string {
  return (Math.round(value * 10) / 10)
    .toFixed(1)
    .replace('.', ',')
    .replace(/^-(0,0)$/, '$1');
}

/** A column's value as CSV text (pt-BR), `;`-safe. */
function csvValue(kind: ReportColumnKind, value: Value, clock: WallClock): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (kind === 'text') return typeof value === 'number' ? String(value) : csvField(value);
  if (kind === 'date' || kind === 'datetime') {
    const wall = kind === 'date' ? dateValue(value) : clock.wall(value);
    if (!wall) return '';
    return kind === 'date' ? brDate(wall) : `${brDate(wall)} ${pad2(wall.getUTCHours())}:${pad2(wall.getUTCMinutes())}`;
  }
  if (typeof value !== 'number') return csvField(value);
  if (!Number.isFinite(value)) return '';
  switch (kind) {
    case 'int':
      return String(Math.round(value));
    case 'money':
      return formatMoneyBR(value);
    case 'percent':
      return `${oneDecimal(value * 100)}%`;
    default:
      return oneDecimal(value);
  }
}

/**
 * The CSV's bytes, gathered a line at a time into a buffer that goes out once full: the text is
 * UTF-8 at once, and no string of a whole chunk is built (or kept by the garbage collector).
 */
class Chunk {
  private buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  size = 0;

  /** Adds a line; answers the bytes to send when the buffer had no room left for it. */
  add(line: string): Buffer | null {
    // A UTF-16 unit is at most 3 bytes of UTF-8.
    if (line.length * 3 <= CHUNK_BYTES - this.size) {
      this.size += this.buffer.write(line, this.size);
      return null;
    }
    const full = this.size ? this.take() : null;
    if (line.length * 3 > CHUNK_BYTES) return full ? Buffer.concat([full, Buffer.from(line)]) : Buffer.from(line);
    this.size = this.buffer.write(line, 0);
    return full;
  }

  take(): Buffer {
    const full = this.buffer.subarray(0, this.size);
    this.buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    this.size = 0;
    return full;
  }
}

async function* csvChunks<Row>(source: Source<Row>): AsyncGenerator<Buffer> {
  const { report, first, iterator, timeZone } = source;
  const clock = new WallClock(timeZone);
  const { columns } = report;
  let finished = false;
  let rows = 0;
  try {
    const chunk = new Chunk();
    chunk.add(`\uFEFF${columns.map((c) => csvField(c.header)).join(';')}\r\n`);
    for (let batch = first; !batch.done; batch = await iterator.next()) {
      for (const row of batch.value) {
        let line = '';
        for (let i = 0; i < columns.length; i++) {
          const column = columns[i]!;
          line += (i ? ';' : '') + csvValue(column.kind, column.value(row), clock);
        }
        rows++;
        const full = chunk.add(`${line}\r\n`);
        if (full) yield full;
      }
      // The first batch goes out at once: from then on a failure can only cut the download short.
      if (batch === first && chunk.size) yield chunk.take();
    }
    if (chunk.size) yield chunk.take();
    finished = true;
  } catch (err) {
    failed(source, err, rows);
    throw err;
  } finally {
    // A client that went away (the stream destroyed) or a failure: stop the batches' reading.
    if (!finished) await iterator.return?.();
  }
}

// ---------------------------------------------------------------------------------------------
// XLSX
// ---------------------------------------------------------------------------------------------

const NUM_FMT: Record<ReportColumnKind, string | undefined> = {
  text: undefined,
  int: '0',
  money: '#,##0.00',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
  percent: '0.0%',
  decimal: '0.0',
};
const DEFAULT_WIDTH: Record<ReportColumnKind, number> = {
  text: 24,
  int: 10,
  money: 14,
  date: 12,
  datetime: 17,
  percent: 10,
  decimal: 10,
};
/** Excel's limit for a cell's text. */
const MAX_CELL_TEXT = 32_767;

/** A column's value as an XLSX cell: numbers as numbers, dates as dates, text as text. */
function xlsxValue(kind: ReportColumnKind, value: Value, clock: WallClock): string | number | Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (kind === 'text') return String(value).slice(0, MAX_CELL_TEXT);
  if (kind === 'date') return dateValue(value);
  if (kind === 'datetime') return clock.wall(value);
  if (typeof value !== 'number') return String(value).slice(0, MAX_CELL_TEXT);
  if (!Number.isFinite(value)) return null;
  if (kind === 'money') return Math.round(value * 100) / 100;
  if (kind === 'int') return Math.round(value);
  return value;
}

/** Excel's rules for a sheet's name: at most 31 characters, none of `[]:*?/\`. */
function sheetNameOf(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Relatório'
  );
}

/**
 * A worksheet's XML goes into this stream on its way into the zip: a plain Node stream, so
 * `writableNeedDrain` tells when the zip (and behind it the client) is behind. exceljs' own
 * buffer in its place would take every row without ever pushing back.
 */
class SheetStream extends PassThrough {
  constructor() {
    super({ highWaterMark: CHUNK_BYTES });
    // exceljs waits for this to know the sheet is in the zip.
    this.on('finish', () => this.emit('zipped'));
  }

  override write(chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
    // exceljs hands over its StringBuf (reused for the next write): copied to a Buffer here.
    const data = chunk && typeof chunk === 'object' && !Buffer.isBuffer(chunk) ? toBuffer(chunk) : chunk;
    return super.write(data, encoding as BufferEncoding, callback as () => void);
  }
}

function toBuffer(chunk: object): Buffer {
  return (chunk as { toBuffer(): Buffer }).toBuffer();
}

/** Resolves once `stream` has drained, or `out` has closed (the client went away). */
function drainOf(stream: Writable, out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      out.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
    out.on('close', done);
  });
}

async function writeXlsx<Row>({ report, first, iterator, timeZone }: Source<Row>, out: PassThrough): Promise<void> {
  const clock = new WallClock(timeZone);
  const { columns } = report;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheetStreams: SheetStream[] = [];
  const zip = (workbook as unknown as { zip: NodeJS.EventEmitter & { append(s: unknown, o: unknown): void } }).zip;
  // The zip's failures end the download (as the rows' failures do).
  zip.on('error', (err: Error) => out.destroy(err));
  (workbook as unknown as { _openStream(path: string): SheetStream })._openStream = (path: string) => {
    const stream = new SheetStream();
    sheetStreams.push(stream);
    zip.append(stream, { name: path });
    return stream;
  };
  const sheet = workbook.addWorksheet(sheetNameOf(report.sheetName), {
    views: [{ state: 'frozen', ySplit: 1, xSplit: 0 }],
  });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: `c${i}`,
    width: c.width ?? Math.max(DEFAULT_WIDTH[c.kind], c.header.length + 2),
  }));
  const header = sheet.getRow(1);
  header.font = { name: 'Calibri', family: 2, size: 11, bold: true };
  header.commit();

  let finished = false;
  try {
    const sheetStream = () => sheetStreams[0]!;
    for (let batch = first; !batch.done; batch = await iterator.next()) {
      for (const row of batch.value) {
        const cells = sheet.addRow([]);
        for (let i = 0; i < columns.length; i++) {
          const column = columns[i]!;
          const value = xlsxValue(column.kind, column.value(row), clock);
          if (value === null) continue;
          const cell = cells.getCell(i + 1);
          cell.value = value;
          const numFmt = NUM_FMT[column.kind];
          if (numFmt && typeof value !== 'string') cell.numFmt = numFmt;
        }
        cells.commit();
        if (sheetStream().writableNeedDrain) await drainOf(sheetStream(), out);
        if (out.destroyed) return;
      }
    }
    sheet.commit();
    await workbook.commit();
    finished = true;
  } finally {
    if (!finished) {
      await iterator.return?.();
      for (const stream of sheetStreams) stream.destroy();
      (zip as unknown as { abort(): void }).abort();
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------------

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** dd/mm/aaaa of a wall-clock date held as UTC. */
const brDate = (d: Date) => `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;

/** A `YYYY-MM-DD` value as midnight UTC (how Excel's dates, which have no zone, are written). */
function dateValue(value: string | number): Date | null {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/**
 * An instant's wall clock in the mall's time zone, held as the UTC fields of a Date. Intl is slow
 * for a million rows, so the zone's offset is remembered per quarter hour (no zone changes its
 * offset in between).
 */
class WallClock {
  private readonly parts: Intl.DateTimeFormat;
  private readonly offsets = new Map<number, number>();

  constructor(timeZone: string) {
    this.parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  }

  wall(value: string | number): Date | null {
    const ms = typeof value === 'number' ? value : Date.parse(value);
    if (!Number.isFinite(ms)) return null;
    const quarter = Math.floor(ms / 900_000);
    let offset = this.offsets.get(quarter);
    if (offset === undefined) {
      const start = quarter * 900_000;
      const p: Record<string, number> = {};
      for (const { type, value: v } of this.parts.formatToParts(start)) p[type] = Number(v);
      offset = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - start;
      if (this.offsets.size > 10_000) this.offsets.clear();
      this.offsets.set(quarter, offset);
    }
    return new Date(ms + offset);
  }
}
