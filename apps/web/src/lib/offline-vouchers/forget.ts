/**
 * The cache of the customer's vouchers kept for offline use (public/sw.js) and its worker go with
 * the session: a phone may be shared. Kept apart from the code that registers the worker, since
 * every logout runs this. The worker saves only into a cache that exists, so the page it still
 * serves until the next navigation saves nothing more.
 */
export function forgetOfflineVouchers(): void {
  void globalThis.caches?.delete('vouchers');
  void navigator.serviceWorker?.getRegistration().then((registration) => registration?.unregister());
}
