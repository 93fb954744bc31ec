import type { Extract } from '@mall/shared';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Modal } from '../../../components/modal';
import { ServerErrors } from '../../../components/server-errors';
import { formatCurrency, formatDate } from '../../../lib/format';
import { failureMessages, monthYear, toastFailure } from '../../../lib/money-format';
import { useGenerateBills } from '../../../lib/resources/bills/generate-bills';
import { toast } from '../../../lib/toast';
import { useDeleteExtracts } from '../api/delete-extracts';

export const DELETE_FALLBACK = 'Erro ao deletar extratos';
export const GENERATE_FALLBACK = 'Erro ao gerar boletos';

const name = (e: Extract) => `${e.store.tradeName} (${monthYear(e.month, e.year)})`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface DialogProps {
  /** The selected statements; null while the dialog is closed. */
  extracts: Extract[] | null;
  onClose: () => void;
  /** After the action: the selection is cleared. */
  onDone: () => void;
}

/**
 * "Deletar extratos": only statements without a bill are deleted (the API refuses the whole
 * request otherwise), so the confirmation names the billed ones it leaves out.
 */
export function DeleteExtractsDialog({ extracts, onClose, onDone }: DialogProps) {
  const remove = useDeleteExtracts();
  const deletable = (extracts ?? []).filter((e) => e.bill === null);
  const billed = (extracts ?? []).filter((e) => e.bill !== null);
  const [errors, setErrors] = useState<string[]>([]);
  const close = () => {
    setErrors([]);
    onClose();
  };
  const confirm = () =>
    remove.mutate(
      deletable.map((e) => e.id),
      {
        onSuccess: () => {
          close();
          onDone();
        },
        onError: (error) => {
          const messages = failureMessages(error, DELETE_FALLBACK);
          setErrors(messages);
          toastFailure(messages, 'delete-extracts-failed');
        },
      },
    );
  return (
    <ConfirmDialog
      open={extracts !== null}
      onOpenChange={(open) => !open && close()}
      title="Deletar extratos"
      confirmLabel={deletable.length > 0 ? `Deletar ${plural(deletable.length, 'extrato', 'extratos')}` : 'Deletar'}
      destructive
      pending={remove.isPending || deletable.length === 0}
      onConfirm={confirm}
    >
      <div className="space-y-3">
        <ServerErrors messages={errors} />
        {deletable.length > 0 ? (
          <p>
            Tem certeza que deseja deletar {plural(deletable.length, 'extrato', 'extratos')}? As vendas não mudam; o
            extrato pode ser processado de novo.
          </p>
        ) : (
          <p>Nenhum dos extratos selecionados pode ser deletado.</p>
        )}
        {billed.length > 0 && (
          <div>
            <p className="font-medium text-ink">Com boleto (não serão deletados; cancele o boleto antes):</p>
            <ul className="mt-1 list-disc pl-5">
              {billed.map((e) => (
                <li key={e.id}>{name(e)}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </ConfirmDialog>
  );
}

type Generated = Awaited<ReturnType<ReturnType<typeof useGenerateBills>['mutateAsync']>>;

/**
 * "Gerar boletos": a confirmation, then what was generated (store, month, amount, due date) and
 * what was skipped and why (a zero statement, one already billed), as the API answers.
 */
export function GenerateBillsDialog({ extracts, onClose, onDone }: DialogProps) {
  const generate = useGenerateBills();
  const [result, setResult] = useState<Generated | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [asked, setAsked] = useState<Extract[]>([]);
  const close = () => {
    setResult(null);
    setErrors([]);
    onClose();
  };
  const confirm = () => {
    const chosen = extracts ?? [];
    setAsked(chosen);
    generate.mutate(
      chosen.map((e) => e.id),
      {
        onSuccess: (answer) => {
          setResult(answer);
          toast.success(answer.message || 'Boletos gerados');
          onDone();
        },
        onError: (error) => {
          const messages = failureMessages(error, GENERATE_FALLBACK);
          setErrors(messages);
          toastFailure(messages, 'generate-bills-failed');
        },
      },
    );
  };
  const byId = new Map(asked.map((e) => [e.id, e]));
  const diverging = (extracts ?? []).filter((e) => e.divergence !== null);

  if (result)
    return (
      <Modal open onOpenChange={(open) => !open && close()} title="Boletos gerados" size="lg">
        <div className="space-y-5 text-sm">
          <section aria-labelledby="generated-title">
            <h3 id="generated-title" className="font-semibold text-ink">
              {plural(result.data.length, 'boleto gerado', 'boletos gerados')}
            </h3>
            {result.data.length > 0 && (
              <ul className="mt-2 space-y-1">
                {result.data.map((b) => (
                  <li key={b.id ?? b.extractId}>
                    {b.store.tradeName} ({monthYear(b.month, b.year)}): {formatCurrency(b.amountDue)}, vencimento{' '}
                    {formatDate(b.dueDate)}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {result.skipped.length > 0 && (
            <section aria-labelledby="skipped-title">
              <h3 id="skipped-title" className="font-semibold text-ink">
                {plural(result.skipped.length, 'extrato sem boleto', 'extratos sem boleto')}
              </h3>
              <ul className="mt-2 space-y-1">
                {result.skipped.map((s) => {
                  const e = byId.get(s.extractId);
                  // The API's reasons usually name the store and month already.
                  const named = !e || s.reason.includes(e.store.tradeName);
                  return <li key={s.extractId}>{named ? s.reason : `${name(e)}: ${s.reason}`}</li>;
                })}
              </ul>
            </section>
          )}
          <div className="flex justify-end">
            <Button onClick={close}>Concluir</Button>
          </div>
        </div>
      </Modal>
    );

  return (
    <ConfirmDialog
      open={extracts !== null}
      onOpenChange={(open) => !open && close()}
      title="Gerar boletos"
      confirmLabel="Gerar boletos"
      pending={generate.isPending}
      onConfirm={confirm}
    >
      <div className="space-y-3">
        <ServerErrors messages={errors} />
        <p>
          Gerar o boleto de {plural(extracts?.length ?? 0, 'extrato selecionado', 'extratos selecionados')}? O
          vencimento é 10 dias após a geração (próximo dia útil). Extratos de valor zero ou que já têm boleto ficam de
          fora.
        </p>
        {diverging.length > 0 && (
          <p className="rounded-xl bg-red-bg px-4 py-3 text-red-fg" data-testid="diverging-warning">
            {diverging.length === 1 ? 'O extrato' : 'Os extratos'} {diverging.map(name).join(', ')}{' '}
            {diverging.length === 1 ? 'tem divergência e será cobrado' : 'têm divergência e serão cobrados'} pelos
            valores do processamento: reprocesse antes para cobrar os atuais.
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
