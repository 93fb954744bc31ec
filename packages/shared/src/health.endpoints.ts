import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const healthEndpoints = {
  getHealth: defineEndpoint({
    operationId: 'getHealth',
    method: 'GET',
    path: '/health',
    public: true,
    response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
    status: 200,
  }),
};
