import { BILL_TONES, type Bill } from '@mall/shared';
import { Badge } from '../../../components/badge';

/** The bill's status (SPEC §4); an open bill past its due date is also marked "Vencido" (DECISIONS.md). */
export function BillStatusBadge({ bill }: { bill: Pick<Bill, 'status' | 'overdue'> }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={BILL_TONES[bill.status]}>{bill.status}</Badge>
      {bill.status === 'ABERTO' && bill.overdue && <Badge tone="red">Vencido</Badge>}
    </span>
  );
}

/** Whether staff may still act on a bill (send, mark paid, record an error, cancel). */
export const isOpenBill = (bill: Pick<Bill, 'id' | 'status'>) =>
  bill.id !== null && (bill.status === 'ABERTO' || bill.status === 'AGUARDANDO');
