// Child processes of the benchmark (API, ceiling server, build): started here, always stopped
// on exit, error or Ctrl-C.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';

const children = new Set();

export function killAll(signal = 'SIGTERM') {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        child.kill(signal);
      } catch {
        // already gone
      }
    }
  }
}

let installed = false;
/** Kills every child on exit, on SIGINT/SIGTERM and on an uncaught error. */
export function installCleanup(onSignal) {
  if (installed) return;
  installed = true;
  process.on('exit', () => killAll('SIGKILL'));
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      console.error(`\n${signal}: stopping the benchmark`);
      killAll();
      try {
        await onSignal?.();
      } finally {
        process.exit(130);
      }
    });
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Starts a long-running child, output to logFile. Resolves with a handle once spawned. */
export function startChild(name, command, args, { env, cwd, logFile }) {
  const out = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
  });
  return {
    name,
    child,
    logFile,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
    async tail(lines = 30) {
      const text = await readFile(logFile, 'utf8').catch(() => '');
      return text.trimEnd().split('\n').slice(-lines).join('\n');
    },
  };
}

/** Runs a command to completion; rejects with its output when it fails. */
export function runCommand(command, args, { cwd, env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      children.delete(child);
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}):\n${output}`));
    });
  });
}

/** Polls url until it answers 200, the child exits, or the timeout passes. */
export async function waitForHttp(url, handle, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  handle.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${handle.name} exited during start-up:\n${await handle.tail()}`);
    try {
      const res = await fetch(url);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${handle.name} did not answer 200 on ${url} within ${timeoutMs} ms:\n${await handle.tail()}`);
}
