import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; pictures and fonts (WOFF2) are compressed already. */
export const COMPRESSIBLE_FILE = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml|wasm)$/;

export interface Precompressed {
  file: string;
  bytes: number;
  br?: number;
  gz?: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      // `.vite/` holds the build manifest, which the server never serves.
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return filesUnder(path);
        return Promise.resolve(COMPRESSIBLE_FILE.test(entry.name) ? [path] : []);
      }),
  );
  return nested.flat();
}

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip, level 9) beside every text file
 * of a built web app, so the server sends them as they are (@fastify/static `preCompressed`)
 * instead of compressing on each request, and at a quality too slow to spend per request. A copy
 * that would not be smaller than its original is not written.
 */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
  const files = await filesUnder(dir);
  return Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      const result: Precompressed = { file, bytes: body.length };
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gz(body, { level: 9 }),
      ]);
      if (br.length < body.length) {
        await writeFile(`${file}.br`, br);
        result.br = br.length;
      }
      if (gzipped.length < body.length) {
        await writeFile(`${file}.gz`, gzipped);
        result.gz = gzipped.length;
      }
      return result;
    }),
  );
}

/** Vite plugin: precompresses the build's output once it is written (`vite build` only). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mall:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await precompressDir(outDir);
      const done = files.filter((f) => f.br !== undefined);
      const before = done.reduce((sum, f) => sum + f.bytes, 0);
      const after = done.reduce((sum, f) => sum + (f.br ?? 0), 0);
      this.info?.(
        `precompressed ${done.length} files: ${(before / 1000).toFixed(0)} kB, ${(after / 1000).toFixed(0)} kB with brotli`,
      );
    },
  };
}
