import { healthEndpoints } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { routeOf } from '../../lib/route';
import type { ModuleDeps } from '../deps';

/** A successful ping is trusted for this long, so a busy load balancer does not load the database. */
const PING_TTL_MS = 1000;

export const healthRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database, redis }) => {
  let lastOk = 0;
  app.route(
    routeOf(
      healthEndpoints.getHealth,
      {
        config: { rateLimit: false },
        // Load balancers call this often and its answer is built right here: plain JSON.stringify
        // instead of re-validating it against the schema (which still documents it).
        serializerCompiler: () => (data) => JSON.stringify(data),
        tags: ['health'],
        summary: 'Liveness, database reachability and the state of Redis (when REDIS_URL is set)',
        description:
          'A database that cannot be reached answers 503. Redis down answers 200 with `status` and `redis` ' +
          "`degraded`: rate limits then count in each process's own memory.",
      },
      async () => {
        try {
          if (Date.now() - lastOk > PING_TTL_MS) {
            await database.ping();
            lastOk = Date.now();
          }
        } catch {
          lastOk = 0;
          throw new AppError('UNAVAILABLE', 'Banco de dados indisponível');
        }
        if (!redis) return { status: 'ok' as const, database: database.kind };
        const state = await redis.state();
        return { status: state, database: database.kind, redis: state };
      },
    ),
  );
};
