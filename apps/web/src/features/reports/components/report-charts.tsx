import { once } from '@mall/shared';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_BAR } from '../../../lib/chart-colors';
import { formatNumber } from '../../../lib/format';
import { CHART_HEIGHT, rankingHeight } from './report-parts';

/**
 * The reports' charts (recharts), loaded only by the report pages through `lazy-charts.ts`. Each
 * is a picture for the eye whose numbers the page also gives as a table, so it is one image to a
 * screen reader, named by a sentence that sums it up.
 */

export interface ChartSeries {
  key: string;
  name: string;
  /** One of lib/chart-colors.ts. */
  fill: string;
}

export interface TimeBarsProps {
  /** The image's accessible name: what the chart shows and its totals. */
  label: string;
  data: readonly Record<string, string | number>[];
  series: readonly ChartSeries[];
  /** The series pile up in one bar per period (the purchases by status). */
  stacked?: boolean;
  /** The axis's text for a period ("27/11", "11/2026") and the tooltip's ("27/11/2026"). */
  tick: (period: string) => string;
  title: (period: string) => string;
}

/** Bars over time, one per day or month of the period (stacked, or side by side). */
export function TimeBarsChart({ label, data, series, stacked = false, tick, title }: TimeBarsProps) {
  return (
    <div role="img" aria-label={label} style={{ height: CHART_HEIGHT }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data as Record<string, string | number>[]}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-line)" />
          <XAxis
            dataKey="period"
            tickFormatter={(p) => tick(String(p))}
            tick={{ fontSize: 12 }}
            interval="preserveStartEnd"
            minTickGap={16}
          />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip
            labelFormatter={(p) => title(String(p))}
            formatter={(value, name) => [formatNumber(Number(value)), name]}
          />
          {series.length > 1 && <Legend />}
          {series.map((s, i) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              fill={s.fill}
              stackId={stacked ? 'all' : undefined}
              radius={!stacked || i === series.length - 1 ? [4, 4, 0, 0] : undefined}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export interface RankingProps {
  label: string;
  data: readonly { id: string; name: string; value: number }[];
  /** The bar's name in the tooltip ("Valor aprovado"). */
  valueName: string;
  format: (value: number) => string;
}

const shortName = (name: string) => (name.length > 16 ? `${name.slice(0, 15)}…` : name);

/** A ranking: one horizontal bar per store, the highest on top; its height follows the rows. */
export function RankingChart({ label, data, valueName, format }: RankingProps) {
  const height = rankingHeight(data.length);
  return (
    <div role="img" aria-label={label} style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          layout="vertical"
          data={data as { id: string; name: string; value: number }[]}
          margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="var(--color-line)" />
          <XAxis type="number" tick={{ fontSize: 12 }} tickFormatter={(v) => compact().format(Number(v))} />
          <YAxis type="category" dataKey="name" width={120} tick={{ fontSize: 12 }} tickFormatter={shortName} />
          <Tooltip formatter={(value) => [format(Number(value)), valueName]} />
          <Bar dataKey="value" name={valueName} fill={CHART_BAR} radius={[0, 4, 4, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Axis figures short enough for a phone: "12 mil", "1,2 mi". */
const compact = once(() => new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 }));
