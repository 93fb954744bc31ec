import { afterThisTask } from './after-this-task';

/**
 * The first `Intl` formatter a browser tab builds loads the ICU data: tens of ms of the main thread on
 * a phone (more than the render that needs it). The data is the tab's, shared by its threads: a
 * worker that builds the same formatters first takes that load off the main thread, whose own
 * formatters then cost a fraction of a millisecond. Settles when the worker is done, failed, or
 * `waitMs` has passed; never rejects (without workers, the main thread simply loads the data itself).
 */
export function warmFormatsAside(waitMs: number): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    // Past `waitMs` the caller goes on; the worker finishes its load all the same.
    const timer = setTimeout(resolve, waitMs);
    // Started in a task of its own, right after the scripts' (`afterThisTask`): starting a worker costs
    // the main thread too, which would lengthen the scripts' task.
    afterThisTask(() => {
      try {
        const worker = new Worker(new URL('./warm-formats.worker.ts', import.meta.url), { type: 'module' });
        // Left to idle rather than terminated: ending a worker thread blocks the main thread while
        // it is joined (14-17 ms, traced); an idle worker costs its memory only.
        worker.onmessage = worker.onerror = () => {
          clearTimeout(timer);
          resolve();
        };
      } catch {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

/** How long a page behind a login waits for the ICU data before building its formatters itself. */
const WARM_WAIT_MS = 400;

/**
 * Started as this module is evaluated, which main.tsx makes the first of all: the worker loads the
 * ICU data while the main thread reads the rest of the scripts and draws.
 */
export const formatsWarm = warmFormatsAside(WARM_WAIT_MS);
