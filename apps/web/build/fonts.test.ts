// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACES, PORTUGUESE_RANGES, PORTUGUESE_UNICODE_RANGE, portugueseSubset } from './fonts';

const web = join(__dirname, '..');
const repo = join(web, '..', '..');

/** Every file whose text the app shows: the web app, the shared texts, the rules, the demo data. */
function textFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) textFiles(path, out);
    else if (/\.(tsx?|md)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

const inRanges = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return PORTUGUESE_RANGES.some(([a, b]) => code >= a && code <= b);
};

describe('web fonts cut to Portuguese', () => {
  it("keep every character the app's texts use, but the marks no latin font file had", () => {
    const files = [
      ...textFiles(join(web, 'src')),
      ...textFiles(join(repo, 'packages', 'shared', 'src')),
      join(repo, 'apps', 'api', 'src', 'db', 'seed.ts'),
    ];
    const used = new Set<string>();
    for (const file of files) for (const char of readFileSync(file, 'utf8')) if (char > '~') used.add(char);
    const outside = [...used].filter((char) => !inRanges(char)).sort();
    // An arrow and a vertical ellipsis (menu icons' labels): drawn by the fallback faces before
    // the subsets too, as fontsource's latin files lack them.
    expect(outside).toEqual(['→', '⋮']);
    expect(used.has('ç') && used.has('ã') && used.has('é')).toBe(true);
  });

  it('names the same characters in the @font-face range', () => {
    expect(PORTUGUESE_UNICODE_RANGE).toBe(
      'U+0020-007E, U+00A0-00FF, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+2039-203A, U+20AC, U+2122, U+2212',
    );
  });

  it('writes each face smaller than the latin file it comes from, still a WOFF2 file', async () => {
    const require = createRequire(import.meta.url);
    for (const face of FACES) {
      const original = readFileSync(require.resolve(face.source));
      const subset = await portugueseSubset(original);
      expect(subset.subarray(0, 4).toString('latin1'), face.source).toBe('wOF2');
      expect(subset.length, face.source).toBeLessThan(original.length * 0.85);
      expect(subset.length, face.source).toBeGreaterThan(original.length * 0.4);
    }
  });
});
