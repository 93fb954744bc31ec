import { type RefObject, useEffect } from 'react';

/**
 * Calls `onOutside` for a pointer press outside `ref` or Escape, while `active`; `onEscape`, when
 * given, takes Escape instead (a menu gives the focus back to its button).
 */
export function useOutsideClick(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
  onEscape: () => void = onOutside,
): void {
  useEffect(() => {
    if (!active) return;
    const onPointer = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) onOutside();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onEscape();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, active, onOutside, onEscape]);
}
