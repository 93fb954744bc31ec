import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes brotli and gzip copies beside the text files of a build, and leaves the rest alone', async () => {
    dir = mkdtempSync(join(tmpdir(), 'mall-dist-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, '.vite'));
    const html = `<!doctype html><title>Clube</title>${'<link rel="modulepreload" href="/assets/x.js" />'.repeat(20)}`;
    const js = `export const itens = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `item-${i}`))};`;
    const css = `.a{color:#8a5a3b}${'.b{margin:0 auto;padding:1rem}'.repeat(50)}`;
    writeFileSync(join(dir, 'index.html'), html);
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), js);
    writeFileSync(join(dir, 'assets', 'index-abc123.css'), css);
    writeFileSync(join(dir, 'assets', 'inter-latin.woff2'), Buffer.alloc(2000, 7));
    writeFileSync(join(dir, 'icon.png'), Buffer.alloc(2000, 7));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ a: 'b'.repeat(2000) }));
    writeFileSync(join(dir, 'tiny.txt'), 'ok');

    await precompressDir(dir);

    for (const [file, original] of [
      ['index.html', html],
      ['assets/index-abc123.js', js],
      ['assets/index-abc123.css', css],
    ] as const) {
      const br = readFileSync(join(dir, `${file}.br`));
      const gz = readFileSync(join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).toString(), file).toBe(original);
      expect(gunzipSync(gz).toString(), file).toBe(original);
      expect(br.length, file).toBeLessThan(original.length);
    }
    for (const file of ['assets/inter-latin.woff2', 'icon.png', '.vite/manifest.json', 'tiny.txt']) {
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
    }
  });
});
