import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { CHUNK_BYTES, type ExportSource, type ReportColumnKind, type ReportValue } from './report-source';
import { inertText } from './spreadsheet-text';
import { dateValue, WallClock } from './wall-clock';

/**
 * A report's export as an XLSX workbook, streamed: exceljs' streaming writer, its sheet's XML
 * pushed back on by the zip (and behind it the client), typed cells with pt-BR formats.
 */

const NUM_FMT: Record<ReportColumnKind, string | undefined> = {
  text: undefined,
  int: '0',
  money: '#,##0.00',
  cents: '#,##0.00',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
  percent: '0.0%',
  decimal: '0.0',
};
const DEFAULT_WIDTH: Record<ReportColumnKind, number> = {
  text: 24,
  int: 10,
  money: 14,
  cents: 14,
  date: 12,
  datetime: 17,
  percent: 10,
  decimal: 10,
};
/** Excel's limit for a cell's text. */
const MAX_CELL_TEXT = 32_767;

/**
 * A column's value as an XLSX cell: numbers as numbers, dates as dates, text as text. Text that
 * a spreadsheet would take for a formula once the cell is edited gets the CSV's quote.
 */
function xlsxValue(kind: ReportColumnKind, value: ReportValue, clock: WallClock): string | number | Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (kind === 'text') return inertText(String(value)).slice(0, MAX_CELL_TEXT);
  if (kind === 'date') return dateValue(value);
  if (kind === 'datetime') return clock.wall(value);
  if (typeof value !== 'number') return inertText(String(value)).slice(0, MAX_CELL_TEXT);
  if (!Number.isFinite(value)) return null;
  if (kind === 'money') return Math.round(value * 100) / 100;
  if (kind === 'cents') return Math.round(value) / 100;
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

export async function writeXlsx<Row>(
  { report, first, iterator, timeZone }: ExportSource<Row>,
  out: PassThrough,
): Promise<void> {
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
