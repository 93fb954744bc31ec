import type { RouteObject } from 'react-router';

/**
 * A route whose screen arrives in a later issue: a lazily loaded titled page. Later issues swap
 * the `lazy` for their page module; nothing else in the route table needs to change.
 */
export function placeholder(path: string, title: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { PlaceholderPage } = await import('../../components/placeholder-page');
      return { element: <PlaceholderPage title={title} /> };
    },
  };
}

/** A route whose page module is loaded lazily, under its own chunk. */
export function page<M extends Record<string, unknown>>(
  path: string,
  load: () => Promise<M>,
  name: keyof M & string,
): RouteObject {
  return {
    path,
    lazy: async () => ({ Component: (await load())[name] as React.ComponentType }),
  };
}
