import { formatCpf, type PurchasesReport, type PurchasesReportRow, saleStatusTone } from '@mall/shared';
import { type Column, PageContainer, PageHeader, PageTitle } from '../../../components/admin-kit';
import { Badge } from '../../../components/badge';
import { ExportButtons } from '../../../components/export-buttons';
import { formatCurrency, formatDate, formatNumber } from '../../../lib/format';
import { purchasesReportEndpoint, usePurchasesReport } from '../api/get-purchases-report';
import { Groups, Reasons, Review, Series, Stores } from '../components/purchases-report-sections';
import { ReportBody } from '../components/report-body';
import { ReportFilterBar } from '../components/report-filters';
import { SALE_TYPE_LABELS, shareOf, statusLabel } from '../components/report-labels';
import { ReportSection, SummaryFigures } from '../components/report-parts';
import { ReportTable } from '../components/report-table';
import { useReportFilters } from '../components/use-report-filters';

const KEYS = ['from', 'to', 'campaignId', 'storeId', 'segmentId', 'status', 'type'] as const;

const columns: Column<PurchasesReportRow>[] = [
  { key: 'date', header: 'Data da compra', className: 'whitespace-nowrap', cell: (p) => formatDate(p.saleDate) },
  {
    key: 'client',
    header: 'Cliente',
    cell: (p) => (
      <div className="min-w-36">
        <p className="font-medium text-ink">{p.client.name}</p>
        <p className="text-xs text-muted tabular-nums">{formatCpf(p.client.cpf)}</p>
      </div>
    ),
  },
  {
    key: 'store',
    header: 'Loja',
    className: 'min-w-32',
    cell: (p) => (
      <>
        <p>{p.store.tradeName}</p>
        {p.segment && <p className="text-xs text-muted">{p.segment.name}</p>}
      </>
    ),
  },
  { key: 'campaign', header: 'Campanha', className: 'min-w-28', cell: (p) => p.campaign.name },
  {
    key: 'invoice',
    header: 'Nota fiscal',
    className: 'min-w-24 max-w-40 [overflow-wrap:anywhere]',
    cell: (p) => p.invoiceNumber ?? <span className="text-muted">{SALE_TYPE_LABELS[p.type]}</span>,
  },
  {
    key: 'value',
    header: 'Valor',
    className: 'whitespace-nowrap text-right tabular-nums',
    cell: (p) => formatCurrency(p.netValue),
  },
  {
    key: 'points',
    header: 'Pontos',
    className: 'text-right tabular-nums',
    cell: (p) => (p.points === null ? <span className="text-muted">—</span> : formatNumber(p.points)),
  },
  {
    key: 'status',
    header: 'Situação',
    className: 'min-w-32',
    cell: (p) => (
      <>
        <Badge tone={saleStatusTone(p.status)}>{statusLabel(p.status)}</Badge>
        {p.reason && <p className="mt-1 text-xs text-muted">{p.reason}</p>}
      </>
    ),
  },
];

function Report({ report, paging }: { report: PurchasesReport; paging: Parameters<typeof ReportTable>[0]['paging'] }) {
  const s = report.summary;
  return (
    <>
      <SummaryFigures
        figures={[
          { label: 'Compras', value: formatNumber(s.count), detail: 'Todas as situações' },
          {
            label: 'Aprovadas',
            value: formatNumber(s.approvedCount),
            detail: `${shareOf(s.approvedCount, s.count)} das compras`,
          },
          {
            label: 'Valor aprovado',
            value: formatCurrency(s.approvedValue),
            detail: `${formatNumber(s.points)} pontos gerados`,
          },
          { label: 'Ticket médio', value: formatCurrency(s.averageTicket), detail: 'Por compra aprovada' },
          { label: 'Em análise', value: formatNumber(s.pending), detail: `${shareOf(s.pending, s.count)} das compras` },
          {
            label: 'Rejeitadas',
            value: formatNumber(s.rejected),
            detail: `${shareOf(s.rejected, s.count)} das compras`,
          },
          {
            label: 'Canceladas',
            value: formatNumber(s.canceled),
            detail: `${shareOf(s.canceled, s.count)} das compras`,
          },
          {
            label: 'Decididas no prazo',
            value: shareOf(report.decisionTime.withinLimit, report.decisionTime.decided),
            detail: `Em até ${report.decisionTime.limitHours} horas`,
          },
        ]}
      />
      <Series report={report} />
      <Stores report={report} />
      <Groups report={report} />
      <div className="grid gap-x-6 lg:grid-cols-2">
        <Review report={report} />
        <Reasons report={report} />
      </div>
      <ReportSection title="Lista de compras">
        <ReportTable caption="Compras" table={report.table} paging={paging} columns={columns} rowKey={(p) => p.id} />
      </ReportSection>
    </>
  );
}

/**
 * /admin/relatorios/compras (issue 16): purchases over time by status, by store, segment and
 * type, the time to a decision against the review limit, the rejection reasons and the rows.
 */
export function PurchasesReportPage() {
  const filters = useReportFilters(KEYS);
  const { list, values, periodError } = filters;
  const query = usePurchasesReport({ ...values, page: list.page, limit: list.limit }, !periodError);
  const empty = !query.data || query.data.summary.count === 0;
  return (
    <PageContainer wide>
      <PageHeader
        actions={<ExportButtons endpoint={purchasesReportEndpoint} query={values} disabled={periodError || empty} />}
      >
        <PageTitle eyebrow="Relatórios">Compras</PageTitle>
      </PageHeader>
      <ReportFilterBar
        label="Filtrar relatório de compras"
        filters={filters}
        show={['campaignId', 'storeId', 'segmentId', 'status', 'type']}
      />
      <ReportBody query={query} periodError={periodError} isEmpty={(d) => d.summary.count === 0}>
        {(d) => <Report report={d} paging={list.paging} />}
      </ReportBody>
    </PageContainer>
  );
}
