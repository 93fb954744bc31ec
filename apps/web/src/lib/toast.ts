import type { ToastContent, ToastOptions } from 'react-toastify';

/**
 * The app's toasts (SPEC §9), shown by react-toastify. The library is one module (the container
 * and its styles included), so it is loaded with the first toast rather than with the page: most
 * visits show none. Toasts keep their order; one asked for before the container is mounted waits
 * in the library's queue.
 */
type Library = typeof import('react-toastify');
type Kind = 'success' | 'error' | 'info';

let library: Library | null = null;
let loading: Promise<void> | null = null;
type Args = [content: ToastContent, options?: ToastOptions];
const waiting: [Kind, Args][] = [];
let wanted = false;
let onWanted: (() => void) | null = null;

/** Calls `listener` once a toast is wanted (at once if one already was). */
export function whenToastWanted(listener: () => void): () => void {
  if (wanted) listener();
  else onWanted = listener;
  return () => {
    if (onWanted === listener) onWanted = null;
  };
}

const show =
  (kind: Kind) =>
  (...args: Args): void => {
    if (!wanted) {
      wanted = true;
      onWanted?.();
    }
    if (library) {
      library.toast[kind](...args);
      return;
    }
    waiting.push([kind, args]);
    void loadToastLibrary();
  };

/** Loads the library now; from then on a toast is shown synchronously (tests load it up front). */
export function loadToastLibrary(): Promise<void> {
  loading ??= import('react-toastify').then((loaded) => {
    library = loaded;
    for (const [k, a] of waiting.splice(0)) loaded.toast[k](...a);
  });
  return loading;
}

/** Test helper: forget the loaded library, so the next load imports it again (a test file's own mock). */
export function resetToastLibrary(): void {
  library = null;
  loading = null;
}

export const toast = { success: show('success'), error: show('error'), info: show('info') };
