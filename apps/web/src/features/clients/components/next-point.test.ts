import type { MyStats } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { nextPointText } from './next-point';

describe("the customer home's line under the cards", () => {
  const stats = { valueToNextPoint: 1000, campaign: { id: 'k1' } } as Pick<
    MyStats,
    'valueToNextPoint' | 'redeemed' | 'campaign'
  >;
  it('tells a customer who already redeemed in the campaign that new purchases no longer add to it', () => {
    expect(nextPointText({ ...stats, redeemed: true })).toBe(
      'Você já resgatou um benefício nesta campanha: novas compras não somam pontos.',
    );
  });
  it('before redeeming, says what the next point needs', () => {
    expect(nextPointText({ ...stats, redeemed: false })).toMatch(/^Faltam R\$\s1\.000,00 em compras aprovadas/);
  });
});
