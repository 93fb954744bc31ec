import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LIST_ERROR_TEXT } from '../../../components/data-table';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { isApiError } from '../../../lib/api';

/** The text of every report with no rows under its filters. */
export const EMPTY_REPORT_TEXT = 'Nenhum resultado para os filtros escolhidos';

/** A refused filter says why (the server's message); anything else, the SPEC's generic text. */
export function reportErrorText(error: unknown): string {
  if (isApiError(error) && error.kind === 'http' && error.status >= 400 && error.status < 500 && error.status !== 401)
    return error.messages[0] ?? LIST_ERROR_TEXT;
  return LIST_ERROR_TEXT;
}

/**
 * What a report shows under its filters: a spinner on the first load, the error with a retry, the
 * empty text when the filters show nothing, else its figures. While other filters load, the
 * previous figures stay (dimmed, marked busy) instead of a spinner replacing the page.
 */
export function ReportBody<T>({
  query,
  periodError,
  isEmpty,
  children,
}: {
  query: UseQueryResult<T>;
  periodError: boolean;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (periodError) return <EmptyState>Corrija o período para ver o relatório.</EmptyState>;
  const data = query.data;
  if (query.isError)
    return <ErrorState onRetry={() => void query.refetch()}>{reportErrorText(query.error)}</ErrorState>;
  if (!data) return <LoadingState />;
  if (isEmpty(data)) return <EmptyState>{EMPTY_REPORT_TEXT}</EmptyState>;
  return (
    <div aria-busy={query.isPlaceholderData || undefined} className={query.isPlaceholderData ? 'opacity-60' : ''}>
      {children(data)}
    </div>
  );
}
