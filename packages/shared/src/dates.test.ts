import { describe, expect, it } from 'vitest';
import { addDays, ageOn, daysBetween, endOfDayIn, isIsoDate, redemptionDeadline, todayIn } from './dates';

describe('dates', () => {
  it('validates calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('01/02/2025')).toBe(false);
  });

  it("tells today's date in São Paulo, not UTC", () => {
    // 01:30 UTC on 7 June is still 6 June in São Paulo (UTC-3).
    expect(todayIn('America/Sao_Paulo', new Date('2025-06-07T01:30:00Z'))).toBe('2025-06-06');
    expect(todayIn('UTC', new Date('2025-06-07T01:30:00Z'))).toBe('2025-06-07');
  });

  it('adds days across months and years', () => {
    expect(addDays('2025-07-06', 10)).toBe('2025-07-16');
    expect(addDays('2025-12-28', 5)).toBe('2026-01-02');
    expect(daysBetween('2025-06-06', '2025-07-06')).toBe(30);
  });

  it('ends a day at 23:59:59.999 local time', () => {
    expect(endOfDayIn('2025-07-06', 'America/Sao_Paulo').toISOString()).toBe('2025-07-07T02:59:59.999Z');
  });

  it('closes redemptions 10 days after the campaign ends (the rules: 06/07 -> 16/07)', () => {
    expect(redemptionDeadline('2025-07-06', 'America/Sao_Paulo').toISOString()).toBe('2025-07-17T02:59:59.999Z');
  });

  it('counts age in whole years, birthday included', () => {
    expect(ageOn('2007-06-06', '2025-06-06')).toBe(18);
    expect(ageOn('2007-06-07', '2025-06-06')).toBe(17);
    expect(ageOn('2004-02-29', '2022-02-28')).toBe(17);
    expect(ageOn('2004-02-29', '2022-03-01')).toBe(18);
  });
});
