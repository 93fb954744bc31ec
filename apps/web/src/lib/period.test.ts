import { describe, expect, it } from 'vitest';
import { changePeriod, yearOptions } from './period';

// 15 March 2026, midday in São Paulo.
const now = new Date('2026-03-15T15:00:00Z');

describe('changePeriod (SPEC §2 auto-fill)', () => {
  it('choosing a month fills the current year', () => {
    expect(changePeriod({ month: '', year: '' }, { month: '7' }, now)).toEqual({ month: '7', year: '2026' });
  });
  it('choosing a year fills the current month', () => {
    expect(changePeriod({ month: '', year: '' }, { year: '2024' }, now)).toEqual({ month: '3', year: '2024' });
  });
  it('keeps the other value when it is already chosen', () => {
    expect(changePeriod({ month: '5', year: '2023' }, { month: '9' }, now)).toEqual({ month: '9', year: '2023' });
    expect(changePeriod({ month: '5', year: '2023' }, { year: '2025' }, now)).toEqual({ month: '5', year: '2025' });
  });
  it('clearing the month keeps the year; clearing the year clears the month', () => {
    expect(changePeriod({ month: '5', year: '2023' }, { month: '' }, now)).toEqual({ month: '', year: '2023' });
    expect(changePeriod({ month: '5', year: '2023' }, { year: '' }, now)).toEqual({ month: '', year: '' });
  });
  it('uses São Paulo time at the turn of the year', () => {
    // 1 Jan 2027 01:00 UTC is still 31 Dec 2026 in São Paulo.
    const newYearUtc = new Date('2027-01-01T01:00:00Z');
    expect(changePeriod({ month: '', year: '' }, { month: '6' }, newYearUtc).year).toBe('2026');
    expect(changePeriod({ month: '', year: '' }, { year: '2025' }, newYearUtc).month).toBe('12');
  });
});

describe('yearOptions', () => {
  it('offers a year and the 4 before, newest first', () => {
    expect(yearOptions(2026)).toEqual([2026, 2025, 2024, 2023, 2022]);
  });
});
