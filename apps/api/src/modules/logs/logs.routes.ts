import { errorSchema, logsEndpoints } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route';
import type { ModuleDeps } from '../deps';
import { listLogs } from './logs.queries';

export const logsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.route(
    routeOf(
      logsEndpoints.listAuditLogs,
      {
        preHandler: app.requireAction('logs:read'),
        tags: ['logs'],
        summary: 'Audit log, newest first, optionally of one module',
        errors: { 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
      async (request) => listLogs(db, request.query),
    ),
  );
};
