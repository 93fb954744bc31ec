/// <reference types="vitest/config" />

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkPackagesFile, workerChunkPackages } from './build/chunk-packages.ts';
import { compileHints } from './build/compile-hints.ts';
import { fonts } from './build/fonts.ts';
import { markdown } from './build/markdown.ts';
import { ownImportsRecorder, preloadList, staticClosure } from './build/preload-lists.ts';
import { prerender } from './build/prerender.ts';
import { precompress } from './scripts/precompress.ts';

// Component and unit tests share one module graph and one jsdom per worker (a file costs
// milliseconds, not the second a fresh environment and imports took). A file that replaces one of
// the app's own modules (`vi.mock` of anything but react-toastify, which src/lib/toast.ts reloads per
// file: src/testing/setup.ts) runs alone in a fresh graph, as a mock cannot be undone for modules
// already loaded; so does a file listed below, with its reason.
const TESTS = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'build/**/*.test.{ts,tsx}'];
const here = fileURLToPath(new URL('.', import.meta.url));
const ISOLATED_TESTS = [
  ...['src', 'scripts', 'build'].flatMap((dir) =>
    readdirSync(`${here}${dir}`, { recursive: true, encoding: 'utf8' })
      .filter(
        (f) =>
          /\.test\.tsx?$/.test(f) && /vi\.mock\('(?!react-toastify')/.test(readFileSync(`${here}${dir}/${f}`, 'utf8')),
      )
      .map((f) => `${dir}/${f}`),
  ),
  // It sees the decoder's WebAssembly fetched on first use, which a file before it may have made.
  'src/lib/receipt-scan/read-receipt-code.test.ts',
];

const sharedSrc = /packages[\\/]shared[\\/]src[\\/]/;
/**
 * The admin kit's form module (useAdminForm and its parts): it only declares. A list page imports
 * the kit's list parts from the kit's index, which re-exports it too: declared side-effect free, it
 * is dropped there, and the form library with it (scripts/bundle-size.mjs checks where that goes).
 */
const adminKitForm = /apps[\\/]web[\\/]src[\\/]components[\\/]admin-kit[\\/]form\.tsx$/;
/**
 * The small modules both first loads (`/` and `/cliente`) read their answers with: kept in the entry
 * rather than in a handful of chunks of a few hundred bytes each, every one a request and a
 * compression dictionary of its own.
 */
const FIRST_LOAD_READS =
  /(?:apps[\\/]web[\\/]src[\\/](?:lib[\\/](?:api[\\/](?:client|endpoint|errors|shape)|format|use-fetched|stale-reads)|components[\\/]responsive-img)|packages[\\/]shared[\\/]src[\\/](?:first-load\.endpoints|endpoint|format|once))\.tsx?$/;
/** Likewise what every customer page loads with its own code: the header and its balance, the prizes' reads. */
const CUSTOMER_COMMON =
  /apps[\\/]web[\\/]src[\\/](?:lib[\\/]resources[\\/](?:clients[\\/]get-campaign-points|prizes[\\/](?:get-active-prizes|keys))|components[\\/]prize-card|lib[\\/]use-overflow)\.tsx?$/;
/** Chunks loaded on a tap rather than with a page (see `modulePreload`). */
const ON_INTERACTION = /(?:^|[\\/])(?:auth-modal-host|login-modal|register-modal|toast-container)-[\w-]+\.js$/;
const ownImports = ownImportsRecorder();
const QUERY_EXTRAS = /[\\/](mutationObserver|useMutation|infiniteQueryObserver|useInfiniteQuery)\.js$/;

export default defineConfig({
  // fonts: the Portuguese subsets, preloads and fallback faces in index.html; prerender: the public
  // pages rendered into their own HTML; compileHints: V8 compiles the large scripts off the main
  // thread; precompress (last): `.br` and `.gz` beside each text file of the build, served as they
  // are by the API.
  plugins: [
    ownImports.plugin,
    markdown(),
    react(),
    tailwindcss(),
    fonts(),
    prerender(),
    chunkPackagesFile(),
    compileHints(),
    precompress(),
  ],
  // The workers' scripts are listed with the app's (build/chunk-packages.ts).
  worker: { plugins: () => [workerChunkPackages()] },
  build: {
    // The bundle-size check reads the manifest to follow what `/` loads.
    manifest: true,
    // Every browser the app supports preloads modules itself; the polyfill would be first-load bytes.
    modulePreload: {
      polyfill: false,
      // A page's import fetches its chunks at once (the dependency list rides in the entry); a long
      // list leaves out the chunk's own imports, which the browser asks for as it reads the chunk
      // (build/preload-lists.ts). The login and registration modals and the toasts load on a tap
      // (the modals already on the pointer's approach, preload-auth-modals.ts): their chunks' own
      // imports follow them, and the entry does not carry their lists, which a customer's first
      // load would pay for.
      resolveDependencies: (filename, deps, { hostId, hostType }) =>
        ON_INTERACTION.test(filename)
          ? []
          : preloadList(
              deps,
              ownImports.importsOf(filename),
              hostType === 'js' ? staticClosure(hostId, ownImports.importsOf) : undefined,
            ),
    },
    rolldownOptions: {
      output: {
        // Seven characters of content hash (the fewest the bundler takes for this many files); each name is
        // written wherever a chunk is imported and in the entry's list of what each page loads,
        // where the character less is a byte no compression can save.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'app', test: FIRST_LOAD_READS, priority: 2 },
            { name: 'customer', test: CUSTOMER_COMMON, priority: 2 },
            // React Query in one chunk, but for what only forms and "show more" lists use.
            {
              name: 'react-query',
              test: (id: string) => /node_modules[\\/]@tanstack[\\/]/.test(id) && !QUERY_EXTRAS.test(id),
            },
          ],
        },
      },
      treeshake: {
        // @mall/shared is pure (constants, functions, zod schemas). Declaring it side-effect
        // free lets the bundler drop schemas.ts (and zod) from chunks that only need roles or
        // permissions, which keeps zod out of what a guest downloads on `/`.
        moduleSideEffects: (id: string) => !sharedSrc.test(id) && !adminKitForm.test(id),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
    // The whole repository (its node_modules hold zxing-wasm's WebAssembly, imported with `?url`):
    // the tests run from the repository's root (`vitest --root apps/web`) as well as from here.
    fs: { allow: [fileURLToPath(new URL('../..', import.meta.url))] },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    css: false,
    // A test waits on rendering and fake answers; on a busy 2-core machine 5 s is too tight.
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: 'web-isolated', include: ISOLATED_TESTS } },
      { extends: true, test: { name: 'web', include: TESTS, exclude: ISOLATED_TESTS, isolate: false } },
    ],
  },
});
