import type { MailMessage } from '@mall/shared';
import { Panel } from '../../../components/admin-kit';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { ErrorState, LoadingState } from '../../../components/states';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useMail, useResendMail } from '../api/jobs';

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

function Resend({ message }: { message: MailMessage }) {
  const resend = useResendMail();
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`Reenviar: ${message.subject} para ${message.to}`}
      disabled={resend.isPending}
      onClick={() => resend.mutate(message.id, { onSuccess: (res) => toast.success(res.message) })}
    >
      {resend.isPending ? 'Enviando...' : 'Reenviar'}
    </Button>
  );
}

/**
 * "E-mails" on /admin/configuracoes, for the administrators: how many wait and failed, and each
 * message that failed for good (after a day of attempts) or keeps failing, with "Reenviar".
 */
export function MailOutbox() {
  const query = useMail();
  return (
    <Panel title="E-mails" className="mt-10">
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState onRetry={() => query.refetch()}>Não foi possível carregar a situação dos e-mails</ErrorState>
      ) : (
        <>
          <p className="mb-5 text-sm text-muted">
            {plural(query.data.pending, 'e-mail aguardando envio', 'e-mails aguardando envio')}
            {query.data.oldestPendingAt && ` (o mais antigo desde ${formatDateTime(query.data.oldestPendingAt)})`}
            {' · '}
            {plural(query.data.failed, 'e-mail com falha', 'e-mails com falha')}. Um e-mail que não pôde ser enviado é
            tentado de novo por um dia; depois disso fica com falha até ser reenviado.
          </p>
          {query.data.data.length === 0 ? (
            <p className="text-sm">Nenhum e-mail com falha.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">E-mails com falha ou aguardando nova tentativa</caption>
                <thead className="text-xs uppercase tracking-wider text-muted">
                  <tr>
                    <th scope="col" className="py-2 pr-4">
                      E-mail
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Situação
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Última tentativa
                    </th>
                    <th scope="col" className="py-2">
                      <span className="sr-only">Ações</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.data.map((m) => (
                    <tr key={m.id} className="border-t border-line align-top">
                      <th scope="row" className="py-3 pr-4 font-medium">
                        {m.subject}
                        <span className="block break-all text-xs font-normal text-muted">{m.to}</span>
                      </th>
                      <td className="py-3 pr-4">
                        <div className="flex flex-col items-start gap-1">
                          {m.status === 'failed' ? (
                            <Badge tone="red">Falhou</Badge>
                          ) : (
                            <Badge tone="gold">Aguardando nova tentativa</Badge>
                          )}
                          <span className="text-xs text-muted">{plural(m.attempts, 'tentativa', 'tentativas')}</span>
                          {m.status === 'pending' && (
                            <span className="text-xs text-muted">Próxima: {formatDateTime(m.nextAttemptAt)}</span>
                          )}
                        </div>
                      </td>
                      <td className="py-3 pr-4">
                        <span className="tabular-nums">{formatDateTime(m.lastAttemptAt)}</span>
                        {m.error && <span className="block max-w-xs break-words text-xs text-red-fg">{m.error}</span>}
                      </td>
                      <td className="py-3 text-right">
                        <Resend message={m} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </Panel>
  );
}
