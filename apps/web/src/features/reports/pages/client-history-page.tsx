import {
  type ClientHistory,
  type ClientHistoryEvent,
  formatCpf,
  formatPhoneMask,
  RESCUE_TONES,
  saleStatusTone,
} from '@mall/shared';
import { type Column, DetailList, PageContainer, PageHeader, PageTitle } from '../../../components/admin-kit';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { ExportButtons } from '../../../components/export-buttons';
import { SearchInput } from '../../../components/search-input';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { formatCurrency, formatDate, formatDateTime, formatNumber, formatPoints } from '../../../lib/format';
import { clientHistoryEndpoint, useClientHistory } from '../api/get-client-history';
import { ReportBody, reportErrorText } from '../components/report-body';
import { ReportFilterBar } from '../components/report-filters';
import { CONSENT_LABELS, HISTORY_KIND_LABELS, SALE_TYPE_LABELS, statusLabel } from '../components/report-labels';
import { FiguresTable, ReportSection } from '../components/report-parts';
import { ReportTable } from '../components/report-table';
import { type ReportFilters, useReportFilters } from '../components/use-report-filters';

const KEYS = ['search', 'clientId', 'from', 'to', 'campaignId'] as const;
type Keys = (typeof KEYS)[number];

/** How many customers a search offers at most (the API's: the newest registered that match). */
const MATCHES_SHOWN = 10;

