import { PRIZE_TYPE_LABELS, type Prize } from '@mall/shared';
import { ArrowLeft, ImageOff, Pencil, Star } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  DetailList,
  DetailPage,
  PageContainer,
  PageHeader,
  PageTitle,
  Panel,
  useConfirm,
} from '../../../components/admin-kit';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { buttonClass } from '../../../components/button-styles';
import { ResponsiveImg } from '../../../components/responsive-img';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { usePrize } from '../../../lib/resources/prizes/get-prize';
import { DeletePrizeDialog } from '../components/delete-prize-dialog';
import { PrizeActiveSwitch } from '../components/prize-row-actions';
import { stockText } from '../components/prize-status';

const backLink = (
  <Link to="/admin/brindes" className={buttonClass('secondary', 'sm')}>
    <ArrowLeft aria-hidden="true" className="size-4" /> Voltar para brindes
  </Link>
);

export function PrizeDetailPage() {
  const { id = '' } = useParams();
  const query = usePrize(id);
  return (
    <DetailPage
      query={query}
      title="Detalhes do brinde"
      eyebrow="Brindes"
      narrow
      notFound="Brinde não encontrado"
      backLink={backLink}
    >
      {(p) => <PrizeDetail p={p} />}
    </DetailPage>
  );
}

function PrizeDetail({ p }: { p: Prize }) {
  const navigate = useNavigate();
  const deleting = useConfirm<Prize>();

  return (
    <PageContainer narrow>
      <div className="mb-6">{backLink}</div>
      <PageHeader
        actions={
          <Link to={`/admin/brindes/editar/${p.id}`} className={buttonClass('primary')}>
            <Pencil aria-hidden="true" className="size-4" /> Editar
          </Link>
        }
      >
        <PageTitle eyebrow="Brinde" title={p.name}>
          {p.name}
        </PageTitle>
      </PageHeader>
      <Panel>
        <div className="grid gap-8 sm:grid-cols-[14rem_1fr]">
          <div className="flex aspect-square items-center justify-center overflow-hidden rounded-xl border border-line bg-sand">
            {p.imageUrl ? (
              <ResponsiveImg
                src={p.imageUrl}
                image={p.image}
                sizes="(min-width: 640px) 222px, calc(100vw - 84px)"
                aspect={{ width: 1, height: 1 }}
                alt={p.name}
                loading="eager"
                className="size-full object-cover"
              />
            ) : (
              <ImageOff aria-hidden="true" className="size-8 text-muted" />
            )}
          </div>
          <div className="space-y-6">
            <div className="flex flex-wrap items-center gap-3">
              <Badge tone={p.active ? 'green' : 'red'}>{p.active ? 'Ativo' : 'Inativo'}</Badge>
              {p.featured && (
                <Badge tone="gold">
                  <Star aria-hidden="true" className="mr-1 size-3 fill-current" /> Destaque
                </Badge>
              )}
              {p.stock === 0 && <Badge tone="red">Esgotado</Badge>}
            </div>
            <DetailList
              items={[
                { label: 'Pontos', value: formatNumber(p.points) },
                { label: 'Tipo', value: PRIZE_TYPE_LABELS[p.type] },
                { label: 'Loja', value: p.store?.tradeName ?? '—' },
                { label: 'Estoque', value: stockText(p) },
                {
                  label: 'Campanha',
                  value: p.campaign
                    ? `${p.campaign.name} (${formatDate(p.campaign.startDate)} a ${formatDate(p.campaign.endDate)})`
                    : '—',
                },
                { label: 'Criado em', value: formatDateTime(p.createdAt) },
              ]}
            />
          </div>
        </div>
        <div className="mt-6 border-t border-line pt-6">
          <h2 className="font-sans text-xs font-semibold uppercase tracking-wider text-muted">Descrição</h2>
          <p className="mt-2 whitespace-pre-line text-ink">{p.description || '—'}</p>
        </div>
        <div className="mt-8 flex flex-col gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
          <PrizeActiveSwitch prize={p} />
          <Button variant="danger" onClick={() => deleting.ask(p)}>
            Excluir
          </Button>
        </div>
      </Panel>
      <DeletePrizeDialog
        prize={deleting.target}
        onClose={deleting.close}
        onDeleted={() => navigate('/admin/brindes')}
      />
    </PageContainer>
  );
}
