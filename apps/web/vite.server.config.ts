import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * `dist-server/server-render.js`: what the API server draws into a page as it sends it
 * (src/server-render.tsx), built for Node beside the app's build. Packages stay imports (Node finds
 * them in node_modules); the app's own modules and @mall/shared are bundled in.
 */
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
    ssr: 'src/server-render.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: '[name].js' } },
  },
  ssr: { noExternal: ['@mall/shared'] },
});
