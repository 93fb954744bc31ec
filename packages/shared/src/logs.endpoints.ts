import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { LOG_MODULES, listOf, logSchema, paginationQuerySchema } from './schemas';

export const logModuleQuerySchema = paginationQuerySchema.extend({
  moduleName: z.enum([...LOG_MODULES, 'User'], { error: `Módulo inválido; use ${LOG_MODULES.join(', ')}` }).optional(),
});

export const logsEndpoints = {
  listAuditLogs: defineEndpoint({
    operationId: 'listAuditLogs',
    method: 'GET',
    path: '/logs/module',
    query: logModuleQuerySchema,
    response: listOf(logSchema),
    status: 200,
  }),
};
