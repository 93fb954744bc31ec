import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MIGRATION = join(import.meta.dirname, '..', 'drizzle', '0006_invoice_number_case_insensitive.sql');

async function rows<T>(query: string): Promise<T[]> {
  const res = (await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return res.rows;
}

const indexDef = async () =>
  (
    await rows<{ indexdef: string }>("select indexdef from pg_indexes where indexname = 'sales_store_invoice_unique'")
  )[0]?.indexdef;

/** Puts the database back as it was before the migration, then runs the migration's SQL on it. */
async function rerunMigration(prepare: () => Promise<void>) {
  await rows('drop table sales_invoice_duplicates');
  await rows('drop index sales_store_invoice_unique');
  await rows(
    'create unique index sales_store_invoice_unique on sales (store_id, invoice_number) where invoice_number is not null',
  );
  await prepare();
  for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) {
    await rows(statement);
  }
}

const copySale = (invoice: string) =>
  rows(`insert into sales (id, type, invoice_number, sale_date, store_id, seller_id, client_id, campaign_id,
          gross_cents, discount_cents, net_cents, status)
        select gen_random_uuid(), type, '${invoice}', sale_date, store_id, seller_id, client_id, campaign_id,
          gross_cents, discount_cents, net_cents, 'pending'
        from sales where invoice_number = 'NF-1003'`);

describe('migration 0006: invoice numbers unique whatever their case and spaces', () => {
  it('builds the case-insensitive index on a database without duplicates', async () => {
    expect(await indexDef()).toContain('lower(btrim(invoice_number)) text_pattern_ops');
    expect(await rows('select * from sales_invoice_duplicates')).toEqual([]);
  });

  it('records the duplicates it finds and keeps the exact-match index instead of failing', async () => {
    await rerunMigration(async () => {
      await copySale('nf-1003');
      await copySale(' NF-1003 ');
    });
    expect(await indexDef()).not.toContain('lower');
    const found = await rows<{ invoice_key: string; n: number }>(
      'select invoice_key, cardinality(sale_ids) as n from sales_invoice_duplicates',
    );
    expect(found).toEqual([{ invoice_key: 'nf-1003', n: 3 }]);

    // Once corrected, the same SQL builds the index.
    await rerunMigration(async () => {
      await rows("delete from sales where invoice_number in ('nf-1003', ' NF-1003 ')");
    });
    expect(await indexDef()).toContain('lower(btrim(invoice_number)) text_pattern_ops');
    expect(await rows('select * from sales_invoice_duplicates')).toEqual([]);
  });
});
