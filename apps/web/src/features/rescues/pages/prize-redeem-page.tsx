import { PRIZE_TYPE_LABELS } from '@mall/shared';
import { ArrowLeft, Gift } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { inputClass } from '../../../components/field';
import { PrizeGrid } from '../../../components/prize-card';
import { ResponsiveImg } from '../../../components/responsive-img';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { BRAND } from '../../../lib/brand';
import { usePrize } from '../../../lib/resources/prizes/get-prize';
import { useActivePrizes } from '../../../lib/resources/prizes/use-active-prizes';
import { useCreateRescue } from '../api/create-rescue';
import { useCampaignRedemption } from '../api/get-campaign-redemption';
import { useRedeemableBalance } from '../api/get-redeemable-balance';
import { RedeemConfirmDialog } from '../components/redeem-confirm-dialog';
import { RedeemPanel } from '../components/redeem-panel';
import type { RescueSuccessState } from './rescue-success-page';

/**
 * The picture's slot (measured): the 72rem page (px-5, then px-8) whole, from `md` 5/11 of it
 * beside the text (gap-8), less the frame's 1 px borders.
 */
const PRIZE_PICTURE_SIZES =
  '(min-width: 1152px) 478px, (min-width: 768px) calc(45.45vw - 46px), (min-width: 640px) calc(100vw - 66px), calc(100vw - 42px)';

function MorePrizes({ currentId }: { currentId: string }) {
  const query = useActivePrizes(1, 13);
  if (query.isPending) return <LoadingState />;
  if (query.isError) return null;
  const others = query.data.prizes.filter((p) => p.id !== currentId).slice(0, 8);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="more-prizes" className="space-y-5">
      <div className="flex items-end justify-between gap-4">
        <h2 id="more-prizes" className="text-3xl font-semibold">
          Confira mais brindes
        </h2>
        <Link
          to="/cliente/brindes"
          className="tap-target text-sm font-medium text-accent-strong underline-offset-4 hover:underline"
        >
          Ver tudo
        </Link>
      </div>
      <PrizeGrid prizes={others} label="Mais brindes" />
    </section>
  );
}

/** The prize's layout while it loads: its picture's square holds the place of what comes. */
function PrizeSkeleton() {
  const bar = 'animate-pulse rounded bg-sand motion-reduce:animate-none';
  return (
    <div
      role="status"
      aria-label="Carregando..."
      className="grid gap-8 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:items-start"
    >
      <div className={`aspect-square rounded-3xl border border-line ${bar}`} />
      <div aria-hidden="true" className="space-y-6">
        <div className="space-y-3">
          <div className={`h-4 w-1/4 ${bar}`} />
          <div className={`h-10 w-3/4 ${bar}`} />
        </div>
        <div className={`h-20 ${bar}`} />
        <div className={`h-40 rounded-2xl ${bar}`} />
      </div>
    </div>
  );
}

/** SPEC §2 /cliente/brinde/{id}: the prize, the customer's balance and the redemption. */
export function PrizeRedeemPage() {
  const { id = '' } = useParams();
  const { session } = useAuth();
  const navigate = useNavigate();
  const isClient = session?.role === 'CLIENTE';
  const prize = usePrize(id);
  const points = useRedeemableBalance(isClient);
  const redemption = useCampaignRedemption(isClient);
  const create = useCreateRescue();
  const [confirming, setConfirming] = useState(false);

  const redeem = () => {
    if (!prize.data) return;
    const p = prize.data;
    create.mutate(
      { prizeId: p.id, points: p.points },
      {
        onSuccess: (rescue) => {
          const state: RescueSuccessState = {
            clientName: session?.name ?? '',
            prizeName: rescue.prize.name,
            points: rescue.points,
            voucher: rescue.voucher,
            voucherExpirationDate: rescue.voucherExpirationDate,
            remainingPoints: rescue.remainingPoints,
          };
          navigate('/cliente/resgate-sucesso', { replace: true, state });
        },
        onError: () => setConfirming(false),
      },
    );
  };

  let body: React.ReactNode;
  if (prize.isPending) body = <PrizeSkeleton />;
  else if (prize.isError) {
    body =
      isApiError(prize.error) && prize.error.status === 404 ? (
        <EmptyState
          action={
            <Link to="/cliente/brindes" className="font-medium text-accent-strong underline underline-offset-4">
              Ver todos os brindes
            </Link>
          }
        >
          Brinde não encontrado
        </EmptyState>
      ) : (
        <ErrorState onRetry={() => prize.refetch()}>Não foi possível carregar os dados</ErrorState>
      );
  } else {
    const p = prize.data;
    body = (
      <article className="grid gap-8 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:items-start">
        <title>{`${p.name} · ${BRAND}`}</title>
        <div className="flex aspect-square items-center justify-center overflow-hidden rounded-3xl border border-line bg-sand">
          {p.imageUrl ? (
            <ResponsiveImg
              src={p.imageUrl}
              image={p.image}
              sizes={PRIZE_PICTURE_SIZES}
              aspect={{ width: 1, height: 1 }}
              alt={p.name}
              loading="high"
              className="size-full object-cover"
            />
          ) : (
            <Gift aria-hidden="true" className="size-16 text-muted" />
          )}
        </div>
        <div className="space-y-6">
          <div>
            {p.store && <p className="text-sm font-medium tracking-wide text-muted uppercase">{p.store.tradeName}</p>}
            <h1 className="mt-1 text-4xl font-semibold sm:text-5xl">{p.name}</h1>
          </div>
          {p.description && <p className="whitespace-pre-line leading-relaxed text-muted">{p.description}</p>}
          <div className="flex flex-col gap-1.5">
            <label htmlFor="prize-type" className="text-sm font-medium">
              Produto
            </label>
            <input id="prize-type" className={inputClass} value={PRIZE_TYPE_LABELS[p.type]} readOnly />
          </div>
          <RedeemPanel
            prize={p}
            userPoints={isClient ? points.data : 0}
            pointsError={isClient && points.isError}
            redeemedVoucher={redemption.data ?? null}
            pending={create.isPending}
            onRedeem={() => setConfirming(true)}
          />
          <RedeemConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            prizeName={p.name}
            points={p.points}
            pending={create.isPending}
            onConfirm={redeem}
          />
        </div>
      </article>
    );
  }

  return (
    <section className="mx-auto w-full max-w-6xl space-y-14 px-5 py-10 sm:px-8 sm:py-12">
      <div className="space-y-6">
        <Link
          to="/cliente/brindes"
          className="inline-flex items-center gap-2 text-sm font-medium text-muted hover:text-ink"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Benefícios
        </Link>
        {body}
      </div>
      {/* Below the prize, so it waits for it: drawn earlier, it would be pushed down the page. */}
      {id && !prize.isPending && <MorePrizes currentId={id} />}
    </section>
  );
}
