import { type Seller, sellerStatusOf } from '@mall/shared';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Switch } from '../../../components/switch';
import { useSetSellerStatus } from '../api';

/** The sellers list of a store (or of every store the caller sees). */
export const sellersOf = (storeId?: string) =>
  storeId ? `/admin/vendedores?storeId=${encodeURIComponent(storeId)}` : '/admin/vendedores';

/** SPEC §2: Loja > store name > Vendedores, above a seller's pages. */
export function SellerBreadcrumb({ seller }: { seller: Pick<Seller, 'storeId' | 'store'> }) {
  const steps = [
    { to: '/admin/lojas', label: 'Loja' },
    { to: `/admin/lojas/${seller.storeId}`, label: seller.store.tradeName },
    { to: sellersOf(seller.storeId), label: 'Vendedores' },
  ];
  return (
    <nav aria-label="Trilha de navegação" className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {steps.map((step, i) => (
          <li key={step.to} className="flex items-center gap-1">
            {i > 0 && <ChevronRight aria-hidden="true" className="size-3.5" />}
            <Link to={step.to} className="tap-target rounded text-ink underline-offset-2 hover:underline">
              {step.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
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
