import { getSession } from '../session';

/**
 * Keeps the customer's vouchers for offline use (mall basements have no signal): registers the
 * service worker (public/sw.js) and asks it to save the vouchers `codes`, the voucher page's shell
 * and the hashed files this page has loaded (the voucher page's among them). Only for a logged-in
 * customer, never for staff, and only once the page has loaded and the browser is idle, so it
 * never competes with a first load. Logging out deletes what was kept (forget.ts). `page` loads
 * the voucher page's code, from a page that only links to it, so its files are kept too.
 */
export function keepVouchersOffline(codes: readonly string[], page?: () => Promise<unknown>): void {
  if (codes.length === 0 || getSession()?.role !== 'CLIENTE' || !('serviceWorker' in navigator)) return;
  whenIdle(async () => {
    try {
      await navigator.serviceWorker.register('/sw.js');
      const registration = await navigator.serviceWorker.ready;
      // The session may have ended while the worker installed.
      if (getSession()?.role !== 'CLIENTE') return;
      await page?.();
      registration.active?.postMessage({ type: 'keep', codes: [...codes], assets: loadedFiles() });
    } catch {
      // No worker (a private window, a browser that refuses it): the vouchers stay online-only.
    }
  });
}

/**
 * The build's hashed files this page has loaded: those the browser timed (its buffer may be full
 * after a long visit) and those the page's elements name (scripts, style sheets, fonts, the
 * chunks a lazily loaded page asked for).
 */
function loadedFiles(): string[] {
  const addresses = performance.getEntriesByType('resource').map((entry) => entry.name);
  for (const element of document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[href], script[src]'))
    addresses.push('href' in element ? element.href : element.src);
  const files = new Set<string>();
  for (const address of addresses) {
    const url = new URL(address, location.href);
    if (url.origin === location.origin && url.pathname.startsWith('/assets/')) files.add(url.pathname);
  }
  return [...files];
}

function whenIdle(run: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1000);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
