import {
  can,
  formatCpf,
  isStoreScoped,
  RESCUE_LIST_STATUSES,
  RESCUE_SORT_COLUMNS,
  type Rescue,
  ROLE_LABELS,
  type Role,
  rescuesEndpoints,
} from '@mall/shared';
import { Ban, Link2, Pencil } from 'lucide-react';
import {
  type Column,
  ConfirmDialog,
  DIMMED_ROW,
  ExportButtons,
  IconButton,
  PageContainer,
  PageTitle,
  useAdminList,
  useConfirm,
} from '../../../components/admin-kit';
import { DataTable } from '../../../components/data-table';
import { useAuth } from '../../../lib/auth';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { sortOf } from '../../../lib/list-sort';
import { useCampaignOptions } from '../../../lib/resources/campaigns/get-campaign-options';
import { toast } from '../../../lib/toast';
import { useDrawnAnswer } from '../../../lib/use-drawn-answer';
import { useCancelRescue } from '../api/cancel-rescue';
import { useRescues } from '../api/get-rescues';
import { useUpdateRescueStatus } from '../api/update-rescue-status';
import { RescueFilters } from '../components/rescue-filters';
import { RescueStatusBadge } from '../components/rescue-status-badge';
import { StatusDialog } from '../components/status-dialog';
import { voucherUrl } from '../components/voucher-code';
import { VoucherDesk } from '../components/voucher-desk';

async function copyLink(code: string) {
  try {
    await navigator.clipboard.writeText(voucherUrl(code));
    toast.success('Link copiado com sucesso');
  } catch {
    toast.error('Não foi possível copiar o link');
  }
}

/** The line above the title names who looks: the concierge desk, the shopkeeper's store, or the staff. */
export function rescuesEyebrow(role: Role, storeName?: string): string {
  if (role === 'CONCIERGE') return 'Concierge';
  if (storeName) return storeName;
  return ROLE_LABELS[role];
}

