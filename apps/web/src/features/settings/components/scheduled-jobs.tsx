import type { BadgeTone, Job, JobRun } from '@mall/shared';
import { Panel } from '../../../components/admin-kit';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useJobs, useRunJob } from '../api/jobs';

function runStatus(run: JobRun): { text: string; tone: BadgeTone } {
  switch (run.status) {
    case 'succeeded':
      return { text: 'Concluída', tone: 'green' };
    case 'failed':
      return { text: 'Falhou', tone: 'red' };
    case 'running':
      return { text: 'Em execução', tone: 'gold' };
    default:
      return run.error ? { text: 'Aguardando nova tentativa', tone: 'gold' } : { text: 'Na fila', tone: 'neutral' };
  }
}

function LastRun({ run }: { run: JobRun | null }) {
  if (!run) return <span className="text-muted">Ainda não executada</span>;
  const status = runStatus(run);
  return (
    <div className="flex flex-col items-start gap-1">
      <span>{formatDateTime(run.startedAt)}</span>
      <Badge tone={status.tone}>{status.text}</Badge>
      {run.error && <span className="max-w-xs break-words text-xs text-red-fg">{run.error}</span>}
    </div>
  );
}

function Failures({ failures }: { failures: JobRun[] }) {
  if (failures.length === 0) return <span className="text-muted">Nenhuma</span>;
  const [latest] = failures;
  return (
    <div className="flex flex-col gap-1">
      <span>{failures.length === 1 ? '1 falha' : `${failures.length} falhas`}</span>
      <span className="max-w-xs break-words text-xs text-muted">
        Última em {formatDateTime(latest?.finishedAt)}: {latest?.error}
      </span>
    </div>
  );
}

function RunNow({ job }: { job: Job }) {
  const run = useRunJob();
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`Executar agora: ${job.label}`}
      disabled={run.isPending}
      onClick={() => run.mutate(job.name, { onSuccess: (res) => toast.success(res.message) })}
    >
      {run.isPending ? 'Enviando...' : 'Executar agora'}
    </Button>
  );
}

/** "Tarefas agendadas" on /admin/configuracoes: what each job did last, what it does next. */
export function ScheduledJobs() {
  const query = useJobs();
  return (
    <Panel title="Tarefas agendadas" className="mt-10">
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState onRetry={() => query.refetch()}>Não foi possível carregar as tarefas agendadas</ErrorState>
      ) : query.data.data.length === 0 ? (
        <EmptyState>Nenhuma tarefa agendada</EmptyState>
      ) : (
        <>
          {!query.data.enabled && (
            <p role="note" className="mb-5 rounded-xl bg-gold-bg px-4 py-3 text-sm text-gold-fg">
              Este servidor não executa as tarefas agendadas (JOBS_ENABLED=false): elas rodam nos outros servidores.
            </p>
          )}
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                Tarefas agendadas, horários em {query.data.timeZone}: última execução, próxima e falhas recentes
              </caption>
              <thead className="text-xs uppercase tracking-wider text-muted">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    Tarefa
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Última execução
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Próxima execução
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Falhas recentes
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">Ações</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.data.map((job) => (
                  <tr key={job.name} className="border-t border-line align-top">
                    <th scope="row" className="py-3 pr-4 font-medium">
                      {job.label}
                      <span className="block text-xs font-normal text-muted">{job.schedule}</span>
                    </th>
                    <td className="py-3 pr-4">
                      <LastRun run={job.lastRun} />
                    </td>
                    <td className="py-3 pr-4 tabular-nums">{formatDateTime(job.nextRunAt)}</td>
                    <td className="py-3 pr-4">
                      <Failures failures={job.recentFailures} />
                    </td>
                    <td className="py-3 text-right">
                      <RunNow job={job} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Panel>
  );
}
