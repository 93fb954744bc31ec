import type { ReactNode } from 'react';
import { BRAND } from '../lib/brand';

/** The page's <h1> and the document title (React 19 hoists <title> into <head>). */
export function PageTitle({ children, eyebrow, title }: { children: ReactNode; eyebrow?: string; title?: string }) {
  const text = title ?? (typeof children === 'string' ? children : undefined);
  return (
    <header className="mb-8">
      {text && <title>{`${text} · ${BRAND}`}</title>}
      {eyebrow && <p className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-accent">{eyebrow}</p>}
      <h1 className="text-4xl font-semibold sm:text-5xl">{children}</h1>
    </header>
  );
}
