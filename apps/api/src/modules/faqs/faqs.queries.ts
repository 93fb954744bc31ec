import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { faqs } from '../../db/schema';

/**
 * Serialises the edits that renumber, so two API processes never interleave their numbering.
 * Readers are not blocked (this mode does not conflict with plain SELECTs).
 */
export async function lockFaqs(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`lock table ${faqs} in share row exclusive mode`);
}
