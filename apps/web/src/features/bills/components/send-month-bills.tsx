import type { SendMonthBillsResponse } from '@mall/shared';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { monthYear } from '../../../lib/money-format';
import { useSendMonthBills } from '../api/send-month-bills';

/**
 * "Enviar boletos do mês": with a month and a year chosen in the filters, e-mails every open bill
 * of that month not sent yet (after a confirmation), then says what went and what was left out.
 */
export function SendMonthBills({ month, year }: { month: string; year: string }) {
  const send = useSendMonthBills();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<SendMonthBillsResponse | null>(null);
  const ready = month !== '' && year !== '';
  const period = ready ? monthYear(Number(month), Number(year)) : '';

  const confirm = () =>
    send.mutate(
      { month: Number(month), year: Number(year) },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setConfirming(false);
        },
      },
    );

  return (
    <div className="mb-6 space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button
          variant="secondary"
          onClick={() => {
            setResult(null);
            setConfirming(true);
          }}
          disabled={!ready || send.isPending}
          aria-describedby={ready ? undefined : 'send-month-hint'}
        >
          <Mail aria-hidden="true" className="size-4" />
          {ready ? `Enviar boletos de ${period}` : 'Enviar boletos do mês'}
        </Button>
        {!ready && (
          <p id="send-month-hint" className="text-sm text-muted">
            Escolha o mês e o ano nos filtros para enviar os boletos do mês.
          </p>
        )}
      </div>
      {result && (
        <div role="status" className="rounded-xl border border-line bg-surface px-4 py-3 text-sm">
          <p className="font-medium text-ink">{result.message}</p>
          {result.skipped.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-muted" aria-label="Boletos não enviados">
              {result.skipped.map((s) => (
                <li key={s.billId}>
                  {s.storeName}: {s.reason}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Enviar boletos de ${period}?`}
        confirmLabel="Enviar boletos"
        onConfirm={confirm}
        pending={send.isPending}
      >
        Cada boleto em aberto de {period} que ainda não foi enviado vai por e-mail, com o PDF, para os e-mails de notas
        fiscais da loja. Boletos já enviados não são enviados de novo.
      </ConfirmDialog>
    </div>
  );
}
