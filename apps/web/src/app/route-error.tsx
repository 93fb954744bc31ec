import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '../components/button-styles';
import { NotFoundPage } from './not-found-page';

/**
 * A route that throws (or a chunk that no longer exists after a deploy) shows a way out instead
 * of a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
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
