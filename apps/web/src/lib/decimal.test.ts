import { describe, expect, it } from 'vitest';
import { formatDecimalInput, parseDecimal, parseInteger } from './decimal';

describe('parseDecimal', () => {
  it('accepts a comma as the decimal separator (store fee)', () => {
    expect(parseDecimal('2,5')).toBe(2.5);
    expect(parseDecimal(' 10,25 ')).toBe(10.25);
    expect(parseDecimal('1.234,56')).toBe(1234.56);
  });
  it('accepts a dot too', () => {
    expect(parseDecimal('2.5')).toBe(2.5);
    expect(parseDecimal('3')).toBe(3);
  });
  it('tells blank from junk', () => {
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('   ')).toBeUndefined();
    expect(parseDecimal('abc')).toBeNaN();
    expect(parseDecimal('2,5,1')).toBeNaN();
  });
  it('round-trips through the input format', () => {
    expect(formatDecimalInput(2.5)).toBe('2,5');
    expect(parseDecimal(formatDecimalInput(7.25))).toBe(7.25);
    expect(formatDecimalInput(null)).toBe('');
  });
});

describe('parseInteger', () => {
  it('reads whole numbers, blank as undefined', () => {
    expect(parseInteger('120')).toBe(120);
    expect(parseInteger('1.000')).toBe(1000);
    expect(parseInteger('')).toBeUndefined();
    expect(parseInteger('1,5')).toBeNaN();
  });
});
