import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app/app';

// index.html's title is for the moment before the app runs; from then on each page renders its
// own <title> (React hoists it into <head>), and a page has only one.
document.querySelector('title[data-static]')?.remove();

// zod tries `new Function` once to learn whether it may compile its parsers; this app's CSP allows
// no eval, so the try is refused and the browser reports a CSP violation (Lighthouse's best
// practices count it). Parsing without compiled parsers skips the try. zod reads this object when
// it first parses, whether it was loaded before or after this line.
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig ??= {};
zodConfig.__zod_globalConfig.jitless = true;

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
if (root.hasAttribute('data-prerendered')) {
  // A public page the build rendered (build/prerender.ts): React takes over the HTML already on
  // screen. Where the browser's first render differs (a page whose data arrived before its code),
  // React draws that part again; that is expected, so it is noted, not reported as an error.
  hydrateRoot(
    root,
    <StrictMode>
      <App prerendered />
    </StrictMode>,
    { onRecoverableError: (error) => console.warn('Página pré-renderizada redesenhada:', error) },
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
