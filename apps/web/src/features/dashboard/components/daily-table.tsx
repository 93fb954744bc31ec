import type { DashboardDay } from '@mall/shared';
import { useState } from 'react';
import { formatCurrency, formatDate, formatNumber } from '../../../lib/format';
import { useOverflow } from '../../../lib/use-overflow';

/** The chart's height, kept by its placeholder while its code loads (nothing below moves). */
export const CHART_HEIGHT = 260;

/** The chart's figures as a table, for a screen reader or whoever wants the numbers. */
export function DailyTable({ days }: { days: readonly DashboardDay[] }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  // Wider than a phone: the box scrolls, so it takes the keyboard's focus and names itself.
  const overflowing = useOverflow(box, 'sideways');
  return (
    <details className="mt-4">
      <summary className="cursor-pointer text-sm font-medium text-accent">Ver os dados do gráfico em tabela</summary>
      <div
        ref={setBox}
        className="mt-3 overflow-x-auto"
        {...(overflowing ? { role: 'region', 'aria-label': 'Compras por dia', tabIndex: 0 } : {})}
      >
        <table className="w-full text-sm">
          <caption className="sr-only">Compras por dia nos últimos 30 dias</caption>
          <thead>
            <tr className="border-b border-line text-left text-muted">
              <th scope="col" className="py-2 pr-4 font-medium">
                Dia
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Compras
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Aprovadas
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Valor aprovado
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day} className="border-b border-line/60">
                <th scope="row" className="py-1.5 pr-4 text-left font-normal">
                  {formatDate(d.day)}
                </th>
                <td className="py-1.5 pr-4 text-right tabular-nums">{formatNumber(d.count)}</td>
                <td className="py-1.5 pr-4 text-right tabular-nums">{formatNumber(d.approvedCount)}</td>
                <td className="py-1.5 text-right tabular-nums">{formatCurrency(d.approvedValue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
