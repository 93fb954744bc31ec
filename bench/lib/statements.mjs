// The money side of the bench data set: every store's statement of each whole month of the last
// two years before last month (STATEMENT_MONTHS; the sales history itself runs longer at a
// million sales), frozen with its approved sales, and its bill. Bills of the month
// before last are open (most past their due date by now); older ones are paid. Last month is left
// to the processing row of bench/endpoints.mjs (a billed statement could not be reprocessed).
// Set-based SQL on the loaded sales, run while foreign-key triggers are off.

/** Months of statements and bills before last month: the money side's two years of history. */
export const STATEMENT_MONTHS = 24;

/**
 * @param {import('pg').Client} client
 * @param {{ today: string, adminId: string }} o today (YYYY-MM-DD, APP_TIMEZONE) and who processed
 * @returns {Promise<{ statements: number, bills: number }>}
 */
export async function loadStatementsAndBills(client, o) {
  const lastMonth = `date_trunc('month', $1::date - interval '1 month')::date`;
  const { rowCount: statements } = await client.query(
    `insert into extracts (store_id, month, year, sales_count, total_sales_cents, fee_bps, amount_due_cents,
                           status, processed_at, processed_by_id, created_at, updated_at)
     select st.id, extract(month from m.m)::smallint, extract(year from m.m)::smallint, 0, 0, st.fee_bps, 0,
            'pending', m.m + interval '1 month 6 hours', $2, m.m + interval '1 month 6 hours', m.m + interval '1 month 6 hours'
       from stores st
      cross join (select generate_series(greatest(date_trunc('month', min(sale_date)) + interval '1 month',
                                                  ${lastMonth} - interval '${STATEMENT_MONTHS} months'),
                                         ${lastMonth} - interval '1 month', interval '1 month')::date as m
                    from sales) m`,
    [o.today, o.adminId],
  );
  await client.query(
    `insert into extract_sales (extract_id, sale_id, net_cents, sale_date, invoice_number)
     select e.id, s.id, s.net_cents, s.sale_date, s.invoice_number
       from extracts e
       join sales s on s.store_id = e.store_id and s.status = 'approved'
        and s.sale_date >= make_date(e.year, e.month, 1)
        and s.sale_date < make_date(e.year, e.month, 1) + interval '1 month'`,
  );
  // The fee rule of packages/shared/src/money.ts: half up, once on the month's total.
  await client.query(
    `update extracts e set sales_count = t.n, total_sales_cents = t.total,
            amount_due_cents = (t.total * e.fee_bps + 5000) / 10000
       from (select extract_id, count(*)::int as n, sum(net_cents)::bigint as total
               from extract_sales group by extract_id) t
      where t.extract_id = e.id`,
  );
  // Generated on the 5th of the next month, due 10 days later (business days not looked up here).
  const { rowCount: bills } = await client.query(
    `insert into bills (store_id, extract_id, month_ref, amount_due_cents, admin_fee_bps, due_date, paid_at,
                        status, provider, provider_ref, created_by_id, created_at, updated_at)
     select e.store_id, e.id, make_date(e.year, e.month, 1), e.amount_due_cents, e.fee_bps,
            (make_date(e.year, e.month, 1) + interval '1 month 14 days')::date,
            case when is_open then null else (make_date(e.year, e.month, 1) + interval '1 month 12 days')::date end,
            case when is_open then 'ABERTO' else 'QUITADO' end, 'pix-pdf', upper(left(replace(e.id::text, '-', ''), 25)),
            $2, make_date(e.year, e.month, 1) + interval '1 month 4 days', make_date(e.year, e.month, 1) + interval '1 month 4 days'
       from (select e.*, make_date(e.year, e.month, 1) = ${lastMonth} - interval '1 month' as is_open from extracts e) e
      where e.amount_due_cents > 0`,
    [o.today, o.adminId],
  );
  await client.query(
    `update extracts e set status = case when b.status = 'QUITADO' then 'paid'
                                         when b.due_date < $1::date then 'overdue' else 'due' end
       from bills b where b.extract_id = e.id`,
    [o.today],
  );
  return { statements: statements ?? 0, bills: bills ?? 0 };
}
