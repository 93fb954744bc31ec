/**
 * What a change makes stale, for the reads that stay out of React Query (`useFetched`: the home
 * page, the customer's header and /cliente, a first load that React Query's 10 kB would weigh
 * down). The app's query client announces every key it invalidates (`lib/query-client.ts`), so a
 * change needs nothing more; a read under a key that starts with an announced one reads again.
 */
type Listener = (prefix: readonly unknown[]) => void;
const listeners = new Set<Listener>();

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.length <= key.length && prefix.every((part, i) => Object.is(part, key[i]));

export function announceStale(prefix: readonly unknown[]): void {
  for (const listener of [...listeners]) listener(prefix);
}

/** Calls `refresh` whenever a prefix of `key` is announced; answers the unsubscribe. */
export function whenStale(key: readonly unknown[], refresh: () => void): () => void {
  const listener: Listener = (prefix) => {
    if (startsWith(key, prefix)) refresh();
  };
  listeners.add(listener);
  return () => listeners.delete(listener);
}