/** The customers a search finds, to choose one from. */
function Matches({ filters }: { filters: ReportFilters<Keys> }) {
  const search = filters.values.search;
  const query = useClientHistory({ search, page: 1, limit: 10 }, Boolean(search));
  if (!search) return <p className="text-sm text-muted">Digite o CPF ou parte do nome do cliente para encontrá-lo.</p>;
  if (query.isError)
    return <ErrorState onRetry={() => void query.refetch()}>{reportErrorText(query.error)}</ErrorState>;
  if (!query.data) return <LoadingState />;
  const matches = query.data.matches;
  if (matches.length === 0) return <EmptyState>Nenhum cliente encontrado para esta busca.</EmptyState>;
  return (
    <>
      {matches.length >= MATCHES_SHOWN && (
        <p className="mb-3 text-sm text-muted">
          Mostrando os {MATCHES_SHOWN} cadastros mais recentes. Não achou? Digite o CPF ou mais do nome.
        </p>
      )}
      <ul aria-label="Clientes encontrados" className="divide-y divide-line rounded-2xl border border-line bg-surface">
        {matches.map((m) => (
          <li key={m.id}>
            <button
              type="button"
              onClick={() => filters.set({ clientId: m.id })}
              className="flex min-h-11 w-full flex-wrap items-baseline justify-between gap-x-4 px-4 py-3 text-left hover:bg-canvas focus-visible:outline-2 focus-visible:outline-accent"
            >
              <span className="font-medium text-accent">{m.name}</span>
              <span className="text-sm text-muted tabular-nums">{formatCpf(m.cpf)}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

function ClientCard({ client }: { client: NonNullable<ClientHistory['client']> }) {
  return (
    <ReportSection title="Cliente">
      <p className="mb-5 flex flex-wrap items-center gap-3 text-2xl font-semibold">
        {client.name}
        {client.anonymized && <Badge tone="neutral">Conta excluída</Badge>}
      </p>
      <DetailList
        items={[
          { label: 'CPF', value: formatCpf(client.cpf) },
          { label: 'E-mail', value: client.email || '—' },
          { label: 'Telefone', value: client.phone ? formatPhoneMask(client.phone) : '—' },
          { label: 'Cadastrado em', value: formatDate(client.registeredAt) },
          {
            label: 'Consentimentos',
            value:
              client.consents.length === 0 ? (
                'Nenhum'
              ) : (
                <ul className="space-y-1">
                  {client.consents.map((c) => (
                    <li key={`${c.kind}-${c.version}-${c.acceptedAt}`}>
                      {CONSENT_LABELS[c.kind]} (versão {c.version}): aceito em {formatDate(c.acceptedAt)}
                      {c.withdrawnAt && `, retirado em ${formatDate(c.withdrawnAt)}`}
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
    </ReportSection>
  );
}

function Campaigns({ campaigns }: { campaigns: ClientHistory['campaigns'] }) {
  return (
    <ReportSection title="Pontos por campanha">
      {campaigns.length === 0 ? (
        <p className="text-sm text-muted">Nenhuma compra em campanhas.</p>
      ) : (
        <FiguresTable
          caption="Pontos por campanha"
          rows={campaigns}
          rowKey={(c) => c.id}
          columns={[
            { header: 'Campanha', cell: (c) => c.name },
            { header: 'Compras', numeric: true, cell: (c) => formatNumber(c.purchases) },
            { header: 'Valor aprovado', numeric: true, cell: (c) => formatCurrency(c.approvedValue) },
            { header: 'Pontos ganhos', numeric: true, cell: (c) => formatNumber(c.pointsEarned) },
            { header: 'Pontos resgatados', numeric: true, cell: (c) => formatNumber(c.pointsRedeemed) },
            { header: 'Saldo', numeric: true, cell: (c) => formatNumber(c.balance) },
            {
              header: 'Falta para o próximo ponto',
              numeric: true,
              cell: (c) => (c.toNextPoint === null ? '—' : formatCurrency(c.toNextPoint)),
            },
          ]}
        />
      )}
    </ReportSection>
  );
}

/** What happened, in a line or two: the purchase, the redemption, the consent. */
function EventDetail({ event }: { event: ClientHistoryEvent }) {
  const { purchase, redemption } = event;
  if (purchase)
    return (
      <div className="min-w-48 space-y-1">
        <p>
          {purchase.store.tradeName} · {formatCurrency(purchase.netValue)} ·{' '}
          {purchase.invoiceNumber ? `Nota ${purchase.invoiceNumber}` : SALE_TYPE_LABELS[purchase.type]}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
          <Badge tone={saleStatusTone(purchase.status)}>{statusLabel(purchase.status)}</Badge>
          Compra de {formatDate(purchase.saleDate)}
          {purchase.points !== null && ` · ${formatPoints(purchase.points)}`}
        </p>
        {purchase.reason && <p className="text-xs text-muted">Motivo: {purchase.reason}</p>}
      </div>
    );
  if (redemption)
    return (
      <div className="min-w-48 space-y-1">
        <p>
          {redemption.prize} · {formatPoints(redemption.points)}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
          <Badge tone={RESCUE_TONES[redemption.status]}>{redemption.status}</Badge>
          Voucher {redemption.voucher}, válido até {formatDate(redemption.voucherExpiresAt)}
        </p>
      </div>
    );
  if (event.consentKind) return <>{CONSENT_LABELS[event.consentKind]}</>;
  return <>Cadastro no programa</>;
}

const eventKey = (e: ClientHistoryEvent) =>
  `${e.kind}:${e.at}:${e.purchase?.id ?? e.redemption?.id ?? e.consentKind ?? ''}`;

const timelineColumns: Column<ClientHistoryEvent>[] = [
  { key: 'at', header: 'Data', className: 'whitespace-nowrap tabular-nums', cell: (e) => formatDateTime(e.at) },
  { key: 'kind', header: 'Evento', className: 'whitespace-nowrap', cell: (e) => HISTORY_KIND_LABELS[e.kind] },
  { key: 'campaign', header: 'Campanha', className: 'min-w-28', cell: (e) => e.campaign?.name ?? '—' },
  { key: 'detail', header: 'Detalhes', cell: (e) => <EventDetail event={e} /> },
];

function History({ filters }: { filters: ReportFilters<Keys> }) {
  const { list, values, periodError } = filters;
  const { search: _search, ...timeline } = values;
  const query = useClientHistory({ ...timeline, page: list.page, limit: list.limit }, !periodError);
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" size="sm" onClick={() => filters.set({ clientId: '' })}>
          Buscar outro cliente
        </Button>
        <ExportButtons
          endpoint={clientHistoryEndpoint}
          query={timeline}
          disabled={periodError || !query.data?.client}
        />
      </div>
      <ReportFilterBar label="Filtrar histórico do cliente" filters={filters} show={['campaignId']} />
      <ReportBody query={query} periodError={periodError} isEmpty={() => false}>
        {(d) => (
          <>
            {d.client && <ClientCard client={d.client} />}
            <Campaigns campaigns={d.campaigns} />
            <ReportSection title="Linha do tempo">
              <ReportTable
                caption="Linha do tempo do cliente"
                table={d.table}
                paging={list.paging}
                columns={timelineColumns}
                rowKey={eventKey}
              />
            </ReportSection>
          </>
        )}
      </ReportBody>
    </>
  );
}

/**
 * /admin/relatorios/historico-clientes (issue 16): a customer found by CPF or name, then its whole
 * history across campaigns: the card, the points per campaign with the carry-over, and the
 * timeline of registration, consents, purchases and redemptions, by period and campaign.
 */
export function ClientHistoryPage() {
  const filters = useReportFilters(KEYS, ['search', 'clientId']);
  const chosen = Boolean(filters.values.clientId);
  return (
    <PageContainer wide>
      <PageHeader>
        <PageTitle eyebrow="Relatórios">Histórico de Clientes</PageTitle>
      </PageHeader>
      {chosen ? (
        <History filters={filters} />
      ) : (
        <div className="space-y-4">
          <search aria-label="Encontrar cliente" className="block max-w-xl">
            <SearchInput
              label="Buscar cliente"
              placeholder="CPF ou nome"
              value={filters.list.searchText}
              onChange={filters.list.setSearchText}
            />
          </search>
          <Matches filters={filters} />
        </div>
      )}
    </PageContainer>
  );
}
