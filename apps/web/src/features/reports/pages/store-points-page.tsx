import type { StorePoints, StorePointsRow } from '@mall/shared';
import { Link } from 'react-router';
import { type Column, PageContainer, PageHeader, PageTitle } from '../../../components/admin-kit';
import { ExportButtons } from '../../../components/export-buttons';
import { formatCurrency, formatNumber } from '../../../lib/format';
import { storePointsEndpoint, useStorePoints } from '../api/get-store-points';
import { RankingChart } from '../components/lazy-charts';
import { ReportBody } from '../components/report-body';
import { ReportFilterBar } from '../components/report-filters';
import { ChartData, ChartSlot, ReportSection, rankingHeight, SummaryFigures } from '../components/report-parts';
import { ReportTable } from '../components/report-table';
import { type ReportFilterValues, useReportFilters } from '../components/use-report-filters';

const KEYS = ['from', 'to', 'campaignId', 'storeId', 'segmentId'] as const;

/** How many stores the ranking chart draws. */
const TOP_STORES = 10;

/**
 * The store's approved purchases in the Compras report, under the same period and campaign: the
 * rows behind its figures.
 */
export function drillDownPath(
  storeId: string,
  filters: Pick<ReportFilterValues, 'from' | 'to' | 'campaignId'>,
): string {
  const params = new URLSearchParams({ storeId, status: 'approved' });
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.campaignId) params.set('campaignId', filters.campaignId);
  return `/admin/relatorios/compras?${params}`;
}

const ordinal = (rank: number) => `${rank}º`;

function Ranking({ top }: { top: StorePointsRow[] }) {
  const leader = top[0];
  if (!leader) return null;
  return (
    <ReportSection title={`As ${top.length} lojas de maior valor aprovado`}>
      <ChartSlot height={rankingHeight(top.length)}>
        <RankingChart
          label={`Gráfico de barras do valor aprovado das ${top.length} lojas de maior valor: em primeiro, ${leader.store.tradeName}, com ${formatCurrency(leader.approvedValue)}`}
          data={top.map((r) => ({ id: r.store.id, name: r.store.tradeName, value: r.approvedValue }))}
          valueName="Valor aprovado"
          format={formatCurrency}
        />
      </ChartSlot>
      <ChartData
        caption={`As ${top.length} lojas de maior valor aprovado`}
        rows={top}
        rowKey={(r) => r.store.id}
        columns={[
          { header: 'Posição', cell: (r) => ordinal(r.rank) },
          { header: 'Loja', cell: (r) => r.store.tradeName },
          { header: 'Valor aprovado', numeric: true, cell: (r) => formatCurrency(r.approvedValue) },
          { header: 'Pontos', numeric: true, cell: (r) => formatNumber(r.points) },
        ]}
      />
    </ReportSection>
  );
}

function Report({
  report,
  top,
  filters,
  paging,
}: {
  report: StorePoints;
  top: StorePointsRow[];
  filters: ReportFilterValues;
  paging: Parameters<typeof ReportTable>[0]['paging'];
}) {
  const s = report.summary;
  const columns: Column<StorePointsRow>[] = [
    { key: 'rank', header: 'Posição', className: 'w-20 tabular-nums', cell: (r) => ordinal(r.rank) },
    {
      key: 'store',
      header: 'Loja',
      className: 'min-w-40',
      cell: (r) => (
        <Link
          to={drillDownPath(r.store.id, filters)}
          className="font-medium text-accent underline-offset-4 hover:underline"
        >
          {r.store.tradeName}
        </Link>
      ),
    },
    { key: 'segment', header: 'Segmento', className: 'min-w-28', cell: (r) => r.segment?.name ?? '—' },
    {
      key: 'purchases',
      header: 'Compras aprovadas',
      className: 'text-right tabular-nums',
      cell: (r) => formatNumber(r.purchases),
    },
    {
      key: 'value',
      header: 'Valor aprovado',
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (r) => formatCurrency(r.approvedValue),
    },
    { key: 'points', header: 'Pontos', className: 'text-right tabular-nums', cell: (r) => formatNumber(r.points) },
    {
      key: 'customers',
      header: 'Clientes',
      className: 'text-right tabular-nums',
      cell: (r) => formatNumber(r.customers),
    },
  ];
  return (
    <>
      <SummaryFigures
        figures={[
          { label: 'Lojas', value: formatNumber(s.stores), detail: 'Com compras aprovadas' },
          { label: 'Compras aprovadas', value: formatNumber(s.purchases) },
          { label: 'Valor aprovado', value: formatCurrency(s.approvedValue) },
          { label: 'Pontos gerados', value: formatNumber(s.points) },
          { label: 'Clientes', value: formatNumber(s.customers), detail: 'Distintos, em todas as lojas' },
        ]}
      />
      <Ranking top={top} />
      <ReportSection title="Ranking das lojas">
        <p className="mb-4 text-sm text-muted">
          Escolha uma loja para ver as compras aprovadas dela no relatório de compras.
        </p>
        <ReportTable
          caption="Pontos por loja"
          table={report.table}
          paging={paging}
          columns={columns}
          rowKey={(r) => r.store.id}
        />
      </ReportSection>
    </>
  );
}

/**
 * /admin/relatorios/pontos-loja (issue 16): per store, its approved purchases' value, points and
 * customers under the period, campaign, store and segment chosen; the top ten as a chart; each
 * store a way to its purchases.
 */
export function StorePointsPage() {
  const filters = useReportFilters(KEYS);
  const { list, values, periodError } = filters;
  const query = useStorePoints({ ...values, page: list.page, limit: list.limit }, !periodError);
  // The ranking chart draws the first ten stores: the first page holds them; past it, a page of ten is asked apart.
  const first = useStorePoints({ ...values, page: 1, limit: TOP_STORES }, !periodError && list.page !== 1);
  const top = (list.page === 1 ? query.data : first.data)?.table.rows.slice(0, TOP_STORES) ?? [];
  const empty = !query.data || query.data.table.total === 0;
  return (
    <PageContainer wide>
      <PageHeader
        actions={<ExportButtons endpoint={storePointsEndpoint} query={values} disabled={periodError || empty} />}
      >
        <PageTitle eyebrow="Relatórios">Pontos por Loja</PageTitle>
      </PageHeader>
      <ReportFilterBar
        label="Filtrar relatório de pontos por loja"
        filters={filters}
        show={['campaignId', 'storeId', 'segmentId']}
      />
      <ReportBody query={query} periodError={periodError} isEmpty={(d) => d.table.total === 0}>
        {(d) => <Report report={d} top={top} filters={values} paging={list.paging} />}
      </ReportBody>
    </PageContainer>
  );
}
