import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billDueDate,
  billReminderOn,
  businessDaysBeforeSaoPaulo,
  isBusinessDaySaoPaulo,
  nextBusinessDaySaoPaulo,
  saoPauloHolidays,
} from './business-days';
import { addDays, daysBetween } from './dates';

describe('São Paulo city business days', () => {
  it('knows the national, state and city holidays, Easter-based feasts included', () => {
    const h2026 = saoPauloHolidays(2026);
    for (const day of [
      '2026-01-01', // Ano novo
      '2026-01-25', // aniversário da cidade (a Sunday that year)
      '2026-02-16', // Carnaval, segunda
      '2026-02-17', // Carnaval, terça
      '2026-04-03', // Sexta-feira Santa
      '2026-04-21', // Tiradentes
      '2026-05-01',
      '2026-06-04', // Corpus Christi (city holiday)
      '2026-07-09', // Revolução Constitucionalista (state)
      '2026-09-07',
      '2026-10-12',
      '2026-11-02',
      '2026-11-15',
      '2026-11-20', // Consciência Negra
      '2026-12-25',
    ]) {
      expect(h2026.has(day), day).toBe(true);
    }
    expect(saoPauloHolidays(2027).has('2027-03-26')).toBe(true); // Sexta-feira Santa 2027
    expect(saoPauloHolidays(2027).has('2027-05-27')).toBe(true); // Corpus Christi 2027
    // 20 November was a city holiday long before it became national.
    expect(isBusinessDaySaoPaulo('2019-11-20')).toBe(false);
    expect(isBusinessDaySaoPaulo('2002-11-20')).toBe(true);
    // Ash Wednesday is a business day.
    expect(isBusinessDaySaoPaulo('2026-02-18')).toBe(true);
  });

  it('moves a date on a weekend or a holiday to the next business day', () => {
    expect(nextBusinessDaySaoPaulo('2026-11-24')).toBe('2026-11-24'); // an ordinary Tuesday
    expect(nextBusinessDaySaoPaulo('2026-11-28')).toBe('2026-11-30'); // Saturday
    expect(nextBusinessDaySaoPaulo('2026-11-20')).toBe('2026-11-23'); // Friday holiday, then the weekend
    expect(nextBusinessDaySaoPaulo('2027-01-25')).toBe('2027-01-26'); // the city's anniversary, a Monday
    expect(nextBusinessDaySaoPaulo('2026-02-14')).toBe('2026-02-18'); // Saturday before Carnaval
    expect(nextBusinessDaySaoPaulo('2026-12-25')).toBe('2026-12-28');
  });

  it('a bill is due 10 days after its generation, moved to a business day', () => {
    expect(billDueDate('2026-11-10')).toBe('2026-11-23'); // 20/11 is a Friday holiday
    expect(billDueDate('2026-11-03')).toBe('2026-11-13'); // a Friday: stays
    expect(billDueDate('2026-02-06')).toBe('2026-02-18'); // lands on Carnaval Monday
    expect(billDueDate('2026-05-25')).toBe('2026-06-05'); // lands on Corpus Christi
    expect(billDueDate('2026-06-29')).toBe('2026-07-10'); // lands on 9 July
  });

  it('a due date is a business day, at least 10 days out and never more than a week later', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 70 }), (offset) => {
        const generated = addDays('1990-01-01', offset);
        const due = billDueDate(generated);
        expect(isBusinessDaySaoPaulo(due)).toBe(true);
        const days = daysBetween(generated, due);
        expect(days).toBeGreaterThanOrEqual(10);
        expect(days).toBeLessThanOrEqual(17);
        for (let d = addDays(generated, 10); d < due; d = addDays(d, 1)) expect(isBusinessDaySaoPaulo(d)).toBe(false);
      }),
    );
  });

  it('refuses years outside the calendar', () => {
    expect(() => saoPauloHolidays(2100)).toThrow(RangeError);
  });
});

describe('bill reminders', () => {
  it('reminds 3 business days before the due date (weekends and holidays skipped) and once after it', () => {
    // Due Monday 23/11/2026: 20/11 is a holiday, so the reminder starts on Tuesday 17/11.
    expect(businessDaysBeforeSaoPaulo('2026-11-23', 3)).toBe('2026-11-17');
    expect(billReminderOn('2026-11-23', '2026-11-16')).toBeNull();
    expect(billReminderOn('2026-11-23', '2026-11-17')).toBe('bill_due_soon');
    expect(billReminderOn('2026-11-23', '2026-11-23')).toBe('bill_due_soon');
    expect(billReminderOn('2026-11-23', '2026-11-24')).toBe('bill_overdue');
    expect(billReminderOn('2026-11-23', '2026-12-23')).toBe('bill_overdue');
    expect(billReminderOn('2026-11-23', '2026-12-24')).toBeNull();
  });
});