/** SPEC §2 /admin/resgates: the concierge desk and the redemptions list. */
export function RescuesAdminPage() {
  const { session } = useAuth();
  const role = session?.role ?? 'CLIENTE';
  const canUpdate = can(role, 'rescues:update');
  const shopkeeper = isStoreScoped(role);
  const lockedStore =
    shopkeeper && session?.storeId ? { id: session.storeId, name: session.store?.tradeName ?? 'Minha loja' } : null;

  const list = useAdminList({ search: '', store: '', campaign: '', status: '' }, RESCUE_SORT_COLUMNS);
  const { search, store, campaign } = list.filters;
  // A status the list does not know (an old or mistyped address) filters nothing.
  const status = RESCUE_LIST_STATUSES.find((s) => s === list.filters.status);
  const editing = useConfirm<Rescue>();
  const cancelling = useConfirm<Rescue>();

  const campaigns = useCampaignOptions();

  const filters = {
    search,
    campaign,
    store: lockedStore?.id ?? store,
    status,
    ...sortOf(RESCUE_SORT_COLUMNS, list.filters),
  };
  const query = useRescues({ ...filters, page: list.page, limit: list.limit });
  const drawn = useDrawnAnswer(query);
  const updateStatus = useUpdateRescueStatus();
  const cancel = useCancelRescue();

  const columns: Column<Rescue>[] = [
    {
      key: 'client',
      sortable: true,
      header: 'Cliente',
      cell: (r) => <span className="font-medium text-ink">{r.client.name}</span>,
    },
    { key: 'cpf', header: 'CPF', className: 'whitespace-nowrap tabular-nums', cell: (r) => formatCpf(r.client.cpf) },
    {
      key: 'address',
      header: 'Endereço',
      cell: (r) => <span className="block min-w-28 text-xs">{r.client.address}</span>,
    },
    {
      key: 'prize',
      sortable: true,
      header: 'Brinde',
      cell: (r) => <span className="block min-w-28">{r.prize.name}</span>,
    },
    {
      key: 'points',
      sortable: true,
      header: 'Pontos usados',
      className: 'tabular-nums text-center',
      cell: (r) => formatNumber(r.points),
    },
    {
      key: 'date',
      sortable: true,
      header: 'Data/Hora',
      className: 'whitespace-nowrap',
      cell: (r) => {
        const [date, time] = formatDateTime(r.createdAt).split(', ');
        return (
          <>
            <span className="block">{date}</span>
            <span className="block text-xs text-muted">{time}</span>
          </>
        );
      },
    },
    {
      key: 'voucher',
      sortable: true,
      header: 'Voucher',
      cell: (r) => <span className="font-mono text-[13px] font-semibold">{r.voucher}</span>,
    },
    {
      key: 'status',
      sortable: true,
      header: 'Status',
      className: 'whitespace-nowrap',
      cell: (r) => <RescueStatusBadge status={r.status} />,
    },
    {
      key: 'actions',
      header: <span className="sr-only">Ações</span>,
      sticky: true,
      className: 'text-right',
      cell: (r) => (
        <div className="flex justify-end">
          <IconButton icon={Link2} label={`Copiar link do voucher ${r.voucher}`} onClick={() => copyLink(r.voucher)} />
          {canUpdate && (
            <>
              <IconButton
                icon={Pencil}
                label={`Editar status do voucher ${r.voucher}`}
                disabled={r.status === 'CANCELADO' || r.status === 'ENTREGUE'}
                onClick={() => editing.ask(r)}
              />
              <IconButton
                icon={Ban}
                danger
                label={`Cancelar resgate do voucher ${r.voucher}`}
                disabled={r.status !== 'SOLICITADO' && r.status !== 'APROVADO'}
                onClick={() => cancelling.ask(r)}
              />
            </>
          )}
        </div>
      ),
    },
  ];

  return (
    // The wide frame: the row, status and actions included, fits a laptop whole.
    <PageContainer wide>
      <PageTitle eyebrow={rescuesEyebrow(role, lockedStore?.name)} title="Resgates">
        Resgates
      </PageTitle>
      <VoucherDesk
        canUpdate={canUpdate}
        pending={updateStatus.isPending}
        onDeliver={(r) => updateStatus.mutate({ id: r.id, status: 'ENTREGUE' })}
      />
      <RescueFilters
        search={list.searchText}
        onSearch={list.setSearchText}
        searchPlaceholder="Cliente, CPF, brinde ou voucher"
        campaign={campaign}
        onCampaign={(v) => list.setFilters({ campaign: v })}
        campaigns={campaigns.data ?? null}
        store={{
          value: store,
          onChange: (v: string) => list.setFilters({ store: v }),
          locked: lockedStore,
        }}
        status={{ value: status ?? '', onChange: (v: string) => list.setFilters({ status: v }) }}
      />
      <div className="mb-4 flex justify-end">
        <ExportButtons endpoint={rescuesEndpoints.exportRescues} query={filters} label="Exportando resgates" />
      </div>
      <DataTable
        caption="Resgates"
        columns={columns}
        rows={drawn.data?.rescues ?? []}
        rowKey={(r) => r.id}
        total={drawn.data?.total ?? 0}
        {...list.paging}
        sort={list.sort}
        loading={drawn.isPending}
        error={drawn.isError ? 'Não foi possível carregar os dados' : undefined}
        onRetry={() => query.refetch()}
        emptyText={list.filtered ? 'Nenhum resgate encontrado com esses filtros.' : 'Nenhum resgate ainda.'}
        rowClassName={(r) => (r.status === 'CANCELADO' ? DIMMED_ROW : '')}
      />
      <StatusDialog
        rescue={editing.target}
        onClose={editing.close}
        pending={updateStatus.isPending}
        onSave={(status) =>
          editing.target && updateStatus.mutate({ id: editing.target.id, status }, { onSuccess: editing.close })
        }
      />
      <ConfirmDialog
        {...cancelling.dialog}
        title="Cancelar resgate"
        confirmLabel="Cancelar resgate"
        cancelLabel="Voltar"
        destructive
        pending={cancel.isPending}
        onConfirm={() => cancelling.target && cancel.mutate(cancelling.target.id, { onSuccess: cancelling.close })}
      >
        O resgate do voucher <strong className="font-semibold text-ink">{cancelling.target?.voucher}</strong> de{' '}
        {cancelling.target?.client.name} ficará CANCELADO. Os pontos voltam para o cliente, que poderá resgatar outro
        benefício nesta campanha.
      </ConfirmDialog>
    </PageContainer>
  );
}
