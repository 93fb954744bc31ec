import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { requestDatabaseDump } from './backup-socket';
import {
  appliedMigrationCount,
  knownMigrationCount,
  postgresMigrationCount,
  runPgTool,
  userTables,
} from './database-dump';
import { openStorage } from './open-storage';
import type { StorageKind } from './storage';
import { hashEntry, openEntry, readEntry, type TarEntry, tarEntries, tarWriter } from './tar';

/**
 * One backup is one tar file: the database dump (`database.pgdump`, pg_dump's custom format, or
 * `database.pglite.tar.gz`, PGlite's data directory), the uploaded files under `files/` when they are
 * not in the database, and `manifest.json`, written last, which names and hashes all of it.
 */
export const BACKUP_FORMAT = 'mall-loyalty-backup';
export const BACKUP_VERSION = 1;
const MANIFEST = 'manifest.json';
const FILES = 'files/';

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    entry: z.string(),
    bytes: z.number(),
    sha256: z.string(),
    migrations: z.number(),
  }),
  /** Where the files were: in `database` they are inside the dump, otherwise under files/. */
  storage: z.enum(['disk', 'database', 's3']),
  files: z.array(z.object({ key: z.string(), bytes: z.number(), sha256: z.string() })),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** A failure the operator can act on: its message says what and what to do, no stack trace. */
export class BackupError extends Error {}

/**
 * Writes a backup of the configured database and storage to `out`, while the app runs.
 *
 * Consistency: the database is dumped first, as one snapshot (pg_dump's transaction, or the
 * running embedded app's dump between two queries); the files are copied after it. A file is
 * stored before any row names it and never rewritten, and deleted only after its row, so every
 * file the dump names is still there to copy; a file uploaded after the dump is copied too and is
 * harmless (nothing names it). The archive is written to `out.partial` and renamed when complete.
 */
export async function createBackup(config: AppConfig, out: string): Promise<BackupManifest> {
  if (existsSync(out)) throw new BackupError(`${out} already exists: choose a new file name`);
  const partial = `${out}.partial`;
  const dumpFile = join(dirname(out), `.${basename(out)}.db-${randomBytes(4).toString('hex')}`);
  await rm(partial, { force: true });
  const tar = await tarWriter(partial).catch((err: Error) => {
    throw new BackupError(`cannot write ${out}: ${err.message}`);
  });
  let opened: Database | null = null;
  try {
    const kind = config.databaseUrl ? 'postgres' : 'pglite';
    let migrations: number;
    if (config.databaseUrl) {
      await runPgTool('pg_dump', [
        '--format=custom',
        '--compress=6',
        `--file=${dumpFile}`,
        `--dbname=${config.databaseUrl}`,
      ]);
      migrations = await postgresMigrationCount(config.databaseUrl);
    } else {
      const toFile = (body: Readable) => pipeline(body, createWriteStream(dumpFile));
      const answered = await requestDatabaseDump(config.dataDir, toFile);
      if (answered) migrations = answered.migrations;
      else {
        // No app runs on this DATA_DIR: the database is ours to open while the backup lasts.
        if (!existsSync(join(config.dataDir, 'pglite', 'PG_VERSION'))) {
          throw new BackupError(`there is no embedded database in ${config.dataDir} (DATA_DIR)`);
        }
        opened = await openDatabase({ dataDir: config.dataDir });
        migrations = await appliedMigrationCount(opened.db);
        const blob = await opened.dumpDataDir!();
        await pipeline(
          Readable.fromWeb(blob.stream() as import('node:stream/web').ReadableStream),
          createWriteStream(dumpFile),
        );
      }
    }
    const entry = kind === 'postgres' ? 'database.pgdump' : 'database.pglite.tar.gz';
    const { size } = await stat(dumpFile);
    const sha256 = await tar.add(entry, size, createReadStream(dumpFile));
    await unlink(dumpFile);

    const files: BackupManifest['files'] = [];
    if (config.storage.kind !== 'database') {
      const storage = await openStorage(config.storage, config.dataDir, null);
      for await (const file of storage.list()) {
        const body = await storage.open(file.key);
        // Deleted since it was listed: nothing names it any more.
        if (!body) continue;
        files.push({ key: file.key, bytes: file.bytes, sha256: await tar.add(FILES + file.key, file.bytes, body) });
      }
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      database: { kind, entry, bytes: size, sha256, migrations },
      storage: config.storage.kind,
      files,
    };
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await tar.add(MANIFEST, text.length, text);
    await tar.finish();
    await rename(partial, out);
    return manifest;
  } catch (err) {
    await tar.abort().catch(() => {});
    await rm(partial, { force: true });
    throw err;
  } finally {
    await rm(dumpFile, { force: true });
    await opened?.close();
  }
}

interface OpenedBackup {
  manifest: BackupManifest;
  entries: Map<string, TarEntry>;
}

