import { type Seller, sellerStatusOf } from '@mall/shared';
import { StoreBreadcrumb } from '../../../components/store-breadcrumb';
import { Switch } from '../../../components/switch';
import { useSetSellerStatus } from '../../../lib/resources/sellers';

/** The sellers list of a store (or of every store the caller sees). */
export const sellersOf = (storeId?: string) =>
  storeId ? `/admin/vendedores?storeId=${encodeURIComponent(storeId)}` : '/admin/vendedores';

/** SPEC §2: Loja > store name > Vendedores, above a seller's pages. */
export function SellerBreadcrumb({ seller }: { seller: Pick<Seller, 'storeId' | 'store'> }) {
  return (
    <StoreBreadcrumb
      store={{ id: seller.storeId, tradeName: seller.store.tradeName }}
      last={{ to: sellersOf(seller.storeId), label: 'Vendedores' }}
    />
  );
}

/** The ATIVO/INATIVO toggle: on when the seller may log in and sell. */
export function SellerStatusSwitch({ seller, disabled = false }: { seller: Seller; disabled?: boolean }) {
  const status = useSetSellerStatus();
  const active = sellerStatusOf(seller) === 'ATIVO';
  return (
    <Switch
      checked={active}
      label={`Vendedor ativo: ${seller.name}`}
      text={active ? 'Ativo' : 'Inativo'}
      disabled={disabled || status.isPending}
      onCheckedChange={(on) => status.mutate({ id: seller.id, active: on })}
    />
  );
}
