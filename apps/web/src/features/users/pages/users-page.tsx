import { ROLE_LABELS, USER_SORT_COLUMNS, type User } from '@mall/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import {
  actionsColumn,
  type Column,
  ConfirmDialog,
  Field,
  inputClass,
  ListSearch,
  ListTable,
  Modal,
  PageContainer,
  PageHeader,
  PageTitle,
  RowActions,
  Switch,
  useAdminList,
  useConfirm,
} from '../../../components/admin-kit';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { useAuth } from '../../../lib/auth';
import { useDeleteUser, useSetUserActive, useUsers } from '../api';
import { UserDetails } from '../components/user-details';
import { UserForm } from '../components/user-form';
import { USER_FORM_ROLES } from '../components/user-form-schema';

/** Administrators' users: search, role and status filters, view, edit, active switch, delete. */
export function UsersPage() {
  const { session } = useAuth();
  const list = useAdminList({ search: '', role: '', active: '' }, USER_SORT_COLUMNS);
  const query = useUsers(list.params);
  const status = useSetUserActive();
  const remove = useDeleteUser();
  const deleting = useConfirm<User>();
  // undefined: the dialog is closed; null: a new user.
  const [editing, setEditing] = useState<User | null | undefined>(undefined);
  const [viewing, setViewing] = useState<User | undefined>(undefined);
  const isSelf = (u: User) => u.id === session?.id;

  const columns: Column<User>[] = [
    {
      key: 'name',
      sortable: true,
      header: 'Nome',
      className: 'min-w-44',
      cell: (u) => (
        <div className="min-w-0">
          <span className="font-medium text-ink">{u.name}</span>
          {isSelf(u) && <span className="ml-2 text-xs text-muted">(você)</span>}
          {u.store && <p className="text-xs text-muted">{u.store.tradeName}</p>}
        </div>
      ),
    },
    // Long addresses (a deleted customer's pseudonym is one) wrap instead of widening the table.
    {
      key: 'email',
      sortable: true,
      header: 'E-mail',
      className: 'min-w-48',
      cell: (u) => <span className="[overflow-wrap:anywhere]">{u.email}</span>,
    },
    {
      key: 'role',
      sortable: true,
      header: 'Perfil',
      cell: (u) => <span className="whitespace-nowrap">{ROLE_LABELS[u.role]}</span>,
    },
    {
      key: 'status',
      sortable: true,
      header: 'Status',
      cell: (u) =>
        isSelf(u) ? (
          // Nobody deactivates themselves (the server refuses it too): the state without the switch.
          <Badge tone="green">Ativo</Badge>
        ) : (
          <Switch
            checked={u.inactivatedAt === null}
            label={`Usuário ativo: ${u.name}`}
            text={u.inactivatedAt === null ? 'Ativo' : 'Inativo'}
            disabled={status.isPending}
            onCheckedChange={(on) => status.mutate({ id: u.id, active: on })}
          />
        ),
    },
    actionsColumn((u) => (
      <RowActions
        noun="usuário"
        name={u.name}
        view={() => setViewing(u)}
        edit={() => setEditing(u)}
        onDelete={isSelf(u) ? undefined : () => deleting.ask(u)}
      />
    )),
  ];

  return (
    <PageContainer>
      <PageHeader
        actions={
          <Button onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" className="size-4" /> Novo usuário
          </Button>
        }
      >
        <PageTitle eyebrow="Configurações">Usuários</PageTitle>
      </PageHeader>
      <div className="mb-6 grid gap-4 sm:grid-cols-3 lg:max-w-4xl">
        <Field label="Perfil">
          <select
            value={list.filters.role}
            onChange={(e) => list.setFilters({ role: e.target.value })}
            className={inputClass}
          >
            <option value="">Todos os perfis</option>
            {[...USER_FORM_ROLES, 'CLIENTE' as const].map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Status">
          <select
            value={list.filters.active}
            onChange={(e) => list.setFilters({ active: e.target.value })}
            className={inputClass}
          >
            <option value="">Todos</option>
            <option value="true">Ativos</option>
            <option value="false">Inativos</option>
          </select>
        </Field>
        <ListSearch list={list} label="Buscar usuário" placeholder="Nome ou e-mail" />
      </div>
      <ListTable
        list={list}
        query={query}
        caption="Usuários"
        columns={columns}
        rowKey={(u) => u.id}
        emptyText="Nenhum usuário cadastrado"
        emptyFilteredText="Nenhum usuário encontrado."
        rowClassName={(u) => (u.inactivatedAt === null ? '' : 'text-muted')}
      />
      <Modal
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        title={editing ? 'Editar usuário' : 'Novo usuário'}
        size="sm"
      >
        <UserForm
          key={editing?.id ?? 'new'}
          user={editing ?? null}
          self={editing ? isSelf(editing) : false}
          onDone={() => setEditing(undefined)}
        />
      </Modal>
      <Modal
        open={viewing !== undefined}
        onOpenChange={(open) => !open && setViewing(undefined)}
        title="Detalhes do usuário"
        size="sm"
      >
        {viewing && (
          <UserDetails
            id={viewing.id}
            onEdit={(u) => {
              setViewing(undefined);
              setEditing(u);
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        {...deleting.dialog}
        title="Excluir usuário"
        confirmLabel="Excluir"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting.target && remove.mutate(deleting.target.id, { onSettled: deleting.close })}
      >
        Tem certeza que deseja excluir o usuário <strong className="text-ink">{deleting.target?.name}</strong>? Esta
        ação não pode ser desfeita. Um usuário com registros vinculados não pode ser excluído: desative-o.
      </ConfirmDialog>
    </PageContainer>
  );
}
