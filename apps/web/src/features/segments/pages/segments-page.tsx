import type { Segment } from '@mall/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable, listQueryProps } from '../../../components/data-table';
import { IconButton } from '../../../components/icon-action';
import { PageContainer, PageHeader } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';
import { useListState } from '../../../lib/use-list-state';
import { useDeleteSegment, useSegments } from '../api';
import { SegmentFormModal } from '../components/segment-form-modal';

export function SegmentsPage() {
  const list = useListState({});
  const query = useSegments({ page: list.page, limit: list.limit });
  const remove = useDeleteSegment();
  const [editing, setEditing] = useState<Segment | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Segment | null>(null);

  const columns: Column<Segment>[] = [
    { key: 'name', header: 'Nome', cell: (s) => <span className="font-medium">{s.name}</span> },
    {
      key: 'actions',
      header: <span className="sr-only">Ações</span>,
      sticky: true,
      className: 'w-32 text-right',
      cell: (s) => (
        <div className="flex justify-end gap-0.5">
          <IconButton
            icon={Pencil}
            label={`Editar segmento ${s.name}`}
            onClick={() => {
              setEditing(s);
              setFormOpen(true);
            }}
          />
          <IconButton icon={Trash2} danger label={`Excluir segmento ${s.name}`} onClick={() => setDeleting(s)} />
        </div>
      ),
    },
  ];

  return (
    <PageContainer narrow>
      <PageHeader
        actions={
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <Plus aria-hidden="true" className="size-4" /> Novo segmento
          </Button>
        }
      >
        <PageTitle eyebrow="Lojas">Segmentos</PageTitle>
      </PageHeader>
      <DataTable
        {...listQueryProps(query)}
        caption="Segmentos"
        columns={columns}
        rowKey={(s) => s.id}
        {...list.paging}
        emptyText="Nenhum segmento cadastrado"
      />
      <SegmentFormModal open={formOpen} onOpenChange={setFormOpen} segment={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Excluir segmento"
        confirmLabel="Excluir"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      >
        Tem certeza que deseja excluir o segmento <strong className="text-ink">{deleting?.name}</strong>?
      </ConfirmDialog>
    </PageContainer>
  );
}
