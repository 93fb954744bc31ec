import { resolve } from 'node:path';
import { type AppConfig, ConfigError, loadConfig } from '../config';
import { BackupError } from '../lib/backup';
import { ToolError } from '../lib/database-dump';

/**
 * The app's configuration for an operator's command. JWT_SECRET is not needed here, and without it
 * the app would write a new one into DATA_DIR, which a restore needs empty.
 */
export function commandConfig(): AppConfig {
  return loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET || 'x'.repeat(32) });
}

/** A path the operator typed, from the directory they ran `npm run` in. */
export function operatorPath(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/** Runs a command: its known failures end it with their message and exit code 1, no stack trace. */
export function runCommand(usage: string, main: (args: string[]) => Promise<void>): void {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return;
  }
  main(args).then(
    () => process.exit(process.exitCode ?? 0),
    (err: Error) => {
      if (err instanceof UsageError) console.error(`${err.message}\n\n${usage}`);
      else if (err instanceof BackupError || err instanceof ConfigError || err instanceof ToolError)
        console.error(err.message);
      else console.error(`failed: ${err.message}`);
      process.exit(1);
    },
  );
}

export class UsageError extends Error {}
