import { StoreBreadcrumb } from '../../../components/store-breadcrumb';

/** A store's shop owners (SPEC §2: /admin/lojista needs ?storeId). */
export const shopkeepersOf = (storeId: string) => `/admin/lojista?storeId=${encodeURIComponent(storeId)}`;

/** Loja > store name > Lojista, above the shop owners' pages (as the sellers' pages have). */
export function ShopkeeperBreadcrumb({ store }: { store: { id: string; tradeName: string } }) {
  return <StoreBreadcrumb store={store} last={{ to: shopkeepersOf(store.id), label: 'Lojista' }} />;
}
