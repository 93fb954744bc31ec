import type { Prize } from '@mall/shared';

export type RedeemState = { kind: 'loading' } | { kind: 'sold-out' } | { kind: 'insufficient' } | { kind: 'available' };

/** Whether the Resgatar button may act, and which message the prize page shows. */
export function redeemState(prize: Pick<Prize, 'points' | 'soldOut'>, userPoints: number | undefined): RedeemState {
  if (prize.soldOut) return { kind: 'sold-out' };
  if (userPoints === undefined) return { kind: 'loading' };
  return userPoints >= prize.points ? { kind: 'available' } : { kind: 'insufficient' };
}

export const REDEEM_MESSAGES = {
  available: 'Você pode resgatar este brinde',
  insufficient: 'Pontos insuficientes para resgatar este brinde',
  'sold-out': 'Esgotado',
} as const;
