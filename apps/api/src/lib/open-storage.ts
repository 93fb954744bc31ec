import type { S3Config } from '../config';
import type { Db } from '../db/client';
import { databaseStorage, localStorage, type Storage, type StorageKind } from './storage';

/** The storage the configuration names (STORAGE): disk under `dataDir`, the database, or a bucket. */
export async function openStorage(
  config: { kind: StorageKind; s3?: S3Config },
  dataDir: string,
  db: Db | null,
): Promise<Storage> {
  if (config.kind === 'disk') return localStorage(dataDir);
  if (config.kind === 'database') {
    if (!db) throw new Error('database storage needs the database');
    return databaseStorage(db);
  }
  if (!config.s3) throw new Error('STORAGE=s3 needs the S3_* variables');
  // Loaded only when used: the SDK is large and most installations keep files on disk or in PostgreSQL.
  const { s3Storage } = await import('./s3-storage');
  return s3Storage(config.s3);
}
