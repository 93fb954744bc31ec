import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { AUDIT_MODULES, LOG_MODULES } from './enums';
import { listOf, logSchema, paginationQuerySchema } from './schemas';

export const logModuleQuerySchema = paginationQuerySchema.extend({
  moduleName: z.enum(AUDIT_MODULES, { error: `Módulo inválido; use ${LOG_MODULES.join(', ')}` }).optional(),
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
