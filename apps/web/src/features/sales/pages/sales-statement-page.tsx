import {
  can,
  isIsoDate,
  isStoreScoped,
  MESSAGES,
  SALE_SORT_COLUMNS,
  SALE_STATUSES,
  type Sale,
  type SaleStatus,
  salesEndpoints,
} from '@mall/shared';
import { Info, Keyboard } from 'lucide-react';
import {
  ExportButtons,
  ListTable,
  PageContainer,
  PageTitle,
  useAdminList,
  useConfirm,
} from '../../../components/admin-kit';
import { useAuth } from '../../../lib/auth';
import { sortOf } from '../../../lib/list-sort';
import { changePeriod } from '../../../lib/period';
import { useDrawnAnswer } from '../../../lib/use-drawn-answer';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useSales } from '../api/get-sales';
import { BulkApproveBar, type BulkSelection, useBulkSelection } from '../components/bulk-approval';
import { QueueFilters } from '../components/queue-filters';
import { ApproveSaleDialog, RejectSaleDialog } from '../components/review-dialogs';
import { useNow } from '../components/review-markers';
import { queueParams } from '../components/review-model';
import { ReviewPanel } from '../components/review-panel';
import { statementColumns } from '../components/statement-columns';
import { type StatementFilters, StatementFiltersBar } from '../components/statement-filters';
import { useReviewQueue } from '../components/use-review-queue';

const NOTE_ID = 'shopkeeper-actions-note';
const KEYS_ID = 'review-keys-hint';
/** From here the review panel sits beside the list; below, it opens over it. */
export const SIDE_PANEL_QUERY = '(min-width: 1024px)';

/** A status from the address, or all of them when it names none. */
const statusFilter = (value: string): SaleStatus | 'all' =>
  (SALE_STATUSES as readonly string[]).includes(value) ? (value as SaleStatus) : 'all';
const digitsOnly = (value: string) => (/^\d{1,4}$/.test(value) ? value : '');

function KeysHint() {
  return (
    <p id={KEYS_ID} className="hidden items-center gap-2 text-xs text-muted sm:flex">
      <Keyboard aria-hidden="true" className="size-4" />
      <span aria-hidden="true">Atalhos: j/k navegar · a aprovar · r rejeitar</span>
      <span className="sr-only">
        Atalhos de teclado na lista: J seleciona a próxima compra e K a anterior, Enter abre a revisão, A aprova, R
        rejeita e Esc fecha o painel de revisão.
      </span>
    </p>
  );
}

/**
 * SPEC §2 "Extrato de Pontuação" (/admin/extratos/pontuacao). For reviewers it is also the
 * review queue (issue 17): checks, deadlines and contests per row, a review panel, keyboard
 * shortcuts and bulk approval. A store owner reads its store's statement, as before.
 */
