import { can, EXTRACT_SORT_COLUMNS, type Extract, extractsEndpoints, isStoreScoped } from '@mall/shared';
import { FileText, Play, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import {
  actionsColumn,
  type Column,
  ExportButtons,
  ListTable,
  PageContainer,
  PageHeader,
  PageTitle,
  RecordLink,
  RowActions,
  useAdminList,
} from '../../../components/admin-kit';
import { Button } from '../../../components/button';
import { useAuth } from '../../../lib/auth';
import { formatCurrency } from '../../../lib/format';
import { formatPercent, monthYear, signedCurrency } from '../../../lib/money-format';
import { changePeriod } from '../../../lib/period';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { extractsQuery, useExtracts } from '../api/get-extracts';
import { DeleteExtractsDialog, GenerateBillsDialog } from '../components/bulk-dialogs';
import { ExtractFilters } from '../components/extract-filters';
import { DivergenceMarker, ExtractStatusBadge } from '../components/extract-status';
import { ProcessDialog } from '../components/process-dialog';

const digitsOnly = (value: string) => (/^\d{1,4}$/.test(value) ? value : '');
const label = (e: Extract) => `${e.store.tradeName} ${monthYear(e.month, e.year)}`;

/** SPEC §2 "Extrato Financeiro" (/admin/extratos/financeiro). */
export function FinancialStatementPage() {
  const { session } = useAuth();
  const role = session?.role ?? 'CLIENTE';
  const manage = can(role, 'extracts:process');
  const canGenerate = can(role, 'bills:manage');
  const lockedStore =
    isStoreScoped(role) && session?.storeId
      ? { id: session.storeId, tradeName: session.store?.tradeName ?? 'Minha loja' }
      : null;
  const list = useAdminList({ search: '', status: '', store: '', month: '', year: '', zero: '' }, EXTRACT_SORT_COLUMNS);
  const filters = {
    ...list.filters,
    search: list.searchText,
    store: lockedStore?.id ?? list.filters.store,
    month: digitsOnly(list.filters.month),
    year: digitsOnly(list.filters.year),
  };
  const params = {
    search: list.filters.search,
    status: filters.status,
    storeId: filters.store,
    month: filters.month,
    year: filters.year,
    zero: filters.zero,
    sort: list.filters.sort,
    order: list.filters.order,
  };
  const query = useExtracts({ ...params, page: list.page, limit: list.limit });
  const rows = query.data?.data ?? [];

  // The selection is of the rows on the page: a new page or filter leaves out what it no longer shows.
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const visible = useMemo(() => new Set(rows.map((r) => r.id)), [rows]);
  useEffect(() => {
    setSelected((prev) => {
      const kept = [...prev].filter((id) => visible.has(id));
      return kept.length === prev.size ? prev : new Set(kept);
    });
  }, [visible]);
  const chosen = rows.filter((r) => selected.has(r.id));
  const allChosen = rows.length > 0 && chosen.length === rows.length;
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(allChosen ? new Set() : new Set(rows.map((r) => r.id)));
  const clear = () => setSelected(new Set());

  const phone = useMediaQuery(PHONE_QUERY);
  const [processing, setProcessing] = useState(false);
  const [deleting, setDeleting] = useState<Extract[] | null>(null);
  const [generating, setGenerating] = useState<Extract[] | null>(null);

  const selectColumn: Column<Extract> = {
    key: 'select',
    header: (
      <label className="-my-2.5 -ml-3 inline-flex size-11 cursor-pointer items-center justify-center">
        <input
          type="checkbox"
          className="size-4 accent-accent"
          aria-label="Selecionar todos os extratos da página"
          checked={allChosen}
          ref={(el) => {
            if (el) el.indeterminate = chosen.length > 0 && !allChosen;
          }}
          onChange={toggleAll}
          disabled={rows.length === 0}
        />
      </label>
    ),
    className: 'w-10',
    cell: (e) => (
      <label className="-my-2.5 -ml-3 inline-flex size-11 cursor-pointer items-center justify-center">
        <input
          type="checkbox"
          className="size-4 accent-accent"
          aria-label={`Selecionar extrato ${label(e)}`}
          checked={selected.has(e.id)}
          onChange={() => toggle(e.id)}
        />
      </label>
    ),
  };
  const columns: Column<Extract>[] = [
    ...(manage ? [selectColumn] : []),
    {
      key: 'store',
      sortable: true,
      header: 'Loja',
      className: 'min-w-40',
      cell: (e) => (
        <>
          <RecordLink to={`/admin/extratos/financeiro/${e.id}`} name={e.store.tradeName} />
          {/* On a phone the figures scroll out of view: the amount and status show here too (for the eye only). */}
          {phone && (
            <div className="mt-1 text-xs" aria-hidden="true" data-testid="summary-under-store">
              <p className="mb-1 tabular-nums">
                {monthYear(e.month, e.year)} · {formatCurrency(e.amountDue)}
              </p>
              <ExtractStatusBadge extract={e} />
              <DivergenceMarker extract={e} />
            </div>
          )}
        </>
      ),
    },
    {
      key: 'month',
      sortable: true,
      header: 'Mês/Ano',
      className: 'whitespace-nowrap tabular-nums',
      cell: (e) => monthYear(e.month, e.year),
    },
    {
      key: 'total',
      sortable: true,
      header: 'Total de vendas',
      className: 'whitespace-nowrap tabular-nums',
      cell: (e) => (
        <>
          <p>{formatCurrency(e.totalSales)}</p>
          <p className="text-xs text-muted">{e.salesCount === 1 ? '1 venda' : `${e.salesCount} vendas`}</p>
        </>
      ),
    },
    {
      key: 'fee',
      header: 'Taxa adm.',
      className: 'whitespace-nowrap tabular-nums',
      cell: (e) => formatPercent(e.fee),
    },
    {
      key: 'due',
      sortable: true,
      header: 'Valor devido',
      className: 'whitespace-nowrap tabular-nums font-medium',
      cell: (e) => (
        <>
          <p>{formatCurrency(e.amountDue)}</p>
          {e.adjustments !== 0 && (
            <p className="text-xs font-normal text-muted">inclui ajustes {signedCurrency(e.adjustments)}</p>
          )}
        </>
      ),
    },
    {
      key: 'status',
      sortable: true,
      header: 'Situação',
      className: 'min-w-36',
      cell: (e) => (
        <>
          <ExtractStatusBadge extract={e} />
          <DivergenceMarker extract={e} />
        </>
      ),
    },
    actionsColumn((e) => <RowActions noun="extrato" name={label(e)} view={`/admin/extratos/financeiro/${e.id}`} />),
  ];

  const filtered = Boolean(
    list.filters.search ||
      filters.status ||
      filters.month ||
      filters.year ||
      filters.zero ||
      (!lockedStore && filters.store),
  );
  return (
    <PageContainer wide>
      <PageHeader
        actions={
          manage && (
            <Button onClick={() => setProcessing(true)}>
              <Play aria-hidden="true" className="size-4" /> Processar extrato
            </Button>
          )
        }
      >
        <PageTitle eyebrow={lockedStore?.tradeName ?? 'Extratos'} title="Extrato Financeiro">
          Extrato Financeiro
        </PageTitle>
      </PageHeader>
      <ExtractFilters
        value={filters}
        lockedStore={lockedStore}
        onSearch={list.setSearchText}
        onStatus={(status) => list.setFilters({ status })}
        onStore={(store) => list.setFilters({ store })}
        onPeriod={(change) => list.setFilters(changePeriod(filters, change))}
        onZero={(shown) => list.setFilters({ zero: shown ? 'true' : '' })}
      />
      <div className="mb-4 flex justify-end">
        <ExportButtons
          endpoint={extractsEndpoints.exportExtracts}
          query={extractsQuery(params)}
          label="Exportando extratos"
        />
      </div>
      {manage && (
        <fieldset className="mb-4 flex flex-wrap items-center gap-3">
          <legend className="sr-only">Ações dos extratos selecionados</legend>
          <p className="text-sm text-muted" aria-live="polite">
            {chosen.length === 1 ? '1 extrato selecionado' : `${chosen.length} extratos selecionados`}
          </p>
          <Button size="sm" variant="secondary" disabled={chosen.length === 0} onClick={() => setDeleting(chosen)}>
            <Trash2 aria-hidden="true" className="size-4" /> Deletar extratos
          </Button>
          {canGenerate && (
            <Button size="sm" variant="secondary" disabled={chosen.length === 0} onClick={() => setGenerating(chosen)}>
              <FileText aria-hidden="true" className="size-4" /> Gerar boletos
            </Button>
          )}
        </fieldset>
      )}
      <ListTable
        list={{ ...list, filtered }}
        query={query}
        caption="Extratos financeiros"
        columns={columns}
        rowKey={(e) => e.id}
        emptyText={
          filters.zero ? 'Nenhum extrato processado.' : 'Nenhum extrato processado (os zerados ficam ocultos).'
        }
        emptyFilteredText={
          filters.zero
            ? 'Nenhum extrato encontrado com esses filtros.'
            : 'Nenhum extrato encontrado com esses filtros (os zerados ficam ocultos).'
        }
        footer={
          // Kept in view at the right edge while the table scrolls sideways on a phone.
          <span data-testid="total-value" className="sticky right-4 inline-block">
            Valor total:{' '}
            <strong className="tabular-nums text-ink">{formatCurrency(query.data?.totalValue ?? 0)}</strong>
          </span>
        }
      />
      {manage && (
        <>
          <ProcessDialog
            open={processing}
            onClose={() => setProcessing(false)}
            onProcessed={({ month, year }) => list.setFilters({ month: String(month), year: String(year) })}
          />
          <DeleteExtractsDialog extracts={deleting} onClose={() => setDeleting(null)} onDone={clear} />
          <GenerateBillsDialog extracts={generating} onClose={() => setGenerating(null)} onDone={clear} />
        </>
      )}
    </PageContainer>
  );
}
