import { type ClientsReport, type ClientsReportRow, canOpenAdminPath, formatCpf } from '@mall/shared';
import { useState } from 'react';
import { type Column, PageContainer, PageHeader, PageTitle } from '../../../components/admin-kit';
import { ExportButtons } from '../../../components/export-buttons';
import { useAuth } from '../../../lib/auth';
import { CHART_BAR } from '../../../lib/chart-colors';
import { formatCurrency, formatDate, formatNumber } from '../../../lib/format';
import { clientsReportEndpoint, useClientsReport } from '../api/get-clients-report';
import { ClientDetailModal, HISTORY_PATH } from '../components/client-detail-modal';
import { TimeBarsChart } from '../components/lazy-charts';
import { ReportBody } from '../components/report-body';
import { ReportFilterBar } from '../components/report-filters';
import {
  CONSENT_LABELS,
  formatShare,
  genderLabel,
  periodLabel,
  periodTick,
  shareOf,
} from '../components/report-labels';
import {
  BreakdownTable,
  ChartData,
  ChartSlot,
  FiguresTable,
  ReportSection,
  SummaryFigures,
} from '../components/report-parts';
import { ReportTable } from '../components/report-table';
import { useReportFilters } from '../components/use-report-filters';

const KEYS = ['search', 'from', 'to', 'campaignId'] as const;

function Registrations({ report }: { report: ClientsReport }) {
  const { granularity, registrations } = report;
  const unit = granularity === 'day' ? 'dia' : 'mês';
  const total = registrations.reduce((n, r) => n + r.count, 0);
  const first = registrations[0];
  const last = registrations.at(-1);
  const span =
    first && last ? ` de ${periodLabel(first.period, granularity)} a ${periodLabel(last.period, granularity)}` : '';
  return (
    <ReportSection title={`Cadastros por ${unit}`}>
      <ChartSlot>
        <TimeBarsChart
          label={`Gráfico de barras dos cadastros por ${unit}${span}: ${formatNumber(total)} no total`}
          data={registrations}
          series={[{ key: 'count', name: 'Cadastros', fill: CHART_BAR }]}
          tick={(p) => periodTick(p, granularity)}
          title={(p) => periodLabel(p, granularity)}
        />
      </ChartSlot>
      <ChartData
        caption={`Cadastros por ${unit}`}
        rows={registrations}
        rowKey={(r) => r.period}
        columns={[
          { header: granularity === 'day' ? 'Dia' : 'Mês', cell: (r) => periodLabel(r.period, granularity) },
          { header: 'Cadastros', numeric: true, cell: (r) => formatNumber(r.count) },
        ]}
      />
    </ReportSection>
  );
}

function Profile({ report }: { report: ClientsReport }) {
  return (
    <ReportSection title="Perfil dos clientes">
      <div className="grid gap-8 lg:grid-cols-3">
        <BreakdownTable
          caption="Clientes por gênero"
          labelHeader="Gênero"
          rows={report.byGender.map((g) => ({ key: g.gender ?? 'none', label: genderLabel(g.gender), count: g.count }))}
        />
        <BreakdownTable
          caption="Clientes por faixa etária"
          labelHeader="Faixa etária"
          rows={report.byAgeBand.map((a) => ({ key: a.band, label: a.band, count: a.count }))}
        />
        <BreakdownTable
          caption="Clientes por região (CEP)"
          labelHeader="Região"
          rows={report.byRegion.map((r) => ({ key: r.region, label: r.region, count: r.count }))}
        />
      </div>
    </ReportSection>
  );
}

function Consents({ report }: { report: ClientsReport }) {
  return (
    <ReportSection title="Consentimentos">
      <FiguresTable
        caption="Consentimentos dos clientes"
        rows={report.consents}
        rowKey={(c) => c.kind}
        columns={[
          { header: 'Consentimento', cell: (c) => CONSENT_LABELS[c.kind] },
          { header: 'Clientes', numeric: true, cell: (c) => formatNumber(c.count) },
          { header: 'Taxa', numeric: true, cell: (c) => formatShare(c.rate) },
        ]}
      />
    </ReportSection>
  );
}

