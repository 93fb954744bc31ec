import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { queryClient } from './query-client';

/** The app's query client for what is below (a page, the customer header, the admin area). */
export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** `Component` under the app's query client. */
export function withQueries<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function Queried(props: P) {
    return (
      <WithQueries>
        <Component {...props} />
      </WithQueries>
    );
  };
}

/**
 * `withQueries`, once zod and the common schemas are loaded unless `schemas` is false: a page
 * (`pageScreen`) calls this beside importing its own code, so they come as an import of their own
 * and are evaluated in a task of their own, before the page's. Here rather than in the router, so
 * the first load of `/` and `/cliente` does not carry the import.
 */
export async function queriesReady(schemas?: false): Promise<typeof withQueries> {
  if (schemas !== false) await import('./api/wire-schemas');
  return withQueries;
}
