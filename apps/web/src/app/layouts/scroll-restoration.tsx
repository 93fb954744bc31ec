import { useEffect, useLayoutEffect } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';
import { keepsScroll } from '../../lib/keep-scroll';

const STORAGE_KEY = 'scroll-positions';

/** Where each page was scrolled, by key; kept in sessionStorage across a reload. */
let positions: Record<string, number> | null = null;
let currentKey: string | null = null;

function allPositions(): Record<string, number> {
  if (positions) return positions;
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    positions = stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    positions = {};
  }
  return positions;
}

function remember(): void {
  if (currentKey !== null) allPositions()[currentKey] = window.scrollY;
}

function persist(): void {
  remember();
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(allPositions()));
  } catch {
    // Storage full or unavailable: positions are lost on reload, nothing else.
  }
}

/**
 * The window's scroll across navigations, as a browser does it for documents: Back, Forward and a
 * reload come back to where the page was; a new page starts at the top, or at its #anchor; a
 * navigation carrying KEEP_SCROLL (a list's filter in the address) leaves the window alone.
 * Layouts render it beside the page inside their Suspense boundary, so it runs once the page's
 * code is there and the page can be as tall as it was. The page a document opens with, when the
 * build drew it, is left where the browser and the reader put it: it was on screen, and could be
 * scrolled, before its code arrived.
 */
export function ScrollRestoration({ getKey }: { getKey: (location: Location) => string }) {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onPageHide = () => {
      persist();
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (a new location object)
  useLayoutEffect(() => {
    const key = getKey(location);
    currentKey = key;
    // The first page of a document drawn at build (main.tsx takes it over, `data-prerendered`): the
    // browser placed the window (the top, the #anchor, a reload's position), and the reader may have
    // scrolled it before the code came: it stays where it is. The mark goes with this first page.
    const root = document.getElementById('root');
    if (root?.hasAttribute('data-prerendered')) {
      root.removeAttribute('data-prerendered');
      return;
    }
    const saved = allPositions()[key];
    if (navigationType === 'POP' && typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // Not a decodable id: the top, as for any other page.
      }
    }
    if (keepsScroll(location.state)) return;
    window.scrollTo(0, 0);
  }, [location]);

  return null;
}
