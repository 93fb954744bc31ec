import { clientSaleStatusLabel, clientSaleStatusTone, formatCnpjMask, type Sale } from '@mall/shared';
import { Image } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { buttonClass } from '../../../components/button-styles';
import { CardFact, type Column, DataTable } from '../../../components/data-table';
import { FileViewerModal } from '../../../components/file-viewer-modal';
import { IconButton } from '../../../components/icon-action';
import { PageHeader } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';
import { focusWhenDrawn } from '../../../lib/focus-when-drawn';
import { formatCurrency, formatDate, formatNumber } from '../../../lib/format';
import { useActiveCampaign } from '../../../lib/resources/campaigns/get-active-campaign';
import { useDrawnAnswer } from '../../../lib/use-drawn-answer';
import { useListState } from '../../../lib/use-list-state';
import { useMySales } from '../api/get-my-sales';
import { ContestPurchaseDialog } from '../components/contest-purchase-dialog';
import { canContest } from '../components/my-purchase-texts';
import { emptyMySalesFilters, type MySalesFilters, MySalesFiltersBar } from '../components/my-sales-filters';
import { pointsText } from '../components/points-cell';
import { ContestButton, contestedTarget, PointsExplanation, PurchaseNotes } from '../components/purchase-notes';

/** SPEC §2 /meus-pontos ("MEUS PONTOS"): the customer's purchases and their points. */
export function MyPointsPage() {
  const list = useListState<MySalesFilters>(emptyMySalesFilters);
  const { filters } = list;
  const [viewing, setViewing] = useState<string | null>(null);
  const [contesting, setContesting] = useState<Sale | null>(null);
  const campaign = useActiveCampaign();
  const query = useMySales({ page: list.page, limit: list.limit, ...filters });
  const drawn = useDrawnAnswer(query);
  // The customer reads only the running campaign: another campaign's rate is not known here.
  const rateOf = (s: Sale) =>
    campaign.data && campaign.data.id === s.campaignId ? campaign.data.conversionRate : null;

  const badge = (s: Sale) => <Badge tone={clientSaleStatusTone(s.status)}>{clientSaleStatusLabel(s.status)}</Badge>;
  const status = (s: Sale) => (
    <div className="min-w-36">
      {badge(s)}
      <PurchaseNotes sale={s} />
      <ContestButton sale={s} onContest={setContesting} />
    </div>
  );
  const points = (s: Sale) => (
    <span className={s.points === null ? 'text-muted' : 'font-semibold'}>{pointsText(s.points)}</span>
  );
  const columns: Column<Sale>[] = [
    { key: 'client', header: 'Cliente', cell: (s) => s.client.name },
    { key: 'store', header: 'Loja', cell: (s) => s.store.tradeName },
    {
      key: 'cnpj',
      header: 'CNPJ',
      className: 'whitespace-nowrap',
      cell: (s) => formatCnpjMask(s.store.cnpj),
    },
    {
      key: 'amount',
      header: 'Valor Total',
      className: 'whitespace-nowrap tabular-nums',
      cell: (s) => formatCurrency(s.netValue),
    },
    { key: 'saleDate', header: 'Data da Venda', cell: (s) => formatDate(s.saleDate) },
    { key: 'createdAt', header: 'Data do Lançamento', cell: (s) => formatDate(s.createdAt) },
    { key: 'points', header: 'Pts.', className: 'whitespace-nowrap', cell: points },
    { key: 'status', header: 'Situação', cell: status },
    {
      key: 'how',
      header: 'Cálculo',
      cell: (s) => <PointsExplanation sale={s} conversionRate={rateOf(s)} />,
    },
    {
      key: 'photo',
      header: 'Foto',
      cell: (s) =>
        s.fileUrl ? (
          <IconButton icon={Image} label="Ver foto do comprovante" onClick={() => setViewing(s.fileUrl)} />
        ) : (
          <span className="text-muted">—</span>
        ),
    },
  ];

  // On a phone, a purchase reads as a card: the whole of it in view, without scrolling sideways.
  const card = (s: Sale) => (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-ink">{s.store.tradeName}</p>
          <p className="text-xs text-muted tabular-nums">CNPJ {formatCnpjMask(s.store.cnpj)}</p>
        </div>
        {badge(s)}
      </div>
      <PurchaseNotes sale={s} />
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <CardFact label="Valor Total">
          <span className="tabular-nums">{formatCurrency(s.netValue)}</span>
        </CardFact>
        <CardFact label="Pts.">{points(s)}</CardFact>
        <CardFact label="Data da Venda">{formatDate(s.saleDate)}</CardFact>
        <CardFact label="Data do Lançamento">{formatDate(s.createdAt)}</CardFact>
      </dl>
      {(s.fileUrl || canContest(s)) && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {s.fileUrl && (
            <button type="button" onClick={() => setViewing(s.fileUrl)} className={buttonClass('secondary', 'sm')}>
              <Image aria-hidden="true" className="size-4" /> Ver foto do comprovante
            </button>
          )}
          <ContestButton sale={s} onContest={setContesting} className="" />
        </div>
      )}
      <div className="mt-3 border-t border-line pt-3">
        <PointsExplanation sale={s} conversionRate={rateOf(s)} width="w-full" />
      </div>
    </>
  );

  const data = drawn.data;
  return (
    <section className="mx-auto w-full max-w-6xl px-5 py-10 sm:px-8 sm:py-12">
      <PageHeader
        actions={
          <Link to="/registrar-pontos" className={buttonClass('primary')}>
            Registrar pontos
          </Link>
        }
      >
        <PageTitle eyebrow="Área do cliente" title="Meus pontos">
          MEUS PONTOS
        </PageTitle>
      </PageHeader>
      <MySalesFiltersBar value={filters} campaigns={campaign.data ? [campaign.data] : []} onChange={list.setFilters} />
      <DataTable
        caption="Minhas compras"
        columns={columns}
        rows={data?.sales ?? []}
        rowKey={(s) => s.id}
        total={data?.total ?? 0}
        {...list.paging}
        loading={drawn.isPending}
        error={drawn.isError ? 'Não foi possível carregar os dados' : undefined}
        onRetry={() => query.refetch()}
        emptyText={
          filters.search || filters.startDate || filters.endDate || filters.campaignId
            ? 'Nenhuma compra encontrada com esses filtros.'
            : 'Você ainda não registrou compras.'
        }
        card={card}
        footer={
          <>
            Total de pontos:{' '}
            <strong className="font-semibold text-accent-strong" data-testid="total-points">
              {formatNumber(data?.totalPoints ?? 0)}
            </strong>
          </>
        }
      />
      <FileViewerModal url={viewing} onClose={() => setViewing(null)} title="Foto do comprovante" />
      <ContestPurchaseDialog
        sale={contesting}
        onClose={() => setContesting(null)}
        onContested={(sale) => {
          setContesting(null);
          // The list is read again (the button is gone): focus goes to the purchase's "Contestada em",
          // once the dialog has closed and let it go and the new rows are drawn.
          focusWhenDrawn(contestedTarget(sale.id));
        }}
      />
    </section>
  );
}
