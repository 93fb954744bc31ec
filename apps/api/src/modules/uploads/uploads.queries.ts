import { isNotNull } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { prizes, stores } from '../../db/schema';

/** Every picture URL in use, once each: prize images and store photos (whatever their source). */
export async function listPictureUrls(db: Db): Promise<string[]> {
  const rows = await union(
    db.select({ url: prizes.imageUrl }).from(prizes).where(isNotNull(prizes.imageUrl)),
    db.select({ url: stores.photoUrl }).from(stores).where(isNotNull(stores.photoUrl)),
  );
  return rows.map((r) => r.url).filter((u): u is string => u !== null);
}
