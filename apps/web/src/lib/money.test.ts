import { describe, expect, it } from 'vitest';
import { centsToReaisValue, formatCentsInput, netCents, parseCentsInput, reaisToCentsValue } from './money';

describe('netCents', () => {
  it('is gross minus discount, in cents', () => {
    expect(netCents(150_000, 25_050)).toBe(124_950);
    expect(netCents(100_000, 0)).toBe(100_000);
  });
  it('treats a missing discount as zero (the form default)', () => {
    expect(netCents(100_000, null)).toBe(100_000);
    expect(netCents(100_000, undefined)).toBe(100_000);
  });
  it('is null without a gross value or when the discount is larger', () => {
    expect(netCents(null, 0)).toBeNull();
    expect(netCents(1_000, 1_001)).toBeNull();
    expect(netCents(1_000, 1_000)).toBe(0);
  });
  it('never drifts like floats do', () => {
    // 0.1 + 0.2 in reais: cents keep it exact.
    expect(netCents(30, 10)).toBe(20);
    expect(centsToReaisValue(netCents(110_005, 5) ?? 0)).toBe(1100);
  });
});

describe('currency input helpers', () => {
  it('formats cents the pt-BR way', () => {
    expect(formatCentsInput(123_456)).toBe('1.234,56');
    expect(formatCentsInput(5)).toBe('0,05');
    expect(formatCentsInput(null)).toBe('');
  });
  it('reads typed money in reais, the comma as decimal separator', () => {
    expect(parseCentsInput('4000')).toBe(400_000);
    expect(parseCentsInput('4.000')).toBe(400_000);
    expect(parseCentsInput('4000,5')).toBe(400_050);
    expect(parseCentsInput('40.5')).toBe(4050);
    expect(parseCentsInput('1.234.567,89')).toBe(123_456_789);
    expect(parseCentsInput('1.234,56')).toBe(123_456);
    expect(parseCentsInput('R$ 1.000,00')).toBe(100_000);
    expect(parseCentsInput('')).toBeNull();
    expect(parseCentsInput('abc')).toBeNull();
    expect(parseCentsInput('0,00')).toBe(0);
  });
  it('converts at the API edge', () => {
    expect(centsToReaisValue(123_456)).toBe(1234.56);
    expect(reaisToCentsValue(1234.56)).toBe(123_456);
    expect(reaisToCentsValue(0.29)).toBe(29);
  });
});
