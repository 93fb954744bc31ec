import { BILL_TONES, can, type ExtractDetail } from '@mall/shared';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { DetailList, DetailPage, PageContainer, PageHeader, PageTitle, Panel } from '../../../components/admin-kit';
import { Badge } from '../../../components/badge';
import { buttonClass } from '../../../components/button-styles';
import { EmptyState } from '../../../components/states';
import { useAuth } from '../../../lib/auth';
import { formatCurrency, formatDate, formatDateTime } from '../../../lib/format';
import { formatPercent, monthYear, signedCurrency } from '../../../lib/money-format';
import { useExtract } from '../api/get-extract';
import { AdjustmentLines } from '../components/adjustment-lines';
import { DivergenceNote } from '../components/divergence-note';
import { ExtractSalesTable } from '../components/extract-sales-table';
import { ExtractStatusBadge } from '../components/extract-status';

const backLink = (
  <Link to="/admin/extratos/financeiro" className={buttonClass('secondary', 'sm')}>
    <ArrowLeft aria-hidden="true" className="size-4" /> Voltar para extratos
  </Link>
);

/** A statement: its figures, divergence, the frozen sales (each a link), the missing ones, its history. */
export function ExtractDetailPage() {
  const { id = '' } = useParams();
  const query = useExtract(id);
  return (
    <DetailPage
      query={query}
      title="Extrato financeiro"
      eyebrow="Extrato Financeiro"
      notFound="Extrato não encontrado"
      backLink={backLink}
    >
      {(e) => <ExtractDetailView e={e} />}
    </DetailPage>
  );
}

function ExtractDetailView({ e }: { e: ExtractDetail }) {
  const { session } = useAuth();
  const readsBills = can(session?.role ?? 'CLIENTE', 'bills:read');
  const period = monthYear(e.month, e.year);
  return (
    <PageContainer>
      <PageHeader actions={backLink}>
        <PageTitle eyebrow={`Extrato Financeiro · ${period}`} title={`Extrato ${e.store.tradeName} ${period}`}>
          {e.store.tradeName}
        </PageTitle>
      </PageHeader>
      <div className="space-y-6">
        <DivergenceNote extract={e} />
        <Panel title="Resumo">
          <DetailList
            items={[
              { label: 'Loja', value: e.store.tradeName },
              { label: 'Mês/Ano', value: period },
              { label: 'Vendas', value: String(e.salesCount) },
              { label: 'Total de vendas', value: formatCurrency(e.totalSales) },
              { label: 'Taxa administrativa', value: formatPercent(e.fee) },
              ...(e.adjustments !== 0 || e.balanceCarried !== 0
                ? [
                    { label: 'Taxa do mês', value: formatCurrency(e.feeAmount) },
                    { label: 'Ajustes', value: signedCurrency(e.adjustments) },
                  ]
                : []),
              { label: 'Valor devido', value: <strong>{formatCurrency(e.amountDue)}</strong> },
              ...(e.balanceCarried < 0 ? [{ label: 'Saldo a favor', value: balanceOf(e) }] : []),
              { label: 'Situação', value: <ExtractStatusBadge extract={e} /> },
              {
                label: 'Processado em',
                value: `${formatDateTime(e.processedAt)}${e.processedBy ? ` por ${e.processedBy.name}` : ' (automático)'}`,
              },
              {
                label: 'Boleto',
                value: e.bill ? (
                  <span className="flex flex-wrap items-center gap-2">
                    <Badge tone={e.bill.overdue ? 'red' : BILL_TONES[e.bill.status]}>
                      {e.bill.overdue ? 'VENCIDO' : e.bill.status}
                    </Badge>
                    <span>vencimento {formatDate(e.bill.dueDate)}</span>
                    {readsBills && (
                      <Link to="/admin/lojas/boletos" className="tap-target text-accent-strong underline">
                        Ver boletos
                      </Link>
                    )}
                  </span>
                ) : (
                  'Não gerado'
                ),
              },
            ]}
          />
        </Panel>
        <section aria-labelledby="frozen-sales" className="space-y-3">
          <h2 id="frozen-sales" className="text-2xl font-semibold">
            Vendas do extrato
          </h2>
          <ExtractSalesTable
            caption="Vendas do extrato"
            sales={e.sales}
            frozen
            emptyText="Nenhuma venda aprovada no mês: extrato zerado."
          />
        </section>
        <AdjustmentLines e={e} />
        {e.missingSales.length > 0 && (
          <section aria-labelledby="missing-sales" className="space-y-3">
            <h2 id="missing-sales" className="text-2xl font-semibold">
              Vendas aprovadas fora do extrato
            </h2>
            <p className="text-sm text-muted">
              {e.divergence && e.divergence.settlement !== 'reprocess'
                ? 'Aprovadas depois do processamento ou movidas para este mês: entram como ajuste no próximo extrato da loja.'
                : 'Aprovadas depois do processamento ou movidas para este mês: entram ao reprocessar.'}
            </p>
            <ExtractSalesTable caption="Vendas fora do extrato" sales={e.missingSales} frozen={false} emptyText="" />
          </section>
        )}
        <section aria-labelledby="history" className="space-y-3">
          <h2 id="history" className="text-2xl font-semibold">
            Histórico
          </h2>
          {e.history.length === 0 ? (
            <EmptyState>Nenhum registro</EmptyState>
          ) : (
            <ol className="space-y-3 rounded-2xl border border-line bg-surface p-5">
              {e.history.map((h) => (
                <li key={`${h.at}-${h.action}`} className="text-sm">
                  <p className="text-xs text-muted">
                    {formatDateTime(h.at)} · {h.user?.name ?? 'Sistema'}
                  </p>
                  <p className="text-ink">{h.description}</p>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </PageContainer>
  );
}

/** The negative balance carried on: where it went, or that the next statement takes it. */
function balanceOf(e: ExtractDetail) {
  const carried = e.carriedIn.find((l) => l.kind === 'balance');
  return (
    <span className="tabular-nums">
      {formatCurrency(-e.balanceCarried)}{' '}
      {carried ? (
        <>
          levado ao extrato de{' '}
          <Link
            to={`/admin/extratos/financeiro/${carried.extractId}`}
            className="tap-target text-accent-strong underline"
          >
            {monthYear(carried.month, carried.year)}
          </Link>
        </>
      ) : (
        'irá para o próximo extrato da loja'
      )}
    </span>
  );
}
