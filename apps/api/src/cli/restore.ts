import { checkBackup, describeBackup, restoreBackup } from '../lib/backup';
import { commandConfig, operatorPath, runCommand, UsageError } from './cli';

const usage = `npm run restore -- FILE
npm run restore -- --check FILE

Restores FILE into an empty DATA_DIR (a backup of the embedded database) or into the empty
PostgreSQL database DATABASE_URL names; the files go to the storage STORAGE names. A target that
is not empty is refused. --check reads the whole backup and checks every part's hash, restoring
nothing.`;

runCommand(usage, async (args) => {
  const check = args[0] === '--check';
  const [file, ...rest] = check ? args.slice(1) : args;
  if (!file || rest.length > 0 || file.startsWith('-')) throw new UsageError('name one backup file');
  const path = operatorPath(file);
  if (check) {
    console.log(`backup ${path} is complete and intact: ${describeBackup(await checkBackup(path))}`);
    return;
  }
  const config = commandConfig();
  const manifest = await restoreBackup(config, path);
  const target = config.databaseUrl ? 'the database of DATABASE_URL' : config.dataDir;
  console.log(`restored ${path} into ${target}: ${describeBackup(manifest)}. Start the app on it.`);
});
