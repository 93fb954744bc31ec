import { type AuditModule, LOG_MODULES, type LogEntry, logsEndpoints } from '@mall/shared';
import { Eye } from 'lucide-react';
import { useId, useState } from 'react';
import {
  type Column,
  CursorListTable,
  ExportButtons,
  Field,
  IconButton,
  inputClass,
  PageContainer,
  PageHeader,
  PageTitle,
  useAdminList,
} from '../../../components/admin-kit';
import { Button } from '../../../components/button';
import { CardFact } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { sortOf } from '../../../lib/list-sort';
import { useAuditLogs } from '../api';
import { auditMethodLabel, auditModuleLabel } from '../components/audit-fields';
import { LogDetailsDialog } from '../components/log-details-dialog';
import { LogUserCombobox } from '../components/log-user-combobox';

/** The log sorts by its date only: newest first (its own order) or oldest first. */
const LOG_SORT_COLUMNS = ['date'] as const;
const FILTERS = { moduleName: '', userId: '', from: '', to: '', cursor: '' };
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** SPEC §2 Logs: the audit log by module, user and period, newest first, each entry's diff. */
export function LogsPage() {
  const list = useAdminList(FILTERS, LOG_SORT_COLUMNS);
  const { moduleName, userId, from, to, cursor } = list.filters;
  const periodId = useId();
  const [open, setOpen] = useState<LogEntry | null>(null);
  // A hand-edited address must not turn into a request the API refuses: unknown values read as none.
  const module = (LOG_MODULES as readonly string[]).includes(moduleName) ? (moduleName as AuditModule) : undefined;
  const fromDate = DATE.test(from) ? from : undefined;
  const toDate = DATE.test(to) ? to : undefined;
  const periodError = fromDate && toDate && fromDate > toDate;
  // Both dates point at the one message that explains the period.
  const periodInvalid = periodError ? { 'aria-invalid': true, 'aria-describedby': periodId } : {};
  const filters = {
    moduleName: module,
    userId: UUID.test(userId) ? userId : undefined,
    from: fromDate,
    to: toDate,
    ...sortOf(LOG_SORT_COLUMNS, list.filters),
  };
  const query = useAuditLogs({ ...filters, limit: list.limit, cursor: cursor || undefined }, !periodError);
  const set = (next: Partial<typeof FILTERS>) => list.setFilters({ ...next, cursor: '' });
  const anyFilter = moduleName !== '' || userId !== '' || from !== '' || to !== '';

  const details = (l: LogEntry) => (
    <IconButton
      icon={Eye}
      label={`Ver detalhes: ${auditModuleLabel(l.moduleName)} ${auditMethodLabel(l.methodName)} em ${formatDateTime(l.createdAt)}`}
      onClick={() => setOpen(l)}
    />
  );
  const user = (l: LogEntry) =>
    l.userId === null ? (
      <span className="text-muted">Sistema</span>
    ) : (
      <span className="flex flex-col">
        <span className="font-medium">{l.userName ?? 'Usuário removido'}</span>
        <span className="font-mono text-xs text-muted break-all">{l.userId}</span>
      </span>
    );
  const columns: Column<LogEntry>[] = [
    {
      key: 'module',
      header: 'Módulo',
      cell: (l) => <span className="font-medium">{auditModuleLabel(l.moduleName)}</span>,
    },
    { key: 'method', header: 'Método', cell: (l) => auditMethodLabel(l.methodName) },
    { key: 'user', header: 'Usuário', cell: user },
    {
      key: 'date',
      sortable: true,
      header: 'Data',
      cell: (l) => <span className="tabular-nums">{formatDateTime(l.createdAt)}</span>,
    },
    {
      key: 'actions',
      header: <span className="sr-only">Ações</span>,
      sticky: true,
      className: 'w-20 text-right',
      cell: (l) => <div className="flex justify-end">{details(l)}</div>,
    },
  ];

  return (
    <PageContainer>
      <PageHeader>
        <PageTitle eyebrow="Configurações">Logs</PageTitle>
      </PageHeader>
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Módulo">
          <select value={module ?? ''} onChange={(e) => set({ moduleName: e.target.value })} className={inputClass}>
            <option value="">Todos</option>
            {LOG_MODULES.map((m) => (
              <option key={m} value={m}>
                {auditModuleLabel(m)}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Usuário">
          {({ id }) => (
            <LogUserCombobox
              id={id}
              value={UUID.test(userId) ? userId : ''}
              onChange={(value) => set({ userId: value })}
              allLabel="Todos os usuários"
              placeholder="Buscar por nome ou e-mail"
            />
          )}
        </Field>
        <Field label="Data inicial">
          {({ id }) => (
            <input
              id={id}
              type="date"
              value={fromDate ?? ''}
              max={toDate}
              onChange={(e) => set({ from: e.target.value })}
              {...periodInvalid}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Data final">
          {({ id }) => (
            <input
              id={id}
              type="date"
              value={toDate ?? ''}
              min={fromDate}
              onChange={(e) => set({ to: e.target.value })}
              {...periodInvalid}
              className={inputClass}
            />
          )}
        </Field>
        {periodError && (
          <p id={periodId} role="alert" className="text-sm text-danger sm:col-span-2 lg:col-span-4">
            A data inicial deve ser anterior ou igual à data final.
          </p>
        )}
        {anyFilter && (
          <div className="sm:col-span-2 lg:col-span-4">
            <Button size="sm" variant="ghost" onClick={() => set({ moduleName: '', userId: '', from: '', to: '' })}>
              Limpar filtros
            </Button>
          </div>
        )}
      </div>
      <div className="mb-4 flex justify-end">
        <ExportButtons
          endpoint={logsEndpoints.exportAuditLogs}
          query={filters}
          disabled={Boolean(periodError)}
          label="Exportando log"
        />
      </div>
      <CursorListTable
        list={list}
        query={query}
        caption="Logs"
        pagerLabel="Páginas do log"
        columns={columns}
        rowKey={(l) => l.id}
        emptyText="Nenhum registro no log"
        emptyFilteredText="Nenhum registro encontrado para estes filtros."
        card={(l) => (
          <div className="flex items-start justify-between gap-3">
            <dl className="grid min-w-0 gap-2">
              <CardFact label="Módulo">{auditModuleLabel(l.moduleName)}</CardFact>
              <CardFact label="Método">{auditMethodLabel(l.methodName)}</CardFact>
              <CardFact label="Usuário">{user(l)}</CardFact>
              <CardFact label="Data">{formatDateTime(l.createdAt)}</CardFact>
            </dl>
            {details(l)}
          </div>
        )}
      />
      <LogDetailsDialog entry={open} onClose={() => setOpen(null)} />
    </PageContainer>
  );
}
