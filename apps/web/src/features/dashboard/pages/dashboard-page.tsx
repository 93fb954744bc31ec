import {
  type Dashboard,
  type DashboardPurchases,
  EXTRACT_LABELS,
  RESCUES_TO_HAND_OVER,
  ROLE_LABELS,
} from '@mall/shared';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { PageContainer, PageTitle } from '../../../components/admin-kit';
import { ErrorState, LoadingState } from '../../../components/states';
import { formatCurrency, formatDate, formatNumber } from '../../../lib/format';
import { MONTH_NAMES } from '../../../lib/period';
import { useDashboard } from '../api';
import { CHART_HEIGHT, DailyTable } from '../components/daily-table';

// recharts comes only with the administrators' dashboard (and the reports), never with a first load.
const PurchasesChart = lazy(() => import('../components/purchases-chart'));

/** One figure: a link to the list behind it, its label, the number, and a line under it. */
function Figure({
  to,
  label,
  value,
  detail,
  alert = false,
}: {
  to: string;
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  alert?: boolean;
}) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full flex-col gap-1 rounded-2xl border border-line bg-surface p-5 transition-shadow hover:shadow-lg focus-visible:outline-2 focus-visible:outline-accent"
      >
        <span className="text-sm font-medium text-muted">{label}</span>
        <span className="font-display text-3xl font-semibold tabular-nums text-ink">{value}</span>
        {detail && <span className={`text-sm ${alert ? 'font-medium text-red-fg' : 'text-muted'}`}>{detail}</span>}
      </Link>
    </li>
  );
}

function Figures({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="mb-10">
      <h2 className="mb-4 text-xl font-semibold">{title}</h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
    </section>
  );
}

/** "há 5 horas", "há 3 dias": how long ago an instant was. */
export function ageText(instant: string, now = Date.now()): string {
  const hours = Math.floor((now - Date.parse(instant)) / 3_600_000);
  if (hours < 1) return 'há menos de 1 hora';
  if (hours < 48) return `há ${hours} ${hours === 1 ? 'hora' : 'horas'}`;
  return `há ${Math.floor(hours / 24)} dias`;
}

const monthName = (month: number, year: number) => `${MONTH_NAMES[month - 1]} de ${year}`;
const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

function statementAddress(today: string, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({ month: String(Number(today.slice(5, 7))), year: today.slice(0, 4), ...extra });
  return `/admin/extratos/pontuacao?${params}`;
}

function ReviewFigure({ review }: { review: NonNullable<Dashboard['review']> }) {
  const detail =
    review.pending === 0
      ? 'Nenhuma compra na fila'
      : review.overdue > 0
        ? `${formatNumber(review.overdue)} fora do prazo · a mais antiga ${ageText(review.oldestCreatedAt ?? '')}`
        : `Todas dentro do prazo · a mais antiga ${ageText(review.oldestCreatedAt ?? '')}`;
  return (
    <Figure
      to="/admin/extratos/pontuacao?status=pending"
      label="Compras aguardando validação"
      value={formatNumber(review.pending)}
      detail={detail}
      alert={review.overdue > 0}
    />
  );
}

function PurchasesFigures({ label, figures, to }: { label: string; figures: DashboardPurchases; to: string }) {
  return (
    <Figure
      to={to}
      label={label}
      value={formatNumber(figures.count)}
      detail={`${plural(figures.approvedCount, 'aprovada', 'aprovadas')}: ${formatCurrency(figures.approvedValue)}`}
    />
  );
}

function VouchersFigure({ vouchers }: { vouchers: NonNullable<Dashboard['vouchers']> }) {
  return (
    <Figure
      to={`/admin/resgates?status=${RESCUES_TO_HAND_OVER}`}
      label="Vouchers a entregar"
      value={formatNumber(vouchers.toHandOver)}
      detail="Solicitados ou aprovados, dentro da validade"
    />
  );
}

function CampaignFigure({ campaign, admin }: { campaign: Dashboard['campaign']; admin: boolean }) {
  const to = campaign && admin ? `/admin/campanhas/${campaign.id}` : admin ? '/admin/campanhas' : '/admin/resgates';
  if (!campaign)
    return <Figure to={to} label="Campanha ativa" value="Nenhuma" detail="Nenhuma campanha em andamento" />;
  const left =
    campaign.daysLeft === 0 ? 'Último dia' : `${plural(campaign.daysLeft, 'dia restante', 'dias restantes')}`;
  return (
    <Figure
      to={to}
      label={`Campanha ativa: ${campaign.name}`}
      value={left}
      detail={`Termina em ${formatDate(campaign.endDate)}`}
    />
  );
}

