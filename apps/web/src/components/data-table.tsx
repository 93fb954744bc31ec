import { PAGE_SIZES } from '@mall/shared';
import { type ReactNode, useId, useState } from 'react';
import type { ListQuery } from '../lib/use-drawn-answer';
import { PHONE_QUERY, useMediaQuery } from '../lib/use-media-query';
import { useOverflow } from '../lib/use-overflow';
import { Button } from './button';
import { ariaSortOf, CardSort, SortHeader, type TableSort } from './sort-header';
import { EmptyState, ErrorState, LoadingState } from './states';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
  /**
   * Pinned to the right edge while the other columns scroll sideways: a row's actions stay in
   * reach on a phone, and on a desktop when the columns are wider than the page.
   */
  sticky?: boolean;
  /** The list sorts by this column on request: its header is a `SortHeader`, its key the `sort` value. */
  sortable?: boolean;
}

interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  total: number;
  /** More rows follow `total` (a people search does not count them): the range says "mais de". */
  totalCapped?: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  emptyText?: ReactNode;
  /** A line under the rows (e.g. a total), right-aligned under the table. */
  footer?: ReactNode;
  /**
   * On a phone, each row as a card instead of a table row: for screens whose readers are mostly
   * on phones (the customer's area), where a wide table would hide most of each row.
   */
  card?: (row: T) => ReactNode;
  /** Extra classes for a row (e.g. dimming a finished campaign). */
  rowClassName?: (row: T) => string;
  /**
   * A list read by cursor (the audit log) has no total and no page numbers: this replaces the
   * range text, the size select and the numbered pager.
   */
  pager?: ReactNode;
  /** The list's sort, for the `sortable` columns' headers (none: no header sorts). */
  sort?: TableSort;
}

/**
 * A list query's answer ({ data, total }) as the table's data props: rows, total, loading,
 * an error text (the SPEC's generic one unless a screen has its own) and a retry.
 */
/** The SPEC's text for a list that could not load. */
export const LIST_ERROR_TEXT = 'Não foi possível carregar os dados';

export function listQueryProps<T>(
  query: ListQuery<{ data: T[]; total: number; totalCapped?: boolean }>,
  errorText = LIST_ERROR_TEXT,
) {
  return {
    rows: query.data?.data ?? [],
    total: query.data?.total ?? 0,
    totalCapped: query.data?.totalCapped ?? false,
    loading: query.isPending,
    error: query.isError ? errorText : undefined,
    onRetry: () => void query.refetch(),
  };
}

/**
 * "1-10 de 42 resultados", "1 resultado" or "0 resultados" (SPEC §2 shared table); a search that
 * did not count the matches past this page reads "1-10 de mais de 10 resultados".
 */
export function rangeText(page: number, pageSize: number, total: number, capped = false): string {
  if (total <= 0) return '0 resultados';
  if (total === 1 && !capped) return '1 resultado';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  if (capped) return `${first}-${last} de mais de ${total.toLocaleString('pt-BR')} resultados`;
  return `${first}-${last} de ${total} resultados`;
}

/**
 * A dimmed row (a finished campaign, a canceled redemption): its cells fade, but a pinned cell
 * keeps its opaque background and fades only its content, so nothing scrolled beneath shows through.
 */
export const DIMMED_ROW = '[&>td:not(.sticky)]:opacity-60 [&>td.sticky>*]:opacity-60';

// The header's own colour (sand at 60% over white), opaque so the columns scrolling beneath don't show through.
const STICKY_HEAD = 'sticky right-0 bg-[color-mix(in_srgb,var(--color-sand)_60%,var(--color-surface))]';
const STICKY_CELL = 'sticky right-0 bg-surface group-hover:bg-canvas';
// A shadow on the pinned column's left edge, only while something is scrolled beneath it.
const STICKY_EDGE = 'group-data-[overflow]/table:shadow-[-10px_0_10px_-10px_rgb(0_0_0/0.18)]';

