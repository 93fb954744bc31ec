import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingState } from '../../components/states';
import { Footer } from '../footer';
import { SiteHeader } from '../headers/site-header';
import { PageScroll } from './app-shell';
import { SkipLink } from './skip-link';

/**
 * Public and logged-in pages: home or client header, page, footer. The page area is at least as
 * tall as the window under the header, so the footer starts below the fold: a page that grows
 * as its content arrives never pushes a visible footer away.
 */
export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="conteudo" className="min-h-[calc(100vh-5rem)] flex-1">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
          <PageScroll />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
