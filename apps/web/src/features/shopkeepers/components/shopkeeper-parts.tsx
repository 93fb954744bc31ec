import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

/** A store's shop owners (SPEC §2: /admin/lojista needs ?storeId). */
export const shopkeepersOf = (storeId: string) => `/admin/lojista?storeId=${encodeURIComponent(storeId)}`;

/** Loja > store name > Lojista, above the shop owners' pages (as the sellers' pages have). */
export function ShopkeeperBreadcrumb({ store }: { store: { id: string; tradeName: string } }) {
  const steps = [
    { to: '/admin/lojas', label: 'Loja' },
    { to: `/admin/lojas/${store.id}`, label: store.tradeName },
    { to: shopkeepersOf(store.id), label: 'Lojista' },
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
