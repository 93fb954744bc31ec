/**
 * The app's query cache, as the entry bundle sees it. React Query loads with the first page that
 * fetches through it (`./query-client`), not with the home page a visitor lands on; until then
 * there is no cache, and clearing it (a login, a logout) has nothing to do.
 */
let clearCache: (() => void) | null = null;

export function registerQueryCache(clear: () => void): void {
  clearCache = clear;
}

export function clearQueryCache(): void {
  clearCache?.();
}
