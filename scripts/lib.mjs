// Small helpers shared by the start and test scripts (Node built-ins only: they run before npm install).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command from the repository root; resolves to its exit code. */
export function run(command, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: opts.cwd ?? root,
      stdio: 'inherit',
      env: { ...process.env, ...opts.env },
    });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
    child.on('error', () => resolve(127));
  });
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('> Installing dependencies (npm ci)…');
  const code = await run('npm', ['ci', '--no-audit', '--no-fund']);
  if (code !== 0) throw new Error('npm ci failed');
}

/**
 * Builds the web app and the API for production whatever the caller's NODE_ENV: a development
 * build of the web app (React's development bundle) is not what `npm start` serves.
 */
export function buildForProduction() {
  return run('npm', ['run', 'build'], { env: { NODE_ENV: 'production' } });
}

export function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** Debian's Chromium, which the end-to-end tests and `npm run bench:web` drive. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** True when Chromium is there; as root with apt-get, installs Debian's package when it is missing. */
export async function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return true;
  if (process.getuid?.() === 0 && hasCommand('apt-get')) {
    console.log('> Installing Debian chromium…');
    await run('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
  }
  return existsSync(path);
}

/**
 * nginx for the proxy test (apps/api/test/proxy.pg.test.ts: two API hosts behind it): Debian's
 * package, installed when missing and running as root, as Chromium is.
 */
export async function ensureNginx() {
  const found = () => existsSync('/usr/sbin/nginx') || hasCommand('nginx');
  if (found()) return true;
  if (process.getuid?.() === 0 && hasCommand('apt-get')) {
    console.log('> Installing Debian nginx…');
    await run('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx']);
  }
  return found();
}
