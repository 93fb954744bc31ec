// First of all: this starts loading the ICU data in a worker as the scripts begin to run
// (lib/warm-formats.ts); the imports below run after it.
import './lib/warm-formats';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app/app';
import { afterThisTask } from './lib/after-this-task';
import { prepareFormats } from './lib/format';
import { getSession, placeholderSession, syncSessionCookie } from './lib/session';
import { formatsWarm } from './lib/warm-formats';

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

// index.html always has it (a page without it would stop at React's own error, in hydrateRoot or
// createRoot): no check of ours, whose bytes the first load has no room for.
const root = document.getElementById('root') as HTMLElement;
// The session's role cookie follows the stored session (a session kept from before it existed, or
// one that expired since): the server reads it to choose a prerendered page (lib/session.ts).
syncSessionCookie();
const drawnFor = root.getAttribute('data-prerendered');
// A page the build rendered (build/prerender.ts): a public one for a visitor (`data-prerendered`
// empty), or a page behind a login for the role it names. React takes over the HTML already on screen,
// drawn with the same session: none, or that role's nameless placeholder, the stored session
// taking over in the render right after. A page behind a login reached without a session of its role
// (the cookie outlived the session) is drawn afresh: the app sends that visitor on at once.
const session = getSession();
const hydrate = drawnFor === '' || (drawnFor !== null && session?.role === drawnFor);
if (hydrate) {
  // Until React has taken the first page over (`#root` then loses its mark: app/layouts/
  // scroll-restoration.tsx), a form on it would be sent by the browser itself, its fields in the
  // address: the send is held, and the reader sends again once the page answers.
  root.addEventListener(
    'submit',
    (event) => {
      if (root.hasAttribute('data-prerendered')) event.preventDefault();
    },
    true,
  );
  const prerendered = { session: session && drawnFor ? placeholderSession(session.role) : null };
  // Where the browser's first render differs (a page whose data arrived before its code), React
  // draws that part again; that is expected, so it is noted, not reported as an error.
  const start = () => {
    hydrateRoot(
      root,
      <StrictMode>
        <App prerendered={prerendered} />
      </StrictMode>,
      { onRecoverableError: (error) => console.warn('Página pré-renderizada redesenhada:', error) },
    );
  };
  // A page behind a login shows figures (points, money, dates) in its first render: it waits for
  // the ICU data the worker loads (the page is on screen already), then builds its formatters in a
  // task of its own, which lengthens neither the scripts' task nor the render's (bench/FINDINGS.md, "The browser's ICU data").
  if (drawnFor) {
    void formatsWarm.then(() =>
      afterThisTask(() => {
        prepareFormats();
        afterThisTask(start);
      }),
    );
  } else start();
} else {
  root.removeAttribute('data-prerendered');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
