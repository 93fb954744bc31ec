/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fonts } from './build/fonts.ts';
import { prerender } from './build/prerender.ts';
import { precompress } from './scripts/precompress';

const sharedSrc = /packages[\\/]shared[\\/]src[\\/]/;
const QUERY_EXTRAS = /[\\/](mutationObserver|useMutation|infiniteQueryObserver|useInfiniteQuery)\.js$/;

export default defineConfig({
  // fonts: the Portuguese subsets, preloads and fallback faces in index.html; prerender: the public
  // pages rendered into their own HTML; precompress (last): `.br` and `.gz` beside each text file
  // of the build, served as they are by the API.
  plugins: [react(), tailwindcss(), fonts(), prerender(), precompress()],
  build: {
    // The bundle-size check reads the manifest to follow what `/` loads.
    manifest: true,
    // Every browser the app supports preloads modules itself; the polyfill would be first-load bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
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
        moduleSideEffects: (id: string) => !sharedSrc.test(id),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'build/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    css: false,
    // A test waits on rendering and fake answers; on a busy 2-core machine 5 s is too tight.
    testTimeout: 20_000,
  },
});
