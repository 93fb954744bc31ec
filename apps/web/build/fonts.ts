import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import cormorantGaramond from '@capsizecss/metrics/cormorantGaramond';
import georgia from '@capsizecss/metrics/georgia';
import inter from '@capsizecss/metrics/inter';
import notoSerif from '@capsizecss/metrics/notoSerif';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
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

/** Font files (fontsource's latin subsets) the first paint of every page uses. */
export const PRELOADED_FONTS = [
  'inter-latin-400-normal',
  'inter-latin-500-normal',
  'inter-latin-600-normal',
  'cormorant-garamond-latin-600-normal',
];

export function fonts(): Plugin {
  return {
    name: 'mall:fonts',
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
