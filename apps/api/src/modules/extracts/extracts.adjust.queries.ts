import { amountDueCents } from '@mall/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { extractAdjustmentSales, extractAdjustments } from '../../db/schema';
import { anyOf, CLOSED_SQL } from './extracts.queries';

/**
 * Adjustments after a bill (DECISIONS.md, "Statements and bills"). A statement is *closed* once it
 * has an active bill or once another statement carries something of it (an adjustment line names
 * it): it is never reprocessed nor deleted again, and what changes in its month later goes onto
 * the store's next statement processed. Processing a statement (new or again):
 *
 * 1. drops its own lines (a reprocessing never counts a difference twice);
 * 2. for each closed statement of the store of an earlier month, compares what that month counts
 *    (its frozen sales plus the deltas of every line on it) with its approved sales now, sale by
 *    sale; the sales that differ make a `sales` line. Its amount is the change of the month's fee
 *    amount not yet adjusted: fee(current total) - fee(frozen total) - the other lines' amounts,
 *    with the month's own fee, so the lines of a month add up to the cent whatever their order;
 * 3. takes the negative balance of an earlier statement no other statement took (`balance` line);
 * 4. sets amount due = max(0, fee amount + lines), the rest (negative) carried on.
 *
 * Set-based: one query finds every differing sale of every target's sources.
 */

const num = (v: unknown) => Number(v ?? 0);

/** `column = any(ids)` for a column written out in raw SQL (ids as one text parameter). */
const anyIds = (column: string, ids: readonly string[]) =>
  sql`${sql.raw(column)} = any(string_to_array(${ids.join(',')}, ',')::uuid[])`;

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface DiffRow {
  carrier_id: string;
  source_id: string;
  sale_id: string;
  invoice_number: string | null;
  sale_date: string;
  before_cents: string | number | null;
  after_cents: string | number | null;
}

interface SourceRow {
  carrier_id: string;
  source_id: string;
  fee_bps: number;
  total_sales_cents: string | number;
  current_total: string | number;
  other_amount: string | number;
}

/** One line as processing made it (for the audit). */
export interface NewAdjustment {
  extractId: string;
  sourceExtractId: string;
  kind: 'sales' | 'balance';
  salesDeltaCents: number;
  amountCents: number;
}

/**
 * Every sale whose value counted for a closed earlier month of a target's store differs from the
 * sale now, with before (null: not counted) and after (null: no longer counted).
 */
function differingSales(ids: readonly string[], year: number, month: number): SQL {
  return sql`
    with target as (select id, store_id from extracts where ${anyIds('extracts.id', ids)}),
    src as (
      select t.id as carrier_id, extracts.id as source_id, extracts.store_id,
             make_date(extracts.year, extracts.month, 1) as start_d
        from target t
        join extracts on extracts.store_id = t.store_id
         and (extracts.year * 100 + extracts.month) < ${year * 100 + month}
       where ${sql.raw(CLOSED_SQL)}
    ),
    parts as (
      select src.carrier_id, src.source_id, es.sale_id, es.net_cents as cv, 1 as cp, 0::bigint as nv, 0 as np,
             es.invoice_number, es.sale_date, 1 as pref
        from src join extract_sales es on es.extract_id = src.source_id
      union all
      select src.carrier_id, src.source_id, s.sale_id,
             coalesce(s.after_cents, 0) - coalesce(s.before_cents, 0),
             (s.after_cents is not null)::int - (s.before_cents is not null)::int, 0, 0,
             s.invoice_number, s.sale_date, 2
        from src join extract_adjustments a on a.source_extract_id = src.source_id and a.kind = 'sales'
        join extract_adjustment_sales s on s.adjustment_id = a.id
      union all
      select src.carrier_id, src.source_id, cur.id, 0, 0, cur.net_cents, 1, cur.invoice_number, cur.sale_date, 0
        from src join sales cur on cur.store_id = src.store_id and cur.status = 'approved'
         and cur.sale_date >= src.start_d and cur.sale_date < (src.start_d + interval '1 month')::date
    )
    select carrier_id, source_id, sale_id,
           (array_agg(invoice_number order by pref))[1] as invoice_number,
           (array_agg(sale_date order by pref))[1]::text as sale_date,
           case when sum(cp) > 0 then sum(cv) end as before_cents,
           case when sum(np) > 0 then sum(nv) end as after_cents
      from parts
     group by carrier_id, source_id, sale_id
    having sum(cv) <> sum(nv) or sum(cp) <> sum(np)
     order by carrier_id, source_id, min(sale_date), sale_id`;
}

/** The figures of the sources that differ: fee, frozen total, total now, the other lines' amounts. */
function sourceFigures(sourceIds: readonly string[]): SQL {
  return sql`
    select extracts.id as source_id, extracts.fee_bps, extracts.total_sales_cents,
      (select coalesce(sum(cur.net_cents), 0) from sales cur where cur.store_id = extracts.store_id
         and cur.status = 'approved' and cur.sale_date >= make_date(extracts.year, extracts.month, 1)
         and cur.sale_date < (make_date(extracts.year, extracts.month, 1) + interval '1 month')::date) as current_total,
      (select coalesce(sum(a.amount_cents), 0) from extract_adjustments a
        where a.source_extract_id = extracts.id and a.kind = 'sales') as other_amount
      from extracts where ${anyIds('extracts.id', sourceIds)}`;
}

/**
 * The targets' adjustment lines, made again from scratch (their own lines dropped first), and
 * their amount due and balance carried set. `ids`: the statements just frozen (one per store).
 */
