import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';

/** What a screen's route holds besides its path (an admin screen's path comes from the access map). */
export type ScreenRoute = Omit<RouteObject, 'path' | 'index' | 'children'>;

/** How long a page's first showing waits for the data its first lines need (`before`). */
const FIRST_DATA_WAIT_MS = 3000;

/**
 * A screen whose page module is loaded when the route is first shown, under its own chunk, with
 * the app's query client (React Query comes with the first such page). The layout's Suspense
 * boundary covers the download (a navigation keeps the previous page meanwhile). React Query and
 * zod with the common schemas are imports of their own beside the page's: fetched in parallel and
 * ready before the page's code, each is evaluated in a task of its own rather than all in one long
 * task (bench/FINDINGS.md, "Module evaluation and renders: long tasks split").
 */
export function pageScreen<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  /**
   * Fetches what the page's first lines show (a title that names the campaign), beside the
   * download: the page is drawn once it is there (or after 3 s), not drawn and then reflowed.
   */
  before?: (() => Promise<unknown>) | null,
  /**
   * False for a page that declares no zod schema and may be the first one opened (the rules, the
   * questions, the participating stores, the settings cards): it is not sent zod and the common
   * schemas it would not use (`e2e/bundle-size.spec.ts` checks the public ones). Positional, as
   * `before`: the router's own code is in every first load, which has no bytes to spare (`/cliente`).
   */
  schemas?: false,
): ScreenRoute {
  const Page = lazy(async () => {
    const data = before ? Promise.race([before(), new Promise((r) => setTimeout(r, FIRST_DATA_WAIT_MS))]) : null;
    const [page, withQueries] = await Promise.all([
      load(),
      import('../../lib/with-queries').then((queries) => queries.queriesReady(schemas)),
      data,
    ]);
    return { default: withQueries(page[name] as ComponentType) };
  });
  const route = { element: <Page /> };
  if (schemas === false) schemaFree.add(route);
  return route;
}

const schemaFree = new WeakSet<ScreenRoute>();

/** Whether a screen's page declared that it uses no zod schema (`schemas: false` above). */
export function declaresNoSchemas(route: ScreenRoute): boolean {
  return schemaFree.has(route);
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
  before?: (() => Promise<unknown>) | null,
  schemas?: false,
): RouteObject {
  return { path, ...pageScreen(load, name, before, schemas) };
}
