import { type ReactNode, Suspense, useId, useState } from 'react';
import { formatNumber } from '../../../lib/format';
import { useOverflow } from '../../../lib/use-overflow';
import { shareOf } from './report-labels';

/** The height a chart keeps, its placeholder too while its code loads (nothing below moves). */
export const CHART_HEIGHT = 280;

/** The height of a ranking of `rows` horizontal bars (its placeholder's too). */
export const rankingHeight = (rows: number) => Math.max(120, rows * 34 + 40);

export interface Figure {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
}

/** Figures as cards, two a line on a phone. */
export function FigureList({ figures }: { figures: Figure[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {figures.map((f) => (
        <div key={f.label} className="flex min-w-0 flex-col gap-1 rounded-2xl border border-line bg-surface p-4 sm:p-5">
          <dt className="text-sm font-medium text-muted">{f.label}</dt>
          <dd className="font-display text-2xl font-semibold tabular-nums break-words text-ink sm:text-3xl">
            {f.value}
          </dd>
          {f.detail !== undefined && <dd className="text-sm text-muted">{f.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** The report's figures first, under "Resumo". */
export function SummaryFigures({ title = 'Resumo', figures }: { title?: string; figures: Figure[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mb-10">
      <h2 id={id} className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      <FigureList figures={figures} />
    </section>
  );
}

/** A titled part of a report (an `<h2>`), in a card. */
export function ReportSection({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mb-10 min-w-0 rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A chart loading on its own (recharts comes only with the reports), its height kept meanwhile. */
export function ChartSlot({ children, height = CHART_HEIGHT }: { children: ReactNode; height?: number }) {
  return <Suspense fallback={<div style={{ height }} aria-hidden="true" />}>{children}</Suspense>;
}

export interface DataColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Figures align right. */
  numeric?: boolean;
}

/** A table that scrolls sideways when wider than the page, then a focusable, named region. */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const overflowing = useOverflow(box, 'sideways');
  return (
    <div
      ref={setBox}
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent"
      {...(overflowing ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}

/** Rows as a plain table with a caption; the first column heads each row. */
export function FiguresTable<T>({
  caption,
  captionHidden = true,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  captionHidden?: boolean;
  columns: DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
}) {
  return (
    <ScrollTable label={caption}>
      <table className="w-full text-sm">
        <caption className={captionHidden ? 'sr-only' : 'mb-2 text-left font-semibold text-ink'}>{caption}</caption>
        <thead>
          <tr className="border-b border-line text-left text-muted">
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                className={`py-2 pr-4 font-medium last:pr-0 ${c.numeric ? 'text-right' : ''}`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-line/60">
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.header} scope="row" className="py-1.5 pr-4 text-left font-normal">
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.header} className={`py-1.5 pr-4 last:pr-0 ${c.numeric ? 'text-right tabular-nums' : ''}`}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/** A chart's numbers as a table, for a screen reader or whoever wants the figures. */
export function ChartData<T>({
  summary = 'Ver dados do gráfico',
  ...props
}: {
  caption: string;
  columns: DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The disclosure's text, when the table holds more than the chart ("Ver todas as lojas"). */
  summary?: string;
}) {
  return (
    <details className="mt-4">
      <summary className="cursor-pointer text-sm font-medium text-accent">{summary}</summary>
      <div className="mt-3">
        <FiguresTable {...props} />
      </div>
    </details>
  );
}

export interface BreakdownRow {
  key: string;
  label: string;
  count: number;
}

/**
 * A small table of counts with each row's share of the whole and a bar drawn to that share (for
 * the eye only: the share is written beside it).
 */
export function BreakdownTable({
  caption,
  labelHeader,
  rows,
  countHeader = 'Clientes',
}: {
  caption: string;
  /** The first column's header: "Gênero", "Região". */
  labelHeader: string;
  rows: readonly BreakdownRow[];
  countHeader?: string;
}) {
  const whole = rows.reduce((n, r) => n + r.count, 0);
  const top = Math.max(1, ...rows.map((r) => r.count));
  return (
    <FiguresTable
      caption={caption}
      captionHidden={false}
      rows={rows}
      rowKey={(r) => r.key}
      columns={[
        {
          header: labelHeader,
          cell: (r) => (
            <span className="flex min-w-28 flex-col gap-1">
              {r.label}
              <span aria-hidden="true" className="block h-1.5 rounded-full bg-sand">
                <span className="block h-full rounded-full bg-accent" style={{ width: `${(r.count / top) * 100}%` }} />
              </span>
            </span>
          ),
        },
        { header: countHeader, numeric: true, cell: (r) => formatNumber(r.count) },
        { header: '%', numeric: true, cell: (r) => shareOf(r.count, whole) },
      ]}
    />
  );
}
