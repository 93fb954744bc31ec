import type { AuditModule } from '@mall/shared';
import type { DbOrTx } from '../db/client';
import { logs } from '../db/schema';

export interface AuditEntry {
  moduleName: AuditModule;
  methodName: string;
  entityId: string | null;
  userId: string | null;
  previousState?: unknown;
  result?: unknown;
}

/**
 * Writes an audit row. Call it with the transaction of the change it records, so that the
 * change and its log commit or roll back together.
 */
export async function writeAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(logs).values({
    moduleName: entry.moduleName,
    methodName: entry.methodName,
    entityId: entry.entityId,
    userId: entry.userId,
    previousState: entry.previousState ?? null,
    result: entry.result ?? null,
  });
}

/** Several audit rows in one insert (a change of many records at once), same transaction rule. */
export async function writeAudits(tx: DbOrTx, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(logs).values(
    entries.map((entry) => ({
      moduleName: entry.moduleName,
      methodName: entry.methodName,
      entityId: entry.entityId,
      userId: entry.userId,
      previousState: entry.previousState ?? null,
      result: entry.result ?? null,
    })),
  );
}
