import { formatCpf, type Rescue } from '@mall/shared';
import { Ticket } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { CardFact, type Column, DataTable } from '../../../components/data-table';
import { IconLink } from '../../../components/icon-action';
import { PageHeader } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { keepVouchersOffline } from '../../../lib/offline-vouchers/keep';
import { useCampaignOptions } from '../../../lib/resources/campaigns/get-campaign-options';
import { useDrawnAnswer } from '../../../lib/use-drawn-answer';
import { useListSearch, useListState } from '../../../lib/use-list-state';
import { useMyRescues } from '../api/get-my-rescues';
import { RescueFilters } from '../components/rescue-filters';
import { RescueStatusBadge } from '../components/rescue-status-badge';

/** SPEC §2 /meus-resgates: the customer's redemptions and their vouchers. */
export function MyRescuesPage() {
  const list = useListState({ search: '', campaign: '' });
  const [searchInput, setSearchInput] = useListSearch(list.filters.search, (text) => list.setFilters({ search: text }));
  const { search, campaign } = list.filters;
  const query = useMyRescues({ page: list.page, limit: list.limit, search, campaign });
  const drawn = useDrawnAnswer(query);
  // The campaign filter shows once the customer has any redemption: "Todas" and its campaigns.
  const any = useMyRescues({ page: 1, limit: 1, search: '', campaign: '' });
  const options = useCampaignOptions();
  const campaigns = any.data && any.data.total > 0 ? (options.data ?? null) : null;

  // The vouchers still to collect are kept on this phone for the basement, with the voucher page.
  const open = (drawn.data?.rescues ?? [])
    .filter((r) => r.status === 'SOLICITADO' || r.status === 'APROVADO')
    .map((r) => r.voucher)
    .join(' ');
  useEffect(() => {
    if (open) keepVouchersOffline(open.split(' '), () => import('./voucher-page'));
  }, [open]);

  const voucherPath = (r: Rescue) => `/cliente/voucher?code=${encodeURIComponent(r.voucher)}`;
  const columns: Column<Rescue>[] = [
    { key: 'prize', header: 'Brinde', cell: (r) => <span className="font-medium text-ink">{r.prize.name}</span> },
    { key: 'cpf', header: 'CPF', className: 'whitespace-nowrap tabular-nums', cell: (r) => formatCpf(r.client.cpf) },
    { key: 'points', header: 'Pontos', className: 'tabular-nums', cell: (r) => formatNumber(r.points) },
    { key: 'date', header: 'Data', className: 'whitespace-nowrap', cell: (r) => formatDateTime(r.createdAt) },
    {
      key: 'voucher',
      header: 'Voucher',
      cell: (r) => <span className="font-mono font-semibold tracking-wider">{r.voucher}</span>,
    },
    { key: 'status', header: 'Status', cell: (r) => <RescueStatusBadge status={r.status} /> },
    {
      key: 'open',
      header: <span className="sr-only">Voucher</span>,
      className: 'text-right',
      cell: (r) => <IconLink icon={Ticket} label={`Abrir voucher ${r.voucher}`} to={voucherPath(r)} />,
    },
  ];

  // On a phone, a redemption reads as a card with its voucher code in full view.
  const card = (r: Rescue) => (
    <>
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-medium text-ink">{r.prize.name}</p>
        <RescueStatusBadge status={r.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <CardFact label="Voucher">
          <span className="font-mono font-semibold tracking-wider">{r.voucher}</span>
        </CardFact>
        <CardFact label="Pontos">
          <span className="tabular-nums">{formatNumber(r.points)}</span>
        </CardFact>
        <CardFact label="Data">{formatDateTime(r.createdAt)}</CardFact>
        <CardFact label="CPF">
          <span className="tabular-nums">{formatCpf(r.client.cpf)}</span>
        </CardFact>
      </dl>
      <Link to={voucherPath(r)} className={buttonClass('secondary', 'sm', 'mt-3')}>
        <Ticket aria-hidden="true" className="size-4" /> Abrir voucher
      </Link>
    </>
  );

  return (
    <section className="mx-auto w-full max-w-6xl px-5 py-10 sm:px-8 sm:py-12">
      <PageHeader
        actions={
          <Link to="/cliente/brindes" className={buttonClass('secondary')}>
            Ver benefícios
          </Link>
        }
      >
        <PageTitle eyebrow="Área do cliente" title="Meus resgates">
          Meus resgates
        </PageTitle>
      </PageHeader>
      <RescueFilters
        search={searchInput}
        onSearch={setSearchInput}
        searchPlaceholder="Brinde ou voucher"
        campaign={campaign}
        onCampaign={(v) => list.setFilters({ campaign: v })}
        campaigns={campaigns}
      />
      <DataTable
        caption="Meus resgates"
        columns={columns}
        rows={drawn.data?.rescues ?? []}
        rowKey={(r) => r.id}
        card={card}
        total={drawn.data?.total ?? 0}
        {...list.paging}
        loading={drawn.isPending}
        error={drawn.isError ? 'Não foi possível carregar os dados' : undefined}
        onRetry={() => query.refetch()}
        emptyText={
          search || campaign ? 'Nenhum resgate encontrado com esses filtros.' : 'Você ainda não resgatou benefícios.'
        }
      />
    </section>
  );
}
