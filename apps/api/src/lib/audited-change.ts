import type { AuditModule } from '@mall/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { writeAudit } from '../plugins/audit';
import { notFound } from './errors';

/** A table whose rows are audited: every one has a uuid `id`. */
type AuditedTable = PgTable & { id: AnyPgColumn };

export interface AuditedChange<T extends AuditedTable, S> {
  table: T;
  id: string;
  /** Further conditions the row must meet (a store scope): a row outside them reads as not found. */
  where?: SQL;
  /** The module's 404 message. */
  notFound: string;
  moduleName: AuditModule;
  /** The audit row's method; a function when it depends on the row before the change. */
  methodName: string | ((before: T['$inferSelect']) => string);
  actorId: string | null;
  /** How the record reads in the audit row and in the answer (its mapper, joined names and all). */
  state: (tx: Tx, row: T['$inferSelect']) => S | Promise<S>;
  /** Checks the rules against the locked row, then writes the change (or refuses with an AppError). */
  change: (tx: Tx, before: T['$inferSelect']) => Promise<unknown>;
}

/**
 * The shape of every audited change (docs/architecture.md, "Audit"), in one transaction: lock the
 * row (`for update`, so concurrent changes queue), read its state, apply the change, read it again,
 * write the audit row. Answers the state after the change.
 */
export async function auditedChange<T extends AuditedTable, S, A = S>(
  db: Db,
  spec: AuditedChange<T, S> & {
    /** The answer, when it is not the logged state (a user's log leaves out what is private). */
    answer?: (row: T['$inferSelect']) => A;
  },
): Promise<A> {
  return db.transaction(async (tx) => {
    const { before, previousState, methodName } = await lockAndRead(tx, spec);
    await spec.change(tx, before);
    const [after] = (await tx
      .select()
      .from(spec.table as PgTable)
      .where(eq(spec.table.id, spec.id))) as T['$inferSelect'][];
    if (!after) throw notFound(spec.notFound);
    const result = await spec.state(tx, after);
    await writeAudit(tx, {
      moduleName: spec.moduleName,
      methodName,
      entityId: spec.id,
      userId: spec.actorId,
      previousState,
      result,
    });
    return spec.answer ? spec.answer(after) : (result as unknown as A);
  });
}

/** A deletion audited the same way: the audit row keeps the state before, and has no result. */
export async function auditedDelete<T extends AuditedTable, S>(db: Db, spec: AuditedChange<T, S>): Promise<void> {
  await db.transaction(async (tx) => {
    const { before, previousState, methodName } = await lockAndRead(tx, spec);
    await spec.change(tx, before);
    await writeAudit(tx, {
      moduleName: spec.moduleName,
      methodName,
      entityId: spec.id,
      userId: spec.actorId,
      previousState,
    });
  });
}

async function lockAndRead<T extends AuditedTable, S>(tx: Tx, spec: AuditedChange<T, S>) {
  const [before] = (await tx
    .select()
    .from(spec.table as PgTable)
    .where(and(eq(spec.table.id, spec.id), spec.where))
    .for('update')) as T['$inferSelect'][];
  if (!before) throw notFound(spec.notFound);
  const previousState = await spec.state(tx, before);
  const methodName = typeof spec.methodName === 'function' ? spec.methodName(before) : spec.methodName;
  return { before, previousState, methodName };
}
