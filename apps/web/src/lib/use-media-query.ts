import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept current as the window changes. Where the browser
 * has no matchMedia (tests in jsdom, the build's prerendering), it reads as not matching.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    // A prerendered page (build/prerender.ts) was drawn without a window, as not matching; while the
    // browser takes it over, it reads the same, then the window's answer.
    () => false,
  );
}

/** Below Tailwind's `sm` breakpoint (640px): a phone held upright. */
export const PHONE_QUERY = '(max-width: 639.98px)';
