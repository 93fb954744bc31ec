import { contestSaleBodySchema, type Sale } from '@mall/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { Field, inputClass } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { ServerErrors } from '../../../components/server-errors';
import { isApiError } from '../../../lib/api';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useContestPurchase } from '../api/contest-purchase';

export const CONTEST_TEXTS = {
  title: 'Contestar compra',
  description: 'Você pode contestar uma vez: a compra volta para análise e a nova decisão é final.',
  label: 'Por que a compra deve ser aprovada?',
  hint: 'De 10 a 1000 caracteres. Diga o que a equipe deve conferir no comprovante.',
  submit: 'Enviar contestação',
  fallback: 'Não foi possível enviar a contestação',
} as const;

const MAX = 1000;

/** The message's first problem, worded by the shared schema the server checks it with. */
function messageError(message: string): string | null {
  const checked = contestSaleBodySchema.safeParse({ message });
  return checked.success ? null : (checked.error.issues[0]?.message ?? CONTEST_TEXTS.fallback);
}

interface ContestPurchaseDialogProps {
  /** The purchase being contested; null while closed. */
  sale: Sale | null;
  onClose: () => void;
  /** Contested: the purchase as the server answered it (pending, contested). */
  onContested: (sale: Sale) => void;
}

/** A rejected purchase contested with a message (POST /sales/{id}/contest). */
export function ContestPurchaseDialog({ sale, onClose, onContested }: ContestPurchaseDialogProps) {
  const contest = useContestPurchase();
  return (
    <Modal
      open={sale !== null}
      onOpenChange={(open) => !open && !contest.isPending && onClose()}
      title={CONTEST_TEXTS.title}
      description={CONTEST_TEXTS.description}
    >
      {sale && (
        <ContestForm
          key={sale.id}
          sale={sale}
          pending={contest.isPending}
          onCancel={onClose}
          onSubmit={async (message) => onContested((await contest.mutateAsync({ id: sale.id, message })).data)}
        />
      )}
    </Modal>
  );
}

interface ContestFormProps {
  sale: Sale;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (message: string) => Promise<void>;
}

function ContestForm({ sale, pending, onCancel, onSubmit }: ContestFormProps) {
  const counterId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  // The dialog is for writing: the text box takes the focus, once the dialog has noted what opened it
  // (its focus goes back there on closing).
  useEffect(() => {
    const frame = requestAnimationFrame(() => textarea.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerErrors([]);
    const problem = messageError(message);
    setError(problem);
    if (problem) {
      textarea.current?.focus();
      return;
    }
    try {
      await onSubmit(message.trim());
    } catch (failure) {
      // The API client toasted it too; here it stays in view: a 400 under the text, the rest above.
      const messages = isApiError(failure) ? failure.messages : [CONTEST_TEXTS.fallback];
      if (isApiError(failure) && failure.status === 400) {
        setError(messages[0] ?? CONTEST_TEXTS.fallback);
        textarea.current?.focus();
      } else setServerErrors(messages);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-muted">
        {sale.store.tradeName} · {formatCurrency(sale.netValue)} · {formatDate(sale.saleDate)}
      </p>
      {sale.rejectionReason && (
        <p className="rounded-xl bg-red-bg px-4 py-3 text-sm break-words text-red-fg">
          Motivo da rejeição: {sale.rejectionReason}
        </p>
      )}
      <ServerErrors messages={serverErrors} />
      <Field label={CONTEST_TEXTS.label} required hint={CONTEST_TEXTS.hint} error={error ?? undefined}>
        {(aria) => (
          <textarea
            {...aria}
            aria-describedby={[aria['aria-describedby'], counterId].filter(Boolean).join(' ')}
            ref={textarea}
            value={message}
            onChange={(e) => {
              setMessage(e.target.value);
              // Once refused, the message is checked as it is typed, so the mark goes when it is right.
              if (error) setError(messageError(e.target.value));
            }}
            maxLength={MAX}
            rows={5}
            className={`${inputClass} h-auto min-h-32 py-2.5`}
          />
        )}
      </Field>
      <p id={counterId} className="-mt-3 text-right text-xs text-muted tabular-nums">
        {message.length} de {MAX} caracteres
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Voltar
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Enviando...' : CONTEST_TEXTS.submit}
        </Button>
      </div>
    </form>
  );
}
