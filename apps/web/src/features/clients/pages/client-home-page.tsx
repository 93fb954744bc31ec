import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { PlusIcon } from '../../../components/icons';
import { ErrorState } from '../../../components/states';
import { useAuth } from '../../../lib/auth';
import { BRAND } from '../../../lib/brand';
import { useMyStats } from '../api/get-my-stats';
import { BenefitsGrid } from '../components/benefits-grid';
import { NextPoint } from '../components/next-point';
import { StatCards, StatCardsSkeleton } from '../components/stat-cards';

/** Customer home (SPEC §2 /cliente). */
export function ClientHomePage() {
  const { session } = useAuth();
  const first = session?.name.trim().split(/\s+/)[0] ?? '';
  // Only a CLIENTE has stats; other logged-in roles see the greeting and the benefits.
  const isClient = session?.role === 'CLIENTE';
  const stats = useMyStats(isClient);

  return (
    <section className="mx-auto w-full max-w-6xl space-y-10 px-5 py-10 sm:px-8 sm:py-12">
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div>
          <title>{`Área do cliente · ${BRAND}`}</title>
          <h1 className="text-4xl font-semibold sm:text-5xl">Olá, {first}</h1>
          <p className="mt-3 max-w-prose text-muted">
            Registre as notas das suas compras nas lojas participantes: a cada R$ 1.000,00 em compras aprovadas você
            ganha 1 ponto, e o que sobra fica guardado para a próxima compra da campanha. Depois, troque seus pontos por
            um benefício na concierge do shopping.
          </p>
        </div>
        <Link to="/registrar-pontos" className={buttonClass('primary', 'md', 'shrink-0 self-start md:self-auto')}>
          <PlusIcon aria-hidden="true" className="size-4" /> Registrar pontos
        </Link>
      </div>

      {isClient && (
        <div className="space-y-4">
          {stats.isPending ? (
            <StatCardsSkeleton />
          ) : stats.isError || !stats.data ? (
            <ErrorState onRetry={() => stats.refetch()}>Não foi possível carregar os dados</ErrorState>
          ) : (
            <>
              <StatCards stats={stats.data} />
              <NextPoint stats={stats.data} />
            </>
          )}
        </div>
      )}

      <div className="space-y-5">
        <div className="flex items-end justify-between gap-4">
          <h2 className="text-3xl font-semibold">Confira os Benefícios</h2>
          <Link
            to="/cliente/brindes"
            className="tap-target text-sm font-medium text-accent-strong underline-offset-4 hover:underline"
          >
            Ver tudo
          </Link>
        </div>
        <BenefitsGrid />
      </div>
    </section>
  );
}
