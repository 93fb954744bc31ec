import { type Segment, type SegmentBody, segmentBodySchema } from '@mall/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import {
  actionsColumn,
  type Column,
  ConfirmDialog,
  Field,
  FormActions,
  FormAlerts,
  inputClass,
  ListTable,
  Modal,
  PageContainer,
  PageHeader,
  PageTitle,
  RowActions,
  useAdminForm,
  useAdminList,
  useConfirm,
} from '../../../components/admin-kit';
import { Button } from '../../../components/button';
import { toast } from '../../../lib/toast';
import { useCreateSegment, useDeleteSegment, useSegments, useUpdateSegment } from '../api';

export function SegmentsPage() {
  const list = useAdminList({});
  const query = useSegments({ page: list.page, limit: list.limit });
  const remove = useDeleteSegment();
  const deleting = useConfirm<Segment>();
  // undefined: the form is closed; null: a new segment.
  const [editing, setEditing] = useState<Segment | null | undefined>(undefined);

  const columns: Column<Segment>[] = [
    { key: 'name', header: 'Nome', cell: (s) => <span className="font-medium">{s.name}</span> },
    actionsColumn(
      (s) => <RowActions noun="segmento" name={s.name} edit={() => setEditing(s)} onDelete={() => deleting.ask(s)} />,
      'w-32 text-right',
    ),
  ];

  return (
    <PageContainer narrow>
      <PageHeader
        actions={
          <Button onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" className="size-4" /> Novo segmento
          </Button>
        }
      >
        <PageTitle eyebrow="Lojas">Segmentos</PageTitle>
      </PageHeader>
      <ListTable
        list={list}
        query={query}
        caption="Segmentos"
        columns={columns}
        rowKey={(s) => s.id}
        emptyText="Nenhum segmento cadastrado"
      />
      <Modal
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        title={editing ? 'Editar segmento' : 'Novo segmento'}
        size="sm"
      >
        <SegmentForm segment={editing ?? null} onDone={() => setEditing(undefined)} />
      </Modal>
      <ConfirmDialog
        {...deleting.dialog}
        title="Excluir segmento"
        confirmLabel="Excluir"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting.target && remove.mutate(deleting.target.id, { onSettled: deleting.close })}
      >
        Tem certeza que deseja excluir o segmento <strong className="text-ink">{deleting.target?.name}</strong>?
      </ConfirmDialog>
    </PageContainer>
  );
}

/** Create or rename a segment. A blank name is refused here as on the server (SPEC §5). */
function SegmentForm({ segment, onDone }: { segment: Segment | null; onDone: () => void }) {
  const create = useCreateSegment();
  const update = useUpdateSegment();
  const kit = useAdminForm({
    schema: segmentBodySchema,
    defaultValues: { name: segment?.name ?? '' },
    // The API client toasts the server's messages; the box above the field repeats them.
    fallback: 'Erro ao salvar segmento',
    submit: async (body: SegmentBody) => {
      const res = segment ? await update.mutateAsync({ id: segment.id, body }) : await create.mutateAsync(body);
      toast.success(res.message ?? (segment ? 'Segmento atualizado com sucesso' : 'Segmento criado com sucesso'));
      onDone();
    },
  });
  const { errors } = kit.form.formState;

  return (
    <form ref={kit.formRef} onSubmit={kit.onSubmit} noValidate className="space-y-5">
      <FormAlerts form={kit} />
      <Field label="Nome" error={errors.name?.message} required>
        <input type="text" className={inputClass} autoComplete="off" {...kit.form.register('name')} />
      </Field>
      <FormActions submitLabel="Salvar" pending={kit.pending} cancel={{ onClick: onDone }} separated={false} />
    </form>
  );
}
