import { useEffect, useState } from 'react';

/**
 * Whether a scrolling box has content beyond its visible part, kept current as the box scrolls or
 * either it or its content changes size: `sideways` when it is wider than the box (a table that
 * scrolls horizontally), `below` while more of it waits under the box's lower edge.
 */
export function useOverflow(el: HTMLElement | null, direction: 'sideways' | 'below'): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    if (!el) return;
    const check = () =>
      setOverflowing(
        direction === 'sideways'
          ? el.scrollWidth > el.clientWidth + 1
          : el.scrollTop + el.clientHeight < el.scrollHeight - 1,
      );
    el.addEventListener('scroll', check, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(check);
    // An observer reports each box once as it starts observing, after the browser's next layout:
    // the first check then reads sizes already laid out instead of forcing a layout mid-commit.
    if (!observer) check();
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', check);
      observer?.disconnect();
    };
  }, [el, direction]);
  return overflowing;
}
