import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../components/button-styles';

/**
 * A route that throws (or a chunk that no longer exists after a deploy) shows a way out instead
 * of a blank page.
 */
export function RouteError() {
  return (
    <section role="alert" className="mx-auto flex max-w-3xl flex-col items-start gap-6 px-5 py-24 sm:px-8">
      <h1 className="text-4xl font-semibold">Algo deu errado</h1>
      <p className="text-muted">Não foi possível exibir esta página. Recarregue ou volte ao início.</p>
      <div className="flex gap-3">
        <button type="button" onClick={() => window.location.reload()} className={buttonClass('primary')}>
          Recarregar
        </button>
        <Link to="/" className={buttonClass('secondary')}>
          Voltar para o início
        </Link>
      </div>
    </section>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The address shown: the boundary recovers when it changes. */
  pathname: string;
}

class Boundary extends Component<BoundaryProps, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError(): Partial<{ failedAt: string | null }> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failedAt: string | null }) {
    if (state.failedAt === '') return { failedAt: props.pathname };
    if (state.failedAt !== null && state.failedAt !== props.pathname) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteError />;
  }
}

/** What the router's errorElement was: an error below shows RouteError until the user goes elsewhere. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