export async function adjustStatements(
  tx: Tx,
  ids: readonly string[],
  year: number,
  month: number,
): Promise<NewAdjustment[]> {
  if (ids.length === 0) return [];
  await tx.delete(extractAdjustments).where(anyOf(extractAdjustments.extractId, ids));

  const diffs = await rows<DiffRow>(tx, differingSales(ids, year, month));
  const lines: NewAdjustment[] = [];
  const salesOf = new Map<string, DiffRow[]>();
  for (const d of diffs) {
    const key = `${d.carrier_id}:${d.source_id}`;
    const list = salesOf.get(key);
    if (list) list.push(d);
    else salesOf.set(key, [d]);
  }
  if (salesOf.size > 0) {
    const sourceIds = [...new Set(diffs.map((d) => d.source_id))];
    const figures = new Map(
      (await rows<Omit<SourceRow, 'carrier_id'>>(tx, sourceFigures(sourceIds))).map((f) => [f.source_id, f]),
    );
    for (const [key, sales] of salesOf) {
      const [carrierId, sourceId] = key.split(':') as [string, string];
      const f = figures.get(sourceId)!;
      const amountCents =
        amountDueCents(num(f.current_total), f.fee_bps) -
        amountDueCents(num(f.total_sales_cents), f.fee_bps) -
        num(f.other_amount);
      const salesDeltaCents = sales.reduce((sum, s) => sum + num(s.after_cents) - num(s.before_cents), 0);
      lines.push({ extractId: carrierId, sourceExtractId: sourceId, kind: 'sales', salesDeltaCents, amountCents });
    }
  }

  // Negative balances of earlier statements of the targets' stores that no statement took yet.
  const balances = await rows<{ carrier_id: string; source_id: string; amount: string | number }>(
    tx,
    sql`select t.id as carrier_id, p.id as source_id, p.balance_carried_cents as amount
          from extracts t join extracts p on p.store_id = t.store_id
           and (p.year * 100 + p.month) < ${year * 100 + month} and p.balance_carried_cents < 0
         where ${anyIds('t.id', ids)}
           and not exists (select 1 from extract_adjustments a where a.source_extract_id = p.id and a.kind = 'balance')`,
  );
  for (const b of balances) {
    lines.push({
      extractId: b.carrier_id,
      sourceExtractId: b.source_id,
      kind: 'balance',
      salesDeltaCents: 0,
      amountCents: num(b.amount),
    });
  }

  if (lines.length > 0) {
    const inserted = await tx.insert(extractAdjustments).values(lines).returning({
      id: extractAdjustments.id,
      extractId: extractAdjustments.extractId,
      sourceExtractId: extractAdjustments.sourceExtractId,
      kind: extractAdjustments.kind,
    });
    const idOf = new Map(inserted.map((r) => [`${r.extractId}:${r.sourceExtractId}:${r.kind}`, r.id]));
    const saleRows = [...salesOf].flatMap(([key, sales]) => {
      const adjustmentId = idOf.get(`${key}:sales`)!;
      return sales.map((s) => ({
        adjustmentId,
        saleId: s.sale_id,
        invoiceNumber: s.invoice_number,
        saleDate: s.sale_date,
        beforeCents: s.before_cents === null ? null : num(s.before_cents),
        afterCents: s.after_cents === null ? null : num(s.after_cents),
      }));
    });
    if (saleRows.length > 0) await tx.insert(extractAdjustmentSales).values(saleRows);
    // The fee rule of packages/shared/src/money.ts in SQL (half up, once on the month's total), plus the lines.
    await tx.execute(sql`
      update extracts set adjustments_cents = a.total,
        amount_due_cents = greatest(0, (extracts.total_sales_cents * extracts.fee_bps + 5000) / 10000 + a.total),
        balance_carried_cents = least(0, (extracts.total_sales_cents * extracts.fee_bps + 5000) / 10000 + a.total)
        from (select extract_id, sum(amount_cents) as total from extract_adjustments
               where ${anyIds('extract_id', ids)} group by extract_id) a
       where a.extract_id = extracts.id`);
  }
  return lines;
}

/** The lines a statement carries, with their source's month and the sales behind each. */
export async function adjustmentLinesOf(db: DbOrTx, extractId: string) {
  const found = await rows<{
    id: string;
    kind: 'sales' | 'balance';
    source_id: string;
    source_month: number;
    source_year: number;
    sales_delta_cents: string | number;
    amount_cents: string | number;
    sales: {
      sale_id: string;
      invoice_number: string | null;
      sale_date: string;
      before_cents: number | null;
      after_cents: number | null;
      client_name: string | null;
    }[];
  }>(
    db,
    sql`select a.id, a.kind, a.source_extract_id as source_id, s.month as source_month, s.year as source_year,
               a.sales_delta_cents, a.amount_cents,
               coalesce((select json_agg(json_build_object('sale_id', x.sale_id, 'invoice_number', x.invoice_number,
                          'sale_date', x.sale_date, 'before_cents', x.before_cents, 'after_cents', x.after_cents,
                          'client_name', c.name) order by x.sale_date, x.invoice_number, x.sale_id)
                   from extract_adjustment_sales x
                   left join sales sa on sa.id = x.sale_id left join clients c on c.id = sa.client_id
                  where x.adjustment_id = a.id), '[]') as sales
          from extract_adjustments a join extracts s on s.id = a.source_extract_id
         where a.extract_id = ${extractId}
         order by s.year, s.month, a.kind desc`,
  );
  return found.map((l) => ({
    id: l.id,
    kind: l.kind,
    sourceId: l.source_id,
    sourceMonth: Number(l.source_month),
    sourceYear: Number(l.source_year),
    salesDeltaCents: num(l.sales_delta_cents),
    amountCents: num(l.amount_cents),
    sales: (typeof l.sales === 'string' ? JSON.parse(l.sales) : l.sales) as (typeof l.sales)[number][],
  }));
}
