import { type Location, Outlet, ScrollRestoration } from 'react-router';
import { usePageDescription } from '../page-description';

/**
 * A page opened by address (a typed URL, a bookmark, a reload) has no history key of its own: the
 * router calls every such entry "default". Keyed by its address instead, a reload comes back to where
 * the page was, and a page opened fresh starts at the top rather than at another page's position.
 */
export const scrollKey = (location: Pick<Location, 'key' | 'pathname' | 'search'>) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/** Root of every route: the page, its description and scroll restoration. */
export function AppShell() {
  usePageDescription();
  return (
    <>
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
