import type { Campaign } from '@mall/shared';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { type Column, DataTable, DIMMED_ROW, listQueryProps } from '../../../components/data-table';
import { PageContainer, PageHeader } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';
import { SearchInput } from '../../../components/search-input';
import { formatDate } from '../../../lib/format';
import { useListSearch, useListState } from '../../../lib/use-list-state';
import { useCampaigns } from '../api/get-campaigns';
import { CampaignActions } from '../components/campaign-actions';
import { CampaignStatusBadge } from '../components/campaign-status-badge';

const columns: Column<Campaign>[] = [
  {
    key: 'name',
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
    header: 'Período',
    cell: (c) => (
      <span className="whitespace-nowrap">
        {formatDate(c.startDate)} a {formatDate(c.endDate)}
      </span>
    ),
  },
  { key: 'rate', header: 'Conversão', cell: (c) => `${c.conversionRate}%` },
  { key: 'status', header: 'Status', cell: (c) => <CampaignStatusBadge campaign={c} /> },
  {
    key: 'actions',
    header: <span className="sr-only">Ações</span>,
    sticky: true,
    className: 'text-right',
    cell: (c) => <CampaignActions campaign={c} />,
  },
];

export function CampaignsListPage() {
  const list = useListState({ search: '' });
  const [search, setSearch] = useListSearch(list.filters.search, (text) => list.setFilters({ search: text }));
  const debounced = list.filters.search;
  const query = useCampaigns({ page: list.page, limit: list.limit, search: debounced });

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
      <SearchInput
        label="Buscar campanha"
        placeholder="Nome da campanha"
        value={search}
        onChange={setSearch}
        className="mb-6 max-w-md"
      />
      <DataTable
        {...listQueryProps(query)}
        caption="Campanhas"
        columns={columns}
        rowKey={(c) => c.id}
        {...list.paging}
        emptyText={debounced ? 'Nenhuma campanha encontrada.' : 'Nenhuma campanha cadastrada.'}
        rowClassName={(c) => (c.isFinished ? DIMMED_ROW : '')}
      />
    </PageContainer>
  );
}
