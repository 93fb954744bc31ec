import { Outlet } from 'react-router';
import { Footer } from '../footer';
import { SiteHeader } from '../headers/site-header';
import { SkipLink } from './skip-link';

/** Public and logged-in pages: home or client header, page, footer. */
export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="conteudo" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
