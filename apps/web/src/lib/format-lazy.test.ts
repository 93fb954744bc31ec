import { afterEach, describe, expect, it, vi } from 'vitest';

// The first Intl formatter a tab builds loads the browser's ICU data (30-120 ms measured on a
// cold tab, bench/FINDINGS.md, "The browser's ICU data"): loading the formatting modules must build none, so a page
// that formats nothing never pays it, and one that does pays it once, on first use or ahead of
// its first render (`prepareFormats`, main.tsx).

const RealNumberFormat = Intl.NumberFormat;
const RealDateTimeFormat = Intl.DateTimeFormat;

/** From here on, counts the formatters built (the modules are loaded afresh after it). */
function countFormatters() {
  vi.resetModules();
  const built = { number: 0, dateTime: 0 };
  Intl.NumberFormat = class extends RealNumberFormat {
    constructor(...args: ConstructorParameters<typeof RealNumberFormat>) {
      super(...args);
      built.number += 1;
    }
  } as typeof Intl.NumberFormat;
  Intl.DateTimeFormat = class extends RealDateTimeFormat {
    constructor(...args: ConstructorParameters<typeof RealDateTimeFormat>) {
      super(...args);
      built.dateTime += 1;
    }
  } as typeof Intl.DateTimeFormat;
  return built;
}

describe('formatters are built on first use', () => {
  afterEach(() => {
    Intl.NumberFormat = RealNumberFormat;
    Intl.DateTimeFormat = RealDateTimeFormat;
  });

  it('importing the formatting modules builds no Intl formatter; the first format builds it, once', async () => {
    const built = countFormatters();
    const format = await import('./format');
    const money = await import('./money');
    const moneyFormat = await import('./money-format');
    const shared = await import('@mall/shared');
    const review = await import('../features/sales/components/review-model');
    expect(built).toEqual({ number: 0, dateTime: 0 });

    expect(format.formatCurrency(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(format.formatCurrency(10).replace(/\s/g, ' ')).toBe('R$ 10,00');
    expect(built.number).toBe(1);
    expect(format.formatDateTime('2026-03-01T15:04:00Z')).toBe('01/03/2026, 12:04');
    expect(format.formatDateTime('2026-03-02T15:04:00Z')).toBe('02/03/2026, 12:04');
    expect(built.dateTime).toBe(1);
    expect(review.formatDeadline('2026-11-30T17:30:00Z')).toBe('30/11 14:30');
    expect(money.formatCentsInput(123456)).toBe('1.234,56');
    expect(moneyFormat.formatPercent(2.5)).toBe('2,50%');
    expect(shared.formatBRL(123456).replace(/\s/g, ' ')).toBe('R$ 1.234,56');
  });

  it('prepareFormats builds them all at once, and formatting after it builds none', async () => {
    const built = countFormatters();
    const format = await import('./format');
    format.prepareFormats();
    expect(built).toEqual({ number: 2, dateTime: 2 });
    expect(format.formatPoints(1500)).toBe('1.500 pontos');
    format.formatCurrency(1);
    format.formatDate('2026-03-01T15:04:00Z');
    format.formatDateTime('2026-03-01T15:04:00Z');
    expect(built).toEqual({ number: 2, dateTime: 2 });
  });
});
