import { and, asc, count, eq, gt, isNotNull, lt, min, ne, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { files, prizes, sales, stores } from '../../db/schema';

/** Every picture URL in use, once each: prize images and store photos (whatever their source). */
export async function listPictureUrls(db: Db): Promise<string[]> {
  const rows = await union(
    db.select({ url: prizes.imageUrl }).from(prizes).where(isNotNull(prizes.imageUrl)),
    db.select({ url: stores.photoUrl }).from(stores).where(isNotNull(stores.photoUrl)),
  );
  return rows.map((r) => r.url).filter((u): u is string => u !== null);
}

/**
 * A file nothing uses: a receipt no purchase holds, a picture no prize or store shows. Read from
 * the tables that point at files (a sale by its id, a prize or a store by the picture's URL).
 */
const unattached: SQL = sql`(
  (${files.purpose} = 'receipt' and not exists (select 1 from ${sales} s where s.file_id = ${files.id}))
  or (${files.purpose} = 'image'
    and not exists (select 1 from ${prizes} p where p.image_url = '/uploads/' || ${files.storageKey})
    and not exists (select 1 from ${stores} st where st.photo_url = '/uploads/' || ${files.storageKey}))
)`;

/**
 * Whether a purchase holds a receipt: its photo (by the hash of what was sent, whatever the
 * purchase's status, as `sales_receipt_unique`) or the fiscal document its code names (a rejected
 * purchase released it, as `sales_fiscal_document_unique`).
 */
export async function receiptHeld(db: Db, by: { sha256: string } | { document: string }): Promise<boolean> {
  const where =
    'sha256' in by
      ? eq(sales.receiptSha256, by.sha256)
      : and(eq(sales.fiscalDocument, by.document), ne(sales.status, 'rejected'));
  const [row] = await db.select({ id: sales.id }).from(sales).where(where).limit(1);
  return row !== undefined;
}

/** An account's receipts sent since `since` that no purchase holds: how many, and the oldest's time. */
export async function unattachedReceiptsOf(
  db: Db,
  ownerUserId: string,
  since: Date,
): Promise<{ count: number; oldest: string | null }> {
  const [row] = await db
    .select({ count: count(), oldest: min(files.createdAt) })
    .from(files)
    .where(
      and(
        eq(files.ownerUserId, ownerUserId),
        eq(files.purpose, 'receipt'),
        gt(files.createdAt, since.toISOString()),
        unattached,
      ),
    );
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

/** Files sent before `before` that nothing uses, oldest first, `limit` at most. */
export async function listUnattachedFiles(db: Db, before: Date, limit: number) {
  return db
    .select({ id: files.id, storageKey: files.storageKey, sizeBytes: files.sizeBytes })
    .from(files)
    .where(and(lt(files.createdAt, before.toISOString()), unattached))
    .orderBy(asc(files.createdAt))
    .limit(limit);
}

/**
 * Deletes a file's row if nothing uses it still (a purchase may have taken it since it was
 * listed); answers whether it did.
 */
export async function deleteUnattachedFile(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(files)
    .where(and(eq(files.id, id), unattached))
    .returning({ id: files.id });
  return deleted.length > 0;
}
