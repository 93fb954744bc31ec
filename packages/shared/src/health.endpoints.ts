import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const healthEndpoints = {
  getHealth: defineEndpoint({
    operationId: 'getHealth',
    method: 'GET',
    path: '/health',
    public: true,
    // `degraded` (still 200: the app works on) while an optional part is down; `redis` only when
    // REDIS_URL is set: while it is degraded, rate limits count in each process's own memory.
    response: z.object({
      status: z.enum(['ok', 'degraded']),
      database: z.enum(['pglite', 'postgres']),
      redis: z.enum(['ok', 'degraded']).optional(),
    }),
    status: 200,
  }),
};
