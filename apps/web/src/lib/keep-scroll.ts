/**
 * Router state of a navigation that must leave the window where it is (a list's filter or page
 * changing the address): the scroll restoration reads it instead of scrolling to the top.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
}