function AdminDashboard({ d }: { d: Dashboard }) {
  return (
    <>
      {d.totals && (
        <Figures title="Cadastros">
          <Figure to="/admin/usuarios" label="Usuários" value={formatNumber(d.totals.users)} />
          <Figure to="/admin/lojas" label="Lojas" value={formatNumber(d.totals.stores)} />
          <Figure to="/admin/campanhas" label="Campanhas" value={formatNumber(d.totals.campaigns)} />
        </Figures>
      )}
      <Figures title="Hoje">
        <CampaignFigure campaign={d.campaign} admin />
        {d.review && <ReviewFigure review={d.review} />}
        {d.vouchers && <VouchersFigure vouchers={d.vouchers} />}
      </Figures>
      {d.purchases && (
        <Figures title="Compras">
          {d.purchases.today && (
            <PurchasesFigures
              label="Compras de hoje"
              figures={d.purchases.today}
              to={`/admin/extratos/pontuacao?day=${d.today}`}
            />
          )}
          <PurchasesFigures
            label={`Compras em ${monthName(Number(d.today.slice(5, 7)), Number(d.today.slice(0, 4)))}`}
            figures={d.purchases.month}
            to={statementAddress(d.today)}
          />
          {d.newClients && (
            <Figure
              to="/admin/relatorios/clientes"
              label="Novos clientes no mês"
              value={formatNumber(d.newClients.month)}
            />
          )}
        </Figures>
      )}
      {d.daily && (
        <section aria-labelledby="grafico-compras" className="mb-10 rounded-2xl border border-line bg-surface p-5">
          <h2 id="grafico-compras" className="mb-4 text-xl font-semibold">
            Compras nos últimos 30 dias
          </h2>
          <Suspense fallback={<div style={{ height: CHART_HEIGHT }} aria-hidden="true" />}>
            <PurchasesChart days={d.daily} />
          </Suspense>
          <DailyTable days={d.daily} />
        </section>
      )}
    </>
  );
}

function ConciergeDashboard({ d }: { d: Dashboard }) {
  return (
    <Figures title="Balcão">
      {d.review && <ReviewFigure review={d.review} />}
      {d.vouchers && <VouchersFigure vouchers={d.vouchers} />}
      <CampaignFigure campaign={d.campaign} admin={false} />
    </Figures>
  );
}

function StoreDashboard({ d }: { d: Dashboard }) {
  const store = d.store;
  const month = monthName(Number(d.today.slice(5, 7)), Number(d.today.slice(0, 4)));
  return (
    <>
      {d.purchases && (
        <Figures title={`Sua loja em ${month}`}>
          <Figure to={statementAddress(d.today)} label="Compras no mês" value={formatNumber(d.purchases.month.count)} />
          <Figure
            to={statementAddress(d.today, { status: 'approved' })}
            label="Valor aprovado no mês"
            value={formatCurrency(d.purchases.month.approvedValue)}
            detail={plural(d.purchases.month.approvedCount, 'compra aprovada', 'compras aprovadas')}
          />
          <Figure
            to={statementAddress(d.today, { status: 'pending' })}
            label="Aguardando validação"
            value={formatNumber(d.purchases.month.pending)}
            detail={
              d.review ? `${plural(d.review.pending, 'compra', 'compras')} na fila, de todos os meses` : undefined
            }
          />
        </Figures>
      )}
      {store && (
        <Figures title="Extrato e boleto">
          {store.lastStatement ? (
            <Figure
              to={`/admin/extratos/financeiro/${store.lastStatement.id}`}
              label={`Último extrato: ${monthName(store.lastStatement.month, store.lastStatement.year)}`}
              value={formatCurrency(store.lastStatement.amountDue)}
              detail={`${EXTRACT_LABELS[store.lastStatement.status]} · vendas de ${formatCurrency(store.lastStatement.totalSales)}`}
            />
          ) : (
            <Figure
              to="/admin/extratos/financeiro"
              label="Último extrato"
              value="Nenhum"
              detail="Nenhum extrato processado"
            />
          )}
          {store.lastBill ? (
            <Figure
              to="/admin/lojas/boletos"
              label={`Último boleto: ${monthName(store.lastBill.month, store.lastBill.year)}`}
              value={formatCurrency(store.lastBill.amountDue)}
              detail={`${store.lastBill.overdue ? 'Vencido' : store.lastBill.status}${store.lastBill.dueDate ? ` · vencimento ${formatDate(store.lastBill.dueDate)}` : ''}`}
              alert={store.lastBill.overdue}
            />
          ) : (
            <Figure to="/admin/lojas/boletos" label="Último boleto" value="Nenhum" detail="Nenhum boleto gerado" />
          )}
        </Figures>
      )}
    </>
  );
}

/** SPEC §2 /admin/dashboard, issue 16: each role's figures at a glance, each a link to the list behind it. */
export function DashboardPage() {
  const query = useDashboard();
  const d = query.data;
  const eyebrow = d?.store ? d.store.tradeName : d ? ROLE_LABELS[d.role] : 'Painel';
  return (
    <PageContainer>
      <PageTitle eyebrow={eyebrow} title="Dashboard">
        Dashboard
      </PageTitle>
      {!d ? (
        query.isError ? (
          <ErrorState onRetry={() => query.refetch()}>Não foi possível carregar os dados</ErrorState>
        ) : (
          <LoadingState />
        )
      ) : d.role === 'LOJISTA' ? (
        <StoreDashboard d={d} />
      ) : d.role === 'CONCIERGE' ? (
        <ConciergeDashboard d={d} />
      ) : (
        <AdminDashboard d={d} />
      )}
    </PageContainer>
  );
}
