import { Navigate, useSearchParams } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** /admin/lojista needs the store it belongs to; without ?storeId it returns to the store list (SPEC §2). */
export function ShopkeeperPage() {
  const [params] = useSearchParams();
  if (!params.get('storeId')) return <Navigate to="/admin/lojas" replace />;
  return <PlaceholderPage title="Lojista" />;
}