async function openBackup(file: string): Promise<OpenedBackup> {
  const found = await stat(file).catch(() => null);
  if (!found?.isFile()) throw new BackupError(`${file}: no such backup file`);
  let list: TarEntry[];
  try {
    list = await tarEntries(file);
  } catch (err) {
    throw new BackupError(`${file} is not a readable backup: ${(err as Error).message}`);
  }
  const entries = new Map(list.map((e) => [e.name, e]));
  const manifestEntry = entries.get(MANIFEST);
  if (!manifestEntry) throw new BackupError(`${file} is not a complete backup: it has no ${MANIFEST}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse((await readEntry(file, manifestEntry)).toString('utf8'));
  } catch {
    throw new BackupError(`${file}: its ${MANIFEST} is not JSON`);
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success) {
    throw new BackupError(`${file} is not a backup of this app (format ${BACKUP_FORMAT} version ${BACKUP_VERSION})`);
  }
  return { manifest: manifest.data, entries };
}

/**
 * Reads a backup whole and checks every part against the hash its manifest holds. Answers the
 * manifest; throws naming the first part missing or damaged.
 */
export async function checkBackup(file: string): Promise<BackupManifest> {
  const { manifest, entries } = await openBackup(file);
  const parts = [
    { name: manifest.database.entry, bytes: manifest.database.bytes, sha256: manifest.database.sha256 },
    ...manifest.files.map((f) => ({ name: FILES + f.key, bytes: f.bytes, sha256: f.sha256 })),
  ];
  for (const part of parts) {
    const entry = entries.get(part.name);
    if (!entry) throw new BackupError(`${file} is damaged: ${part.name} is missing`);
    if (entry.size !== part.bytes || (await hashEntry(file, entry)) !== part.sha256) {
      throw new BackupError(`${file} is damaged: ${part.name} does not match its hash`);
    }
  }
  return manifest;
}

/**
 * Restores a backup into the configured target: an empty (or absent) DATA_DIR for an embedded
 * database's backup, an empty PostgreSQL database (DATABASE_URL) for a server's. The files go to
 * the configured storage. Nothing is written before the whole backup is checked; the embedded
 * database is built beside DATA_DIR and moved into place at the end, and pg_restore runs as one
 * transaction, so a failure leaves the target empty.
 */
export async function restoreBackup(config: AppConfig, file: string): Promise<BackupManifest> {
  const { manifest, entries } = await openBackup(file);
  const { kind } = manifest.database;
  if (kind === 'pglite' && config.databaseUrl) {
    throw new BackupError(
      'this backup is of an embedded database: unset DATABASE_URL and set DATA_DIR to an empty directory',
    );
  }
  if (kind === 'postgres' && !config.databaseUrl) {
    throw new BackupError('this backup is of a PostgreSQL database: set DATABASE_URL to an empty database');
  }
  const known = knownMigrationCount();
  if (manifest.database.migrations > known) {
    throw new BackupError(
      `this backup was made by a newer version of the app (${manifest.database.migrations} migrations, this one knows ${known}): restore it with that version or a later one`,
    );
  }
  await refuseNonEmptyTarget(config);
  await checkBackup(file);
  const dump = entries.get(manifest.database.entry)!;
  const fileEntries = manifest.files.map((f) => ({ key: f.key, entry: entries.get(FILES + f.key)! }));

  if (kind === 'pglite') {
    const staging = `${config.dataDir}.restoring-${randomBytes(4).toString('hex')}`;
    try {
      await mkdir(staging, { recursive: true });
      const database = await openDatabase({
        dataDir: staging,
        loadDataDir: new Blob([await readEntry(file, dump)], { type: 'application/x-gzip' }),
      });
      try {
        const storage = await openStorage(config.storage, staging, database.db);
        for (const f of fileEntries) await storage.put(f.key, await readEntry(file, f.entry));
      } finally {
        await database.close();
      }
      if (existsSync(config.dataDir)) await rmdir(config.dataDir);
      await rename(staging, config.dataDir);
    } catch (err) {
      await rm(staging, { recursive: true, force: true });
      throw err;
    }
    return manifest;
  }

  const url = config.databaseUrl!;
  const restoreDatabase = () =>
    runPgTool(
      'pg_restore',
      ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${url}`],
      openEntry(file, dump),
    );
  if (config.storage.kind === 'database') {
    await restoreDatabase();
    if (fileEntries.length > 0) {
      const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
      try {
        const storage = await openStorage(config.storage, config.dataDir, database.db);
        for (const f of fileEntries) await storage.put(f.key, await readEntry(file, f.entry));
      } catch (err) {
        throw new BackupError(
          `the database was restored but its files could not be stored (${(err as Error).message}): empty the database and restore again`,
        );
      } finally {
        await database.close();
      }
    }
  } else {
    // Files first: should the database's restore fail, the target database stays empty.
    const storage = await openStorage(config.storage, config.dataDir, null);
    for (const f of fileEntries) await storage.put(f.key, await readEntry(file, f.entry));
    await restoreDatabase();
  }
  return manifest;
}

async function refuseNonEmptyTarget(config: AppConfig): Promise<void> {
  if (config.databaseUrl) {
    let tables: string[];
    try {
      tables = await userTables(config.databaseUrl);
    } catch (err) {
      throw new BackupError(`cannot reach the database of DATABASE_URL: ${(err as Error).message}`);
    }
    if (tables.length > 0) {
      throw new BackupError(
        `the database of DATABASE_URL is not empty (${tables.length} tables, e.g. ${tables.slice(0, 3).join(', ')}): restore only into a new, empty database`,
      );
    }
    return;
  }
  const names = await readdir(config.dataDir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[];
    throw new BackupError(`cannot read DATA_DIR ${config.dataDir}: ${err.message}`);
  });
  if (names.length > 0) {
    throw new BackupError(
      `DATA_DIR ${config.dataDir} is not empty (${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …' : ''}): restore only into an empty or new directory`,
    );
  }
}

/** What a summary line says of a backup. */
export function describeBackup(m: BackupManifest): string {
  const bytes = m.database.bytes + m.files.reduce((sum, f) => sum + f.bytes, 0);
  const where: Record<StorageKind, string> = { disk: 'disk', database: 'the database', s3: 'S3' };
  return [
    `created ${m.createdAt}`,
    `${m.database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL'} with ${m.database.migrations} migrations`,
    m.storage === 'database' ? 'files inside the database dump' : `${m.files.length} files (from ${where[m.storage]})`,
    `${(bytes / 1024 / 1024).toFixed(1)} MiB`,
  ].join(', ');
}
