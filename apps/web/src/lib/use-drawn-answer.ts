import { useDeferredValue } from 'react';

/** What a list's table reads of its query. */
export interface ListQuery<D> {
  data: D | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A list query as its table draws it: an answer that arrives is drawn at a transition's priority,
 * which React renders in slices of a few milliseconds with the browser free between them, instead
 * of in one long task (a page of rows with badges, links and buttons). Until the rows are drawn,
 * what was on screen stays: the loading state, or the previous page. The answer's rows, total and
 * error are read together from the same answer, so the table never shows one answer's total over
 * another's rows.
 */
export function useDrawnAnswer<D>(query: ListQuery<D>): ListQuery<D> {
  const data = useDeferredValue(query.data);
  if (data === query.data) return query;
  return {
    data,
    // Rows still being drawn over the loading state keep it; over a previous page, that page stays.
    isPending: data === undefined,
    isError: false,
    refetch: query.refetch,
  };
}
