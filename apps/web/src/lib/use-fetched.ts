import { useEffect, useState } from 'react';

export interface Fetched<T> {
  data: T | undefined;
  isPending: boolean;
}

/**
 * One read of an answer when the component mounts, for the home page: a visitor's first load,
 * which React Query (and its 10 kB) stays out of. Other pages use React Query.
 */
export function useFetched<T>(read: (signal: AbortSignal) => Promise<T>): Fetched<T> {
  const [state, setState] = useState<Fetched<T>>({ data: undefined, isPending: true });
  // biome-ignore lint/correctness/useExhaustiveDependencies: one read per mount, as documented
  useEffect(() => {
    const controller = new AbortController();
    read(controller.signal).then(
      (data) => setState({ data, isPending: false }),
      () => {
        if (!controller.signal.aborted) setState({ data: undefined, isPending: false });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
