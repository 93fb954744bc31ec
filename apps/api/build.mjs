// Bundles the API into dist/server.js. Dependencies stay external (installed in node_modules);
// the workspace's TypeScript-source shared package is bundled in.
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => d !== '@mall/shared');
const sharedPkg = JSON.parse(readFileSync(new URL('../../packages/shared/package.json', import.meta.url), 'utf8'));
external.push(...Object.keys(sharedPkg.dependencies));

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
// The photo pool's worker runs as it is, beside the bundle (src/lib/photo-pool.ts finds it there).
copyFileSync(
  new URL('./src/lib/photo-worker.mjs', import.meta.url),
  new URL('./dist/photo-worker.mjs', import.meta.url),
);
console.log('api: built dist/server.js');
