import { useState } from 'react';
import { PrizeCard } from '../../../components/prize-card';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useOverflow } from '../../../lib/use-overflow';
import { useBenefits } from '../api/get-benefits';

/** "Confira os Benefícios": up to 4 columns, scrolling inside 600px; a card opens the prize. */
export function BenefitsGrid() {
  const query = useBenefits();
  const [box, setBox] = useState<HTMLUListElement | null>(null);
  const moreBelow = useOverflow(box, 'below');
  if (query.isPending) return <LoadingState />;
  if (query.isError || !query.data)
    return <ErrorState onRetry={() => query.refetch()}>Não foi possível carregar os dados</ErrorState>;
  if (query.data.prizes.length === 0) return <EmptyState>Nenhum benefício disponível no momento.</EmptyState>;
  return (
    <div className="relative">
      <ul
        ref={setBox}
        aria-label="Benefícios"
        className="grid max-h-[600px] grid-cols-2 gap-3 overflow-y-auto overscroll-contain p-1 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
      >
        {query.data.prizes.map((p) => (
          <li key={p.id}>
            <PrizeCard prize={p} />
          </li>
        ))}
      </ul>
      {/* While more benefits wait below the box's edge, the edge fades: the grid scrolls. */}
      {moreBelow && (
        <div
          aria-hidden="true"
          data-testid="benefits-more-below"
          className="pointer-events-none absolute inset-x-0 bottom-0 h-20 bg-linear-to-t from-canvas to-transparent"
        />
      )}
    </div>
  );
}
