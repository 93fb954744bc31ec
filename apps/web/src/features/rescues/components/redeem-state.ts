import type { Prize } from '@mall/shared';

export type RedeemState =
  | { kind: 'loading' }
  | { kind: 'redeemed'; voucher: string }
  | { kind: 'sold-out' }
  | { kind: 'insufficient' }
  | { kind: 'available' };

/**
 * Whether the Resgatar button may act, and which message the prize page shows. A customer who
 * already redeemed in this campaign (one per CPF per campaign) is told so, with their voucher.
 */
export function redeemState(
  prize: Pick<Prize, 'points' | 'soldOut'>,
  userPoints: number | undefined,
  redeemedVoucher: string | null = null,
): RedeemState {
  if (redeemedVoucher) return { kind: 'redeemed', voucher: redeemedVoucher };
  if (prize.soldOut) return { kind: 'sold-out' };
  if (userPoints === undefined) return { kind: 'loading' };
  return userPoints >= prize.points ? { kind: 'available' } : { kind: 'insufficient' };
}

export const REDEEM_MESSAGES = {
  available: 'Você pode resgatar este brinde',
  insufficient: 'Pontos insuficientes para resgatar este brinde',
  redeemed: 'Você já resgatou um benefício nesta campanha (um por CPF por campanha)',
  'sold-out': 'Esgotado',
} as const;
