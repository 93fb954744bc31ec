import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** Where the build writes it, beside Vite's manifest (the server serves nothing under `.vite/`). */
export const CHUNK_PACKAGES_FILE = '.vite/chunk-packages.json';

/** The npm package a module comes from (`react-hook-form`, `@dnd-kit/core`), or null for the app's own. */
export function packageOf(moduleId: string): string | null {
  const path = (moduleId.split('?')[0] ?? '').replaceAll('\\', '/');
  const at = path.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const [first = '', second = ''] = path.slice(at + '/node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/** Each script file of the bundle, with the packages whose code it holds (sorted). */
export function chunkPackages(bundle: Rolldown.OutputBundle): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    const names = new Set(output.moduleIds.map(packageOf).filter((name): name is string => name !== null));
    out[output.fileName] = [...names].sort();
  }
  return out;
}

/**
 * What the workers' own builds hold (Vite bundles each worker apart, before the app's bundle is
 * written): `workerChunkPackages` fills it, `chunkPackagesFile` writes it with the app's scripts.
 */
const workerScripts: Record<string, string[]> = {};

/** Vite plugin for the workers' builds (`worker.plugins`): records their scripts' packages. */
export function workerChunkPackages(): Plugin {
  return {
    name: 'mall:worker-chunk-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      Object.assign(workerScripts, chunkPackages(bundle));
    },
  };
}

/**
 * Vite plugin (`vite build` only): writes which packages each script file holds, the workers' too. The manifest names
 * a shared chunk by one of its modules only, so without this the bundle check
 * (scripts/bundle-size.mjs) could not tell that a page's scripts carry a form or chart library.
 */
export function chunkPackagesFile(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mall:chunk-packages',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const file = join(outDir, CHUNK_PACKAGES_FILE);
      await mkdir(join(file, '..'), { recursive: true });
      await writeFile(file, `${JSON.stringify({ ...workerScripts, ...chunkPackages(bundle) }, null, 2)}\n`);
    },
  };
}
