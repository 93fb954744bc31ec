import { can, isStoreScoped, SELLER_SORT_COLUMNS, SELLER_STATUSES, type Seller, type SellerStatus } from '@mall/shared';
import { Lock, Plus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import {
  actionsColumn,
  type Column,
  ConfirmDialog,
  Field,
  inputClass,
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
import { buttonClass } from '../../../components/button-styles';
import { StoreCombobox } from '../../../components/store-combobox';
import { useAuth } from '../../../lib/auth';
import { useDeleteSeller, useSellers } from '../../../lib/resources/sellers';
import { SellerStatusSwitch } from '../components/seller-parts';

const STATUS_LABELS: Record<SellerStatus, string> = { ATIVO: 'Ativo', INATIVO: 'Inativo' };
const statusFilter = (value: string): SellerStatus | '' =>
  (SELLER_STATUSES as readonly string[]).includes(value) ? (value as SellerStatus) : '';

/** SPEC §2 /admin/vendedores (optional ?storeId): a store owner sees only its store's sellers. */
export function SellersListPage() {
  const id = useId();
  const { session } = useAuth();
  const role = session?.role ?? 'CLIENTE';
  const canManage = can(role, 'sellers:manage');
  const lockedStore =
    isStoreScoped(role) && session?.storeId
      ? { id: session.storeId, tradeName: session.store?.tradeName ?? 'Minha loja' }
      : null;
  const list = useAdminList({ search: '', storeId: '', status: '' }, SELLER_SORT_COLUMNS);
  const storeId = lockedStore?.id ?? list.filters.storeId;
  const status = statusFilter(list.filters.status);
  const query = useSellers({ ...list.params, storeId, status });
  const remove = useDeleteSeller();
  const deleting = useConfirm<Seller>();
  const newSeller = `/admin/vendedores/cadastrar${storeId ? `?storeId=${encodeURIComponent(storeId)}` : ''}`;

  const columns: Column<Seller>[] = [
    {
      key: 'name',
      sortable: true,
      header: 'Nome',
      className: 'min-w-48',
      cell: (s) => <RecordLink to={`/admin/vendedores/${s.id}`} name={s.name} detail={s.login} />,
    },
    { key: 'email', sortable: true, header: 'E-mail', className: 'min-w-48', cell: (s) => s.email },
    { key: 'store', sortable: true, header: 'Loja', className: 'min-w-40', cell: (s) => s.store.tradeName },
    {
      key: 'status',
      sortable: true,
      header: 'Status',
      cell: (s) => <SellerStatusSwitch seller={s} disabled={!canManage} />,
    },
    actionsColumn((s) => (
      <RowActions
        noun="vendedor"
        name={s.name}
        view={`/admin/vendedores/${s.id}`}
        edit={canManage ? `/admin/vendedores/editar/${s.id}` : undefined}
        onDelete={canManage ? () => deleting.ask(s) : undefined}
      />
    )),
  ];

  return (
    <PageContainer>
      <PageHeader
        actions={
          canManage && (
            <Link to={newSeller} className={buttonClass('primary')}>
              <Plus aria-hidden="true" className="size-4" /> Cadastrar vendedor
            </Link>
          )
        }
      >
        <PageTitle eyebrow="Lojas">Vendedores</PageTitle>
      </PageHeader>
      <search
        aria-label="Filtrar vendedores"
        className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-[1.2fr_1.5fr_0.8fr]"
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-store`} className="flex items-center gap-1.5 text-sm font-medium">
            Loja
            {lockedStore && <Lock aria-hidden="true" className="size-3.5 text-muted" />}
          </label>
          {lockedStore ? (
            <select id={`${id}-store`} className={inputClass} value={lockedStore.id} disabled>
              <option value={lockedStore.id}>{lockedStore.tradeName}</option>
            </select>
          ) : (
            <StoreCombobox
              id={`${id}-store`}
              value={storeId}
              onChange={(next) => list.setFilters({ storeId: next })}
              allLabel="Todas as lojas"
            />
          )}
        </div>
        <ListSearch list={list} label="Buscar vendedor" placeholder="Nome, e-mail ou usuário" />
        <Field label="Status">
          <select value={status} onChange={(e) => list.setFilters({ status: e.target.value })} className={inputClass}>
            <option value="">Todos</option>
            {SELLER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </Field>
      </search>
      <ListTable
        list={list}
        query={query}
        caption="Vendedores"
        columns={columns}
        rowKey={(s) => s.id}
        emptyText="Nenhum vendedor cadastrado"
        emptyFilteredText="Nenhum vendedor encontrado."
        rowClassName={(s) => (s.inactivatedAt || s.user.inactivatedAt ? 'text-muted' : '')}
      />
      <ConfirmDialog
        {...deleting.dialog}
        title="Excluir vendedor"
        confirmLabel="Excluir"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting.target && remove.mutate(deleting.target.id, { onSettled: deleting.close })}
      >
        Tem certeza que deseja excluir o vendedor <strong className="text-ink">{deleting.target?.name}</strong>? Um
        vendedor com vendas registradas não pode ser excluído: inative-o.
      </ConfirmDialog>
    </PageContainer>
  );
}
