import { PRIZE_GRID_PAGE_SIZE } from '@mall/shared';
import { Button } from '../../../components/button';
import { PageTitle } from '../../../components/page-title';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useFetched } from '../../../lib/use-fetched';
import { useListState } from '../../../lib/use-list-state';
import { getActivePrizes } from '../../prizes/api/get-active-prizes';
import { prizeKeys } from '../../prizes/api/keys';
import { PrizeGrid } from '../components/prize-card';

/**
 * SPEC §2 /cliente/brindes: every active prize, 12 per page. Read without React Query
 * (lib/use-fetched.ts): the grid's first picture is the page's largest paint, and React Query's
 * 10 kB came before it. The page shown stays on screen while the next one loads; a change to the
 * prizes (a redemption's stock) reads it again.
 */
export function PrizesPage() {
  const list = useListState({});
  const { page } = list;
  const query = useFetched((signal) => getActivePrizes(page, PRIZE_GRID_PAGE_SIZE, signal), {
    key: prizeKeys.active(page, PRIZE_GRID_PAGE_SIZE),
  });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PRIZE_GRID_PAGE_SIZE));
  const go = (next: number) => {
    list.paging.onPageChange(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <section className="mx-auto w-full max-w-6xl space-y-8 px-5 py-10 sm:px-8 sm:py-12">
      <PageTitle eyebrow="Área do cliente" title="Benefícios">
        Benefícios
      </PageTitle>
      {query.isError ? (
        <ErrorState onRetry={() => query.refetch()}>Não foi possível carregar os dados</ErrorState>
      ) : query.data === undefined ? (
        <LoadingState />
      ) : query.data.prizes.length === 0 ? (
        <EmptyState>Nenhum benefício disponível no momento.</EmptyState>
      ) : (
        <>
          <PrizeGrid prizes={query.data.prizes} label="Benefícios" top />
          {pages > 1 && (
            <nav aria-label="Paginação" className="flex items-center justify-center gap-4">
              <Button variant="secondary" onClick={() => go(page - 1)} disabled={page <= 1}>
                Anterior
              </Button>
              <span className="text-sm text-muted tabular-nums">
                Página {page} de {pages}
              </span>
              <Button variant="secondary" onClick={() => go(page + 1)} disabled={page >= pages}>
                Próxima
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
