import { zodResolver } from '@hookform/resolvers/zod';
import { type Segment, type SegmentBody, segmentBodySchema } from '@mall/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '../../../components/button';
import { Field, inputClass } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { ServerErrors } from '../../../components/server-errors';
import { isApiError } from '../../../lib/api';
import { useCreateSegment, useUpdateSegment } from '../api';

interface SegmentFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The segment being renamed; absent when creating. */
  segment?: Segment | null;
}

/** Create or rename a segment. A blank name is refused here as on the server (SPEC §5). */
export function SegmentFormModal({ open, onOpenChange, segment }: SegmentFormModalProps) {
  const create = useCreateSegment();
  const update = useUpdateSegment();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SegmentBody>({ resolver: zodResolver(segmentBodySchema), defaultValues: { name: '' } });

  useEffect(() => {
    if (open) {
      reset({ name: segment?.name ?? '' });
      setServerErrors([]);
    }
  }, [open, segment, reset]);

  const onValid = async (body: SegmentBody) => {
    setServerErrors([]);
    try {
      const res = segment ? await update.mutateAsync({ id: segment.id, body }) : await create.mutateAsync(body);
      toast.success(res.message ?? (segment ? 'Segmento atualizado com sucesso' : 'Segmento criado com sucesso'));
      onOpenChange(false);
    } catch (error) {
      setServerErrors(isApiError(error) ? error.messages : ['Erro ao salvar segmento']);
    }
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={segment ? 'Editar segmento' : 'Novo segmento'} size="sm">
      <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-5">
        <ServerErrors messages={serverErrors} />
        <Field label="Nome" error={errors.name?.message} required>
          <input type="text" className={inputClass} autoComplete="off" {...register('name')} />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Salvando...' : 'Salvar'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
