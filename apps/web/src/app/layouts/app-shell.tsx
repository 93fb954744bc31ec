import type { Location } from 'react-router';
import { ScrollRestoration } from './scroll-restoration';

/**
 * A page opened by address (a typed URL, a bookmark, a reload) has no history key of its own: the
 * router calls every such entry "default". Keyed by its address instead, a reload comes back to where
 * the page was, and a page opened fresh starts at the top rather than at another page's position.
 */
export const scrollKey = (location: Pick<Location, 'key' | 'pathname' | 'search'>) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/** Scroll restoration keyed as above; each layout renders it beside its page. */
export function PageScroll() {
  return <ScrollRestoration getKey={scrollKey} />;
}
