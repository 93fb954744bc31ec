import { type QueryKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../toast';

/**
 * The query options of one client call under its key, for `useQuery` and for prefetching or
 * reading the cache: `useQuery({ ...endpointQuery(keys.list(p), (signal) => getThings(p, signal)) })`.
 */
export function endpointQuery<K extends QueryKey, T>(queryKey: K, fetch: (signal: AbortSignal) => Promise<T>) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => fetch(signal) });
}

export interface EndpointMutationOptions<V, R> {
  /** The keys whose queries the change makes stale (each feature's `keys.all`, or narrower). */
  invalidates: QueryKey[];
  /** A success toast: the server's message, usually. */
  success?: (answer: R, variables: V) => string | undefined;
}

/**
 * A mutation of one client call: on success, the optional toast, then every key in
 * `invalidates` is refreshed (awaited, so `mutateAsync` resolves on fresh lists; the reads outside
 * React Query under those keys too, lib/query-client.ts).
 */
export function useEndpointMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  { invalidates, success }: EndpointMutationOptions<V, R>,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (answer, variables) => {
      const message = success?.(answer, variables);
      if (message !== undefined) toast.success(message);
      await Promise.all(invalidates.map((queryKey) => qc.invalidateQueries({ queryKey })));
    },
  });
}
