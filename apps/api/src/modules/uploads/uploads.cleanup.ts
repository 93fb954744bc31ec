import type { Db } from '../../db/client';
import { foreignKeyViolation } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { deleteUnattachedFile, listUnattachedFiles } from './uploads.queries';

/** How long a file nothing uses is kept: time enough to register the purchase it was sent for. */
export const UNATTACHED_KEPT_MS = 24 * 3_600_000;
/** Files deleted per run at most, so one run stays short whatever the backlog. */
const DELETE_PER_RUN = 500;

/**
 * Deletes the files sent more than UNATTACHED_KEPT_MS before `now` that nothing uses (a receipt of
 * no purchase, a picture of no prize or store): the row, then the stored file with the copies made
 * beside it (a picture's sizes). Answers how many and their bytes. Running it again deletes only
 * what is left.
 */
export async function deleteUnattachedUploads(
  db: Db,
  storage: Storage,
  now: Date,
): Promise<{ deleted: number; bytes: number }> {
  const stale = await listUnattachedFiles(db, new Date(now.getTime() - UNATTACHED_KEPT_MS), DELETE_PER_RUN);
  let deleted = 0;
  let bytes = 0;
  for (const file of stale) {
    if (!(await deleteUnattachedUpload(db, storage, file))) continue;
    deleted++;
    bytes += file.sizeBytes;
  }
  return { deleted, bytes };
}

/**
 * Deletes a file nothing uses: its row, then the stored file with the copies made beside it (a
 * picture's sizes). Answers whether it did (a purchase may have taken it meanwhile: it stays).
 */
export async function deleteUnattachedUpload(
  db: Db,
  storage: Storage,
  file: { id: string; storageKey: string },
): Promise<boolean> {
  try {
    if (!(await deleteUnattachedFile(db, file.id))) return false;
  } catch (err) {
    if (foreignKeyViolation(err)) return false;
    throw err;
  }
  await storage.removeWithStem(file.storageKey.replace(/\.[a-z0-9]+$/i, ''));
  return true;
}
