import type { ReactNode } from 'react';

export function Spinner({ label = 'Carregando...' }: { label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-3 text-sm text-muted">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-line border-t-accent motion-reduce:animate-none"
      />
      {label}
    </span>
  );
}

export function LoadingState({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center py-10">
      <Spinner label={label} />
    </div>
  );
}

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line px-6 py-12 text-center text-muted">
      <p>{children}</p>
      {action}
    </div>
  );
}

export function ErrorState({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl bg-red-bg px-6 py-10 text-center text-red-fg"
    >
      <p>{children}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="text-sm font-medium underline underline-offset-4">
          Tentar novamente
        </button>
      )}
    </div>
  );
}
