// `npm run bench:web`: builds the app, starts the built API serving the built web app on an
// embedded database with the demo data, and runs Lighthouse (mobile preset, simulated
// throttling) on Debian's Chromium several times per page, logged in where the page needs it.
// Prints the median of each figure per page with the machine's load, and the status of issue
// 18's goals. Knobs: see bench/README.md.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumPath, ensureChromium } from '../scripts/lib.mjs';
import { backgroundBusy, cpuMeter, pageFaultMicros, waitForQuiet } from './lib/cpu.mjs';
import { freePort, installCleanup, runCommand, startChild, waitForHttp } from './lib/processes.mjs';
import { seconds } from './lib/report.mjs';
import { goalLines, median, medianOf, summarize, table } from './lib/web-report.mjs';
import { ACCOUNTS, giveSession, login, PAGES } from './lib/web-session.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(ROOT, 'bench', 'results');
const REPORTS = join(RESULTS, 'lighthouse');
const env = process.env;
const log = (msg = '') => console.log(msg);
const num = (name, fallback) => {
  if (env[name] === undefined || env[name] === '') return fallback;
  const value = Number(env[name]);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number`);
  return value;
};

/** As the machine's probe and the e2e tests start it: the machine's network is closed. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const settings = {
  runs: num('BENCH_WEB_RUNS', 3),
  pages: env.BENCH_WEB_PAGES
    ? env.BENCH_WEB_PAGES.split(',')
        .map((p) => p.trim())
        .filter(Boolean)
    : PAGES.map((p) => p.path),
  url: env.BENCH_WEB_URL ? env.BENCH_WEB_URL.replace(/\/+$/, '') : null,
  build: env.BENCH_SKIP_BUILD !== '1' && !env.BENCH_WEB_URL,
  quietPct: num('BENCH_QUIET_PCT', 20),
  keepReports: env.BENCH_WEB_REPORTS !== '0',
};
/** The Chromium of the run under way, killed with the server on exit, error, Ctrl-C or SIGTERM. */
const chromes = new Set();
/** Temporary data directories of the server, removed at the end or on a signal. */
const dataDirs = [];
const quietBudget = { remainingMs: num('BENCH_QUIET_WAIT', 90) * 1000 };

function selectedPages() {
  const pages = settings.pages.map((path) => {
    const known = PAGES.find((p) => p.path === path);
    if (known) return known;
    if (!path.startsWith('/')) throw new Error(`BENCH_WEB_PAGES: ${path} is not a path`);
    return { path }; // a page outside the list: measured as a guest
  });
  if (!Number.isInteger(settings.runs) || settings.runs < 1) throw new Error('BENCH_WEB_RUNS must be 1 or more');
  return pages;
}

/** Lighthouse sometimes fails to record the page's trace at all: such a run is made again, once. */
const TRACE_FAILURE = /NO_NAVSTART|NO_TRACING_STARTED|NO_FCP/;
async function lighthouseRunRetried(baseUrl, page, session, label) {
  try {
    return await lighthouseRun(baseUrl, page, session);
  } catch (err) {
    if (!TRACE_FAILURE.test(err.message)) throw err;
    log(`${label}: ${err.message.split(' ')[1]}, run again`);
    return lighthouseRun(baseUrl, page, session);
  }
}

/**
 * One Lighthouse run of one page in a Chromium of its own (fresh profile, cold cache). A logged-in
 * page gets its session from a script that runs before the page's own in every document of the
 * app's origin, so Lighthouse's navigation loads the page as a returning, logged-in user would,
 * with nothing cached.
 */
async function lighthouseRun(baseUrl, page, session) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS });
  chromes.add(chrome);
  let browser;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const tab = await browser.newPage();
    if (session) await giveSession(browser, tab, baseUrl, session);
    const url = `${baseUrl}${page.path}`;
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' }, undefined, tab);
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // A guard that sends the visitor elsewhere (no session, wrong role) would measure another page.
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== page.path) {
      throw new Error(`landed on ${landed} instead of ${page.path}${page.role ? ' (login did not hold?)' : ''}`);
    }
    return { lhr, report: result.report, chromeVersion: await browser.version() };
  } finally {
    await browser?.disconnect().catch(() => {});
    await chrome.kill();
    chromes.delete(chrome);
  }
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

const micros = (value) => (value === null ? '-' : `${value.toFixed(2)} µs`);
const slug = (path) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '_'));

let server = null;

async function main() {
  const started = performance.now();
  const pages = selectedPages();
  mkdirSync(RESULTS, { recursive: true });
  if (settings.keepReports) {
    rmSync(REPORTS, { recursive: true, force: true });
    mkdirSync(REPORTS, { recursive: true });
  }
  installCleanup(async () => {
    for (const chrome of chromes) await chrome.kill();
    await server?.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });
  process.on('exit', () => {
    for (const chrome of chromes) chrome.process?.kill('SIGKILL');
  });
  if (!(await ensureChromium())) throw new Error(`Chromium not found at ${chromiumPath()} (apt-get install chromium)`);

  log(`bench:web: ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), node ${process.version}`);
  log(
    `${pages.length} pages × ${settings.runs} runs, Lighthouse mobile preset (simulated throttling), ${chromiumPath()}`,
  );

  let baseUrl = settings.url;
  try {
    if (!baseUrl) {
      if (settings.build) {
        const t = performance.now();
        log('building the web app and the API (npm run build, NODE_ENV=production)...');
        await runCommand('npm', ['run', 'build'], { cwd: ROOT, env: { ...env, NODE_ENV: 'production' } });
        log(`built in ${seconds(performance.now() - t)}`);
      }
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), 'mall-bench-web-'));
      dataDirs.push(dataDir);
      baseUrl = `http://127.0.0.1:${port}`;
      writeFileSync(join(RESULTS, 'web-server.log'), '');
      // As `npm start` serves it (scripts/start.mjs), on an embedded database of its own with the
      // demo data, like the e2e fixture (apps/web/e2e/fixtures.ts).
      server = startChild('server', process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
        cwd: ROOT,
        env: {
          PATH: env.PATH,
          HOME: env.HOME,
          NODE_ENV: 'production',
          SEED_DEMO: 'true',
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: baseUrl,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
        },
        logFile: join(RESULTS, 'web-server.log'),
      });
      const t = performance.now();
      await waitForHttp(`${baseUrl}/api/health`, server, 180_000);
      log(`server on ${baseUrl} (embedded database, demo data) ready in ${seconds(performance.now() - t)}`);
    } else {
      log(`measuring ${baseUrl} (BENCH_WEB_URL: nothing built or started)`);
    }

    const faultsBefore = pageFaultMicros();
    log(`first touch of a memory page: ${micros(faultsBefore)}`);
    const sessions = {};
    for (const role of new Set(pages.map((p) => p.role).filter(Boolean))) {
      sessions[role] = await login(baseUrl, ACCOUNTS[role]);
    }

    const rows = pages.map((page) => ({ ...page, runs: [], load: [], errors: [] }));
    let chromeVersion = null;
    let lighthouseVersion = null;
    // Round after round (every page once, then again), so a busy spell on the machine lands on
    // one run of several pages rather than on every run of one page.
    for (let round = 1; round <= settings.runs; round++) {
      for (const row of rows) {
        const label = `  [${round}/${settings.runs}] ${row.path}${row.role ? ` (${row.role})` : ''}`;
        const quiet = await waitForQuiet({ thresholdPct: settings.quietPct, budget: quietBudget });
        const meter = cpuMeter();
        try {
          const run = await lighthouseRunRetried(baseUrl, row, row.role ? sessions[row.role] : null, label);
          const busy = meter.stop().machine;
          chromeVersion ??= run.chromeVersion;
          lighthouseVersion ??= run.lhr.lighthouseVersion;
          const s = summarize(run.lhr);
          row.runs.push(s);
          const load = loadavg()[0];
          row.load.push({ background: quiet.busy, busy, loadAvg: load });
          if (settings.keepReports) writeFileSync(join(REPORTS, `${slug(row.path)}-${round}.json`), run.report);
          const warn = run.lhr.runWarnings?.length ? `  warnings: ${run.lhr.runWarnings.join(' | ')}` : '';
          log(
            `${label.padEnd(50)} perf ${Math.round(s.performance ?? 0)}  FCP ${((s.fcpMs ?? 0) / 1000).toFixed(1)} s  ` +
              `LCP ${((s.lcpMs ?? 0) / 1000).toFixed(1)} s  TBT ${Math.round(s.tbtMs ?? 0)} ms  CLS ${(s.cls ?? 0).toFixed(3)}  ` +
              `CPU index ${Math.round(s.benchmarkIndex ?? 0)}  bg ${quiet.busy?.toFixed(0) ?? '-'}%  busy ${busy?.toFixed(0) ?? '-'}%  load ${load.toFixed(1)}${warn}`,
          );
        } catch (err) {
          meter.stop();
          row.errors.push(err.message);
          log(`${label}: failed: ${err.message}`);
        }
      }
    }

    for (const row of rows) {
      row.median = row.runs.length ? medianOf(row.runs) : null;
      row.load = {
        background: median(row.load.map((l) => l.background)),
        busy: median(row.load.map((l) => l.busy)),
        loadAvg: median(row.load.map((l) => l.loadAvg)),
      };
      if (!row.runs.length) row.failed = row.errors[0] ?? 'no run';
    }
    const failures = rows.flatMap((row) => row.errors.map((e) => `${row.path}: ${e}`));
    const afterLoad = await backgroundBusy();
    const faultsAfter = pageFaultMicros();
    const totalMs = performance.now() - started;
    const md = [
      '# Lighthouse results',
      '',
      `${new Date().toISOString()} · commit ${gitCommit()} · Lighthouse ${lighthouseVersion ?? '?'} · ` +
        `${chromeVersion ?? 'Chromium ?'} · node ${process.version} · ${cpus().length} CPUs · ` +
        `mobile preset (simulated throttling) · median of ${settings.runs} run${settings.runs === 1 ? '' : 's'} per page · ` +
        `whole run ${seconds(totalMs)} · first touch of a memory page ${micros(faultsBefore)} before the runs, ` +
        `${micros(faultsAfter)} after`,
      '',
      table(rows),
      '',
      'Scores 0-100 (perf = performance, a11y = accessibility, BP = best practices); FCP, LCP, TBT, CLS as ' +
        "Lighthouse's simulated mobile load computes them; KiB = bytes transferred (all, and scripts). Each " +
        "figure is the median of that figure over the page's runs. CPU index: Lighthouse's benchmark of the " +
        'machine during the run (higher = faster; its simulation scales with it). bg %: whole machine busy in ' +
        'the second before each run (other work; above 20% the figures are pessimistic); busy %: whole ' +
        `machine during the runs (Chromium, Lighthouse and the server included; 100% = all ${cpus().length} CPUs); ` +
        `load 1m: the 1-minute load average as each run ended (runnable processes; above ${cpus().length} they queue). ` +
        `Load average at the end: ${loadavg()
          .map((v) => v.toFixed(2))
          .join(' ')}; machine busy after the runs: ${afterLoad === null ? '-' : `${afterLoad.toFixed(0)}%`}. ` +
        'First touch of a memory page: what a fresh 4 KiB page of memory costs the first time it is written, ' +
        "less the write itself (bench/lib/cpu.mjs). Each run's Chromium is a new process that pays it for all " +
        'the memory it uses: well under a µs on an ordinary machine, and on a virtual machine whose host hands ' +
        'memory out on first touch ten or more times that, which lengthens every task of the load ' +
        '(TBT most: it counts what each task takes beyond 50 ms, four times over).',
      '',
      '## Goals (issue 18)',
      '',
      ...goalLines(rows).map((line) => `    ${line}`),
    ];
    if (failures.length) md.push('', '## Failed runs', '', ...failures.map((f) => `- ${f}`));
    const text = md.join('\n');
    writeFileSync(join(RESULTS, 'web.md'), `${text}\n`);
    writeFileSync(
      join(RESULTS, 'web.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          commit: gitCommit(),
          lighthouseVersion,
          chromeVersion,
          node: process.version,
          cpus: cpus().length,
          pageFaultMicros: { before: faultsBefore, after: faultsAfter },
          settings: { ...settings, url: baseUrl },
          pages: rows.map(({ path, role, median: m, load, runs, errors }) => ({
            path,
            role: role ?? null,
            median: m,
            load,
            runs,
            errors,
          })),
        },
        null,
        2,
      )}\n`,
    );
    log(`\n${text}\n`);
    log(
      `written to bench/results/web.md and web.json${settings.keepReports ? ", each run's report in bench/results/lighthouse/" : ''} (whole run ${seconds(totalMs)})`,
    );
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    await server?.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err?.stack ?? err);
  process.exit(1);
});
