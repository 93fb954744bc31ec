import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { AUDIT_MODULES, LOG_MODULES } from './enums';
import { decodeLogCursor } from './logs.cursor';
import { isoDateSchema, logSchema, paginationQuerySchema, searchTextSchema } from './schemas';
import { listExportEndpoint, sortQuery } from './sorting';

/**
 * The audit log's filters and its keyset page: newest first, `limit` entries from `cursor` (an
 * answer's `nextCursor` or `prevCursor`; none for the newest page). No total: counting the matches
 * would read them all, which is what keyset paging avoids.
 */
export const logModuleQuerySchema = z
  .object({
    limit: paginationQuerySchema.shape.limit,
    /** Newest first by default; `sort=date&order=asc` reads the oldest first (the cursor follows). */
    ...sortQuery(['date']),
    moduleName: z.enum(AUDIT_MODULES, { error: `Módulo inválido; use ${LOG_MODULES.join(', ')}` }).optional(),
    userId: z.uuid('Usuário inválido: userId deve ser o identificador de um usuário').optional(),
    from: isoDateSchema('Data inicial').optional(),
    to: isoDateSchema('Data final').optional(),
    cursor: z
      .string()
      .max(200, 'Cursor inválido: volte à primeira página do log')
      .transform((text, ctx) => {
        const cursor = decodeLogCursor(text);
        if (cursor) return cursor;
        ctx.addIssue({ code: 'custom', message: 'Cursor inválido: volte à primeira página do log' });
        return z.NEVER;
      })
      .optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'Período inválido: a data inicial deve ser anterior ou igual à data final',
    path: ['from'],
  });

export const logPageSchema = z.object({
  data: z.array(logSchema),
  /** The page of older entries, null on the oldest. */
  nextCursor: z.string().nullable(),
  /** The page of newer entries, null on the newest. */
  prevCursor: z.string().nullable(),
});
export type LogPage = z.infer<typeof logPageSchema>;

/** The log's user filter: a user found by part of the name or e-mail, or named by its id. */
export const logAuthorsQuerySchema = z.object({
  search: searchTextSchema.optional(),
  id: z.uuid('Usuário inválido: id deve ser o identificador de um usuário').optional(),
});
export const logAuthorSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type LogAuthor = z.infer<typeof logAuthorSchema>;
/** How many users one search of the log's user filter answers. */
export const LOG_AUTHORS_LIMIT = 20;

const listAuditLogs = defineEndpoint({
  operationId: 'listAuditLogs',
  method: 'GET',
  path: '/logs/module',
  query: logModuleQuerySchema,
  response: logPageSchema,
  status: 200,
});

export const logsEndpoints = {
  listAuditLogs,
  /** The entries of the log's filters and order as a CSV or XLSX file (the cursor is ignored). */
  exportAuditLogs: defineEndpoint(listExportEndpoint(listAuditLogs, 'exportAuditLogs')),
  listLogAuthors: defineEndpoint({
    operationId: 'listLogAuthors',
    method: 'GET',
    path: '/logs/authors',
    query: logAuthorsQuerySchema,
    response: z.object({ data: z.array(logAuthorSchema) }),
    status: 200,
  }),
};
