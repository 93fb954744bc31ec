import { POINT_VALUE_CENTS } from './constants';

/**
 * The points rule (SPEC §1, DECISIONS.md). Money is integer cents throughout; the campaign's
 * conversionRate is the percentage of the standard rule (100 = "Padrão (1/1000)").
 */

function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer number of cents`);
  }
}

function assertRate(rate: number): void {
  if (!Number.isFinite(rate) || rate < 0 || rate > 100) {
    throw new RangeError('conversionRate must be between 0 and 100');
  }
}

/** Points shown for one sale: floor(net x rate / 100 / R$ 1.000,00). */
export function salePoints(netCents: number, conversionRate = 100): number {
  assertCents(netCents, 'netCents');
  assertRate(conversionRate);
  // Integer arithmetic: net * rate never leaves the safe range for realistic receipts.
  return Math.floor((netCents * Math.round(conversionRate * 100)) / (100 * 100 * POINT_VALUE_CENTS));
}

export interface CampaignBalanceInput {
  /** Net values (cents) of the client's approved sales in the campaign. */
  approvedNetCents: readonly number[];
  conversionRate: number;
  /** Whether the client holds a redemption in the campaign that is not canceled. */
  redeemed: boolean;
}

export interface CampaignBalance {
  /** Points available to redeem. */
  points: number;
  /** Sum of approved net values in cents. */
  totalNetCents: number;
  /** How much more (cents) the client must spend for the next point; null when the rate is 0. */
  centsToNextPoint: number | null;
}

/**
 * A client's balance in a campaign: remainders carry over across sales, so the sum is
 * converted once; after a redemption the balance is zero (surplus discarded).
 */
export function campaignBalance(input: CampaignBalanceInput): CampaignBalance {
  assertRate(input.conversionRate);
  let total = 0;
  for (const cents of input.approvedNetCents) {
    assertCents(cents, 'approvedNetCents');
    total += cents;
  }
  const earned = salePoints(total, input.conversionRate);
  const points = input.redeemed ? 0 : earned;
  const rateBp = Math.round(input.conversionRate * 100);
  let centsToNextPoint: number | null = null;
  if (rateBp > 0) {
    // Smallest total T with floor(T * rateBp / (10000 * POINT)) >= earned + 1.
    const needed = Math.ceil(((earned + 1) * 10_000 * POINT_VALUE_CENTS) / rateBp);
    centsToNextPoint = Math.max(needed - total, 0);
  }
  return { points, totalNetCents: total, centsToNextPoint };
}

/** Reais (at most 2 decimals) to integer cents, the API edge's one conversion. */
export function reaisToCents(reais: number): number {
  return Math.round(reais * 100);
}

export function centsToReais(cents: number): number {
  return cents / 100;
}

/** Whether a number of reais has at most two decimals. */
export function hasAtMostTwoDecimals(reais: number): boolean {
  return Number.isFinite(reais) && Math.abs(reais * 100 - Math.round(reais * 100)) < 1e-6;
}