function Report({
  report,
  paging,
  onOpen,
}: {
  report: ClientsReport;
  paging: Parameters<typeof ReportTable>[0]['paging'];
  onOpen: (row: ClientsReportRow) => void;
}) {
  const { summary, campaign } = report;
  const sms = report.consents.find((c) => c.kind === 'sms');
  const columns: Column<ClientsReportRow>[] = [
    {
      key: 'name',
      header: 'Nome',
      className: 'min-w-40',
      cell: (c) => (
        <button
          type="button"
          onClick={() => onOpen(c)}
          className="text-left font-medium text-accent underline-offset-4 hover:underline"
        >
          {c.name}
        </button>
      ),
    },
    { key: 'cpf', header: 'CPF', className: 'whitespace-nowrap tabular-nums', cell: (c) => formatCpf(c.cpf) },
    { key: 'registered', header: 'Cadastro', className: 'whitespace-nowrap', cell: (c) => formatDate(c.registeredAt) },
    { key: 'age', header: 'Faixa etária', className: 'whitespace-nowrap', cell: (c) => c.ageBand },
    { key: 'region', header: 'Região', cell: (c) => c.region },
    {
      key: 'purchases',
      header: 'Compras',
      className: 'text-right tabular-nums',
      cell: (c) => formatNumber(c.purchases),
    },
    {
      key: 'value',
      header: 'Valor aprovado',
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (c) => formatCurrency(c.approvedValue),
    },
  ];
  return (
    <>
      <SummaryFigures
        figures={[
          { label: 'Clientes', value: formatNumber(summary.total), detail: 'Cadastrados nos filtros escolhidos' },
          {
            label: 'Clientes ativos',
            value: formatNumber(summary.active),
            detail: campaign
              ? `${shareOf(summary.active, summary.total)} com compra em ${campaign.name}`
              : 'Nenhuma campanha em andamento',
          },
          {
            label: 'Contas excluídas',
            value: formatNumber(summary.anonymized),
            detail: 'Dados anonimizados a pedido',
          },
          {
            label: 'Aceitam SMS',
            value: sms ? formatShare(sms.rate) : '—',
            detail: sms ? `${formatNumber(sms.count)} clientes` : undefined,
          },
        ]}
      />
      <Registrations report={report} />
      <Profile report={report} />
      <Consents report={report} />
      <ReportSection title="Lista de clientes">
        <ReportTable caption="Clientes" table={report.table} paging={paging} columns={columns} rowKey={(c) => c.id} />
      </ReportSection>
    </>
  );
}

/**
 * /admin/relatorios/clientes (issue 16): registrations over time, the customers' profile and
 * consents, and the customer list with each customer's detail. Administrators and the concierge.
 */
export function ClientsReportPage() {
  const { session } = useAuth();
  const filters = useReportFilters(KEYS);
  const { list, values, periodError } = filters;
  const query = useClientsReport({ ...values, page: list.page, limit: list.limit }, !periodError);
  const [open, setOpen] = useState<ClientsReportRow | null>(null);
  const empty = !query.data || query.data.summary.total === 0;
  return (
    <PageContainer wide>
      <PageHeader
        actions={<ExportButtons endpoint={clientsReportEndpoint} query={values} disabled={periodError || empty} />}
      >
        <PageTitle eyebrow="Relatórios">Clientes</PageTitle>
      </PageHeader>
      <ReportFilterBar
        label="Filtrar relatório de clientes"
        filters={filters}
        show={['search', 'campaignId']}
        campaignAll="Campanha em andamento"
        searchPlaceholder="CPF ou nome"
      />
      <ReportBody query={query} periodError={periodError} isEmpty={(d) => d.summary.total === 0}>
        {(d) => <Report report={d} paging={list.paging} onOpen={setOpen} />}
      </ReportBody>
      <ClientDetailModal
        client={open}
        campaignName={query.data?.campaign?.name ?? null}
        onClose={() => setOpen(null)}
        historyLink={session ? canOpenAdminPath(session.role, HISTORY_PATH) : false}
      />
    </PageContainer>
  );
}
