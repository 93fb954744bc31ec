import type { MyStats } from '@mall/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarClockIcon, ReceiptIcon, SparklesIcon } from '../../../components/icons';
import { formatNumber } from '../../../lib/format';

function Card({
  icon,
  label,
  value,
  children,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 sm:p-6" data-testid={testId}>
      <div className="flex items-center gap-3 text-muted">
        <span className="flex size-10 items-center justify-center rounded-full bg-sand text-accent-strong">{icon}</span>
        <h2 className="font-sans text-sm font-semibold uppercase tracking-wider">{label}</h2>
      </div>
      <p
        className="font-display text-5xl font-semibold text-ink tabular-nums"
        data-testid={testId && `${testId}-value`}
      >
        {value}
      </p>
      {children && <div className="text-sm text-muted">{children}</div>}
    </div>
  );
}

function daysText(days: number | null): string {
  if (days === null) return '—';
  return formatNumber(days);
}

/** SPEC §2 /cliente: points, days left in the campaign, purchases with a link to them. */
export function StatCards({ stats }: { stats: MyStats }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Card
        testId="card-points"
        icon={<SparklesIcon aria-hidden="true" className="size-5" />}
        label="Meus pontos"
        value={formatNumber(stats.points)}
      >
        {stats.redeemed ? 'Você já resgatou um benefício nesta campanha.' : 'Pontos disponíveis para resgate.'}
      </Card>
      <Card
        testId="card-days"
        icon={<CalendarClockIcon aria-hidden="true" className="size-5" />}
        label="Dias restantes"
        value={daysText(stats.daysLeft)}
      >
        {stats.campaign ? `Para registrar compras em ${stats.campaign.name}.` : 'Nenhuma campanha vigente.'}
      </Card>
      <Card
        testId="card-purchases"
        icon={<ReceiptIcon aria-hidden="true" className="size-5" />}
        label="Compras"
        value={formatNumber(stats.purchases)}
      >
        <p>
          {formatNumber(stats.approvedPurchases)} aprovada{stats.approvedPurchases === 1 ? '' : 's'} ·{' '}
          {formatNumber(stats.pendingPurchases)} em análise
        </p>
        <Link
          to="/meus-pontos"
          className="tap-target mt-2 inline-block font-medium text-accent-strong underline-offset-4 hover:underline"
        >
          Ver minhas notas
        </Link>
      </Card>
    </div>
  );
}

const bar = 'block animate-pulse rounded bg-sand motion-reduce:animate-none';

/**
 * The cards while the numbers load: the same boxes, labels and icons, bars where the numbers and
 * lines will be, and the next-point line's room, so the benefits below stay where they are.
 */
export function StatCardsSkeleton() {
  const line = (width: string) => <span className={`${bar} my-0.5 h-4 ${width}`} />;
  const value = <span className={`${bar} h-12 w-20`} />;
  return (
    <div className="space-y-4" role="status" aria-label="Carregando...">
      <div className="grid gap-4 sm:grid-cols-3" aria-hidden="true">
        <Card icon={<SparklesIcon aria-hidden="true" className="size-5" />} label="Meus pontos" value={value}>
          {line('w-3/4')}
        </Card>
        <Card icon={<CalendarClockIcon aria-hidden="true" className="size-5" />} label="Dias restantes" value={value}>
          {line('w-3/4')}
        </Card>
        <Card icon={<ReceiptIcon aria-hidden="true" className="size-5" />} label="Compras" value={value}>
          {line('w-2/3')}
          <span className={`${bar} mt-2.5 h-4 w-1/3`} />
        </Card>
      </div>
      <span className={`${bar} h-13 rounded-2xl`} aria-hidden="true" />
    </div>
  );
}
