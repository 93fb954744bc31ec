import { Outlet } from 'react-router';
import { useAuth } from '../../lib/auth';
import { Footer } from '../footer';
import { AdminHeader } from '../headers/admin-header';
import { SkipLink } from './skip-link';

/** Every /admin page (loaded only after the admin guard let the user in). */
export function AdminLayout() {
  const { session } = useAuth();
  if (!session) return null;
  return (
    <div className="flex min-h-screen flex-col bg-canvas">
      <SkipLink />
      <AdminHeader session={session} />
      <main id="conteudo" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
