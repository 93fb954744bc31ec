/**
 * `#root`'s attribute naming the day (YYYY-MM-DD, São Paulo) the build drew a prerendered page on:
 * written by build/prerender.ts, read by lib/use-today.ts.
 */
export const DRAWN_ON = 'data-drawn-on';
