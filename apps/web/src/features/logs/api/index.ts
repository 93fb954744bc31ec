import { type AuditModule, type LogAuthor, type LogPage, logsEndpoints, type SortOrder } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallOptions, callEndpoint } from '../../../lib/api';
import { endpointQuery } from '../../../lib/api/hooks';

/** The audit log's client: one function per endpoint, its query hook, and the keys. */
export interface LogQuery {
  limit: number;
  moduleName?: AuditModule;
  userId?: string;
  from?: string;
  to?: string;
  cursor?: string;
  /** `date` and `asc`: the oldest first. */
  sort?: 'date';
  order?: SortOrder;
}

export const logKeys = {
  all: ['logs'] as const,
  page: (query: LogQuery) => ['logs', 'page', query] as const,
  authors: (query: { search?: string; id?: string }) => ['logs', 'authors', query] as const,
};

type Opts = Pick<CallOptions, 'signal' | 'toastErrors'>;

/** GET /logs/module: one page of the log, newest first, from a cursor (none: the newest page). */
export const getAuditLogs = (query: LogQuery, opts: Opts = {}): Promise<LogPage> =>
  callEndpoint(logsEndpoints.listAuditLogs, { query, ...opts });

export const useAuditLogs = (query: LogQuery, enabled = true) =>
  useQuery({
    ...endpointQuery(logKeys.page(query), (signal) => getAuditLogs(query, { signal })),
    enabled,
    placeholderData: keepPreviousData,
  });

/** GET /logs/authors: users for the user filter, by part of the name or e-mail, or one by id. */
export const getLogAuthors = (query: { search?: string; id?: string }, opts: Opts = {}): Promise<LogAuthor[]> =>
  callEndpoint(logsEndpoints.listLogAuthors, { query, ...opts }).then((r) => r.data);

export const useLogAuthors = (query: { search?: string; id?: string }, enabled = true) =>
  useQuery({
    ...endpointQuery(logKeys.authors(query), (signal) => getLogAuthors(query, { signal })),
    enabled,
    placeholderData: keepPreviousData,
  });
