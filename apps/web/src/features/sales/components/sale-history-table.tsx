import { type ReactNode, useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { formatCurrency, formatDate, formatDateTime } from '../../../lib/format';
import { useOverflow } from '../../../lib/use-overflow';
import { useSaleHistory } from '../api/get-sale-history';
import { actionLabel, changesOf, mergedState } from './history-model';

/** SPEC §2 sale edit: the history from GET /logs/Sale/{id}. */
export function SaleHistoryTable({ saleId }: { saleId: string }) {
  const query = useSaleHistory(saleId);
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState onRetry={() => query.refetch()}>Não foi possível carregar os dados</ErrorState>;
  if (query.data.length === 0) return <EmptyState>Nenhuma alteração registrada</EmptyState>;
  return (
    <ScrollBox label="Histórico da venda">
      <table className="w-full min-w-[52rem] text-left text-sm">
        <caption className="sr-only">Histórico da venda</caption>
        <thead className="bg-sand/60 text-xs uppercase tracking-wider text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Nome
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Usuário
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Data da alteração
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              ID da venda
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Data da venda
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Valor bruto
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Alterações
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {query.data.map((entry) => {
            const state = mergedState(entry);
            const changes = changesOf(entry);
            return (
              <tr key={entry.id} className="align-top">
                <td className="px-4 py-3 font-medium">{actionLabel(entry.methodName)}</td>
                <td className="px-4 py-3">{entry.userName ?? '—'}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(entry.createdAt)}</td>
                <td className="px-4 py-3 font-mono text-xs text-muted" title={state.id ?? saleId}>
                  {(state.id ?? saleId).slice(0, 8)}
                </td>
                <td className="px-4 py-3">{formatDate(state.saleDate)}</td>
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">{formatCurrency(state.grossValue)}</td>
                <td className="px-4 py-3">
                  {changes.length === 0 ? (
                    <span className="text-muted">—</span>
                  ) : (
                    <ul className="space-y-0.5">
                      {changes.map((c) => (
                        <li key={c.label}>
                          <span className="text-muted">{c.label}:</span> {c.from} → <strong>{c.to}</strong>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollBox>
  );
}

/** While the history scrolls sideways (on a phone), it is a named region a keyboard can focus and scroll. */
function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const overflowing = useOverflow(box, 'sideways');
  return (
    <div
      ref={setBox}
      {...(overflowing ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
      className="overflow-x-auto rounded-2xl border border-line bg-surface focus-visible:outline-2 focus-visible:outline-accent"
    >
      {children}
    </div>
  );
}
