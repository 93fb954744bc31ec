import type { ReactNode } from 'react';

/** The public and customer headers' bar: 80 px tall whatever it holds, so nothing below moves. */
export function SiteHeaderFrame({ children }: { children: ReactNode }) {
  return (
    <header className="relative z-20 border-b border-line/70 bg-canvas/90 backdrop-blur">
      <div className="mx-auto flex h-20 max-w-6xl items-center justify-between gap-3 px-4 sm:px-8">{children}</div>
    </header>
  );
}
