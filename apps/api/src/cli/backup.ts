import { createBackup, describeBackup } from '../lib/backup';
import { commandConfig, operatorPath, runCommand, UsageError } from './cli';

const usage = `npm run backup -- FILE

Writes a backup of the database and the uploaded files to FILE (a new file), while the app runs.
Reads the app's configuration: DATABASE_URL (pg_dump) or DATA_DIR (the running app's own dump),
and STORAGE for the files.`;

runCommand(usage, async (args) => {
  const [file, ...rest] = args;
  if (!file || rest.length > 0 || file.startsWith('-')) throw new UsageError('name one backup file');
  const out = operatorPath(file);
  const manifest = await createBackup(commandConfig(), out);
  console.log(`backup written to ${out}: ${describeBackup(manifest)}`);
});
