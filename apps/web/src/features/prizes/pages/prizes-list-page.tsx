import type { Prize } from '@mall/shared';
import { PRIZE_SORT_COLUMNS, PRIZE_TYPE_LABELS } from '@mall/shared';
import { ImageOff, Plus, Star } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import {
  type Column,
  inputClass,
  ListSearch,
  ListTable,
  PageContainer,
  PageHeader,
  PageTitle,
  useAdminList,
  useConfirm,
} from '../../../components/admin-kit';
import { buttonClass } from '../../../components/button-styles';
import { ResponsiveImg } from '../../../components/responsive-img';
import { formatNumber } from '../../../lib/format';
import { useCampaignChoices } from '../api/get-campaign-choices';
import { usePrizes } from '../api/get-prizes';
import { DeletePrizeDialog } from '../components/delete-prize-dialog';
import { PrizeActiveSwitch, PrizeRowActions } from '../components/prize-row-actions';
import { stockText } from '../components/prize-status';

export function PrizesListPage() {
  const filterId = useId();
  const list = useAdminList({ search: '', campaignId: '' }, PRIZE_SORT_COLUMNS);
  const { campaignId } = list.filters;
  const query = usePrizes(list.params);
  const campaigns = useCampaignChoices();
  const deleting = useConfirm<Prize>();

  const columns: Column<Prize>[] = [
    {
      key: 'prize',
      sortable: true,
      header: 'Brinde',
      className: 'min-w-64',
      cell: (p) => (
        <div className="flex items-center gap-3">
          <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-sand">
            {p.imageUrl ? (
              <ResponsiveImg
                src={p.imageUrl}
                image={p.image}
                sizes="48px"
                aspect={{ width: 1, height: 1 }}
                alt=""
                className="size-full object-cover"
              />
            ) : (
              <ImageOff aria-hidden="true" className="size-4 text-muted" />
            )}
          </div>
          <div className="min-w-0">
            <Link
              to={`/admin/brindes/${p.id}`}
              className="font-medium text-ink hover:text-accent-strong hover:underline"
            >
              {p.name}
            </Link>
            <p className="flex items-center gap-1 text-xs text-muted">
              {PRIZE_TYPE_LABELS[p.type]}
              {p.featured && (
                <>
                  {' · '}
                  <Star aria-hidden="true" className="size-3 fill-accent text-accent" /> Destaque
                </>
              )}
            </p>
          </div>
        </div>
      ),
    },
    { key: 'points', sortable: true, header: 'Pontos', cell: (p) => formatNumber(p.points) },
    { key: 'store', sortable: true, header: 'Loja', className: 'min-w-36', cell: (p) => p.store?.tradeName ?? '—' },
    {
      key: 'campaign',
      sortable: true,
      header: 'Campanha',
      className: 'min-w-36',
      cell: (p) => p.campaign?.name ?? '—',
    },
    { key: 'stock', sortable: true, header: 'Estoque', cell: (p) => stockText(p) },
    { key: 'status', sortable: true, header: 'Status', cell: (p) => <PrizeActiveSwitch prize={p} /> },
    {
      key: 'actions',
      header: <span className="sr-only">Ações</span>,
      sticky: true,
      className: 'text-right',
      cell: (p) => <PrizeRowActions prize={p} onDelete={deleting.ask} />,
    },
  ];

  return (
    <PageContainer>
      <PageHeader
        actions={
          <Link to="/admin/brindes/cadastrar" className={buttonClass('primary')}>
            <Plus aria-hidden="true" className="size-4" /> Cadastrar brinde
          </Link>
        }
      >
        <PageTitle eyebrow="Programa">Brindes</PageTitle>
      </PageHeader>
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:max-w-3xl">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={filterId} className="text-sm font-medium text-ink">
            Campanha
          </label>
          <select
            id={filterId}
            value={campaignId}
            onChange={(e) => list.setFilters({ campaignId: e.target.value })}
            className={inputClass}
          >
            <option value="">Todas as campanhas</option>
            {campaigns.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <ListSearch list={list} label="Buscar brinde" placeholder="Nome do brinde" />
      </div>
      <ListTable
        list={list}
        query={query}
        caption="Brindes"
        columns={columns}
        rowKey={(p) => p.id}
        emptyText="Nenhum brinde cadastrado."
        emptyFilteredText="Nenhum brinde encontrado."
        rowClassName={(p) => (p.active ? '' : 'text-muted')}
      />
      <DeletePrizeDialog prize={deleting.target} onClose={deleting.close} />
    </PageContainer>
  );
}
