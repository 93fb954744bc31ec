import type { Campaign } from '@mall/shared';
import { CAMPAIGN_SORT_COLUMNS } from '@mall/shared';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import {
  type Column,
  DIMMED_ROW,
  ListSearch,
  ListTable,
  PageContainer,
  PageHeader,
  PageTitle,
  useAdminList,
} from '../../../components/admin-kit';
import { buttonClass } from '../../../components/button-styles';
import { formatDate } from '../../../lib/format';
import { useCampaigns } from '../../../lib/resources/campaigns/get-campaigns';
import { CampaignActions } from '../components/campaign-actions';
import { CampaignStatusBadge } from '../components/campaign-status-badge';

const columns: Column<Campaign>[] = [
  {
    key: 'name',
    sortable: true,
    header: 'Nome',
    className: 'min-w-44',
    cell: (c) => (
      <Link to={`/admin/campanhas/${c.id}`} className="font-medium text-ink hover:text-accent-strong hover:underline">
        {c.name}
      </Link>
    ),
  },
  {
    key: 'period',
    sortable: true,
    header: 'Período',
    cell: (c) => (
      <span className="whitespace-nowrap">
        {formatDate(c.startDate)} a {formatDate(c.endDate)}
      </span>
    ),
  },
  { key: 'rate', sortable: true, header: 'Conversão', cell: (c) => `${c.conversionRate}%` },
  { key: 'status', sortable: true, header: 'Status', cell: (c) => <CampaignStatusBadge campaign={c} /> },
  {
    key: 'actions',
    header: <span className="sr-only">Ações</span>,
    sticky: true,
    className: 'text-right',
    cell: (c) => <CampaignActions campaign={c} />,
  },
];

export function CampaignsListPage() {
  const list = useAdminList({ search: '' }, CAMPAIGN_SORT_COLUMNS);
  const query = useCampaigns(list.params);

  return (
    <PageContainer>
      <PageHeader
        actions={
          <Link to="/admin/campanhas/cadastrar" className={buttonClass('primary')}>
            <Plus aria-hidden="true" className="size-4" /> Cadastrar campanha
          </Link>
        }
      >
        <PageTitle eyebrow="Programa">Campanhas</PageTitle>
      </PageHeader>
      <ListSearch list={list} label="Buscar campanha" placeholder="Nome da campanha" className="mb-6 max-w-md" />
      <ListTable
        list={list}
        query={query}
        caption="Campanhas"
        columns={columns}
        rowKey={(c) => c.id}
        emptyText="Nenhuma campanha cadastrada."
        emptyFilteredText="Nenhuma campanha encontrada."
        rowClassName={(c) => (c.isFinished ? DIMMED_ROW : '')}
      />
    </PageContainer>
  );
}
