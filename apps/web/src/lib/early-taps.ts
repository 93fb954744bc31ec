/**
 * Taps on a prerendered page that React cannot answer yet, answered once it can.
 *
 * React takes over a prerendered page part by part: a part whose code has not arrived yet (a page
 * loaded lazily) stays plain HTML meanwhile. A click on it makes React take the part over at once
 * if its code is there; if not, React drops the click (and stops it there, while the browser still
 * does its default: a button would submit its form the browser's way). A customer on a slow phone
 * taps "Cadastre-se" on the drawn home page and nothing happens.
 *
 * So, for the first seconds after start, a listener on `#root`, added after React's own (call this
 * right after `hydrateRoot`), looks at each click once React's listener has had it: if the clicked
 * element still carries none of React's node properties, React could not take it over. The click's
 * default is stopped, and once React has taken the element over it is dispatched on it again,
 * once. A link is left to the browser, which follows it itself. Only the last held tap is
 * answered, and only while its element is still on the page.
 */

/** The prefix of the property React 19 sets on each DOM node it renders or takes over. */
const REACT_NODE_KEY = '__reactFiber$';
/** How long after start taps are watched: far longer than a page's code takes on 3G. */
const WATCH_MS = 30_000;
/** How long a held tap waits for React to take its element over. */
const HOLD_MS = 15_000;
const POLL_MS = 50;

const takenOver = (node: Element) => Object.keys(node).some((key) => key.startsWith(REACT_NODE_KEY));

export interface EarlyTaps {
  /** Stops watching (the page's code is all there). */
  stop(): void;
}

export function answerEarlyTaps(root: HTMLElement, watchMs = WATCH_MS): EarlyTaps {
  let held: { target: Element; until: number } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const replayed = new WeakSet<Event>();

  const replay = () => {
    timer = undefined;
    if (!held) return;
    const { target, until } = held;
    if (!target.isConnected || Date.now() > until) {
      held = undefined;
      return;
    }
    if (!takenOver(target)) {
      timer = setTimeout(replay, POLL_MS);
      return;
    }
    held = undefined;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    replayed.add(click);
    target.dispatchEvent(click);
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (replayed.has(event) || !(target instanceof Element) || !root.contains(target)) return;
    if (takenOver(target) || target.closest('a[href]')) return;
    event.preventDefault();
    held = { target, until: Date.now() + HOLD_MS };
    if (!timer) timer = setTimeout(replay, POLL_MS);
  };

  const stop = () => {
    root.removeEventListener('click', onClick, true);
    clearTimeout(ended);
  };
  // Capturing, on the root, after React's own capturing listener there: React has tried to take the
  // tapped part over by then, and stopped the click from going further if it could not.
  root.addEventListener('click', onClick, true);
  const ended = setTimeout(stop, watchMs);
  return { stop };
}
