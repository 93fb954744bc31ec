import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import cormorantGaramond from '@capsizecss/metrics/cormorantGaramond';
import georgia from '@capsizecss/metrics/georgia';
import inter from '@capsizecss/metrics/inter';
import notoSerif from '@capsizecss/metrics/notoSerif';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import subsetFont from 'subset-font';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Fonts without layout shift.
 *
 * Fallback faces: until Inter and Cormorant Garamond arrive, text is drawn in a local font scaled
 * to their metrics (size-adjust to their average glyph width, ascent/descent/line-gap overrides to
 * their vertical metrics), so the swap to the web font barely moves a line. Capsize computes the
 * overrides from the fonts' published metrics; the first local font present wins: Arial (Windows,
 * macOS, iOS; Liberation Sans on Linux has its metrics) or Roboto (Android) for Inter, Georgia,
 * Times New Roman (Liberation Serif on Linux) or Noto Serif (Android) for Cormorant Garamond.
 * The families' stacks in styles.css (`--font-sans`, `--font-display`) name these faces.
 *
 * Subsets: each face keeps only what Portuguese needs (PORTUGUESE_RANGES), about two thirds of
 * fontsource's latin file, written at build into FONTS_DIR with the `@font-face` rules.
 *
 * Preloads: the faces every page's first paint uses (Inter 400/500/600 for text, Cormorant
 * Garamond 600 for headings) are requested with the HTML, not once the stylesheet and the script
 * have run; Vite gives them hashed names, so the links are written into index.html at build.
 */
const ALIASES: Record<string, string[]> = {
  // Metric-compatible clones: the same overrides fit them.
  Arial: ['Liberation Sans', 'LiberationSans'],
  'Times New Roman': ['Liberation Serif', 'LiberationSerif'],
};

export function fallbackFontFaces(): string {
  const stacks = [
    createFontStack([inter, arial, roboto]),
    createFontStack([cormorantGaramond, georgia, timesNewRoman, notoSerif]),
  ];
  let css = stacks.map((s) => s.fontFaces).join('\n');
  for (const [font, clones] of Object.entries(ALIASES)) {
    css = css.replace(
      new RegExp(`(src: local\\('${font}'\\)[^;]*);`, 'g'),
      (_, src: string) => `${src}, ${clones.map((c) => `local('${c}')`).join(', ')};`,
    );
  }
  return css;
}

/**
 * What the web fonts keep (their subset): what Portuguese text and the app's numbers and marks
 * need. Basic Latin, Latin-1 (every Portuguese letter, º ª § ° « » ·), the dashes, quotes, bullet
 * and ellipsis, the euro and trade marks and the minus sign. Anything else a text might hold (an
 * arrow, a name in another script) is drawn by the fallback faces, as it was before (fontsource's
 * latin files have no arrows either).
 */
export const PORTUGUESE_RANGES: readonly [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
export const PORTUGUESE_UNICODE_RANGE = PORTUGUESE_RANGES.map(([a, b]) =>
  a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`,
).join(', ');
export const PORTUGUESE_TEXT = PORTUGUESE_RANGES.flatMap(([a, b]) =>
  Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)),
).join('');

/** The faces the app uses: fontsource's latin files, cut to PORTUGUESE_RANGES at build. */
export const FACES = [
  { family: 'Inter', weight: 400, source: '@fontsource/inter/files/inter-latin-400-normal.woff2' },
  { family: 'Inter', weight: 500, source: '@fontsource/inter/files/inter-latin-500-normal.woff2' },
  { family: 'Inter', weight: 600, source: '@fontsource/inter/files/inter-latin-600-normal.woff2' },
  {
    family: 'Cormorant Garamond',
    weight: 500,
    source: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
  },
  {
    family: 'Cormorant Garamond',
    weight: 600,
    source: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2',
  },
] as const;

/** `inter-400`: the file name (before Vite's hash) of a face's subset. */
export const faceName = (face: { family: string; weight: number }) =>
  `${face.family.toLowerCase().replace(/\s+/g, '-')}-${face.weight}`;

/** Font files the first paint of every page uses: text (Inter 400/500/600) and headings. */
export const PRELOADED_FONTS = ['inter-400', 'inter-500', 'inter-600', 'cormorant-garamond-600'];

/** Where the subsets and their `fonts.css` (imported by src/styles.css) are written. */
export const FONTS_DIR = '.fonts';

/** One face cut to the Portuguese subset, its OpenType layout kept (tabular and lining figures). */
export async function portugueseSubset(font: Buffer): Promise<Buffer> {
  return subsetFont(font, PORTUGUESE_TEXT, { targetFormat: 'woff2' });
}

/** Writes each face's subset and the `@font-face` rules naming them into `dir`. */
export async function writeFontSubsets(dir: string): Promise<void> {
  const require = createRequire(import.meta.url);
  await mkdir(dir, { recursive: true });
  const rules: string[] = [];
  for (const face of FACES) {
    const file = `${faceName(face)}.woff2`;
    await writeFile(join(dir, file), await portugueseSubset(await readFile(require.resolve(face.source))));
    rules.push(
      [
        '@font-face {',
        `  font-family: "${face.family}";`,
        '  font-style: normal;',
        '  font-display: swap;',
        `  font-weight: ${face.weight};`,
        `  src: url("./${file}") format("woff2");`,
        `  unicode-range: ${PORTUGUESE_UNICODE_RANGE};`,
        '}',
      ].join('\n'),
    );
  }
  const header = '/* Written by apps/web/build/fonts.ts at each build: the web fonts cut to Portuguese. */';
  await writeFile(join(dir, 'fonts.css'), `${header}\n${rules.join('\n')}\n`);
}

export function fonts(): Plugin {
  let root = process.cwd();
  return {
    name: 'mall:fonts',
    configResolved(config) {
      root = config.root;
    },
    // The dev server and the build read src/styles.css, which imports the subsets' rules (unit
    // tests draw no styles).
    async buildStart() {
      if (!process.env.VITEST) await writeFontSubsets(join(root, FONTS_DIR));
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const tags: HtmlTagDescriptor[] = [
          { tag: 'style', attrs: { 'data-font-fallbacks': '' }, children: fallbackFontFaces(), injectTo: 'head' },
        ];
        for (const file of Object.keys(ctx.bundle ?? {})) {
          const name = file.split('/').pop() ?? '';
          if (!name.endsWith('.woff2') || !PRELOADED_FONTS.some((font) => name.startsWith(`${font}-`))) continue;
          tags.push({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head-prepend',
          });
        }
        return tags;
      },
    },
  };
}
