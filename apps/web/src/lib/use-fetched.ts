import { useCallback, useEffect, useRef, useState } from 'react';
import { whenStale } from './stale-reads';

export interface Fetched<T> {
  data: T | undefined;
  /** No answer yet (the first read, or a retry after a failure). */
  isPending: boolean;
  /** The last read failed. */
  isError: boolean;
  /** Reads again (the retry of an error state). */
  refetch: () => void;
}

export interface FetchedOptions {
  /** Reads again when a change announces this key, or a prefix of it, stale (lib/stale-reads.ts). */
  key?: readonly unknown[];
  /** False: no read (data stays undefined). */
  enabled?: boolean;
}

/**
 * A read of an answer when the component mounts, without React Query: for a first load that its
 * 10 kB would weigh down (the home page, the customer's header and /cliente). Other pages use React
 * Query. A read again (a retry, a change announced under `key`) keeps the answer on screen until
 * the new one arrives; a failure then keeps it too.
 */
export function useFetched<T>(
  read: (signal: AbortSignal) => Promise<T>,
  { key, enabled = true }: FetchedOptions = {},
): Fetched<T> {
  const [state, setState] = useState<{ data: T | undefined; isPending: boolean; isError: boolean }>({
    data: undefined,
    isPending: enabled,
    isError: false,
  });
  const reading = useRef<AbortController | null>(null);
  const readRef = useRef(read);
  readRef.current = read;

  const start = useCallback(() => {
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    readRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, isPending: false, isError: false });
      },
      () => {
        if (!controller.signal.aborted)
          setState((s) => ({ data: s.data, isPending: false, isError: s.data === undefined }));
      },
    );
  }, []);

  const keyText = key ? JSON.stringify(key) : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's text stands for the key
  useEffect(() => {
    if (!enabled) return;
    start();
    const unsubscribe = key ? whenStale(key, start) : undefined;
    return () => {
      unsubscribe?.();
      reading.current?.abort();
    };
  }, [enabled, keyText, start]);

  const refetch = useCallback(() => {
    setState((s) => (s.data === undefined ? { ...s, isPending: true, isError: false } : s));
    start();
  }, [start]);

  return { ...state, refetch };
}
