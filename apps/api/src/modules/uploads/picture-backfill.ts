import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PictureSizes } from '../../lib/images';
import { listPictureUrls } from './uploads.queries';

/**
 * Makes the sizes of every picture in use that has none: the pictures stored before sizes were
 * made at upload (or before the widths changed). Runs once when a process that runs the jobs
 * starts, in the background, one picture at a time; a picture already done costs one read of its
 * manifest. Another process finding a picture not done yet makes it too (the same files).
 */
export async function backfillPictureSizes(db: Db, pictures: PictureSizes, log: FastifyBaseLogger): Promise<number> {
  const urls = await listPictureUrls(db);
  let made = 0;
  for (const url of urls) {
    if (await pictures.ensure(url)) made += 1;
  }
  if (made > 0) log.info({ made, pictures: urls.length }, 'picture sizes backfilled');
  return made;
}
