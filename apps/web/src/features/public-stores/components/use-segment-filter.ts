import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { KEEP_SCROLL } from '../../../lib/keep-scroll';

const PARAM = 'segmento';

/** A chip toggles: choosing the selected segment again clears the filter. */
export function toggleSegment(current: string | null, clicked: string): string | null {
  return current === clicked ? null : clicked;
}

/**
 * The chosen segment lives in the URL (?segmento=id): the filtered list can be shared, and Back
 * undoes a filter.
 */
export function useSegmentFilter() {
  const [params, setParams] = useSearchParams();
  const selected = params.get(PARAM);

  const select = useCallback(
    (id: string | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (id) next.set(PARAM, id);
          else next.delete(PARAM);
          return next;
        },
        { replace: true, state: KEEP_SCROLL },
      ),
    [setParams],
  );

  return {
    selected,
    toggle: (id: string) => select(toggleSegment(selected, id)),
    clear: () => select(null),
  };
}
