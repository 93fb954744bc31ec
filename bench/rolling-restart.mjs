// `npm run bench:restart`: the rolling restart of apps/api/test/proxy.pg.test.ts at full length:
// nginx (deploy/nginx.conf) in front of two API hosts on PostgreSQL, 50 requests/s of reads and
// keyed writes for 60 s while each host gets SIGTERM and starts again. Goal: 0 failed requests,
// 0 duplicated writes. Knobs: ROLLING_RESTART_SECONDS (60), ROLLING_RESTART_RATE (50),
// TEST_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureNginx } from '../scripts/lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!(await ensureNginx())) {
  console.error('nginx not found: apt-get install nginx');
  process.exit(1);
}
const env = {
  ...process.env,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  ROLLING_RESTART_SECONDS: process.env.ROLLING_RESTART_SECONDS || '60',
  ROLLING_RESTART_RATE: process.env.ROLLING_RESTART_RATE || '50',
};
let output = '';
const child = spawn(
  'npx',
  [
    'vitest',
    'run',
    '--root',
    'apps/api',
    '--project',
    'api-postgres',
    'test/proxy.pg.test.ts',
    '-t',
    'lose no request',
  ],
  { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] },
);
child.stdout.on('data', (chunk) => {
  output += chunk;
  process.stdout.write(chunk);
});
const code = await new Promise((resolve) => child.on('exit', resolve));
const line = output.split('\n').find((l) => l.includes('rolling-restart {'));
if (line) {
  const f = JSON.parse(line.slice(line.indexOf('{')));
  const ok = f.failed === 0 && f.duplicated === 0;
  console.log(
    `\nRolling restart behind nginx: ${f.requests} requests in ${f.seconds} s (${f.rate}/s; ${f.reads} reads, ${f.writes} keyed writes)`,
  );
  console.log(`  failed ${f.failed} (goal 0), duplicated writes ${f.duplicated} (goal 0): ${ok ? 'met' : 'MISSED'}`);
  for (const r of f.restarts)
    console.log(`  host ${r.host}: exit ${r.exitCode}, stopped in ${r.stopMs} ms, back in ${r.downMs} ms`);
}
process.exit(code ?? 1);