export function SalesStatementPage() {
  const { session } = useAuth();
  const role = session?.role ?? 'CLIENTE';
  const shopkeeper = isStoreScoped(role);
  const canReview = can(role, 'sales:review');
  const lockedStore =
    shopkeeper && session?.storeId
      ? { id: session.storeId, tradeName: session.store?.tradeName ?? 'Minha loja' }
      : null;
  const list = useAdminList(
    {
      search: '',
      status: 'all',
      store: '',
      month: '',
      year: '',
      day: '',
      checks: '',
      contested: '',
      late: '',
      signals: '',
      sort: 'newest',
    },
    SALE_SORT_COLUMNS,
  );
  const filters: StatementFilters = {
    search: list.searchText,
    status: statusFilter(list.filters.status),
    store: lockedStore?.id ?? list.filters.store,
    month: digitsOnly(list.filters.month),
    year: digitsOnly(list.filters.year),
    day: isIsoDate(list.filters.day) ? list.filters.day : '',
  };
  // The queue's filters are the reviewers'; a store owner's statement ignores them in the address.
  const queue = canReview ? queueParams(list.filters) : null;
  const search = list.filters.search;
  // A column's sort (the queue's order keeps it too); the queue's own order for reviewers.
  const params = {
    ...filters,
    ...sortOf(SALE_SORT_COLUMNS, list.filters),
    ...queue,
    search,
    page: list.page,
    limit: list.limit,
  };
  const query = useSales(params);
  // The queue's selection and focus follow the rows the table shows, drawn after the answer.
  const drawn = useDrawnAnswer(query);
  const rows = drawn.data?.data ?? [];

  const approving = useConfirm<Sale>();
  const rejecting = useConfirm<Sale>();
  const phone = useMediaQuery(PHONE_QUERY);
  const side = useMediaQuery(SIDE_PANEL_QUERY);
  const now = useNow();
  const selection: BulkSelection = useBulkSelection(rows);
  const review = useReviewQueue({
    rows,
    enabled: canReview,
    resetKey: JSON.stringify(params),
    stale: query.isPlaceholderData,
    side,
    busy: approving.target !== null || rejecting.target !== null,
    now,
    onApprove: approving.ask,
    onReject: rejecting.ask,
  });

  const columns = statementColumns({
    phone,
    permissions: { shopkeeper, canReview },
    noteId: shopkeeper ? NOTE_ID : undefined,
    onApprove: approving.ask,
    onReject: rejecting.ask,
    review: canReview
      ? {
          selection,
          now,
          rowButton: review.rowButton,
          onOpen: review.open,
          openId: review.panelOpen ? (review.selected?.id ?? null) : null,
          side,
        }
      : null,
  });

  // A store owner's store is not a filter of theirs, nor a malformed month or year.
  const filtered = Boolean(
    search ||
      filters.status !== 'all' ||
      filters.month ||
      filters.year ||
      filters.day ||
      (!shopkeeper && filters.store) ||
      queue?.checks ||
      queue?.contested ||
      queue?.late ||
      queue?.signals,
  );
  const sidePanel = canReview && side && review.panelOpen;
  return (
    <PageContainer wide>
      <PageTitle eyebrow="Extratos" title="Extrato de Pontuação">
        Extrato de Pontuação
      </PageTitle>
      <StatementFiltersBar
        value={filters}
        lockedStore={lockedStore}
        onSearch={list.setSearchText}
        onStatus={(v) => list.setFilters({ status: v })}
        onStore={(v) => list.setFilters({ store: v })}
        // A month or a year chosen replaces the day a link opened the list on.
        onPeriod={(change) => list.setFilters({ ...changePeriod(filters, change), day: '' })}
        onClearDay={() => list.setFilters({ day: '' })}
      >
        {queue && <QueueFilters value={queue} onChange={list.setFilters} />}
      </StatementFiltersBar>
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
      <div className={sidePanel ? 'grid grid-cols-[minmax(0,1fr)_26rem] items-start gap-6' : undefined}>
        <div className="min-w-0 space-y-4">
          {canReview && (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <BulkApproveBar selection={selection} />
              <KeysHint />
            </div>
          )}
          <div className="flex justify-end">
            <ExportButtons endpoint={salesEndpoints.exportSales} query={params} label="Exportando vendas" />
          </div>
          <ListTable
            list={{ ...list, filtered }}
            query={drawn}
            caption="Vendas"
            columns={columns}
            rowKey={(s) => s.id}
            rowClassName={canReview ? review.rowClassName : undefined}
            emptyText="Nenhuma venda registrada."
            emptyFilteredText="Nenhuma venda encontrada com esses filtros."
          />
          {canReview && (
            <p className="sr-only" aria-live="polite" data-testid="review-announcer">
              {review.announcement}
            </p>
          )}
        </div>
        {canReview && (
          <ReviewPanel
            sale={review.panelOpen ? review.selected : null}
            side={side}
            now={now}
            canReview={canReview}
            onApprove={approving.ask}
            onReject={rejecting.ask}
            onClose={review.close}
            headingRef={review.headingRef}
          />
        )}
      </div>
      <ApproveSaleDialog sale={approving.target} onClose={approving.close} />
      <RejectSaleDialog sale={rejecting.target} onClose={rejecting.close} />
    </PageContainer>
  );
}
