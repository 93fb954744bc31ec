import type { AppConfig } from '../config';
import type { Database, Db } from '../db/client';
import type { PictureSizes } from '../lib/images';
import type { RedisLink } from '../lib/rate-limit';
import type { Storage } from '../lib/storage';

/** What every domain module's routes receive. */
export interface ModuleDeps {
  db: Db;
  database: Database;
  config: AppConfig;
  storage: Storage;
  /** The public pictures' responsive sizes. */
  pictures: PictureSizes;
  /** The rate limits' Redis when REDIS_URL is set (its state for /api/health). */
  redis?: RedisLink;
}
