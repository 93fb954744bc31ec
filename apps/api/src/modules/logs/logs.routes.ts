import {
  auditMethodLabel,
  auditModuleLabel,
  decodeLogCursor,
  errorSchema,
  type LogCursor,
  type LogEntry,
  logsEndpoints,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ListExportSpec, listExportRoute } from '../../lib/list-export';
import type { ReportColumn } from '../../lib/report-source';
import { routeOf } from '../../lib/route';
import type { ModuleDeps } from '../deps';
import { findLogAuthors, listLogs } from './logs.queries';

/** The audit log's export columns, as its table names them. */
const LOG_EXPORT_COLUMNS: readonly ReportColumn<LogEntry>[] = [
  { header: 'Data', kind: 'datetime', value: (l) => l.createdAt, width: 18 },
  { header: 'Módulo', kind: 'text', value: (l) => auditModuleLabel(l.moduleName), width: 18 },
  { header: 'Método', kind: 'text', value: (l) => auditMethodLabel(l.methodName), width: 22 },
  {
    header: 'Usuário',
    kind: 'text',
    value: (l) => (l.userId === null ? 'Sistema' : (l.userName ?? 'Usuário removido')),
    width: 24,
  },
  { header: 'Registro', kind: 'text', value: (l) => l.entityId, width: 38 },
];

export const logsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  app.route(
    routeOf(
      logsEndpoints.listAuditLogs,
      {
        preHandler: app.requireAction('logs:read'),
        tags: ['logs'],
        summary:
          'Audit log, newest first, by keyset pages (nextCursor/prevCursor); filters by module, user and period (dates in APP_TIMEZONE)',
        errors: { 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
      async (request) => listLogs(db, request.query, config.timeZone),
    ),
  );
  app.route(
    listExportRoute(
      logsEndpoints.exportAuditLogs,
      {
        preHandler: app.requireAction('logs:read'),
        tags: ['logs'],
        summary: 'Audit log entries (filters and order) as CSV or XLSX, read by keyset from the first',
        errors: { 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
      config.timeZone,
      ({ format: _format, cursor: _cursor, ...q }): ListExportSpec<LogEntry> => {
        let next: LogCursor | null = null;
        return {
          name: 'log-de-auditoria',
          sheetName: 'Log',
          columns: LOG_EXPORT_COLUMNS,
          read: async (limit, previous) => {
            // After the last page there is no cursor: the export ends there.
            if (previous && !next) return { rows: [] };
            const page = await listLogs(db, { ...q, limit, cursor: next ?? undefined }, config.timeZone);
            next = page.nextCursor ? decodeLogCursor(page.nextCursor) : null;
            return { rows: page.data };
          },
        };
      },
    ),
  );
  app.route(
    routeOf(
      logsEndpoints.listLogAuthors,
      {
        preHandler: app.requireAction('logs:read'),
        tags: ['logs'],
        summary: "Users for the audit log's user filter: by part of the name or e-mail (20, by name), or by id",
        errors: { 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
      async (request) => ({ data: await findLogAuthors(db, request.query) }),
    ),
  );
};
