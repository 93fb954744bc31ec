import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campaignBalance, reaisToCents, salePoints } from './points';

const cents = fc.integer({ min: 0, max: 50_000_000 }); // up to R$ 500.000,00 a receipt
const rate = fc.integer({ min: 0, max: 100 });

describe('salePoints', () => {
  it('is floor(net / R$ 1.000,00) at the standard rule', () => {
    expect(salePoints(0)).toBe(0);
    expect(salePoints(99_999)).toBe(0);
    expect(salePoints(100_000)).toBe(1);
    expect(salePoints(620_000)).toBe(6);
    expect(salePoints(1_999_999)).toBe(19);
  });

  it('applies the conversion rate as a percentage of the standard rule', () => {
    expect(salePoints(1_000_000, 50)).toBe(5);
    expect(salePoints(1_000_000, 0)).toBe(0);
    expect(salePoints(300_000, 33)).toBe(0);
    expect(salePoints(1_000_000, 33)).toBe(3);
  });

  it('refuses fractional or negative cents and out-of-range rates', () => {
    expect(() => salePoints(10.5)).toThrow(RangeError);
    expect(() => salePoints(-1)).toThrow(RangeError);
    expect(() => salePoints(100, 101)).toThrow(RangeError);
  });

  it('is never negative and grows with the value', () => {
    fc.assert(
      fc.property(cents, cents, rate, (a, b, r) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(salePoints(lo, r)).toBeGreaterThanOrEqual(0);
        expect(salePoints(lo, r)).toBeLessThanOrEqual(salePoints(hi, r));
      }),
    );
  });

  it('matches the exact rational rule for every value and rate', () => {
    fc.assert(
      fc.property(cents, rate, (net, r) => {
        const exact = (BigInt(net) * BigInt(r)) / (100n * 100_000n);
        expect(salePoints(net, r)).toBe(Number(exact));
      }),
    );
  });
});

describe('campaignBalance', () => {
  it('carries remainders over across sales', () => {
    const b = campaignBalance({ approvedNetCents: [620_000, 485_000], conversionRate: 100, redeemed: false });
    expect(b).toEqual({ points: 11, totalNetCents: 1_105_000, centsToNextPoint: 95_000 });
    expect(salePoints(620_000) + salePoints(485_000)).toBe(10);
  });

  it('is zero after a redemption (surplus discarded)', () => {
    expect(campaignBalance({ approvedNetCents: [5_000_000], conversionRate: 100, redeemed: true }).points).toBe(0);
  });

  it('has no next point at a zero rate', () => {
    expect(campaignBalance({ approvedNetCents: [5_000_000], conversionRate: 0, redeemed: false })).toMatchObject({
      points: 0,
      centsToNextPoint: null,
    });
  });

  it('is at least the sum of per-sale points and less than one point more per sale', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 30 }), rate, (sales, r) => {
        const balance = campaignBalance({ approvedNetCents: sales, conversionRate: r, redeemed: false }).points;
        const perSale = sales.reduce((acc, s) => acc + salePoints(s, r), 0);
        expect(balance).toBeGreaterThanOrEqual(perSale);
        expect(balance).toBeLessThanOrEqual(perSale + sales.length);
      }),
    );
  });

  it('does not depend on the order of sales', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 20 }), rate, (sales, r) => {
        const a = campaignBalance({ approvedNetCents: sales, conversionRate: r, redeemed: false });
        const b = campaignBalance({ approvedNetCents: [...sales].reverse(), conversionRate: r, redeemed: false });
        expect(a).toEqual(b);
      }),
    );
  });

  it('says exactly how much more earns the next point', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 10 }), fc.integer({ min: 1, max: 100 }), (sales, r) => {
        const b = campaignBalance({ approvedNetCents: sales, conversionRate: r, redeemed: false });
        const missing = b.centsToNextPoint!;
        expect(missing).toBeGreaterThan(0);
        const next = campaignBalance({ approvedNetCents: [...sales, missing], conversionRate: r, redeemed: false });
        expect(next.points).toBe(b.points + 1);
        const short = campaignBalance({
          approvedNetCents: [...sales, missing - 1],
          conversionRate: r,
          redeemed: false,
        });
        expect(short.points).toBe(b.points);
      }),
    );
  });
});

describe('reaisToCents', () => {
  it('converts two-decimal reais without float drift', () => {
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
    expect(reaisToCents(1234.56)).toBe(123_456);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), (c) => {
        expect(reaisToCents(c / 100)).toBe(c);
      }),
    );
  });
});
