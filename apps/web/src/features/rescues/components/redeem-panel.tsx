import type { Prize } from '@mall/shared';
import { CheckCircle2, CircleAlert, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { formatNumber } from '../../../lib/format';
import { REDEEM_MESSAGES, redeemState } from './redeem-state';

interface Props {
  prize: Pick<Prize, 'points' | 'soldOut'>;
  /** undefined while the balance loads. */
  userPoints: number | undefined;
  pointsError?: boolean;
  /** The voucher of the customer's redemption in this campaign, if they already redeemed. */
  redeemedVoucher?: string | null;
  pending?: boolean;
  onRedeem: () => void;
}

/** Prize points against the customer's, the verdict, and Resgatar (disabled unless it can act). */
export function RedeemPanel({
  prize,
  userPoints,
  pointsError = false,
  redeemedVoucher = null,
  pending = false,
  onRedeem,
}: Props) {
  const state = redeemState(prize, pointsError ? 0 : userPoints, redeemedVoucher);
  const message = state.kind === 'loading' ? null : REDEEM_MESSAGES[state.kind];
  const ok = state.kind === 'available';
  return (
    <div className="space-y-4 rounded-2xl border border-line bg-surface p-5">
      <dl className="grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm text-muted">Pontos do brinde</dt>
          <dd className="text-2xl font-semibold text-accent-strong tabular-nums">{formatNumber(prize.points)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Seus pontos</dt>
          <dd className="text-2xl font-semibold tabular-nums" data-testid="user-points">
            {userPoints === undefined && !pointsError ? '…' : formatNumber(pointsError ? 0 : userPoints)}
          </dd>
        </div>
      </dl>
      {message && (
        <p
          role="status"
          className={`flex items-center gap-2 text-sm font-medium ${ok ? 'text-green-fg' : 'text-red-fg'}`}
        >
          {ok ? (
            <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          )}
          {message}
        </p>
      )}
      {state.kind === 'redeemed' && (
        <Link
          to={`/cliente/voucher?code=${encodeURIComponent(state.voucher)}`}
          className="inline-flex items-center gap-2 text-sm font-semibold text-accent-strong underline underline-offset-4"
        >
          <Ticket aria-hidden="true" className="size-4" />
          Ver meu voucher
        </Link>
      )}
      <Button className="w-full sm:w-auto" onClick={onRedeem} disabled={!ok || pending}>
        {state.kind === 'sold-out' ? 'Esgotado' : 'Resgatar'}
      </Button>
    </div>
  );
}
