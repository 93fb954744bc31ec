import { can, isStoreScoped, SELLER_STATUSES, type Seller, type SellerStatus } from '@mall/shared';
import { Eye, Lock, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import {
  type Column,
  ConfirmDialog,
  IconButton,
  IconLink,
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
import { useAuth } from '../../../lib/auth';
import { StoreCombobox } from '../../stores/components/store-combobox';
import { useDeleteSeller, useSellers } from '../api';
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
  const list = useAdminList({ search: '', storeId: '', status: '' });
  const storeId = lockedStore?.id ?? list.filters.storeId;
  const status = statusFilter(list.filters.status);
  const query = useSellers({ ...list.params, storeId, status });
  const remove = useDeleteSeller();
  const deleting = useConfirm<Seller>();
  const newSeller = `/admin/vendedores/cadastrar${storeId ? `?storeId=${encodeURIComponent(storeId)}` : ''}`;

  const columns: Column<Seller>[] = [
    {
      key: 'name',
      header: 'Nome',
      className: 'min-w-48',
      cell: (s) => (
        <div className="min-w-0">
          <Link
            to={`/admin/vendedores/${s.id}`}
            className="tap-target font-medium text-ink hover:text-accent-strong hover:underline"
          >
            {s.name}
          </Link>
          <p className="text-xs text-muted">{s.login}</p>
        </div>
      ),
    },
    { key: 'email', header: 'E-mail', className: 'min-w-48', cell: (s) => s.email },
    { key: 'store', header: 'Loja', className: 'min-w-40', cell: (s) => s.store.tradeName },
    {
      key: 'status',
      header: 'Status',
      cell: (s) => <SellerStatusSwitch seller={s} disabled={!canManage} />,
    },
    {
      key: 'actions',
      header: <span className="sr-only">Ações</span>,
      sticky: true,
      className: 'text-right',
      cell: (s) => (
        <div className="flex justify-end gap-0.5">
          <IconLink icon={Eye} label={`Ver vendedor ${s.name}`} to={`/admin/vendedores/${s.id}`} />
          {canManage && (
            <>
              <IconLink icon={Pencil} label={`Editar vendedor ${s.name}`} to={`/admin/vendedores/editar/${s.id}`} />
              <IconButton icon={Trash2} danger label={`Excluir vendedor ${s.name}`} onClick={() => deleting.ask(s)} />
            </>
          )}
        </div>
      ),
    },
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
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-status`} className="text-sm font-medium">
            Status
          </label>
          <select
            id={`${id}-status`}
            className={inputClass}
            value={status}
            onChange={(e) => list.setFilters({ status: e.target.value })}
          >
            <option value="">Todos</option>
            {SELLER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
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
