import { errorSchema, LOG_MODULES, listOf, logSchema, paginationQuerySchema } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../deps';
import { listLogs } from './logs.queries';

const moduleQuery = paginationQuerySchema.extend({
  moduleName: z.enum([...LOG_MODULES, 'User'], { error: `Módulo inválido; use ${LOG_MODULES.join(', ')}` }).optional(),
});

export const logsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/logs/module',
    {
      preHandler: app.requireAction('logs:read'),
      schema: {
        operationId: 'listAuditLogs',
        tags: ['logs'],
        summary: 'Audit log, newest first, optionally of one module',
        querystring: moduleQuery,
        response: { 200: listOf(logSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => listLogs(db, request.query),
  );
};
