/** Link styles shared by the three headers; the active page gets the accent underline. */
export function navLinkClass({ isActive }: { isActive: boolean }): string {
  // nowrap: a two-word item must not break the header row.
  return `relative whitespace-nowrap py-2 text-sm transition-colors hover:text-accent-strong ${
    isActive
      ? 'text-ink font-medium after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:bg-accent'
      : 'text-muted'
  }`;
}

export function mobileLinkClass({ isActive }: { isActive: boolean }): string {
  return `block rounded-lg px-3 py-2.5 text-base ${isActive ? 'bg-accent-soft text-accent-strong font-medium' : 'text-ink hover:bg-sand'}`;
}

/** An item of a header's drop-down menu. */
export function menuItemClass({ isActive }: { isActive: boolean }): string {
  return `block rounded-lg px-3 py-2 text-sm ${isActive ? 'bg-accent-soft text-accent-strong font-medium' : 'text-ink hover:bg-sand'}`;
}
