import { type Campaign, STANDARD_RULE_LABEL } from '@mall/shared';
import { ArrowLeft, Pencil } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { DetailList, DetailPage, PageContainer, PageHeader, PageTitle, Panel } from '../../../components/admin-kit';
import { buttonClass } from '../../../components/button-styles';
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
  return (
    <DetailPage
      query={query}
      title="Detalhes da campanha"
      eyebrow="Campanhas"
      narrow
      notFound="Campanha não encontrada"
      backLink={backLink}
    >
      {(c) => <CampaignDetail c={c} />}
    </DetailPage>
  );
}

function CampaignDetail({ c }: { c: Campaign }) {
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
