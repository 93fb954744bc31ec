import { z } from 'zod';
import { REPORT_FORMATS } from './constants';
import type { HttpMethod } from './endpoint';

/**
 * How every admin list sorts on request: `sort=<column>&order=asc|desc` in its query, `<column>`
 * one of the list's sortable columns (declared beside its query schema), `asc` by default. Without
 * `sort` a list keeps its own order. The server breaks ties by id, in the same direction, so a
 * page never repeats or skips a row of the previous one.
 */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A list's sort: one of its columns and the direction. */
export interface ListSort<C extends string = string> {
  sort?: C;
  order?: SortOrder;
}

/**
 * The `sort` and `order` parameters of a list whose sortable columns are `columns`; `legacy`
 * values keep meaning what they meant before (the purchases' `newest` and `oldest`).
 */
export function sortQuery<const C extends readonly [string, ...string[]], const L extends readonly string[] = []>(
  columns: C,
  legacy?: L,
) {
  const accepted = [...columns, ...(legacy ?? [])] as [C[number] | L[number], ...(C[number] | L[number])[]];
  return {
    sort: z
      .enum(accepted, {
        error: (issue) =>
          `Ordenação inválida: "${String(issue.input)}" não é uma coluna desta lista (use ${accepted.join(', ')})`,
      })
      .optional(),
    order: z
      .enum(SORT_ORDERS, {
        error: (issue) => `Ordenação inválida: "${String(issue.input)}" não é uma direção (use asc ou desc)`,
      })
      .optional(),
  };
}

/** A list's query as its export (`GET /<list>/export`) takes it: the same filters and sort, and `format`. */
export function exportQueryOf<Shape extends z.ZodRawShape>(listQuery: z.ZodObject<Shape>) {
  return listQuery.extend({ format: z.enum(REPORT_FORMATS, { error: 'Formato inválido: use csv ou xlsx' }) });
}

/** The content types a list's export answers. */
export const LIST_EXPORT_CONTENT_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/**
 * A list's export: `GET <list's path>/export` with the list's query (filters, sort) and `format`,
 * answering every matching row as a CSV or XLSX download in the list's order, under the list's
 * own permission and store scope. Its row count travels in `X-Total-Count` when known.
 */
export function listExportEndpoint<const P extends string, Shape extends z.ZodRawShape, const Id extends string>(
  list: { path: P; method: HttpMethod; query: z.ZodObject<Shape> },
  operationId: Id,
) {
  return {
    operationId,
    method: 'GET',
    path: `${list.path}/export` as `${P}/export`,
    query: exportQueryOf(list.query),
    response: z.string().meta({ description: 'The rows as CSV (UTF-8 with BOM, `;`) or an XLSX workbook' }),
    binary: LIST_EXPORT_CONTENT_TYPES,
    status: 200,
  } as const;
}
