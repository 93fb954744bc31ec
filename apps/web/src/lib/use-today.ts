import { todayIn } from '@mall/shared';
import { useSyncExternalStore } from 'react';
import { DRAWN_ON } from './drawn-on';

const today = () => todayIn();

/** The day the page on screen was drawn for: the build's, for a page taken over from its HTML. */
function drawnOn(): string {
  if (typeof document === 'undefined') return today();
  return document.getElementById('root')?.getAttribute(DRAWN_ON) ?? today();
}

const noChanges = () => () => {};

/**
 * Today in São Paulo (YYYY-MM-DD), for what a render draws from it (the latest date a purchase
 * can have, the years a filter offers). A page the build drew on an earlier day is taken over with
 * that day, exactly as drawn, and drawn again with today right after; without this, the years
 * would not match and React would throw the page's HTML away, and an attribute drawn from the
 * build's day (a date field's `max`) would stay on screen, since React does not correct attributes
 * when it takes over HTML.
 */
export function useToday(): string {
  return useSyncExternalStore(noChanges, today, drawnOn);
}
