import { Outlet, ScrollRestoration } from 'react-router';

/** Root of every route: the page and scroll restoration. */
export function AppShell() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
