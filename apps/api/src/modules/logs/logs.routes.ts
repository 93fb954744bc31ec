import { errorSchema, logsEndpoints } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route';
import type { ModuleDeps } from '../deps';
import { findLogAuthors, listLogs } from './logs.queries';

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
