import {
  activeTone,
  can,
  formatCpf,
  formatPhoneMask,
  isStoreScoped,
  SHOPKEEPER_SORT_COLUMNS,
  type Shopkeeper,
} from '@mall/shared';
import { UserPlus } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import {
  actionsColumn,
  type Column,
  ConfirmDialog,
  ListSearch,
  ListTable,
  PageContainer,
  PageHeader,
  PageTitle,
  RecordLink,
  RowActions,
  useAdminList,
  useConfirm,
} from '../../../components/admin-kit';
import { Badge } from '../../../components/badge';
import { buttonClass } from '../../../components/button-styles';
import { useAuth } from '../../../lib/auth';
import { useStore } from '../../../lib/resources/stores/get-store';
import { useDeleteShopkeeper, useShopkeepers } from '../api';
import { ShopkeeperBreadcrumb } from '../components/shopkeeper-parts';

/** /admin/lojista needs the store it belongs to; without ?storeId it returns to the store list (SPEC §2). */
export function ShopkeepersListPage() {
  const [params] = useSearchParams();
  const { session } = useAuth();
  // A store owner sees its own store's shop owners whatever the address says (the server agrees).
  const own = session && isStoreScoped(session.role) ? session.storeId : null;
  const storeId = own ?? params.get('storeId');
  if (!storeId) return <Navigate to="/admin/lojas" replace />;
  return <StoreShopkeepers storeId={storeId} />;
}

function StoreShopkeepers({ storeId }: { storeId: string }) {
  const { session } = useAuth();
  const canManage = can(session?.role ?? 'CLIENTE', 'shopkeepers:manage');
  const store = useStore(storeId);
  // ?storeId stays in the address beside the list's own page, size and search.
  const list = useAdminList({ search: '' }, SHOPKEEPER_SORT_COLUMNS);
  const query = useShopkeepers({ ...list.params, storeId });
  const remove = useDeleteShopkeeper();
  const deleting = useConfirm<Shopkeeper>();
  const tradeName = store.data?.tradeName;

  const columns: Column<Shopkeeper>[] = [
    {
      key: 'name',
      sortable: true,
      header: 'Nome',
      className: 'min-w-48',
      cell: (k) => <RecordLink to={`/admin/lojista/${k.id}`} name={k.name} />,
    },
    { key: 'email', sortable: true, header: 'E-mail', className: 'min-w-48', cell: (k) => k.email },
    { key: 'cpf', sortable: true, header: 'CPF', className: 'whitespace-nowrap', cell: (k) => formatCpf(k.cpf) },
    {
      key: 'phone',
      sortable: true,
      header: 'Telefone',
      className: 'whitespace-nowrap',
      cell: (k) => formatPhoneMask(k.phone),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (k) => <Badge tone={activeTone(k.user.inactivatedAt)}>{k.user.inactivatedAt ? 'Inativo' : 'Ativo'}</Badge>,
    },
    actionsColumn((k) => (
      <RowActions
        noun="lojista"
        name={k.name}
        view={`/admin/lojista/${k.id}`}
        edit={canManage ? `/admin/lojista/editar/${k.id}` : undefined}
        onDelete={canManage ? () => deleting.ask(k) : undefined}
      />
    )),
  ];

  return (
    <PageContainer>
      {store.data && <ShopkeeperBreadcrumb store={store.data} />}
      <PageHeader
        actions={
          canManage && (
            <Link
              to={`/admin/lojas/cadastrar-lojista?storeId=${encodeURIComponent(storeId)}`}
              className={buttonClass('primary')}
            >
              <UserPlus aria-hidden="true" className="size-4" /> Adicionar lojista
            </Link>
          )
        }
      >
        <PageTitle eyebrow={tradeName ?? 'Lojas'} title="Lojista">
          Lojista
        </PageTitle>
      </PageHeader>
      <search aria-label="Filtrar lojistas" className="mb-6 grid gap-4 sm:max-w-md">
        <ListSearch list={list} label="Buscar lojista" placeholder="Nome ou e-mail" />
      </search>
      <ListTable
        list={list}
        query={query}
        caption={tradeName ? `Lojistas da loja ${tradeName}` : 'Lojistas'}
        columns={columns}
        rowKey={(k) => k.id}
        emptyText="Nenhum lojista cadastrado para esta loja"
        emptyFilteredText="Nenhum lojista encontrado."
        rowClassName={(k) => (k.user.inactivatedAt ? 'text-muted' : '')}
      />
      <ConfirmDialog
        {...deleting.dialog}
        title="Excluir lojista"
        confirmLabel="Excluir"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting.target && remove.mutate(deleting.target.id, { onSettled: deleting.close })}
      >
        Tem certeza que deseja excluir o lojista <strong className="text-ink">{deleting.target?.name}</strong> e o
        acesso dele ao painel? Um lojista que já usou o sistema não pode ser excluído: desative o usuário dele em
        Usuários.
      </ConfirmDialog>
    </PageContainer>
  );
}
