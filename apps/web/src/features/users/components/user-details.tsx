import { ROLE_LABELS, type User } from '@mall/shared';
import { Pencil } from 'lucide-react';
import { DetailList, QueryState } from '../../../components/admin-kit';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { formatDateTime } from '../../../lib/format';
import { useUser } from '../api';

/** A user's details, read afresh (GET /users/{id}), with the way to edit it. */
export function UserDetails({ id, onEdit }: { id: string; onEdit: (user: User) => void }) {
  const query = useUser(id);
  return (
    <QueryState query={query} notFound="Usuário não encontrado">
      {({ data: user }) => (
        <div className="space-y-6">
          <DetailList
            items={[
              { label: 'Nome', value: user.name },
              { label: 'E-mail', value: user.email },
              { label: 'Perfil', value: ROLE_LABELS[user.role] },
              { label: 'Loja', value: user.store?.tradeName ?? '—' },
              {
                label: 'Status',
                value: user.inactivatedAt ? (
                  <Badge tone="red">Inativo desde {formatDateTime(user.inactivatedAt)}</Badge>
                ) : (
                  <Badge tone="green">Ativo</Badge>
                ),
              },
              { label: 'Cadastrado em', value: formatDateTime(user.createdAt) },
            ]}
          />
          <div className="flex justify-end">
            <Button variant="secondary" onClick={() => onEdit(user)}>
              <Pencil aria-hidden="true" className="size-4" /> Editar
            </Button>
          </div>
        </div>
      )}
    </QueryState>
  );
}
