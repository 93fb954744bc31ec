import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * The daily job's SQL: set-based, one statement per kind whatever the number of rows, each
 * writing its audit rows (no user: the job) in the same statement. Running one twice changes
 * nothing the second time: each selects only rows not yet in their final state.
 */

async function firstRow<T>(db: DbOrTx, query: SQL): Promise<T> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0]!;
}

/**
 * Statements whose active bill is open (ABERTO) and past its due date become VENCIDO
 * (`overdue`); audited as module Extract, method `overdue`. `today` is YYYY-MM-DD in APP_TIMEZONE:
 * a bill due on the 10th is overdue from the 11th.
 */
export async function markOverdueStatements(db: DbOrTx, today: string, now: Date): Promise<number> {
  const row = await firstRow<{ n: number }>(
    db,
    sql`
    with due as (
      select e.id, e.status, b.id as bill_id, b.due_date
      from extracts e
      join bills b on b.extract_id = e.id and b.canceled_at is null
      where b.status = 'ABERTO' and b.due_date < ${today}::date and e.status not in ('overdue', 'paid')
      for update of e
    ), marked as (
      update extracts e set status = 'overdue', updated_at = ${now.toISOString()}
      from due where e.id = due.id
      returning e.id
    ), audit as (
      insert into logs (module_name, method_name, entity_id, user_id, previous_state, result)
      select 'Extract', 'overdue', due.id, null,
        jsonb_build_object('status', due.status),
        jsonb_build_object('status', 'overdue', 'billId', due.bill_id, 'dueDate', due.due_date)
      from due join marked on marked.id = due.id
    )
    select count(*)::int as n from marked`,
  );
  return Number(row.n);
}

/**
 * Redemptions not delivered nor canceled (SOLICITADO, APROVADO) past their voucher's expiry
 * become EXPIRADO and give their prize's unit of stock back (prizes with a stock); the
 * customer's points do not come back (only a cancel returns them). Audited as module Rescue,
 * method `expire`; a redemption staff set back to APROVADO after it expired expires again
 * without returning a second unit (its earlier `expire` row says the unit came back).
 */
export async function expireVouchers(db: DbOrTx, now: Date): Promise<{ expired: number; stockReturned: number }> {
  const at = now.toISOString();
  const row = await firstRow<{ expired: number; returned: number }>(
    db,
    sql`
    with due as (
      select id, prize_id, status,
        not exists (
          select 1 from logs l
          where l.module_name = 'Rescue' and l.method_name = 'expire' and l.entity_id = rescues.id
        ) as first_expiry
      from rescues
      where status in ('SOLICITADO', 'APROVADO') and voucher_expires_at < ${at}
      for update
    ), expired as (
      update rescues r set status = 'EXPIRADO', updated_at = ${at}
      from due where r.id = due.id
      returning r.id, r.prize_id, due.first_expiry
    ), per_prize as (
      select prize_id, count(*)::int as n from expired where first_expiry group by prize_id
    ), restocked as (
      update prizes p set stock = p.stock + per_prize.n
      from per_prize where p.id = per_prize.prize_id and p.stock is not null
      returning per_prize.n
    ), audit as (
      insert into logs (module_name, method_name, entity_id, user_id, previous_state, result)
      select 'Rescue', 'expire', due.id, null,
        jsonb_build_object('status', due.status),
        jsonb_build_object('status', 'EXPIRADO')
      from due join expired on expired.id = due.id
    )
    select (select count(*) from expired)::int as expired,
      coalesce((select sum(n) from restocked), 0)::int as returned`,
  );
  return { expired: Number(row.expired), stockReturned: Number(row.returned) };
}

/**
 * The purchases' deltas moved into their totals (migration 0022, `sales_rollup_fold`): how many
 * delta rows it moved.
 */
export async function foldSalesRollup(db: DbOrTx): Promise<number> {
  const row = await firstRow<{ n: number }>(db, sql`select sales_rollup_fold() as n`);
  return Number(row.n);
}
