import type { ReactNode } from 'react';

/** The admin pages' frame: the same width and breathing room as the rest of the app. */
export function PageContainer({
  children,
  narrow = false,
  wide = false,
}: {
  children: ReactNode;
  narrow?: boolean;
  /** For a list of many columns, so its rows fit a laptop's screen whole. */
  wide?: boolean;
}) {
  const width = narrow ? 'max-w-4xl' : wide ? 'max-w-7xl' : 'max-w-6xl';
  return <section className={`mx-auto w-full ${width} px-5 py-10 sm:px-8 sm:py-12`}>{children}</section>;
}

/** Title row with an action on the right (stacks on phones). */
export function PageHeader({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">{children}</div>
      {actions && <div className="-mt-4 mb-8 flex shrink-0 flex-wrap gap-3 sm:mt-0 sm:mb-0">{actions}</div>}
    </div>
  );
}

/** A label/value list for detail screens. */
export function DetailList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{item.label}</dt>
          <dd className="mt-1 break-words text-ink">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A white card grouping part of a form or a detail. */
export function Panel({
  title,
  children,
  className = '',
}: {
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`rounded-2xl border border-line bg-surface p-5 sm:p-7 ${className}`}>
      {title && <h2 className="mb-5 text-2xl font-semibold">{title}</h2>}
      {children}
    </div>
  );
}
