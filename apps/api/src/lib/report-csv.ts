import { CHUNK_BYTES, type ExportSource, type ReportColumn, type ReportValue } from './report-source';
import { inertText } from './spreadsheet-text';
import { WallClock } from './wall-clock';

/**
 * A report's export as CSV, the way a spreadsheet in pt-BR opens it: `;` between fields, decimal
 * commas, dd/mm/aaaa dates, UTF-8 with a BOM, CRLF lines. A million rows go out in 64 kB pieces
 * with nothing kept: each column's writer is chosen once, and its dates and money are written
 * without a Date, an Intl call or a regular expression per value.
 */

/** What makes a field need care: a formula's first character, or a quote, `;` or a line break. */
const NEEDS_CARE = /^[=+\-@\t\r]|[";\r\n]/;

/** A field as a spreadsheet reads it: quoted when needed, and never taken for a formula. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (!NEEDS_CARE.test(text)) return text;
  text = inertText(text);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** "1.234,56" of integer cents: a comma before two decimals and a dot every three digits. */
export function formatCentsBR(cents: number): string {
  const abs = Math.abs(cents);
  let whole = String(Math.trunc(abs / 100));
  if (whole.length > 3) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraction = abs % 100;
  return `${cents < 0 ? '-' : ''}${whole},${fraction < 10 ? '0' : ''}${fraction}`;
}

/** "1.234,56": two decimals, a comma before them and a dot every three digits. */
export function formatMoneyBR(value: number): string {
  return formatCentsBR(Math.round(value * 100));
}

/** One decimal after a comma ("3,5"), no thousands separator. */
function oneDecimal(value: number): string {
  return (Math.round(value * 10) / 10)
    .toFixed(1)
    .replace('.', ',')
    .replace(/^-(0,0)$/, '$1');
}

type Writer = (value: ReportValue) => string;

/** A number's writer, for the numeric kinds; other values are written as text. */
const numeric =
  (write: (n: number) => string): Writer =>
  (value) => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
    if (typeof value !== 'number') return csvField(value);
    return Number.isFinite(value) ? write(value) : '';
  };

/** Each column's writer, chosen once for the whole file. */
function writerOf<Row>(column: ReportColumn<Row>, clock: WallClock): Writer {
  switch (column.kind) {
    case 'text':
      return (value) =>
        typeof value === 'boolean'
          ? value
            ? 'Sim'
            : 'Não'
          : typeof value === 'number'
            ? String(value)
            : csvField(value);
    case 'date':
      return (value) => (value === null || value === undefined ? '' : clock.dateText(value as string | number));
    case 'datetime':
      return (value) => (value === null || value === undefined ? '' : clock.dateTimeText(value as string | number));
    case 'int':
      return numeric((n) => String(Math.round(n)));
    case 'money':
      return numeric(formatMoneyBR);
    case 'cents':
      return numeric((n) => formatCentsBR(Math.round(n)));
    case 'percent':
      return numeric((n) => `${oneDecimal(n * 100)}%`);
    case 'decimal':
      return numeric(oneDecimal);
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

/** The CSV file's pieces, batch after batch; stops the batches' reading when it ends early. */
export async function* csvChunks<Row>(source: ExportSource<Row>): AsyncGenerator<Buffer> {
  const { report, first, iterator, timeZone } = source;
  const clock = new WallClock(timeZone);
  const { columns } = report;
  const values = columns.map((c) => c.value);
  const writers = columns.map((c) => writerOf(c, clock));
  const count = columns.length;
  let finished = false;
  let rows = 0;
  try {
    const chunk = new Chunk();
    chunk.add(`\uFEFF${columns.map((c) => csvField(c.header)).join(';')}\r\n`);
    for (let batch = first; !batch.done; batch = await iterator.next()) {
      for (const row of batch.value) {
        let line = writers[0]!(values[0]!(row));
        for (let i = 1; i < count; i++) line += `;${writers[i]!(values[i]!(row))}`;
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
    source.failed(err, rows);
    throw err;
  } finally {
    // A client that went away (the stream destroyed) or a failure: stop the batches' reading.
    if (!finished) await iterator.return?.();
  }
}
