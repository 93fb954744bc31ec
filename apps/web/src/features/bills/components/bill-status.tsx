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

/**
 * What the administrators may do with a bill (the bills API's rules): send and mark paid an open
 * one (not while it awaits registration), record or clear an error on any bill, cancel an unpaid one.
 */
export function billActions(bill: Pick<Bill, 'id' | 'status'>) {
  const exists = bill.id !== null;
  return {
    send: exists && bill.status === 'ABERTO',
    pay: exists && bill.status === 'ABERTO',
    error: exists,
    cancel: exists && bill.status !== 'QUITADO',
  };
}
