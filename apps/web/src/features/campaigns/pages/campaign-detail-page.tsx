import { STANDARD_RULE_LABEL } from '@mall/shared';
import { ArrowLeft, Pencil } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { DetailList, PageContainer, PageHeader, Panel } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { isApiError } from '../../../lib/api';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useCampaign } from '../api/get-campaign';
import { CampaignActions } from '../components/campaign-actions';
import { CampaignStatusBadge } from '../components/campaign-status-badge';

const backLink = (
  <Link to="/admin/campanhas" className={buttonClass('secondary', 'sm')}>
    <ArrowLeft aria-hidden="true" className="size-4" /> Voltar para campanhas
  </Link>
);

export function CampaignDetailPage() {
  const { id = '' } = useParams();
  const query = useCampaign(id);

  if (query.isPending)
    return (
      <PageContainer narrow>
        <LoadingState />
      </PageContainer>
    );
  if (query.isError)
    return (
      <PageContainer narrow>
        <PageTitle eyebrow="Campanhas">Detalhes da campanha</PageTitle>
        {isApiError(query.error) && query.error.status === 404 ? (
          <EmptyState action={backLink}>Campanha não encontrada</EmptyState>
        ) : (
          <ErrorState onRetry={() => query.refetch()}>Não foi possível carregar os dados</ErrorState>
        )}
      </PageContainer>
    );

  const c = query.data;
  return (
    <PageContainer narrow>
      <div className="mb-6">{backLink}</div>
      <PageHeader
        actions={
          !c.isFinished && (
            <Link to={`/admin/campanhas/editar/${c.id}`} className={buttonClass('primary')}>
              <Pencil aria-hidden="true" className="size-4" /> Editar
            </Link>
          )
        }
      >
        <PageTitle eyebrow="Campanha" title={c.name}>
          {c.name}
        </PageTitle>
      </PageHeader>
      <Panel className={c.isFinished ? 'opacity-80' : ''}>
        <div className="mb-6 flex flex-wrap items-center gap-3">
          <CampaignStatusBadge campaign={c} />
        </div>
        <DetailList
          items={[
            { label: 'Período', value: `${formatDate(c.startDate)} a ${formatDate(c.endDate)}` },
            { label: 'Resgates até', value: formatDate(c.redemptionEndDate) },
            {
              label: 'Taxa de conversão',
              value: c.conversionRate === 100 ? `100% — ${STANDARD_RULE_LABEL}` : `${c.conversionRate}%`,
            },
            { label: 'Criada em', value: formatDateTime(c.createdAt) },
            ...(c.isFinished ? [{ label: 'Finalizada em', value: formatDateTime(c.finishedAt) }] : []),
            ...(c.inactivatedAt && !c.isFinished
              ? [{ label: 'Inativada em', value: formatDateTime(c.inactivatedAt) }]
              : []),
          ]}
        />
        <div className="mt-6 border-t border-line pt-6">
          <h2 className="text-xs font-semibold uppercase tracking-wider text-muted font-sans">Descrição</h2>
          <p className="mt-2 whitespace-pre-line text-ink">{c.description}</p>
        </div>
        <div className="mt-8 border-t border-line pt-6">
          <CampaignActions campaign={c} variant="page" afterDelete="/admin/campanhas" />
        </div>
      </Panel>
    </PageContainer>
  );
}
