import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingState } from '../../components/states';
import { useAuth } from '../../lib/auth';
import { Footer } from '../footer';
import { AdminHeader } from '../headers/admin-header';
import { PageScroll } from './app-shell';
import { SkipLink } from './skip-link';

/**
 * Every /admin page (loaded only after the admin guard let the user in). As on the public pages,
 * the page area fills the window under the header, so the footer is never drawn above a page
 * still loading.
 */
export function AdminLayout() {
  const { session } = useAuth();
  if (!session) return null;
  return (
    <div className="flex min-h-screen flex-col bg-canvas">
      <SkipLink />
      <AdminHeader session={session} />
      <main id="conteudo" className="min-h-[calc(100vh-4rem)] flex-1">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
          <PageScroll />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
