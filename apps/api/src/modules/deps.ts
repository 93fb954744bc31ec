import type { AppConfig } from '../config';
import type { Database, Db } from '../db/client';
import type { Storage } from '../lib/storage';

/** What every domain module's routes receive. */
export interface ModuleDeps {
  db: Db;
  database: Database;
  config: AppConfig;
  storage: Storage;
}
