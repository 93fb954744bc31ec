/**
 * The cache of the customer's vouchers kept for offline use (public/sw.js) and its worker go with
 * the session: a phone may be shared. Kept apart from the code that registers the worker, since
 * every logout runs this.
 */
export function forgetOfflineVouchers(): void {
  const workers = navigator.serviceWorker;
  workers?.controller?.postMessage({ type: 'forget' });
  void globalThis.caches?.delete('vouchers');
  void workers?.getRegistration('/').then((registration) => registration?.unregister());
}
