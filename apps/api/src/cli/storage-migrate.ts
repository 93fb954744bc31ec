import { type AppConfig, loadS3Config, STORAGE_KINDS, type StorageKind } from '../config';
import { type Database, openDatabase } from '../db/client';
import { openStorage } from '../lib/open-storage';
import { migrateStorage } from '../lib/storage-migrate';
import { commandConfig, runCommand, UsageError } from './cli';

const usage = `npm run storage:migrate -- --to s3|disk|database [--from disk|database|s3]

Copies every uploaded file from one storage to another, reads each copy back and compares its
SHA-256 with the original's; files already there with the same hash are skipped, so it can run
again. --from defaults to STORAGE, or, when STORAGE already names the target, to the engine's own
storage (database with DATABASE_URL, disk otherwise). The source is left as it was.`;

function kindArg(args: string[], flag: string): StorageKind | undefined {
  const at = args.indexOf(flag);
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (!value || !(STORAGE_KINDS as readonly string[]).includes(value)) {
    throw new UsageError(`${flag} takes one of: ${STORAGE_KINDS.join(', ')}`);
  }
  return value as StorageKind;
}

runCommand(usage, async (args) => {
  const known = new Set(['--to', '--from']);
  for (let i = 0; i < args.length; i += 2) {
    if (!known.has(args[i]!)) throw new UsageError(`unknown argument ${args[i]}`);
  }
  const to = kindArg(args, '--to');
  if (!to) throw new UsageError('say where the files go with --to');
  const config = commandConfig();
  const own: StorageKind = config.databaseUrl ? 'database' : 'disk';
  const from = kindArg(args, '--from') ?? (config.storage.kind === to ? own : config.storage.kind);
  if (from === to) throw new UsageError(`the files are already in ${to}: name another source with --from`);
  if ((from === 'database' || to === 'database') && !config.databaseUrl) {
    throw new UsageError('database storage is PostgreSQL: set DATABASE_URL');
  }
  let database: Database | null = null;
  try {
    if (config.databaseUrl && (from === 'database' || to === 'database')) {
      database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 });
    }
    const open = (kind: StorageKind) => storageOf(config, kind, database);
    console.log(`copying the files from ${from} to ${to}…`);
    const report = await migrateStorage(await open(from), await open(to), (line) => console.log(line));
    console.log(`${report.copied} copied, ${report.present} already there, ${report.failed.length} failed`);
    if (report.failed.length > 0) {
      console.error(`${report.failed.join('\n')}\nthese files were not copied: run the command again once fixed`);
      process.exitCode = 1;
    }
  } finally {
    await database?.close();
  }
});

function storageOf(config: AppConfig, kind: StorageKind, database: Database | null) {
  const s3 = kind === 's3' ? (config.storage.s3 ?? loadS3Config()) : undefined;
  return openStorage({ kind, s3 }, config.dataDir, database?.db ?? null);
}
