import { PRIZE_GRID_PAGE_SIZE } from '@mall/shared';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button';
import { PageTitle } from '../../../components/page-title';
import { PrizeGrid } from '../../../components/prize-card';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import {
  type ActivePrizes,
  dropWrittenActivePrizes,
  getActivePrizes,
  writtenActivePrizes,
} from '../../../lib/resources/prizes/get-active-prizes';
import { prizeKeys } from '../../../lib/resources/prizes/keys';
import { useFetched } from '../../../lib/use-fetched';
import { useListState } from '../../../lib/use-list-state';

/**
 * SPEC §2 /cliente/brindes: every active prize, 12 per page. Read without React Query
 * (lib/use-fetched.ts): the grid's first picture is the page's largest paint, and React Query's
 * 10 kB came before it. The page shown stays on screen while the next one loads; a change to the
 * prizes (a redemption's stock) reads it again.
 *
 * The first page comes drawn in the HTML with its answer beside it (ACTIVE_PRIZES_ELEMENT_ID,
 * apps/api's `withDrawnPrizes`): the first render takes that answer, so React keeps the grid the
 * browser already painted.
 */
export function PrizesPage() {
  const list = useListState({});
  const { page } = list;
  const [written] = useState(() => (page === 1 ? writtenActivePrizes() : undefined));
  useEffect(() => dropWrittenActivePrizes(), []);
  const query = useFetched((signal) => getActivePrizes(page, PRIZE_GRID_PAGE_SIZE, signal), {
    key: prizeKeys.active(page, PRIZE_GRID_PAGE_SIZE),
    initial: written,
  });
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
      ) : (
        <PrizesContent answer={query.data} page={page} onPage={go} />
      )}
    </section>
  );
}

/**
 * A page of the grid as it reads once its answer is there: the grid and its pages, or the empty
 * state. Also what the server draws into the page's HTML (src/server-render.tsx).
 */
export function PrizesContent({
  answer,
  page,
  onPage,
}: {
  answer: ActivePrizes;
  page: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(answer.total / PRIZE_GRID_PAGE_SIZE));
  if (answer.prizes.length === 0) return <EmptyState>Nenhum benefício disponível no momento.</EmptyState>;
  return (
    <>
      <PrizeGrid prizes={answer.prizes} label="Benefícios" top />
      {pages > 1 && (
        <nav aria-label="Paginação" className="flex items-center justify-center gap-4">
          <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
            Anterior
          </Button>
          <span className="text-sm text-muted tabular-nums">
            Página {page} de {pages}
          </span>
          <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= pages}>
            Próxima
          </Button>
        </nav>
      )}
    </>
  );
}
