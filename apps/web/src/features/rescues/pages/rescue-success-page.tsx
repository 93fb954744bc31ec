import { PartyPopper, Ticket } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { BRAND } from '../../../lib/brand';
import { formatDate, formatNumber, formatPoints } from '../../../lib/format';
import { keepVouchersOffline } from '../../../lib/offline-vouchers/keep';
import { VOUCHER_NOTE } from '../components/voucher-note';

export interface RescueSuccessState {
  clientName: string;
  prizeName: string;
  points: number;
  voucher: string;
  voucherExpirationDate: string;
  remainingPoints: number;
}

function isSuccessState(value: unknown): value is RescueSuccessState {
  if (!value || typeof value !== 'object') return false;
  const s = value as Record<string, unknown>;
  return typeof s.voucher === 'string' && typeof s.prizeName === 'string';
}

/** Reached only by replace navigation after a redemption (SPEC §2); without its state, back to /cliente. */
export function RescueSuccessPage() {
  const { state } = useLocation();
  const voucher = isSuccessState(state) ? state.voucher : null;
  // The new voucher is kept on this phone for the basement, with the voucher page.
  useEffect(() => {
    if (voucher) keepVouchersOffline([voucher], () => import('./voucher-page'));
  }, [voucher]);
  if (!isSuccessState(state)) return <Navigate to="/cliente" replace />;
  const first = state.clientName.trim().split(/\s+/)[0] ?? '';
  const rows = [
    { label: 'Brinde', value: state.prizeName },
    { label: 'Pontos utilizados', value: formatNumber(state.points) },
    { label: 'Válido até', value: formatDate(state.voucherExpirationDate) },
    { label: 'Saldo atualizado', value: formatPoints(state.remainingPoints) },
  ];
  return (
    <section className="mx-auto w-full max-w-2xl px-5 py-10 sm:px-8 sm:py-14">
      <title>{`Resgate realizado · ${BRAND}`}</title>
      <div className="rounded-3xl border border-line bg-surface p-6 text-center shadow-sm sm:p-10">
        <PartyPopper aria-hidden="true" className="mx-auto size-12 text-accent" />
        <h1 className="mt-4 text-4xl font-semibold sm:text-5xl">Parabéns, {first}!</h1>
        <p className="mt-3 text-muted">Seu resgate foi realizado com sucesso.</p>
        <div className="mt-8 rounded-2xl bg-accent-soft px-4 py-5">
          <p className="text-sm font-medium text-muted">Seu voucher</p>
          <p
            className="mt-1 font-mono text-3xl font-semibold tracking-[0.2em] break-all text-accent-strong sm:text-4xl"
            data-testid="voucher-code"
          >
            {state.voucher}
          </p>
        </div>
        <dl className="mt-6 grid gap-3 text-left sm:grid-cols-2">
          {rows.map((r) => (
            <div key={r.label} className="rounded-xl border border-line px-4 py-3">
              <dt className="text-xs font-medium tracking-wide text-muted uppercase">{r.label}</dt>
              <dd className="mt-0.5 font-semibold text-ink">{r.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-sm text-muted">{VOUCHER_NOTE}</p>
        <Link
          to={`/cliente/voucher?code=${encodeURIComponent(state.voucher)}`}
          className={buttonClass('primary', 'md', 'mt-8 w-full sm:w-auto')}
        >
          <Ticket aria-hidden="true" className="size-4" /> Acessar Voucher
        </Link>
      </div>
    </section>
  );
}
