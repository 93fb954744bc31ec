import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND, DEFAULT_PAGE_DESCRIPTION } from '@mall/shared';
import { describe, expect, it } from 'vitest';

const web = join(import.meta.dirname, '..', '..');
const publicDir = join(web, 'public');
const manifest = JSON.parse(readFileSync(join(publicDir, 'manifest.webmanifest'), 'utf8'));
const indexHtml = new DOMParser().parseFromString(readFileSync(join(web, 'index.html'), 'utf8'), 'text/html');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(path: string): string {
  const png = readFileSync(join(publicDir, path));
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe('web app manifest', () => {
  it('lets the site be added to a home screen under the programme name', () => {
    expect(manifest).toMatchObject({
      name: BRAND,
      short_name: expect.any(String),
      description: DEFAULT_PAGE_DESCRIPTION,
      lang: 'pt-BR',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('carries 192 and 512 pixel icons and a maskable one, each the size it declares', () => {
    const icons: { src: string; sizes: string; type: string; purpose: string }[] = manifest.icons;
    expect(icons.filter((i) => i.purpose === 'any').map((i) => i.sizes)).toEqual(['192x192', '512x512']);
    expect(icons.filter((i) => i.purpose === 'maskable').map((i) => i.sizes)).toEqual(['512x512']);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(icon.src), icon.src).toBe(icon.sizes);
    }
  });

  it('is linked from index.html, with the theme colour and an apple-touch-icon', () => {
    const head = indexHtml.head;
    expect(head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest.webmanifest');
    expect(head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(manifest.theme_color);
    const touch = head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href');
    expect(touch && pngSize(touch)).toBe('180x180');
    expect(head.querySelectorAll('title')).toHaveLength(1);
  });
});
