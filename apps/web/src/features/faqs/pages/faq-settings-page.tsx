import type { Faq } from '@mall/shared';
import { ChevronLeft, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog, Modal, PageTitle, useConfirm } from '../../../components/admin-kit';
import { Button } from '../../../components/button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { toast } from '../../../lib/toast';
import { useCreateFaq } from '../api/create-faq';
import { useDeleteFaq } from '../api/delete-faq';
import { useFaqs } from '../api/get-faqs';
import { useReorderFaqs } from '../api/reorder-faqs';
import { useUpdateFaq } from '../api/update-faq';
import { FaqForm } from '../components/faq-form';
import { SortableFaqList } from '../components/sortable-faq-list';

type Editing = { mode: 'create' } | { mode: 'edit'; faq: Faq } | null;

export function FaqSettingsPage() {
  const faqs = useFaqs();
  const createFaq = useCreateFaq();
  const updateFaq = useUpdateFaq();
  const deleteFaq = useDeleteFaq();
  const reorder = useReorderFaqs();
  const [editing, setEditing] = useState<Editing>(null);
  const removing = useConfirm<Faq>();

  const remove = () => {
    if (!removing.target) return;
    deleteFaq.mutate(removing.target.id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        removing.close();
      },
    });
  };

  return (
    <section className="mx-auto w-full max-w-4xl px-5 py-12 sm:px-8">
      <Link
        to="/admin/configuracoes"
        className="mb-4 inline-flex items-center gap-1 text-sm text-muted underline-offset-4 hover:text-ink hover:underline"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        Configurações
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageTitle eyebrow="Configurações" title="FAQ">
          Perguntas frequentes
        </PageTitle>
        <Button onClick={() => setEditing({ mode: 'create' })} className="mb-8">
          <Plus aria-hidden="true" className="size-4" />
          Nova Pergunta
        </Button>
      </div>

      {faqs.isPending ? (
        <LoadingState label="Carregando perguntas..." />
      ) : faqs.isError ? (
        <ErrorState onRetry={() => void faqs.refetch()}>Não foi possível carregar as perguntas.</ErrorState>
      ) : faqs.data.length === 0 ? (
        <EmptyState>Nenhuma pergunta cadastrada.</EmptyState>
      ) : (
        <>
          <p className="mb-5 text-sm text-muted">
            Arraste pela alça <span aria-hidden="true">⋮⋮</span> para mudar a ordem em que as perguntas aparecem no
            site. Pelo teclado: espaço para pegar, setas para mover, espaço para soltar.
          </p>
          <SortableFaqList
            faqs={faqs.data}
            onReorder={(next) => reorder.mutate(next)}
            onEdit={(faq) => setEditing({ mode: 'edit', faq })}
            onDelete={removing.ask}
          />
        </>
      )}

      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.mode === 'edit' ? 'Editar Pergunta' : 'Nova Pergunta'}
        size="lg"
      >
        {editing && (
          <FaqForm
            key={editing.mode === 'edit' ? editing.faq.id : 'new'}
            defaultValues={
              editing.mode === 'edit' ? { question: editing.faq.question, answer: editing.faq.answer } : undefined
            }
            submitLabel={editing.mode === 'edit' ? 'Salvar' : 'Adicionar'}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              const { message } =
                editing.mode === 'edit'
                  ? await updateFaq.mutateAsync({ id: editing.faq.id, body: values })
                  : await createFaq.mutateAsync(values);
              toast.success(message);
              setEditing(null);
            }}
          />
        )}
      </Modal>

      <ConfirmDialog
        {...removing.dialog}
        title="Remover pergunta"
        confirmLabel="Remover"
        destructive
        pending={deleteFaq.isPending}
        onConfirm={remove}
      >
        <p>Tem certeza que deseja remover esta pergunta?</p>
        {removing.target && <p className="mt-2 font-medium text-ink">{removing.target.question}</p>}
      </ConfirmDialog>
    </section>
  );
}
