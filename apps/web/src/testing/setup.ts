import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { resetSessionCache } from '../lib/session';
import { loadToastLibrary, resetToastLibrary } from '../lib/toast';

// `findBy…` and `waitFor` give up after 1 s by default. CI runs on a busy 2-core machine, where
// a render plus a fake API answer can take longer than that: wait up to 5 s before failing.
configure({ asyncUtilTimeout: 5000 });

// The app loads react-toastify with the first toast; a test loads it (or the mock its file
// declares) before it runs, so a toast is called synchronously, as in the library itself.
beforeAll(() => {
  resetToastLibrary();
  return loadToastLibrary();
});

afterEach(() => {
  cleanup();
  // Build-script tests run in Node's environment, which has no storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  // Files share one module graph per worker (vite.config.ts): the next file reads storage afresh.
  resetSessionCache();
});
