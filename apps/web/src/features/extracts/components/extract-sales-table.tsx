import { type ExtractSale, saleStatusLabel } from '@mall/shared';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { EmptyState } from '../../../components/states';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useOverflow } from '../../../lib/use-overflow';

interface Props {
  caption: string;
  sales: ExtractSale[];
  emptyText: string;
  /** The frozen sales show the value used and the sale now; the missing ones only the sale now. */
  frozen: boolean;
}

/** A statement's sales, each linking to its sale (`/admin/extratos/editar/{id}`). */
export function ExtractSalesTable({ caption, sales, emptyText, frozen }: Props) {
  if (sales.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <ScrollBox label={caption}>
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand/60 text-xs uppercase tracking-wider text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Venda
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Cliente
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Data
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {frozen ? 'Valor no extrato' : 'Valor'}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Hoje
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {sales.map((s) => (
            <tr key={s.saleId} className={s.changed ? 'bg-red-bg/40' : undefined}>
              <td className="px-4 py-3">
                <Link
                  to={`/admin/extratos/editar/${s.saleId}`}
                  className="tap-target font-medium text-accent-strong underline underline-offset-2"
                >
                  {s.invoiceNumber ?? `Venda ${s.saleId.slice(0, 8)}`}
                </Link>
              </td>
              <td className="px-4 py-3">{s.client.name || '—'}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(s.saleDate)}</td>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">{formatCurrency(s.netValue)}</td>
              <td className="px-4 py-3">{currentOf(s, frozen)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

/** While the table scrolls sideways (a phone), it is a named region a keyboard can focus and scroll. */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
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

function currentOf(s: ExtractSale, frozen: boolean) {
  if (!s.current) return <Badge tone="red">Venda excluída</Badge>;
  const { current } = s;
  const status = saleStatusLabel(current.status);
  if (!frozen) return <span className="text-muted">{status}</span>;
  if (!s.changed) return <span className="text-muted">Sem alteração</span>;
  return (
    <div className="space-y-0.5">
      <Badge tone="red">Alterada</Badge>
      <p className="text-xs whitespace-nowrap">
        {formatCurrency(current.netValue)} · {status} · {formatDate(current.saleDate)}
      </p>
    </div>
  );
}
