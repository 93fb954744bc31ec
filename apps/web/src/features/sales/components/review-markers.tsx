import type { Sale } from '@mall/shared';
import { useEffect, useState } from 'react';
import { Badge } from '../../../components/badge';
import { formatDeadline, isLate } from './review-model';

/** The time now, refreshed every minute, so a purchase turns "Atrasada" while the page is open. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** A pending purchase's review deadline, "Prazo: 30/11 14:30" (São Paulo), red once it has passed. */
export function DeadlineLine({ sale, now }: { sale: Sale; now: number }) {
  if (sale.status !== 'pending' || !sale.reviewDeadline) return null;
  const late = isLate(sale, now);
  return (
    <p className={`text-xs tabular-nums ${late ? 'font-medium text-red-fg' : 'text-muted'}`}>
      Prazo: {formatDeadline(sale.reviewDeadline)}
    </p>
  );
}

/**
 * "Atrasada" once a pending purchase's deadline has passed, "Contestada" when the customer
 * contested its rejection. Words, not icons: the badges stay as narrow as the status beside them.
 */
export function ReviewBadges({ sale, now }: { sale: Sale; now: number }) {
  const late = isLate(sale, now);
  if (!late && !sale.contestedAt) return null;
  return (
    <>
      {late && <Badge tone="red">Atrasada</Badge>}
      {sale.contestedAt && <Badge tone="gold">Contestada</Badge>}
    </>
  );
}
