import type { ReminderKind } from '@mall/shared';
import type { DbOrTx } from '../../db/client';
import { remindersSent } from '../../db/schema';

/**
 * Records that a reminder is being sent, in the transaction that queues its e-mails: true when
 * this is its first time, false when it was already sent (the unique key; a concurrent insert by
 * another host waits for that one's transaction and then finds the row).
 */
export async function claimReminder(
  tx: DbOrTx,
  kind: ReminderKind,
  recipientId: string,
  subjectKey: string,
): Promise<boolean> {
  const rows = await tx
    .insert(remindersSent)
    .values({ kind, recipientId, subjectKey })
    .onConflictDoNothing()
    .returning({ id: remindersSent.id });
  return rows.length > 0;
}
