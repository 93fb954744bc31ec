import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, relativeLuminance } from './contrast';

describe('WCAG contrast', () => {
  it('reads hex and computed rgb colours', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('#8A5A3B')).toEqual([138, 90, 59]);
    expect(parseColor('rgb(97, 90, 81)')).toEqual([97, 90, 81]);
    expect(parseColor('rgba(0, 0, 0, 0.5)')).toEqual([0, 0, 0]);
    expect(() => parseColor('var(--color-ink)')).toThrow();
  });

  it('measures as WCAG does: black on white 21:1, a colour against itself 1:1', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#fff', '#000')).toBe(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // The usual reference: #767676 on white is the lightest grey that passes 4.5:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
