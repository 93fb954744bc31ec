/** The Compras report's parts under its summary: each a titled section with its chart or table. */

import { type PurchasesReport, SALE_STATUSES } from '@mall/shared';
import { saleStatusChartColour } from '../../../lib/chart-colors';
import { formatCurrency, formatNumber } from '../../../lib/format';
import { RankingChart, TimeBarsChart } from './lazy-charts';
import { formatHours, periodLabel, periodTick, SALE_TYPE_LABELS, shareOf, statusLabel } from './report-labels';
import {
  ChartData,
  ChartSlot,
  type DataColumn,
  FigureList,
  FiguresTable,
  ReportSection,
  rankingHeight,
} from './report-parts';

/** How many stores the chart ranks; the table under it lists them all. */
const TOP_STORES = 10;

type Totals = PurchasesReport['byStore'][number];

/** The columns of a group's totals (a store, a segment, a type), after its name. */
const totalsColumns = <T extends Omit<Totals, 'storeId' | 'tradeName'>>(
  name: string,
  label: (row: T) => string,
): DataColumn<T>[] => [
  { header: name, cell: label },
  { header: 'Compras', numeric: true, cell: (r) => formatNumber(r.count) },
  { header: 'Aprovadas', numeric: true, cell: (r) => formatNumber(r.approvedCount) },
  { header: 'Valor aprovado', numeric: true, cell: (r) => formatCurrency(r.approvedValue) },
  { header: 'Pontos', numeric: true, cell: (r) => formatNumber(r.points) },
];

export function Series({ report }: { report: PurchasesReport }) {
  const { granularity, series, summary } = report;
  const unit = granularity === 'day' ? 'dia' : 'mês';
  const first = series[0];
  const last = series.at(-1);
  const span =
    first && last ? ` de ${periodLabel(first.period, granularity)} a ${periodLabel(last.period, granularity)}` : '';
  const counts = `${formatNumber(summary.approvedCount)} aprovadas, ${formatNumber(summary.pending)} em análise, ${formatNumber(summary.rejected)} rejeitadas e ${formatNumber(summary.canceled)} canceladas`;
  return (
    <ReportSection title={`Compras por ${unit} e situação`}>
      <ChartSlot>
        <TimeBarsChart
          label={`Gráfico de barras empilhadas das compras por ${unit} e situação${span}: ${counts}`}
          data={series}
          stacked
          series={SALE_STATUSES.map((s) => ({ key: s, name: statusLabel(s), fill: saleStatusChartColour(s) }))}
          tick={(p) => periodTick(p, granularity)}
          title={(p) => periodLabel(p, granularity)}
        />
      </ChartSlot>
      <ChartData
        caption={`Compras por ${unit} e situação`}
        rows={series}
        rowKey={(r) => r.period}
        columns={[
          { header: granularity === 'day' ? 'Dia' : 'Mês', cell: (r) => periodLabel(r.period, granularity) },
          ...SALE_STATUSES.map((s) => ({
            header: statusLabel(s),
            numeric: true,
            cell: (r: PurchasesReport['series'][number]) => formatNumber(r[s]),
          })),
          { header: 'Valor aprovado', numeric: true, cell: (r) => formatCurrency(r.approvedValue) },
        ]}
      />
    </ReportSection>
  );
}

/** Highest approved value first, ties by name (the ranking the chart draws). */
const byApprovedValue = (a: Totals, b: Totals) =>
  b.approvedValue - a.approvedValue || a.tradeName.localeCompare(b.tradeName, 'pt-BR');

export function Stores({ report }: { report: PurchasesReport }) {
  const stores = [...report.byStore].sort(byApprovedValue);
  const top = stores.slice(0, TOP_STORES);
  const leader = top[0];
  return (
    <ReportSection title="Compras por loja">
      {top.length > 0 && leader && (
        <ChartSlot height={rankingHeight(top.length)}>
          <RankingChart
            label={`Gráfico de barras do valor aprovado das ${top.length} lojas de maior valor: em primeiro, ${leader.tradeName}, com ${formatCurrency(leader.approvedValue)}`}
            data={top.map((s) => ({ id: s.storeId, name: s.tradeName, value: s.approvedValue }))}
            valueName="Valor aprovado"
            format={formatCurrency}
          />
        </ChartSlot>
      )}
      <ChartData
        summary={stores.length > TOP_STORES ? `Ver as ${stores.length} lojas em tabela` : 'Ver dados do gráfico'}
        caption="Compras por loja"
        rows={stores}
        rowKey={(s) => s.storeId}
        columns={totalsColumns<Totals>('Loja', (s) => s.tradeName)}
      />
    </ReportSection>
  );
}

export function Groups({ report }: { report: PurchasesReport }) {
  return (
    <div className="grid gap-x-6 lg:grid-cols-2">
      <ReportSection title="Compras por segmento">
        <FiguresTable
          caption="Compras por segmento"
          rows={report.bySegment}
          rowKey={(s) => s.segmentId ?? 'none'}
          columns={totalsColumns<PurchasesReport['bySegment'][number]>('Segmento', (s) => s.name)}
        />
      </ReportSection>
      <ReportSection title="Compras por tipo">
        <FiguresTable
          caption="Compras por tipo"
          rows={report.byType}
          rowKey={(t) => t.type}
          columns={totalsColumns<PurchasesReport['byType'][number]>('Tipo', (t) => SALE_TYPE_LABELS[t.type])}
        />
      </ReportSection>
    </div>
  );
}

export function Review({ report }: { report: PurchasesReport }) {
  const t = report.decisionTime;
  const late = (hours: number | null) =>
    hours !== null && hours > t.limitHours ? ` · acima de ${t.limitHours} h` : '';
  return (
    <ReportSection title="Tempo até a decisão">
      <p className="mb-4 text-sm text-muted">
        Do registro da compra à aprovação ou rejeição, de {formatNumber(t.decided)}{' '}
        {t.decided === 1 ? 'compra decidida' : 'compras decididas'}, contra o prazo de {t.limitHours} horas.
      </p>
      <FigureList
        figures={[
          {
            label: 'Mediana',
            value: formatHours(t.medianHours),
            detail: `Metade decidida até aqui${late(t.medianHours)}`,
          },
          {
            label: '95º percentil',
            value: formatHours(t.p95Hours),
            detail: `95% decididas até aqui${late(t.p95Hours)}`,
          },
          {
            label: `Dentro de ${t.limitHours} h`,
            value: shareOf(t.withinLimit, t.decided),
            detail: `${formatNumber(t.withinLimit)} de ${formatNumber(t.decided)}`,
          },
        ]}
      />
    </ReportSection>
  );
}

export function Reasons({ report }: { report: PurchasesReport }) {
  const rejected = report.rejectionReasons.reduce((n, r) => n + r.count, 0);
  return (
    <ReportSection title="Motivos de rejeição">
      {report.rejectionReasons.length === 0 ? (
        <p className="text-sm text-muted">Nenhuma compra rejeitada nos filtros escolhidos.</p>
      ) : (
        <FiguresTable
          caption="Compras rejeitadas por motivo"
          rows={report.rejectionReasons}
          rowKey={(r) => r.reason}
          columns={[
            { header: 'Motivo', cell: (r) => r.reason },
            { header: 'Compras', numeric: true, cell: (r) => formatNumber(r.count) },
            { header: '%', numeric: true, cell: (r) => shareOf(r.count, rejected) },
          ]}
        />
      )}
    </ReportSection>
  );
}
