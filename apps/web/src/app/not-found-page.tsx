import { Link } from 'react-router';
import { buttonClass } from '../components/button-styles';
import { BRAND } from '../lib/brand';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-start gap-6 px-5 py-24 sm:px-8">
      <title>{`Página não encontrada · ${BRAND}`}</title>
      <p className="font-display text-8xl leading-none text-accent">404</p>
      <h1 className="text-4xl font-semibold">Página não encontrada</h1>
      <p className="text-muted">O endereço que você procurou não existe ou foi movido.</p>
      <Link to="/" className={buttonClass('primary')}>
        Voltar para o início
      </Link>
    </section>
  );
}
