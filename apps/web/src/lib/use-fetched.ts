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

export interface FetchedOptions<T = unknown> {
  /** Reads again when a change announces this key, or a prefix of it, stale (lib/stale-reads.ts). */
  key?: readonly unknown[];
  /** False: no read (data stays undefined). */
  enabled?: boolean;
  /**
   * The answer already at hand for the first key (one the server wrote into the page): shown at
   * once, and not read again on mount.
   */
  initial?: T;
}

/**
 * A read of an answer when the component mounts, without React Query: for a first load that its
 * 10 kB would weigh down (the home page, the customer's header and /cliente). Other pages use React
 * Query. A read again (a retry, a change announced under `key`, a new `key`) keeps the answer on
 * screen until the new one arrives (a list's previous page while the next loads). A failure keeps
 * it too when it is the same key's answer; after a new key's failure, the failure is shown.
 */
export function useFetched<T>(
  read: (signal: AbortSignal) => Promise<T>,
  { key, enabled = true, initial }: FetchedOptions<T> = {},
): Fetched<T> {
  const keyText = key ? JSON.stringify(key) : undefined;
  const [state, setState] = useState<{
    data: T | undefined;
    /** The key the answer on screen was read under. */
    dataKey?: string;
    isPending: boolean;
    isError: boolean;
  }>(() =>
    initial !== undefined
      ? { data: initial, dataKey: keyText, isPending: false, isError: false }
      : { data: undefined, isPending: enabled, isError: false },
  );
  const reading = useRef<AbortController | null>(null);
  const readRef = useRef(read);
  readRef.current = read;
  const skipFirstRead = useRef(initial !== undefined);
  const keyRef = useRef(keyText);
  keyRef.current = keyText;

  const start = useCallback(() => {
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    const readKey = keyRef.current;
    readRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, dataKey: readKey, isPending: false, isError: false });
      },
      () => {
        if (controller.signal.aborted) return;
        // A read again of the same key keeps its answer; another key's answer (the previous page of
        // a list) is not this read's, so the failure is shown.
        setState((s) =>
          s.data !== undefined && s.dataKey === readKey
            ? { ...s, isPending: false, isError: false }
            : { data: undefined, isPending: false, isError: true },
        );
      },
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's text stands for the key
  useEffect(() => {
    if (!enabled) return;
    if (skipFirstRead.current) skipFirstRead.current = false;
    else start();
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

  return { data: state.data, isPending: state.isPending, isError: state.isError, refetch };
}
