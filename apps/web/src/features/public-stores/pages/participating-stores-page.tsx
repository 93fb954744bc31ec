import { Button } from '../../../components/button';
import { PageTitle } from '../../../components/page-title';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { formatNumber } from '../../../lib/format';
import { useActiveStores } from '../../../lib/resources/public-stores/get-active-stores';
import { useSegmentOptions } from '../../../lib/resources/segments/get-segments';
import { useDrawnAnswer } from '../../../lib/use-drawn-answer';
import { SegmentChips } from '../components/segment-chips';
import { StoreCard } from '../components/store-card';
import { useSegmentFilter } from '../components/use-segment-filter';

function SegmentFilter({
  segments,
  filter,
}: {
  segments: ReturnType<typeof useSegmentOptions>;
  filter: ReturnType<typeof useSegmentFilter>;
}) {
  // The stores stay useful without the chips: a failure here only hides the filter.
  if (segments.isPending || segments.isError) return null;
  if (segments.data.length === 0) return <p className="text-sm text-muted">Nenhum segmento cadastrado</p>;
  return (
    <SegmentChips segments={segments.data} selected={filter.selected} onToggle={filter.toggle} onClear={filter.clear} />
  );
}

export function ParticipatingStoresPage() {
  const filter = useSegmentFilter();
  const segments = useSegmentOptions({ quiet: true });
  const stores = useActiveStores(filter.selected);
  // The cards are drawn as a list's rows are, in slices: the loading state, or the stores shown
  // before, stay until they are drawn; a failure shows at once.
  const drawn = useDrawnAnswer(stores);
  // The chips (a few rows on a phone) and the stores appear together: either one arriving first
  // would push the other down the page.
  const loading = drawn.isPending || segments.isPending;
  const list = drawn.data?.pages.flatMap((p) => p.data) ?? [];
  const total = drawn.data?.pages[0]?.total ?? 0;

  return (
    <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-16">
      <PageTitle eyebrow="Onde comprar" title="Lojas participantes">
        Lojas participantes
      </PageTitle>
      <p className="-mt-4 mb-8 max-w-2xl leading-relaxed text-muted">
        Compras nestas lojas do shopping valem pontos no programa. Escolha um segmento para encontrar o que procura.
      </p>

      {!loading && (
        <section aria-label="Filtrar por segmento" className="mb-8">
          <SegmentFilter segments={segments} filter={filter} />
        </section>
      )}

      {loading ? (
        <LoadingState label="Carregando lojas..." />
      ) : stores.isError ? (
        <ErrorState onRetry={() => void stores.refetch()}>Erro ao carregar lojas</ErrorState>
      ) : list.length === 0 ? (
        <EmptyState>Nenhuma loja cadastrada</EmptyState>
      ) : (
        <>
          <p className="mb-4 text-sm text-muted" aria-live="polite">
            {total === 1 ? '1 loja' : `${formatNumber(total)} lojas`}
          </p>
          <ul
            aria-label="Lojas"
            aria-busy={stores.isPlaceholderData}
            className={`grid gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${stores.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {list.map((store, i) => (
              // The first row is on screen as the page opens; the first photo is its largest paint on a phone.
              <StoreCard key={store.id} store={store} loading={i === 0 ? 'high' : i < 3 ? 'eager' : 'lazy'} />
            ))}
          </ul>
          {stores.hasNextPage && (
            <div className="mt-10 flex justify-center">
              <Button
                variant="secondary"
                onClick={() => void stores.fetchNextPage()}
                disabled={stores.isFetchingNextPage}
              >
                {stores.isFetchingNextPage ? 'Carregando...' : 'Mostrar mais lojas'}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
