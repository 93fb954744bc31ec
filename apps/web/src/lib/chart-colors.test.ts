// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contrastRatio } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { ADJACENT_SERIES, CHART_TOKENS } from './chart-colors';

// The colours as the browser gets them: the theme's tokens in styles.css.
const css = readFileSync(join(__dirname, '..', 'styles.css'), 'utf8');
function colour(name: string): string {
  const value = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{3,6})\\s*;`).exec(css)?.[1];
  if (!value) throw new Error(`--color-${name} is not a hex colour in styles.css`);
  return value;
}
/** What the charts are drawn on: the cards, and the page around them. */
const BACKGROUNDS = ['surface', 'canvas'];
const ratio = (a: string, b: string) => Math.round(contrastRatio(colour(a), colour(b)) * 100) / 100;
const below = (pairs: [string, string][], min: number) =>
  pairs.map(([a, b]) => `${a} on ${b}: ${ratio(a, b)}`).filter((_, i) => ratio(...pairs[i]!) < min);

describe('the charts palette (WCAG contrast)', () => {
  it('writes axis labels and legends at 4.5:1 or more on every background', () => {
    expect(below([...BACKGROUNDS.map((bg) => ['chart-text', bg] as [string, string])], 4.5)).toEqual([]);
  });

  it('draws every series at 3:1 or more against every background', () => {
    const series = CHART_TOKENS.filter((t) => t !== 'text').map((t) => `chart-${t}`);
    expect(
      below(
        series.flatMap((s) => BACKGROUNDS.map((bg) => [s, bg] as [string, string])),
        3,
      ),
    ).toEqual([]);
  });

  it('tells series drawn next to one another apart at 3:1 or more', () => {
    expect(ADJACENT_SERIES.length).toBeGreaterThan(0);
    expect(
      below(
        ADJACENT_SERIES.map(([a, b]) => [`chart-${a}`, `chart-${b}`]),
        3,
      ),
    ).toEqual([]);
  });
});
