import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useOutsideClick } from './use-outside-click';

/**
 * A button that opens a panel (the headers' menus): a click outside or a followed link closes it;
 * Escape closes it and gives the focus back to the button.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const closeAndFocus = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  useOutsideClick(rootRef, open, close, closeAndFocus);
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setOpen(false), [pathname, search]);
  return { open, rootRef, buttonRef, toggle, closeAndFocus };
}
