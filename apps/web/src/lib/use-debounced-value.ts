import { SEARCH_DEBOUNCE_MS } from '@mall/shared';
import { useEffect, useState } from 'react';

/** Search boxes wait 300 ms after the last keystroke before querying (SPEC §2). */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    // Nothing to wait for while the value is the one already passed on (as when the box appears).
    if (Object.is(value, debounced)) return;
    const id = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(id);
  }, [value, debounced, delay]);
  return debounced;
}
