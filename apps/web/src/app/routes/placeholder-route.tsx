import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';

/** What a screen's route holds besides its path (an admin screen's path comes from the access map). */
export type ScreenRoute = Omit<RouteObject, 'path' | 'index' | 'children'>;

/** How long a page's first showing waits for the data its first lines need (`before`). */
const FIRST_DATA_WAIT_MS = 3000;

/**
 * A screen whose page module is loaded when the route is first shown, under its own chunk, with
 * the app's query client (React Query comes with the first such page). The layout's Suspense
 * boundary covers the download (a navigation keeps the previous page meanwhile). `before`, run
 * beside the download, fetches what the page's first lines show (a title that names the
 * campaign): the page is drawn once it is there (or after 3 s), not drawn and then reflowed.
 */
export function pageScreen<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  before?: () => Promise<unknown>,
): ScreenRoute {
  const Page = lazy(async () => {
    const data = before ? Promise.race([before(), new Promise((r) => setTimeout(r, FIRST_DATA_WAIT_MS))]) : null;
    // React Query and zod with the common schemas come as imports of their own beside the page's:
    // ready before the page's code, each is evaluated in its own task, not in one long one.
    const [page, { withQueries }] = await Promise.all([
      load(),
      import('../../lib/with-queries'),
      import('../../lib/api/wire-schemas'),
      data,
    ]);
    return { default: withQueries(page[name] as ComponentType) };
  });
  return { element: <Page /> };
}

/** A page that fetches without React Query (the home page and /cliente: first loads stay without it). */
export function lightPageScreen<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): ScreenRoute {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return { element: <Page /> };
}

export function page<M extends Record<string, unknown>>(
  path: string,
  load: () => Promise<M>,
  name: keyof M & string,
  before?: () => Promise<unknown>,
): RouteObject {
  return { path, ...pageScreen(load, name, before) };
}
