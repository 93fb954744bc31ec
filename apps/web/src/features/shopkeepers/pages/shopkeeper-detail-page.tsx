import { activeTone, can, formatCpf, formatPhoneMask, type Shopkeeper } from '@mall/shared';
import { ArrowLeft, Pencil } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { DetailList, DetailPage, PageContainer, PageHeader, PageTitle, Panel } from '../../../components/admin-kit';
import { Badge } from '../../../components/badge';
import { buttonClass } from '../../../components/button-styles';
import { useAuth } from '../../../lib/auth';
import { useShopkeeper } from '../api';
import { ShopkeeperBreadcrumb } from '../components/shopkeeper-parts';

export const storesBackLink = (
  <Link to="/admin/lojas" className={buttonClass('secondary', 'sm')}>
    <ArrowLeft aria-hidden="true" className="size-4" /> Voltar para lojas
  </Link>
);

/** /admin/lojista/{id}: the shop owner, its store and its login. */
export function ShopkeeperDetailPage() {
  const { id = '' } = useParams();
  const query = useShopkeeper(id);
  return (
    <DetailPage
      query={query}
      title="Detalhes do lojista"
      eyebrow="Lojista"
      notFound="Lojista não encontrado"
      backLink={storesBackLink}
      narrow
    >
      {(k) => <ShopkeeperDetail k={k} />}
    </DetailPage>
  );
}

function ShopkeeperDetail({ k }: { k: Shopkeeper }) {
  const { session } = useAuth();
  return (
    <PageContainer narrow>
      <ShopkeeperBreadcrumb store={k.store} />
      <PageHeader
        actions={
          can(session?.role ?? 'CLIENTE', 'shopkeepers:manage') && (
            <Link to={`/admin/lojista/editar/${k.id}`} className={buttonClass('primary')}>
              <Pencil aria-hidden="true" className="size-4" /> Editar
            </Link>
          )
        }
      >
        <PageTitle eyebrow="Lojista" title={k.name}>
          {k.name}
        </PageTitle>
      </PageHeader>
      <Panel>
        <DetailList
          items={[
            { label: 'Nome', value: k.name },
            { label: 'E-mail', value: k.email },
            { label: 'CPF', value: formatCpf(k.cpf) },
            { label: 'Telefone', value: formatPhoneMask(k.phone) },
            {
              label: 'Loja',
              value: (
                <Link to={`/admin/lojas/${k.store.id}`} className="text-accent-strong underline">
                  {k.store.tradeName}
                </Link>
              ),
            },
            { label: 'Usuário', value: <span className="break-all">{k.user.email}</span> },
            {
              label: 'Status',
              value: (
                <Badge tone={activeTone(k.user.inactivatedAt)}>{k.user.inactivatedAt ? 'Inativo' : 'Ativo'}</Badge>
              ),
            },
          ]}
        />
      </Panel>
    </PageContainer>
  );
}
