// `npm test`: lint, types, unit and integration tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), web component tests, the production build and end-to-end tests in
// Chromium, with the bundle budget checked after the build. Ends with one line that counts every test that ran: `tests: N passed, N failed`.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureInstalled, ensureNginx, root, run } from './lib.mjs';

const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const summary = [];

/** A check that is not a test runner (lint, types, build): counts as one test. */
async function check(name, command, args, env) {
  console.log(`\n> ${name}`);
  const code = await run(command, args, { env });
  if (code === 0) passed += 1;
  else failed += 1;
  summary.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${name}`);
  return code === 0;
}

/** A vitest run whose JSON report is counted test by test. */
async function vitest(name, workspace) {
  const out = join(reports, `${name}.json`);
  console.log(`\n> ${name}`);
  const code = await run('npx', [
    'vitest',
    'run',
    '--root',
    workspace,
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  tally(name, code, out, (r) => ({
    ok: r.numPassedTests,
    // A file whose setup failed runs none of its tests: count the file as a failure.
    bad:
      r.numFailedTests +
      r.testResults.filter((f) => f.status === 'failed' && f.assertionResults.every((a) => a.status !== 'failed'))
        .length,
  }));
}

function tally(name, code, reportFile, read) {
  let ok = 0;
  let bad = 0;
  if (existsSync(reportFile)) ({ ok, bad } = read(JSON.parse(readFileSync(reportFile, 'utf8'))));
  if (code !== 0 && bad === 0) bad = 1; // the runner failed before or outside its tests
  passed += ok;
  failed += bad;
  summary.push(`${bad === 0 ? 'ok  ' : 'FAIL'} ${name}: ${ok} passed, ${bad} failed`);
}

await ensureInstalled();
await check('lint (biome)', 'npx', ['biome', 'check', '.']);
await check('types (tsc)', 'npm', ['run', 'typecheck']);
await vitest('shared', 'packages/shared');
if (!process.env.TEST_DATABASE_URL) console.log('\n(TEST_DATABASE_URL not set: API tests run on PGlite only)');
// The proxy test fails, naming the package, when nginx cannot be installed.
else if (!(await ensureNginx())) console.log('\n(nginx not found: apt-get install nginx)');
await vitest('api', 'apps/api');
await vitest('web', 'apps/web');
await check('scripts (node --test)', 'node', [
  '--test',
  'scripts/start.test.mjs',
  'scripts/image-steps.test.mjs',
  'bench/lib/web-report.test.mjs',
]);
const built = await check('build', 'npm', ['run', 'build'], { NODE_ENV: 'production' });
// The budgets for what a visitor downloads on `/` and a customer on `/cliente` (also measured in the browser by e2e/bundle-size).
if (built) await check('bundle budget', 'node', ['apps/web/scripts/bundle-size.mjs']);
if (built && existsSync(join(root, 'apps/web/playwright.config.ts'))) {
  if (await ensureChromium()) {
    const out = join(root, 'apps/web/test-results/e2e.json');
    rmSync(out, { force: true });
    console.log('\n> e2e (playwright, chromium)');
    const code = await run('npx', ['playwright', 'test'], {
      cwd: join(root, 'apps/web'),
      // With a PostgreSQL server at hand, each worker's app runs on a database of its own there
      // (about a fifth faster than the embedded one, which shares the app's process and cores).
      env: {
        E2E_SKIP_BUILD: '1',
        ...(process.env.TEST_DATABASE_URL ? { E2E_DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
      },
    });
    tally('e2e', code, out, (r) => ({ ok: r.stats.expected + r.stats.flaky, bad: r.stats.unexpected }));
  } else {
    failed += 1;
    summary.push('FAIL e2e: Chromium not found at /usr/bin/chromium (apt-get install chromium)');
  }
}

console.log(`\n${summary.join('\n')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
