import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountDueCents, feeBpsOf, feePercentOf, MAX_FEE_BPS, MAX_STATEMENT_CENTS, statementFigures } from './money';

const saleCents = fc.integer({ min: 0, max: 50_000_000 }); // up to R$ 500.000,00 a sale
const totalCents = fc.integer({ min: 0, max: MAX_STATEMENT_CENTS });
const bps = fc.integer({ min: 0, max: MAX_FEE_BPS });
const sales = fc.array(saleCents, { maxLength: 60 });

/** The exact rule in arbitrary precision: total x bps / 10,000, half up. */
function reference(total: number, fee: number): number {
  const product = BigInt(total) * BigInt(fee);
  const quotient = product / 10_000n;
  return Number(quotient + (2n * (product % 10_000n) >= 10_000n ? 1n : 0n));
}

describe('amountDueCents', () => {
  it('is total x fee / 100, rounded half up to the cent', () => {
    expect(amountDueCents(1_000_000, 250)).toBe(25_000); // R$ 10.000,00 at 2,5% = R$ 250,00
    expect(amountDueCents(50, 100)).toBe(1); // 0,5 centavo rounds up
    expect(amountDueCents(49, 100)).toBe(0); // 0,49 centavo rounds down
    expect(amountDueCents(150, 100)).toBe(2); // 1,5 -> 2 (half up, not half even)
    expect(amountDueCents(250, 100)).toBe(3); // 2,5 -> 3
    expect(amountDueCents(0, 10_000)).toBe(0);
    expect(amountDueCents(123_457, 10_000)).toBe(123_457); // 100% of the sales
  });

  it('matches the exact rule in arbitrary precision over the whole range', () => {
    fc.assert(fc.property(totalCents, bps, (total, fee) => amountDueCents(total, fee) === reference(total, fee)));
  });

  it('is never negative and never more than the sales', () => {
    fc.assert(
      fc.property(totalCents, bps, (total, fee) => {
        const due = amountDueCents(total, fee);
        return Number.isSafeInteger(due) && due >= 0 && due <= total;
      }),
    );
  });

  it('never falls when the sales or the fee grow', () => {
    fc.assert(
      fc.property(totalCents, totalCents, bps, (a, b, fee) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        return amountDueCents(lo, fee) <= amountDueCents(hi, fee);
      }),
    );
    fc.assert(
      fc.property(totalCents, bps, bps, (total, f, g) => {
        const [lo, hi] = f <= g ? [f, g] : [g, f];
        return amountDueCents(total, lo) <= amountDueCents(total, hi);
      }),
    );
  });

  it('refuses what is not a statement: negative, fractional or oversized totals and fees', () => {
    expect(() => amountDueCents(-1, 100)).toThrow(RangeError);
    expect(() => amountDueCents(1.5, 100)).toThrow(RangeError);
    expect(() => amountDueCents(MAX_STATEMENT_CENTS + 1, 100)).toThrow(RangeError);
    expect(() => amountDueCents(100, -1)).toThrow(RangeError);
    expect(() => amountDueCents(100, 10.5)).toThrow(RangeError);
    expect(() => amountDueCents(100, MAX_FEE_BPS + 1)).toThrow(RangeError);
  });
});

describe('statementFigures', () => {
  it('rounds once on the month total, never per sale', () => {
    // Three sales of R$ 0,50 at 1%: 0,5 centavo each would round to 3 centavos sale by sale; the
    // month's R$ 1,50 at 1% is 1,5 centavos, rounded once to 2.
    const figures = statementFigures([50, 50, 50], 100);
    expect(figures).toEqual({ salesCount: 3, totalSalesCents: 150, feeBps: 100, amountDueCents: 2 });
    fc.assert(
      fc.property(sales, bps, (values, fee) => {
        const f = statementFigures(values, fee);
        const total = values.reduce((a, b) => a + b, 0);
        return f.totalSalesCents === total && f.amountDueCents === amountDueCents(total, fee);
      }),
    );
  });

  it('gives a zero statement for a month without sales', () => {
    expect(statementFigures([], 250)).toEqual({ salesCount: 0, totalSalesCents: 0, feeBps: 250, amountDueCents: 0 });
  });

  it('does not depend on the order of the sales', () => {
    fc.assert(
      fc.property(sales, bps, (values, fee) => {
        const reversed = [...values].reverse();
        return JSON.stringify(statementFigures(values, fee)) === JSON.stringify(statementFigures(reversed, fee));
      }),
    );
  });

  it('never falls when a sale is added or its value grows', () => {
    fc.assert(
      fc.property(sales, saleCents, bps, (values, extra, fee) => {
        const before = statementFigures(values, fee).amountDueCents;
        return statementFigures([...values, extra], fee).amountDueCents >= before;
      }),
    );
  });

  it("sums per-store figures into the total line: the footer is the sum of the stores' rows", () => {
    const stores = fc.array(fc.record({ sales, fee: bps }), { minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(stores, (list) => {
        const rows = list.map((s) => statementFigures(s.sales, s.fee));
        const line = {
          salesCount: rows.reduce((a, r) => a + r.salesCount, 0),
          totalSalesCents: rows.reduce((a, r) => a + r.totalSalesCents, 0),
          amountDueCents: rows.reduce((a, r) => a + r.amountDueCents, 0),
        };
        const allSales = list.flatMap((s) => s.sales);
        return (
          line.salesCount === allSales.length &&
          line.totalSalesCents === allSales.reduce((a, b) => a + b, 0) &&
          line.amountDueCents ===
            list.reduce(
              (a, s) =>
                a +
                reference(
                  s.sales.reduce((x, y) => x + y, 0),
                  s.fee,
                ),
              0,
            ) &&
          rows.every((r) => Number.isSafeInteger(r.amountDueCents) && r.amountDueCents >= 0)
        );
      }),
    );
  });

  it('refuses a negative or fractional sale', () => {
    expect(() => statementFigures([100, -1], 100)).toThrow(RangeError);
    expect(() => statementFigures([10.5], 100)).toThrow(RangeError);
  });
});

describe('fee percent and basis points', () => {
  it('round-trips every fee with two decimals', () => {
    expect(feeBpsOf(2.35)).toBe(235);
    expect(feeBpsOf(0.07)).toBe(7);
    expect(feePercentOf(235)).toBe(2.35);
    fc.assert(fc.property(bps, (b) => feeBpsOf(feePercentOf(b)) === b));
  });
});
