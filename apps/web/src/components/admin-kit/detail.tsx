import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../../lib/api';
import { PageContainer } from '../page-container';
import { PageTitle } from '../page-title';
import { EmptyState, ErrorState, LoadingState } from '../states';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Shown when the server answers 404, e.g. "Loja não encontrada". */
  notFound: ReactNode;
  /** The way back offered beside the not-found text (absent when the page already shows one). */
  backLink?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * One record's read: a spinner while it loads, the not-found text with the way back on a 404,
 * the SPEC's generic error with "Tentar novamente" on any other failure, the content once loaded.
 */
export function QueryState<T>({ query, notFound, backLink, children }: QueryStateProps<T>) {
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return isApiError(query.error) && query.error.status === 404 ? (
      <EmptyState action={backLink}>{notFound}</EmptyState>
    ) : (
      <ErrorState onRetry={() => query.refetch()}>Não foi possível carregar os dados</ErrorState>
    );
  return children(query.data);
}

interface DetailPageProps<T> extends QueryStateProps<T> {
  /** The page's title while it loads or fails, e.g. "Detalhes da loja"; the record titles itself. */
  title: string;
  eyebrow: string;
  narrow?: boolean;
}

/**
 * A detail page: while loading a bare spinner, on failure the page's title above the
 * not-found or error state, then the record, which draws its own title.
 */
export function DetailPage<T>({ title, eyebrow, narrow = false, children, ...state }: DetailPageProps<T>) {
  const { query } = state;
  if (query.isSuccess) return <>{children(query.data)}</>;
  return (
    <PageContainer narrow={narrow || query.isError}>
      {query.isError && <PageTitle eyebrow={eyebrow}>{title}</PageTitle>}
      <QueryState {...state}>{() => null}</QueryState>
    </PageContainer>
  );
}
