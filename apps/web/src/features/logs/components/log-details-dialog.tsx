import type { BadgeTone, LogEntry } from '@mall/shared';
import { useMemo } from 'react';
import { DetailList, Modal } from '../../../components/admin-kit';
import { Badge } from '../../../components/badge';
import { formatDateTime } from '../../../lib/format';
import { auditFieldLabel, auditMethodLabel, auditModuleLabel, auditValue } from './audit-fields';
import { changesFirst, DIFF_KIND_LABEL, type DiffKind, type DiffRow, diffStates, diffSummary } from './state-diff';

const ROW_CLASS: Record<DiffKind, string> = {
  changed: 'bg-gold-bg/50',
  added: 'bg-green-bg/50',
  removed: 'bg-red-bg/50',
  unchanged: '',
};

const KIND_TONE: Record<DiffKind, BadgeTone> = {
  changed: 'gold',
  added: 'green',
  removed: 'red',
  unchanged: 'neutral',
};

const HEAD = 'bg-sand/60 text-xs uppercase tracking-wider text-muted';
// A long value without spaces (an id, an e-mail) wraps where it must; words stay whole.
const CELL = 'px-3 py-2 align-top text-ink [overflow-wrap:anywhere]';

const missing = (value: string | undefined) => (value === undefined ? <span className="text-muted">—</span> : value);

function FieldName({ row, badge }: { row: DiffRow; badge: boolean }) {
  return (
    <th scope="row" className={`${CELL} font-medium`}>
      <span className="block">{auditFieldLabel(row.path)}</span>
      {badge && (
        <span className="mt-1 inline-block whitespace-nowrap">
          <Badge tone={KIND_TONE[row.kind]}>{DIFF_KIND_LABEL[row.kind]}</Badge>
        </span>
      )}
    </th>
  );
}

/** The fields the entry changed: before and after, side by side. */
function ChangesTable({ rows }: { rows: DiffRow[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Campos alterados: estado anterior e atual</caption>
        <thead className={HEAD}>
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
          {rows.map((r) => (
            <tr key={r.path} className={ROW_CLASS[r.kind]} data-kind={r.kind}>
              <FieldName row={r} badge />
              <td className={CELL}>{missing(r.before)}</td>
              <td className={CELL}>{missing(r.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The fields the entry left as they were, folded under the changes: one value each. */
function OtherFields({ rows }: { rows: DiffRow[] }) {
  return (
    <details className="rounded-xl border border-line" data-testid="other-fields">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-medium text-accent-strong">
        Outros campos ({rows.length})
      </summary>
      <div className="overflow-x-auto border-t border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Campos sem alteração</caption>
          <thead className={HEAD}>
            <tr>
              <th scope="col" className="px-3 py-2">
                Campo
              </th>
              <th scope="col" className="px-3 py-2">
                Valor
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((r) => (
              <tr key={r.path} data-kind={r.kind}>
                <FieldName row={r} badge={false} />
                <td className={CELL}>{missing(r.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/**
 * One entry of the log: who did what when, then the record field by field in Portuguese, the
 * fields it changed first and the others folded under "Outros campos (N)".
 */
export function LogDetailsDialog({ entry, onClose }: { entry: LogEntry | null; onClose: () => void }) {
  const rows = useMemo(
    () =>
      entry
        ? diffStates(entry.previousState, entry.result, (path, value) => auditValue(entry.moduleName, path, value))
        : [],
    [entry],
  );
  const { changes, others } = changesFirst(rows);
  const module = entry ? auditModuleLabel(entry.moduleName) : '';
  const method = entry ? auditMethodLabel(entry.methodName) : '';
  return (
    <Modal
      open={entry !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Detalhes do log"
      description={entry ? `${module} · ${method}` : undefined}
      size="lg"
    >
      {entry && (
        <div className="space-y-5">
          <DetailList
            items={[
              { label: 'Módulo', value: module },
              { label: 'Método', value: method },
              { label: 'Usuário', value: entry.userName ?? entry.userId ?? 'Sistema' },
              { label: 'ID do usuário', value: entry.userId ?? '—' },
              { label: 'Data', value: formatDateTime(entry.createdAt) },
              { label: 'Registro', value: entry.entityId ?? '—' },
            ]}
          />
          <p className="text-sm font-medium text-ink">{diffSummary(rows)}</p>
          {rows.length === 0 ? (
            <p className="rounded-xl border border-line px-4 py-6 text-center text-sm text-muted">
              Este registro não guarda estado anterior nem atual.
            </p>
          ) : (
            <>
              {changes.length > 0 ? (
                <ChangesTable rows={changes} />
              ) : (
                <p className="rounded-xl border border-line px-4 py-6 text-center text-sm text-muted">
                  Nenhum campo alterado.
                </p>
              )}
              {others.length > 0 && <OtherFields rows={others} />}
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
