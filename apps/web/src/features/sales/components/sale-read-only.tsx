import { formatCpf, type Sale } from '@mall/shared';
import { Lock } from 'lucide-react';
import { DetailList } from '../../../components/admin-kit';
import { formatCurrency, formatDate, formatDateTime } from '../../../lib/format';

/**
 * A sale's data for whoever may not change it (a store owner; anyone, once it was rejected or
 * canceled): values to read, not fields to fill, under the reason the server would give.
 */
export function SaleReadOnly({ sale, reason }: { sale: Sale; reason: string }) {
  return (
    <div className="space-y-5">
      <p
        className="flex items-start gap-2 rounded-xl bg-sand/70 px-4 py-3 text-sm text-ink"
        data-testid="sale-read-only"
      >
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
        {reason}.
      </p>
      <DetailList
        items={[
          { label: 'Cliente', value: sale.client.name },
          { label: 'CPF', value: formatCpf(sale.client.cpf) },
          { label: 'Data do lançamento', value: formatDateTime(sale.createdAt) },
          { label: 'Data da venda', value: formatDate(sale.saleDate) },
          { label: 'Valor total', value: formatCurrency(sale.amount) },
          { label: 'Número da nota fiscal / pedido', value: sale.invoiceNumber ?? 'Não informado' },
        ]}
      />
    </div>
  );
}
