import {
  can,
  formatCpf,
  isStoreScoped,
  MESSAGES,
  SALE_STATUSES,
  type Sale,
  type SaleStatus,
  saleStatusLabel,
  saleStatusTone,
} from '@mall/shared';
import { Info } from 'lucide-react';
import {
  type Column,
  ListTable,
  PageContainer,
  PageTitle,
  useAdminList,
  useConfirm,
} from '../../../components/admin-kit';
import { Badge } from '../../../components/badge';
import { useAuth } from '../../../lib/auth';
import { formatCurrency, formatDate, formatNumber } from '../../../lib/format';
import { changePeriod } from '../../../lib/period';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useSales } from '../api/get-sales';
import { ApproveSaleDialog, RejectSaleDialog } from '../components/review-dialogs';
import { SaleRowActions } from '../components/sale-row-actions';
import { type StatementFilters, StatementFiltersBar } from '../components/statement-filters';

const NOTE_ID = 'shopkeeper-actions-note';

/** A status from the address, or all of them when it names none. */
const statusFilter = (value: string): SaleStatus | 'all' =>
  (SALE_STATUSES as readonly string[]).includes(value) ? (value as SaleStatus) : 'all';
const digitsOnly = (value: string) => (/^\d{1,4}$/.test(value) ? value : '');

/** SPEC §2 "Extrato de Pontuação" (/admin/extratos/pontuacao). */
export function SalesStatementPage() {
  const { session } = useAuth();
  const role = session?.role ?? 'CLIENTE';
  const shopkeeper = isStoreScoped(role);
  const lockedStore =
    shopkeeper && session?.storeId
      ? { id: session.storeId, tradeName: session.store?.tradeName ?? 'Minha loja' }
      : null;
  const list = useAdminList({ search: '', status: 'all', store: '', month: '', year: '' });
  const filters: StatementFilters = {
    ...list.filters,
    search: list.searchText,
    status: statusFilter(list.filters.status),
    store: lockedStore?.id ?? list.filters.store,
    month: digitsOnly(list.filters.month),
    year: digitsOnly(list.filters.year),
  };
  const approving = useConfirm<Sale>();
  const rejecting = useConfirm<Sale>();
  const search = list.filters.search;
  const query = useSales({ ...filters, search, page: list.page, limit: list.limit });

  const update = (next: Partial<StatementFilters>) => list.setFilters(next);
  const permissions = { shopkeeper, canReview: can(role, 'sales:review') };
  const phone = useMediaQuery(PHONE_QUERY);
  const statusBadge = (s: Sale) => <Badge tone={saleStatusTone(s.status)}>{saleStatusLabel(s.status)}</Badge>;

  const columns: Column<Sale>[] = [
    {
      key: 'client',
      header: 'Cliente',
      cell: (s) => (
        <div className="min-w-36">
          <p className="font-medium text-ink">{s.client.name}</p>
          <p className="text-xs text-muted tabular-nums">{formatCpf(s.client.cpf)}</p>
          {/* On a phone the status column scrolls out of view: the status shows here too (for the eye only). */}
          {phone && (
            <div className="mt-1" aria-hidden="true" data-testid="status-under-client">
              {statusBadge(s)}
            </div>
          )}
        </div>
      ),
    },
    { key: 'store', header: 'Loja', className: 'min-w-32', cell: (s) => s.store.tradeName },
    {
      key: 'invoice',
      header: 'Nota fiscal',
      // A long invoice or order number wraps anywhere rather than widening the row past the page.
      className: 'min-w-24 max-w-40 [overflow-wrap:anywhere]',
      cell: (s) => s.invoiceNumber ?? <span className="text-muted">{s.type === 'photo' ? 'Foto' : '—'}</span>,
    },
    {
      key: 'value',
      header: 'Valor',
      className: 'whitespace-nowrap tabular-nums',
      cell: (s) => formatCurrency(s.netValue),
    },
    {
      // Both dates in one column, so the whole row, status and actions included, fits a desktop.
      key: 'dates',
      header: 'Data da venda',
      className: 'whitespace-nowrap',
      cell: (s) => (
        <>
          <p>{formatDate(s.saleDate)}</p>
          <p className="text-xs text-muted">Lançamento {formatDate(s.createdAt)}</p>
        </>
      ),
    },
    {
      key: 'points',
      header: 'Pontos',
      // "Não pontuado" may wrap: the column stays narrow enough for the row to fit a desktop.
      className: 'min-w-24',
      cell: (s) => (s.points === null ? <span className="text-muted">Não pontuado</span> : formatNumber(s.points)),
    },
    {
      key: 'status',
      header: 'Situação',
      className: 'whitespace-nowrap',
      cell: statusBadge,
    },
    {
      key: 'actions',
      header: <span className="sr-only">Ações</span>,
      sticky: true,
      className: 'text-right',
      cell: (s) => (
        <SaleRowActions
          sale={s}
          permissions={permissions}
          onApprove={approving.ask}
          onReject={rejecting.ask}
          noteId={shopkeeper ? NOTE_ID : undefined}
        />
      ),
    },
  ];

  // A store owner's store is not a filter of theirs, nor a malformed month or year.
  const filtered = Boolean(
    search || filters.status !== 'all' || filters.month || filters.year || (!shopkeeper && filters.store),
  );
  return (
    <PageContainer wide>
      <PageTitle eyebrow="Extratos" title="Extrato de Pontuação">
        Extrato de Pontuação
      </PageTitle>
      <StatementFiltersBar
        value={filters}
        lockedStore={lockedStore}
        onSearch={list.setSearchText}
        onStatus={(v) => update({ status: v })}
        onStore={(v) => update({ store: v })}
        onPeriod={(change) => update(changePeriod(filters, change))}
      />
      {shopkeeper && (
        <p
          id={NOTE_ID}
          className="mb-4 flex items-start gap-2 rounded-xl bg-sand/70 px-4 py-3 text-sm text-muted"
          data-testid="shopkeeper-note"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold text-ink">{MESSAGES.notForShopkeepers}</strong>: aprovar, cancelar e
            visualizar vendas ficam com a administração do shopping.
          </span>
        </p>
      )}
      <ListTable
        list={{ ...list, filtered }}
        query={query}
        caption="Vendas"
        columns={columns}
        rowKey={(s) => s.id}
        emptyText="Nenhuma venda registrada."
        emptyFilteredText="Nenhuma venda encontrada com esses filtros."
      />
      <ApproveSaleDialog sale={approving.target} onClose={approving.close} />
      <RejectSaleDialog sale={rejecting.target} onClose={rejecting.close} />
    </PageContainer>
  );
}
