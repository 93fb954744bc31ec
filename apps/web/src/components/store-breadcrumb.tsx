import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

/**
 * Loja > store name > the store's people (Vendedores, Lojista): the trail above the pages of a
 * store's sellers and shop owners (SPEC §2).
 */
export function StoreBreadcrumb({
  store,
  last,
}: {
  store: { id: string; tradeName: string };
  last: { to: string; label: string };
}) {
  const steps = [
    { to: '/admin/lojas', label: 'Loja' },
    { to: `/admin/lojas/${store.id}`, label: store.tradeName },
    last,
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