export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, columns, rows, rowKey, total, page, pageSize, loading, error, onRetry } = props;
  const sizeId = useId();
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);
  const overflowing = useOverflow(scrollBox, 'sideways');
  const stickyClass = (c: Column<T>, base: string) => (c.sticky ? `${base} ${STICKY_EDGE}` : '');
  const phone = useMediaQuery(PHONE_QUERY);
  const { card } = props;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  let body: ReactNode;
  if (loading) body = <LoadingState />;
  else if (error) body = <ErrorState onRetry={onRetry}>{error}</ErrorState>;
  else if (rows.length === 0) body = <EmptyState>{props.emptyText ?? 'Nenhum registro encontrado.'}</EmptyState>;
  else if (card && phone)
    body = (
      <div className="space-y-3">
        {props.sort && <CardSort columns={columns.filter((c) => c.sortable)} sort={props.sort} />}
        <ul aria-label={caption} className="space-y-3">
          {rows.map((row) => (
            <li
              key={rowKey(row)}
              className={`rounded-2xl border border-line bg-surface p-4 ${props.rowClassName?.(row) ?? ''}`}
            >
              {card(row)}
            </li>
          ))}
        </ul>
        {props.footer && (
          <div className="rounded-2xl border border-line bg-sand/40 px-4 py-3 text-sm">{props.footer}</div>
        )}
      </div>
    );
  else
    body = (
      // `relative` keeps sr-only cells (positioned absolutely) inside the scroll box, or they widen the page.
      <div
        ref={setScrollBox}
        data-overflow={overflowing || undefined}
        // While it scrolls sideways, the box is a named region a keyboard can focus and scroll.
        {...(overflowing ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {})}
        className="group/table relative overflow-x-auto rounded-2xl border border-line bg-surface focus-visible:outline-2 focus-visible:outline-accent"
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-sand/60 text-xs uppercase tracking-wider text-muted">
            <tr>
              {columns.map((c) => {
                const sort = c.sortable ? props.sort : undefined;
                return (
                  <th
                    key={c.key}
                    scope="col"
                    aria-sort={sort ? ariaSortOf(sort, c.key) : undefined}
                    className={`px-4 py-3 font-semibold ${c.className ?? ''} ${stickyClass(c, STICKY_HEAD)}`}
                  >
                    {sort ? (
                      <SortHeader column={c.key} sort={sort}>
                        {c.header}
                      </SortHeader>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={rowKey(row)} className={`group hover:bg-canvas ${props.rowClassName?.(row) ?? ''}`}>
                {columns.map((c) => (
                  <td
                    key={c.key}
                    className={`px-4 py-3 align-middle ${c.className ?? ''} ${stickyClass(c, STICKY_CELL)}`}
                  >
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {props.footer && (
            <tfoot className="border-t border-line bg-sand/40">
              <tr>
                <td colSpan={columns.length} className="px-4 py-3 text-right text-sm">
                  {props.footer}
                </td>
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    );

  // While the first page loads, the pager waits below the fold of the page: drawn now, it would be
  // pushed down by the rows.
  if (loading) return <div className="space-y-4">{body}</div>;

  if (props.pager !== undefined)
    return (
      <div className="space-y-4">
        {body}
        {props.pager}
      </div>
    );

  return (
    <div className="space-y-4">
      {body}
      <div className="flex flex-col gap-3 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
        <p aria-live="polite">{rangeText(total > 0 ? page : 1, pageSize, total, props.totalCapped)}</p>
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={sizeId}>Itens por página</label>
          <select
            id={sizeId}
            value={pageSize}
            // SPEC §9: changing the size goes back to page 1.
            onChange={(e) => {
              props.onPageSizeChange(Number(e.target.value));
              props.onPageChange(1);
            }}
            className="h-11 rounded-lg border border-line bg-surface px-2 text-ink sm:h-9"
          >
            {PAGE_SIZES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          {/* The pager moves as one piece when the line wraps on a phone. */}
          <div className="flex items-center gap-3">
            <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => props.onPageChange(page - 1)}>
              Anterior
            </Button>
            {/* Uncounted matches follow: the page number alone, and the next page stays open. */}
            <span>{props.totalCapped ? `Página ${page}` : `${Math.min(page, pages)} / ${pages}`}</span>
            <Button
              size="sm"
              variant="secondary"
              disabled={!props.totalCapped && page >= pages}
              onClick={() => props.onPageChange(page + 1)}
            >
              Próxima
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}

/** A label over its value in a row's card (see `card`); several go in a `<dl>`. */
export function CardFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}
