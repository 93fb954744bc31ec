import type { ExtractAdjustment, ExtractDetail } from '@mall/shared';
import { Link } from 'react-router';
import { formatCurrency, formatDate } from '../../../lib/format';
import { monthYear, signedCurrency } from '../../../lib/money-format';
import { ScrollBox } from './extract-sales-table';

const monthLink = (source: ExtractAdjustment['source']) => (
  <Link
    to={`/admin/extratos/financeiro/${source.extractId}`}
    className="tap-target font-semibold text-accent-strong underline underline-offset-2"
  >
    {monthYear(source.month, source.year)}
  </Link>
);

/** Before/after of a sale behind a line: "Fora do extrato" when the month did not count it. */
const countedValue = (value: number | null) =>
  value === null ? <span className="text-muted">Fora do extrato</span> : formatCurrency(value);

/**
 * The statement's adjustment lines (DECISIONS.md, "Adjustments after a bill"), each naming its
 * month and the sales behind it, and the sum that reconciles them with the amount due: month's
 * fee + adjustments = amount due (a negative rest carried to the next statement).
 */
export function AdjustmentLines({ e }: { e: ExtractDetail }) {
  if (e.adjustmentLines.length === 0) return null;
  return (
    <section aria-labelledby="adjustments" className="space-y-3">
      <h2 id="adjustments" className="text-2xl font-semibold">
        Ajustes de meses anteriores
      </h2>
      <ul className="space-y-3">
        {e.adjustmentLines.map((line) => (
          <li key={line.id} className="space-y-3 rounded-2xl border border-line bg-surface p-4 text-sm sm:p-5">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-medium">
                {line.kind === 'balance' ? (
                  <>Saldo a favor do extrato de {monthLink(line.source)}</>
                ) : (
                  <>
                    Ajuste de {monthLink(line.source)}: vendas alteradas depois do boleto (total{' '}
                    {signedCurrency(line.totalSales)})
                  </>
                )}
              </p>
              <p className="font-semibold tabular-nums" data-testid="adjustment-amount">
                {signedCurrency(line.amount)}
              </p>
            </div>
            {line.sales.length > 0 && (
              <ScrollBox label={`Vendas do ajuste de ${monthYear(line.source.month, line.source.year)}`}>
                <table className="w-full min-w-[34rem] text-left text-sm">
                  <caption className="sr-only">
                    Vendas do ajuste de {monthYear(line.source.month, line.source.year)}
                  </caption>
                  <thead className="bg-sand/60 text-xs uppercase tracking-wider text-muted">
                    <tr>
                      <th scope="col" className="px-4 py-2 font-semibold">
                        Venda
                      </th>
                      <th scope="col" className="px-4 py-2 font-semibold">
                        Cliente
                      </th>
                      <th scope="col" className="px-4 py-2 font-semibold">
                        Data
                      </th>
                      <th scope="col" className="px-4 py-2 font-semibold">
                        Antes
                      </th>
                      <th scope="col" className="px-4 py-2 font-semibold">
                        Agora
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-line">
                    {line.sales.map((s) => (
                      <tr key={s.saleId}>
                        <td className="px-4 py-2">
                          <Link
                            to={`/admin/extratos/editar/${s.saleId}`}
                            className="tap-target font-medium text-accent-strong underline underline-offset-2"
                          >
                            {s.invoiceNumber ?? `Venda ${s.saleId.slice(0, 8)}`}
                          </Link>
                        </td>
                        <td className="px-4 py-2">{s.client.name || '—'}</td>
                        <td className="px-4 py-2 whitespace-nowrap">{formatDate(s.saleDate)}</td>
                        <td className="px-4 py-2 whitespace-nowrap tabular-nums">{countedValue(s.before)}</td>
                        <td className="px-4 py-2 whitespace-nowrap tabular-nums">{countedValue(s.after)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollBox>
            )}
          </li>
        ))}
      </ul>
      <p className="text-sm tabular-nums" data-testid="adjustments-sum">
        Taxa do mês {formatCurrency(e.feeAmount)} {e.adjustments < 0 ? '-' : '+'} ajustes{' '}
        {formatCurrency(Math.abs(e.adjustments))} ={' '}
        {e.balanceCarried < 0 ? (
          <>
            valor devido {formatCurrency(0)} e saldo a favor de {formatCurrency(-e.balanceCarried)} levado ao próximo
            extrato
          </>
        ) : (
          <>
            valor devido <strong>{formatCurrency(e.amountDue)}</strong>
          </>
        )}
      </p>
    </section>
  );
}
