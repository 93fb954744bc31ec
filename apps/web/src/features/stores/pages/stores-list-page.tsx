import { can, formatCnpjMask, STORE_SORT_COLUMNS, type Store } from '@mall/shared';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
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
import { buttonClass } from '../../../components/button-styles';
import { useAuth } from '../../../lib/auth';
import { useStores } from '../../../lib/resources/stores/get-stores';
import { useDeleteStore } from '../api/delete-store';
import { StoreStatusToggles } from '../components/store-status-toggles';

export function StoresListPage() {
  const { session } = useAuth();
  const role = session?.role ?? 'CLIENTE';
  const canCreate = can(role, 'stores:create');
  const canDelete = can(role, 'stores:delete');
  const canToggle = can(role, 'stores:toggle');
  const list = useAdminList({ search: '' }, STORE_SORT_COLUMNS);
  const query = useStores(list.params);
  const remove = useDeleteStore();
  const deleting = useConfirm<Store>();

  const columns: Column<Store>[] = [
    {
      key: 'name',
      sortable: true,
      header: 'Loja',
      className: 'min-w-52',
      cell: (s) => <RecordLink to={`/admin/lojas/${s.id}`} name={s.tradeName} detail={s.companyName} />,
    },
    {
      key: 'cnpj',
      sortable: true,
      header: 'CNPJ',
      cell: (s) => <span className="whitespace-nowrap">{formatCnpjMask(s.cnpj)}</span>,
    },
    { key: 'segment', sortable: true, header: 'Segmento', className: 'min-w-36', cell: (s) => s.segment?.name ?? '—' },
    { key: 'status', header: 'Status', cell: (s) => <StoreStatusToggles store={s} canToggle={canToggle} /> },
    actionsColumn((s) => (
      <RowActions
        noun="loja"
        name={s.tradeName}
        view={`/admin/lojas/${s.id}`}
        edit={`/admin/lojas/editar/${s.id}`}
        onDelete={canDelete ? () => deleting.ask(s) : undefined}
      />
    )),
  ];

  return (
    <PageContainer>
      <PageHeader
        actions={
          canCreate && (
            <Link to="/admin/lojas/cadastrar" className={buttonClass('primary')}>
              <Plus aria-hidden="true" className="size-4" /> Cadastrar loja
            </Link>
          )
        }
      >
        <PageTitle eyebrow="Lojas">Lojas</PageTitle>
      </PageHeader>
      <ListSearch
        list={list}
        label="Buscar loja"
        placeholder="Nome fantasia, razão social ou CNPJ"
        className="mb-6 max-w-md"
      />
      <ListTable
        list={list}
        query={query}
        errorText="Erro ao carregar lojas"
        caption="Lojas"
        columns={columns}
        rowKey={(s) => s.id}
        emptyText="Nenhuma loja cadastrada"
        emptyFilteredText="Nenhuma loja encontrada."
        rowClassName={(s) => (s.active ? '' : 'text-muted')}
      />
      <ConfirmDialog
        {...deleting.dialog}
        title="Excluir loja"
        confirmLabel="Excluir"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting.target && remove.mutate(deleting.target.id, { onSettled: deleting.close })}
      >
        Tem certeza que deseja excluir a loja <strong className="text-ink">{deleting.target?.tradeName}</strong>? Esta
        ação não pode ser desfeita.
      </ConfirmDialog>
    </PageContainer>
  );
}
