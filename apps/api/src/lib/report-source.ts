/**
 * A report's export (issue 16): its columns and every row the report's filters show, read in
 * batches so a 1,000,000-row file never holds its rows in memory. The report's service builds it;
 * `sendReportExport` (`report-export.ts`) streams it as CSV (`report-csv.ts`) or XLSX
 * (`report-xlsx.ts`). The writers read their types from here, never from the module that calls them.
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
  /**
   * How many rows `batches` yields in all (sent as X-Total-Count for the browser's progress); null
   * when unknown (a list read by cursor counts nothing): no header then.
   */
  total: number | null;
  /** Every row, in the on-screen order, in batches (keyset pages of a few thousand rows). */
  batches: () => AsyncIterable<readonly Row[]>;
}

export type ReportValue = string | number | boolean | null;

/** The files go out in pieces of about this size, so a batch's text is never one big string. */
export const CHUNK_BYTES = 64 * 1024;

/** What the CSV and XLSX writers read: the export, its first batch read, the rest to come. */
export interface ExportSource<Row> {
  report: ReportExport<Row>;
  first: IteratorResult<readonly Row[]>;
  iterator: AsyncIterator<readonly Row[]>;
  timeZone: string;
  /** Logs a failure once the answer started (`rows` written so far, when known). */
  failed: (err: unknown, rows: number | null) => void;
}
