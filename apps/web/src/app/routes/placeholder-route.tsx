import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';

/** What a screen's route holds besides its path (an admin screen's path comes from the access map). */
export type ScreenRoute = Omit<RouteObject, 'path' | 'index' | 'children'>;

/**
 * A screen that arrives in a later issue: a lazily loaded titled page. Later issues swap it for
 * their page module; nothing else in the route table needs to change.
 */
export function placeholderScreen(title: string): ScreenRoute {
  const Placeholder = lazy(async () => {
    const { PlaceholderPage } = await import('../../components/placeholder-page');
    return { default: () => <PlaceholderPage title={title} /> };
  });
  return { element: <Placeholder /> };
}

/**
 * A screen whose page module is loaded when the route is first shown, under its own chunk, with
 * the app's query client (React Query comes with the first such page). The layout's Suspense
 * boundary covers the download (a navigation keeps the previous page meanwhile).
 */
export function pageScreen<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): ScreenRoute {
  const Page = lazy(async () => {
    const [page, { withQueries }] = await Promise.all([load(), import('../../lib/with-queries')]);
    return { default: withQueries(page[name] as ComponentType) };
  });
  return { element: <Page /> };
}

/** A page that fetches without React Query (the home page: a visitor's first load stays without it). */
export function lightPageScreen<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): ScreenRoute {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return { element: <Page /> };
}

export function placeholder(path: string, title: string): RouteObject {
  return { path, ...placeholderScreen(title) };
}

export function page<M extends Record<string, unknown>>(
  path: string,
  load: () => Promise<M>,
  name: keyof M & string,
): RouteObject {
  return { path, ...pageScreen(load, name) };
}
