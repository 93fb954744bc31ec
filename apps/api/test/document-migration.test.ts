import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fiscalKeyCheckDigit, normaliseCnpj, todayIn } from '@mall/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

// Migration 0032: one fiscal document, one standing purchase. On a database whose standing
// purchases already hold one document under different keys, it records them and keeps the
// whole-key index instead of failing.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MIGRATION = join(import.meta.dirname, '..', 'drizzle', '0032_one_document_one_purchase.sql');

async function rows<T>(query: string): Promise<T[]> {
  const res = (await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return res.rows;
}

const indexes = async () =>
  (
    await rows<{ indexname: string }>(
      "select indexname from pg_indexes where indexname in ('sales_fiscal_key_unique', 'sales_fiscal_document_unique') order by 1",
    )
  ).map((r) => r.indexname);

/** Puts the database back as it was before the migration, then runs the migration's SQL on it. */
async function rerunMigration(prepare: () => Promise<void>) {
  await rows('drop table sales_document_duplicates');
  await rows('drop index if exists sales_fiscal_document_unique');
  await rows('drop index if exists sales_fiscal_document_rejected_idx');
  await rows('alter table sales drop column fiscal_document');
  await rows('drop index if exists sales_fiscal_key_unique');
  await rows('create unique index sales_fiscal_key_unique on sales (upper(fiscal_key)) where fiscal_key is not null');
  await prepare();
  for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) {
    await rows(statement);
  }
}

/** A copy of a demo purchase with this key and status. */
async function copySale(key: string, status: string) {
  await rows(`insert into sales (id, type, invoice_number, sale_date, store_id, seller_id, client_id, campaign_id,
          gross_cents, discount_cents, net_cents, status, fiscal_key)
        select gen_random_uuid(), type, 'MIG-' || substr('${key}', 36, 8), sale_date, store_id, seller_id, client_id, campaign_id,
          gross_cents, discount_cents, net_cents, '${status}', '${key}'
        from sales where invoice_number = 'NF-1003'`);
}

async function keyOf(code: string) {
  const [store] = await rows<{ cnpj: string }>('select cnpj from stores order by cnpj limit 1');
  const today = todayIn('America/Sao_Paulo');
  const body = `35${today.slice(2, 4)}${today.slice(5, 7)}${normaliseCnpj(store!.cnpj)}65001000000321${'1'}${code}`;
  return body + fiscalKeyCheckDigit(body);
}

describe('migration 0032: one fiscal document, one standing purchase', () => {
  it('builds the document index on a database without standing duplicates', async () => {
    expect(await indexes()).toEqual(['sales_fiscal_document_unique']);
    expect(await rows('select * from sales_document_duplicates')).toEqual([]);
  });

  it('records the standing duplicates it finds and keeps the whole-key index instead of failing', async () => {
    await rerunMigration(async () => {
      await copySale(await keyOf('10000001'), 'approved');
      await copySale(await keyOf('20000002'), 'pending');
      // A rejected claim of the same document is no duplicate.
      await copySale(await keyOf('30000003'), 'rejected');
    });
    expect(await indexes()).toEqual(['sales_fiscal_key_unique']);
    const found = await rows<{ fiscal_document: string; n: number }>(
      'select fiscal_document, cardinality(sale_ids) as n from sales_document_duplicates',
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ n: 2 });
    expect(found[0]!.fiscal_document).toMatch(/^65:[0-9A-Z]{14}:001:000000321$/);

    // Once settled (the wrong claim rejected), the same SQL builds the document's index.
    await rerunMigration(async () => {
      await rows(`update sales set status = 'rejected' where fiscal_key = '${await keyOf('20000002')}'`);
    });
    expect(await indexes()).toEqual(['sales_fiscal_document_unique']);
    expect(await rows('select * from sales_document_duplicates')).toEqual([]);
  });
});
