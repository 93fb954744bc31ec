import { BILL_SORT_COLUMNS, type Bill, billsEndpoints, can, isStoreScoped } from '@mall/shared';
import { Download, Eye, FileText, Mail } from 'lucide-react';
import { useState } from 'react';
import {
  actionsColumn,
  type Column,
  ExportButtons,
  IconButton,
  IconLink,
  ListTable,
  PageContainer,
  PageTitle,
  useAdminList,
} from '../../../components/admin-kit';
import { CardFact } from '../../../components/data-table';
import { useAuth } from '../../../lib/auth';
import { formatCurrency, formatDate, formatDateTime } from '../../../lib/format';
import { formatPercent, monthYear } from '../../../lib/money-format';
import { changePeriod } from '../../../lib/period';
import { downloadBillPdf } from '../api/download-bill-pdf';
import { billsQuery, useBills } from '../api/get-bills';
import { useSendBill } from '../api/send-bill';
import { BillDialog } from '../components/bill-dialog';
import { BillFilters } from '../components/bill-filters';
import { BillStatusBadge, billActions } from '../components/bill-status';
import { SendMonthBills } from '../components/send-month-bills';

const digitsOnly = (value: string) => (/^\d{1,4}$/.test(value) ? value : '');
const label = (b: Bill) => `${b.store.tradeName} ${monthYear(b.month, b.year)}`;

async function download(bill: Bill) {
  if (!bill.id) return;
  try {
    await downloadBillPdf(bill.id);
  } catch {
    // The download client toasts the server's message.
  }
}

/** SPEC §2 bills (/admin/lojas/boletos): one row per processed statement; a store owner sees its own. */
export function BillsPage() {
  const { session } = useAuth();
  const role = session?.role ?? 'CLIENTE';
  const manage = can(role, 'bills:manage');
  const storeName = isStoreScoped(role) ? session?.store?.tradeName : undefined;
  const list = useAdminList({ search: '', status: '', month: '', year: '', zero: '' }, BILL_SORT_COLUMNS);
  const period = { month: digitsOnly(list.filters.month), year: digitsOnly(list.filters.year) };
  const query = useBills({ ...list.filters, ...period, page: list.page, limit: list.limit });
  const send = useSendBill();
  const [openId, setOpenId] = useState<string | null>(null);
  const opened = query.data?.data.find((b) => b.id !== null && b.id === openId) ?? null;

  const status = (b: Bill) => (
    <>
      <BillStatusBadge bill={b} />
      {b.sentAt && <p className="mt-1 text-xs text-muted">Enviado em {formatDateTime(b.sentAt)}</p>}
    </>
  );
  const actions = (b: Bill) =>
    b.id === null ? (
      <div className="flex justify-end">
        <IconLink icon={FileText} label={`Ver extrato ${label(b)}`} to={`/admin/extratos/financeiro/${b.extractId}`} />
      </div>
    ) : (
      <div className="flex justify-end">
        <IconButton icon={Eye} label={`Ver boleto ${label(b)}`} onClick={() => setOpenId(b.id)} />
        <IconButton icon={Download} label={`Baixar PDF do boleto ${label(b)}`} onClick={() => download(b)} />
        {manage && (
          <IconButton
            icon={Mail}
            label={`Enviar por email o boleto ${label(b)}`}
            disabled={!billActions(b).send || send.isPending}
            onClick={() => b.id && send.mutate(b.id)}
          />
        )}
      </div>
    );

  const columns: Column<Bill>[] = [
    {
      key: 'store',
      sortable: true,
      header: 'Loja',
      className: 'min-w-40',
      cell: (b) => <span className="font-medium text-ink">{b.store.tradeName}</span>,
    },
    {
      key: 'month',
      sortable: true,
      header: 'Mês',
      className: 'whitespace-nowrap tabular-nums',
      cell: (b) => monthYear(b.month, b.year),
    },
    {
      key: 'amount',
      sortable: true,
      header: 'Valor',
      className: 'whitespace-nowrap tabular-nums font-medium',
      cell: (b) => formatCurrency(b.amountDue),
    },
    { key: 'fee', header: 'Taxa', className: 'whitespace-nowrap tabular-nums', cell: (b) => formatPercent(b.adminFee) },
    {
      key: 'due',
      sortable: true,
      header: 'Vencimento',
      className: 'whitespace-nowrap',
      cell: (b) => formatDate(b.dueDate),
    },
    {
      key: 'paid',
      sortable: true,
      header: 'Pagamento',
      className: 'whitespace-nowrap',
      cell: (b) => formatDate(b.paidAt),
    },
    {
      key: 'error',
      header: 'Erro',
      className: 'min-w-28 max-w-48 text-xs [overflow-wrap:anywhere]',
      cell: (b) => (b.errorMessage ? <span className="text-danger">{b.errorMessage}</span> : '—'),
    },
    { key: 'status', sortable: true, header: 'Situação', className: 'min-w-32', cell: (b) => status(b) },
    actionsColumn(actions),
  ];

  // On a phone each bill is a card: the whole bill in view, its actions beneath it, nothing
  // scrolling under the pinned icons (issue 41, point 11).
  const card = (b: Bill) => (
    <div className="space-y-3">
      <p className="font-medium text-ink">{b.store.tradeName}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <CardFact label="Mês">{monthYear(b.month, b.year)}</CardFact>
        <CardFact label="Valor">{formatCurrency(b.amountDue)}</CardFact>
        <CardFact label="Vencimento">{formatDate(b.dueDate)}</CardFact>
        <CardFact label="Pagamento">{formatDate(b.paidAt)}</CardFact>
        <CardFact label="Taxa">{formatPercent(b.adminFee)}</CardFact>
        <CardFact label="Situação">{status(b)}</CardFact>
        {b.errorMessage && (
          <div className="col-span-2 [overflow-wrap:anywhere]">
            <CardFact label="Erro">
              <span className="text-danger">{b.errorMessage}</span>
            </CardFact>
          </div>
        )}
      </dl>
      {actions(b)}
    </div>
  );

  return (
    <PageContainer wide>
      <PageTitle eyebrow={storeName ?? 'Lojas'} title="Boletos">
        Boletos
      </PageTitle>
      <BillFilters
        value={{ ...list.filters, ...period, search: list.searchText }}
        onSearch={list.setSearchText}
        onStatus={(status) => list.setFilters({ status })}
        onPeriod={(change) => list.setFilters(changePeriod(period, change))}
        onZero={(shown) => list.setFilters({ zero: shown ? 'true' : '' })}
      />
      {manage && <SendMonthBills month={period.month} year={period.year} />}
      <div className="mb-4 flex justify-end">
        <ExportButtons
          endpoint={billsEndpoints.exportBills}
          query={billsQuery({ ...list.filters, ...period })}
          label="Exportando boletos"
        />
      </div>
      <ListTable
        list={list}
        query={query}
        caption="Boletos"
        columns={columns}
        rowKey={(b) => b.id ?? b.extractId}
        card={card}
        emptyText="Nenhum extrato processado ainda: os boletos saem dos extratos financeiros."
        emptyFilteredText={
          list.filters.zero
            ? 'Nenhum boleto encontrado com esses filtros.'
            : 'Nenhum boleto encontrado com esses filtros (os extratos zerados ficam ocultos).'
        }
      />
      <BillDialog bill={opened} onClose={() => setOpenId(null)} manage={manage} onDownload={download} />
    </PageContainer>
  );
}
