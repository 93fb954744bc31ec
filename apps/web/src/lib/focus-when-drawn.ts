/**
 * Gives focus to the element `selector` names once it is on the page. The frame right after the
 * call is left to whatever gives focus back (a dialog that closes); from the next one on, it looks
 * at each frame, up to `frames` of them (about 3 s): what it names may come with a list read again
 * and drawn in slices (`useDrawnAnswer`), after several frames on a busy phone.
 */
export function focusWhenDrawn(selector: string, frames = 180): void {
  const look = (left: number) =>
    requestAnimationFrame(() => {
      const target = document.querySelector<HTMLElement>(selector);
      if (target) target.focus();
      else if (left > 1) look(left - 1);
    });
  requestAnimationFrame(() => look(frames));
}
