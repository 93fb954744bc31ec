import type { LogEntry } from '@mall/shared';
import { useMemo, useState } from 'react';
import { DetailList, Modal } from '../../../components/admin-kit';
import { formatDateTime } from '../../../lib/format';
import { DIFF_KIND_LABEL, type DiffKind, diffStates, diffSummary } from './state-diff';

const ROW_CLASS: Record<DiffKind, string> = {
  changed: 'bg-gold-bg/50',
  added: 'bg-green-bg/50',
  removed: 'bg-red-bg/50',
  unchanged: '',
};

const BADGE_CLASS: Record<DiffKind, string> = {
  changed: 'bg-gold-bg text-gold-fg',
  added: 'bg-green-bg text-green-fg',
  removed: 'bg-red-bg text-red-fg',
  unchanged: 'bg-sand text-muted',
};

/** One entry of the log: who did what when, and the record before and after, field by field. */
export function LogDetailsDialog({ entry, onClose }: { entry: LogEntry | null; onClose: () => void }) {
  const [onlyChanges, setOnlyChanges] = useState(false);
  const rows = useMemo(() => (entry ? diffStates(entry.previousState, entry.result) : []), [entry]);
  const shown = onlyChanges ? rows.filter((r) => r.kind !== 'unchanged') : rows;
  return (
    <Modal
      open={entry !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Detalhes do log"
      description={entry ? `${entry.moduleName} · ${entry.methodName}` : undefined}
      size="lg"
    >
      {entry && (
        <div className="space-y-5">
          <DetailList
            items={[
              { label: 'Módulo', value: entry.moduleName },
              { label: 'Método', value: entry.methodName },
              { label: 'Usuário', value: entry.userName ?? entry.userId ?? '—' },
              { label: 'ID do usuário', value: entry.userId ?? '—' },
              { label: 'Data', value: formatDateTime(entry.createdAt) },
              { label: 'Registro', value: entry.entityId ?? '—' },
            ]}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm font-medium text-ink" aria-live="polite">
              {diffSummary(rows)}
            </p>
            <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="size-4 accent-accent"
                checked={onlyChanges}
                onChange={(e) => setOnlyChanges(e.target.checked)}
              />
              Somente alterações
            </label>
          </div>
          {shown.length === 0 ? (
            <p className="rounded-xl border border-line px-4 py-6 text-center text-sm text-muted">
              {rows.length === 0 ? 'Este registro não guarda estado anterior nem atual.' : 'Nenhum campo alterado.'}
            </p>
          ) : (
            <div className="overflow-x-auto rounded-xl border border-line">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Estado anterior e atual, campo a campo</caption>
                <thead className="bg-sand/60 text-xs uppercase tracking-wider text-muted">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Campo
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Estado anterior
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Estado atual
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {shown.map((r) => (
                    <tr key={r.path} className={ROW_CLASS[r.kind]} data-kind={r.kind}>
                      <th scope="row" className="px-3 py-2 align-top font-medium break-all text-ink">
                        <span className="block">{r.path || '(valor)'}</span>
                        <span
                          className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE_CLASS[r.kind]}`}
                        >
                          {DIFF_KIND_LABEL[r.kind]}
                        </span>
                      </th>
                      <td className="px-3 py-2 align-top break-all text-ink">
                        {r.before === undefined ? <span className="text-muted">—</span> : r.before}
                      </td>
                      <td className="px-3 py-2 align-top break-all text-ink">
                        {r.after === undefined ? <span className="text-muted">—</span> : r.after}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
