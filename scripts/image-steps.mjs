// `npm run image:steps`: the Dockerfile's steps on this machine, for where Docker cannot run. It
// reads the Dockerfile and runs its own instructions, so the two cannot drift apart: the build
// stage's COPY and RUN lines in a clean copy of the repository (npm ci, the build, npm prune to
// production dependencies), then the final stage's RUN lines, USER and CMD with its ENV, as an
// unprivileged user on a clean DATA_DIR, until the HEALTHCHECK command passes; then SIGTERM,
// which must end the process with 0. scripts/image-steps.test.mjs checks the parse (in npm test).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The Dockerfile's stages, each with its instructions (continuation lines joined, comments dropped). */
export function parseDockerfile(text) {
  const lines = text.replace(/\\\n\s*/g, ' ').split('\n');
  const stages = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [, op, rest] = /^(\S+)\s*(.*)$/.exec(line);
    const instruction = { op: op.toUpperCase(), args: rest };
    if (instruction.op === 'FROM') {
      const [, image, name] = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(rest);
      stages.push({ image, name: name ?? null, steps: [] });
    } else stages.at(-1).steps.push(instruction);
  }
  return stages;
}

/** What the script runs, from the Dockerfile: the build's commands, the final stage's commands, user, env, command, health check. */
export function imageSteps(text) {
  const stages = parseDockerfile(text);
  if (stages.length < 2) throw new Error('Dockerfile: expected a build stage and a final stage');
  const build = stages[0];
  const final = stages.at(-1);
  const exec = (args) => (args.startsWith('[') ? JSON.parse(args) : ['sh', '-c', args]);
  const healthcheck = final.steps.find((s) => s.op === 'HEALTHCHECK');
  const env = {};
  for (const s of final.steps.filter((s) => s.op === 'ENV')) {
    for (const [, k, v] of s.args.matchAll(/(\w+)=(\S+)/g)) env[k] = v;
  }
  return {
    buildCopies: build.steps.filter((s) => s.op === 'COPY').map((s) => s.args),
    buildRuns: build.steps.filter((s) => s.op === 'RUN').map((s) => s.args),
    finalCopies: final.steps.filter((s) => s.op === 'COPY').map((s) => s.args),
    finalRuns: final.steps.filter((s) => s.op === 'RUN').map((s) => s.args),
    user: final.steps.findLast((s) => s.op === 'USER')?.args ?? 'root',
    env,
    cmd: exec(final.steps.findLast((s) => s.op === 'CMD')?.args ?? '[]'),
    healthcheck: healthcheck ? exec(healthcheck.args.replace(/^(--\S+\s+)*CMD\s+/, '')) : null,
  };
}

/** The files `COPY . .` sends: the repository's, without what .dockerignore leaves out. */
function contextFiles() {
  const ignored = /(^|\/)(node_modules|dist|\.git|data|test-results|playwright-report|coverage|\.bench)(\/|$)|^\.env$/;
  return execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && !ignored.test(f));
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function sh(command, cwd, env = process.env) {
  console.log(`\n$ ${command}`);
  const started = Date.now();
  const r = spawnSync('sh', ['-c', command], { cwd, env, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`failed (${r.status}): ${command}`);
  console.log(`  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

async function main() {
  const steps = imageSteps(readFileSync(join(root, 'Dockerfile'), 'utf8'));
  if (
    JSON.stringify(steps.buildCopies) !== '[". ."]' ||
    !steps.finalCopies.every((c) => /^--from=build \/app \/app$/.test(c))
  ) {
    throw new Error('Dockerfile: this script knows COPY . . (build) and COPY --from=build /app /app (final) only');
  }
  // As in the image, the unprivileged user only reads the app and writes DATA_DIR.
  const user = process.getuid?.() === 0 ? 'nobody' : null;
  const started = Date.now();
  const app = mkdtempSync(join(tmpdir(), 'mall-image-'));
  const data = mkdtempSync(join(tmpdir(), 'mall-image-data-'));
  chmodSync(app, 0o755);
  try {
    console.log(`> COPY . . into ${app}`);
    for (const f of contextFiles()) {
      mkdirSync(dirname(join(app, f)), { recursive: true });
      copyFileSync(join(root, f), join(app, f));
    }
    const buildEnv = { ...process.env, NODE_ENV: '' };
    for (const run of steps.buildRuns) sh(run, app, buildEnv);
    for (const run of steps.finalRuns) {
      // The image's /data is this run's clean DATA_DIR, its `node` user this machine's unprivileged one.
      sh(run.replaceAll('/data', data).replaceAll('node:node', user ? `${user}:nogroup` : `${process.getuid()}`), app);
    }
    if (user) chownSync(data, 65534, 65534);
    const port = await freePort();
    const env = { PATH: process.env.PATH, HOME: data, ...steps.env, PORT: String(port), DATA_DIR: data };
    // setpriv execs the command itself (runuser would stand between): SIGTERM reaches the server.
    const asUser = (argv) => (user ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', ...argv] : argv);
    const [command, ...args] = asUser(steps.cmd);
    console.log(
      `\n$ ${[command, ...args].join(' ')}  (USER ${steps.user} → ${user ?? 'this user'}, PORT=${port}, DATA_DIR=${data})`,
    );
    const server = spawn(command, args, { cwd: app, env, stdio: 'inherit' });
    const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
    let healthy = false;
    for (let i = 0; i < 120 && server.exitCode === null; i++) {
      const [c, ...a] = asUser(steps.healthcheck);
      if (spawnSync(c, a, { cwd: app, env }).status === 0) {
        healthy = true;
        break;
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
    server.kill('SIGTERM');
    const code = await exited;
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(`\nHEALTHCHECK ${healthy ? 'passed' : 'FAILED'}; exit code on SIGTERM ${code}; ${seconds} s in all`);
    if (!healthy || code !== 0) process.exitCode = 1;
  } finally {
    rmSync(app, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
