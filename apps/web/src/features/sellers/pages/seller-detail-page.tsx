import { activeTone, can, type Seller, sellerStatusOf } from '@mall/shared';
import { ArrowLeft, Pencil } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { DetailList, DetailPage, PageContainer, PageHeader, PageTitle, Panel } from '../../../components/admin-kit';
import { Badge } from '../../../components/badge';
import { buttonClass } from '../../../components/button-styles';
import { useAuth } from '../../../lib/auth';
import { useSeller } from '../../../lib/resources/sellers';
import { SellerBreadcrumb } from '../components/seller-parts';

export const sellersBackLink = (
  <Link to="/admin/vendedores" className={buttonClass('secondary', 'sm')}>
    <ArrowLeft aria-hidden="true" className="size-4" /> Voltar para vendedores
  </Link>
);

/** SPEC §2 /admin/vendedores/{id}: name, e-mail, user id, status, store and Editar. */
export function SellerDetailPage() {
  const { id = '' } = useParams();
  const query = useSeller(id);
  return (
    <DetailPage
      query={query}
      title="Detalhes do vendedor"
      eyebrow="Vendedores"
      notFound="Vendedor não encontrado"
      backLink={sellersBackLink}
      narrow
    >
      {(s) => <SellerDetail s={s} />}
    </DetailPage>
  );
}

function SellerDetail({ s }: { s: Seller }) {
  const { session } = useAuth();
  const status = sellerStatusOf(s);
  return (
    <PageContainer narrow>
      <SellerBreadcrumb seller={s} />
      <PageHeader
        actions={
          can(session?.role ?? 'CLIENTE', 'sellers:manage') && (
            <Link to={`/admin/vendedores/editar/${s.id}`} className={buttonClass('primary')}>
              <Pencil aria-hidden="true" className="size-4" /> Editar
            </Link>
          )
        }
      >
        <PageTitle eyebrow="Vendedor" title={s.name}>
          {s.name}
        </PageTitle>
      </PageHeader>
      <Panel>
        <DetailList
          items={[
            { label: 'Nome', value: s.name },
            { label: 'E-mail', value: s.email },
            { label: 'Login', value: s.login },
            { label: 'Usuário', value: <span className="break-all">{s.user.id}</span> },
            {
              label: 'Status',
              value: (
                <Badge tone={activeTone(s.inactivatedAt ?? s.user.inactivatedAt)}>
                  {status === 'ATIVO' ? 'Ativo' : 'Inativo'}
                </Badge>
              ),
            },
            {
              label: 'Loja',
              value: (
                <Link to={`/admin/lojas/${s.storeId}`} className="text-accent-strong underline">
                  {s.store.tradeName}
                </Link>
              ),
            },
          ]}
        />
      </Panel>
    </PageContainer>
  );
}
