import type { DashboardDay } from '@mall/shared';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_APPROVED, CHART_REGISTERED } from '../../../lib/chart-colors';
import { formatCurrency, formatNumber } from '../../../lib/format';
import { CHART_HEIGHT } from './daily-table';

const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/**
 * The administrators' 30 days of purchases: registered and approved per purchase date. A picture
 * for the eye (its figures are the table beside it), so it is one image to a screen reader.
 */
export default function PurchasesChart({ days }: { days: readonly DashboardDay[] }) {
  const total = days.reduce((n, d) => n + d.count, 0);
  const approved = days.reduce((n, d) => n + d.approvedCount, 0);
  return (
    <div
      role="img"
      aria-label={`Gráfico de barras das compras por dia nos últimos 30 dias: ${formatNumber(total)} registradas, ${formatNumber(approved)} aprovadas`}
      style={{ height: CHART_HEIGHT }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={days as DashboardDay[]}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-line)" />
          <XAxis
            dataKey="day"
            tickFormatter={dayLabel}
            tick={{ fontSize: 12 }}
            interval="preserveStartEnd"
            minTickGap={16}
          />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip
            labelFormatter={(day) => dayLabel(String(day))}
            formatter={(value, name, item) =>
              name === 'Aprovadas'
                ? [
                    `${formatNumber(Number(value))} (${formatCurrency((item.payload as DashboardDay).approvedValue)})`,
                    name,
                  ]
                : [formatNumber(Number(value)), name]
            }
          />
          <Legend />
          <Bar dataKey="count" name="Registradas" fill={CHART_REGISTERED} radius={[4, 4, 0, 0]} />
          <Bar dataKey="approvedCount" name="Aprovadas" fill={CHART_APPROVED} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
