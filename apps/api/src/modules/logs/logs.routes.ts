import { errorSchema, logsEndpoints } from '@mall/shared';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logs, users } from '../../db/schema';
import { offsetOf } from '../../lib/paging';
import { routeOf } from '../../lib/route';
import { iso } from '../../lib/serialize';
import type { ModuleDeps } from '../deps';

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
      async (request) => {
        const q = request.query;
        const where: SQL | undefined = q.moduleName ? eq(logs.moduleName, q.moduleName) : undefined;
        const [rows, [totals]] = await Promise.all([
          db
            .select({ log: logs, userName: users.name })
            .from(logs)
            .leftJoin(users, eq(users.id, logs.userId))
            .where(where)
            .orderBy(desc(logs.createdAt), desc(logs.id))
            .limit(q.limit)
            .offset(offsetOf(q)),
          db.select({ n: count() }).from(logs).where(where),
        ]);
        return {
          data: rows.map(({ log, userName }) => ({
            id: log.id,
            moduleName: log.moduleName,
            methodName: log.methodName,
            entityId: log.entityId,
            userId: log.userId,
            userName,
            createdAt: iso(log.createdAt),
            previousState: log.previousState ?? null,
            result: log.result ?? null,
          })),
          total: totals?.n ?? 0,
        };
      },
    ),
  );
};
