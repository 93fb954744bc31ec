// `npm run bench`: generates a large data set in PostgreSQL, starts the built API on it and a
// bare Fastify server beside it, and measures every endpoint of bench/endpoints.mjs with
// autocannon. Knobs: see bench/README.md.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { endpoints } from './endpoints.mjs';
import { cpuCount, waitForQuiet } from './lib/cpu.mjs';
import { downloadGoalStatus, downloadTable, measureDownload } from './lib/download.mjs';
import {
  databaseName,
  dropDatabase,
  generateDataset,
  MONTHLY_SALES,
  readFixtures,
  readMeta,
  removeBenchWrites,
} from './lib/generate.mjs';
import { measure, probe, soloLatency } from './lib/measure.mjs';
import { METRICS_TOKEN, measureMetricsCost, metricsCostGoal, metricsCostTable } from './lib/metrics-cost.mjs';
import { measurePhotoBurst, PHOTO_BURST, photoBurstGoal, photoBurstTable } from './lib/photo-burst.mjs';
import { freePort, installCleanup, runCommand, startChild, waitForHttp } from './lib/processes.mjs';
import { ceilingRatio, goalStatus, seconds, table } from './lib/report.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(ROOT, 'bench', 'results');
const env = process.env;
const num = (name, fallback) => {
  if (env[name] === undefined || env[name] === '') return fallback;
  const value = Number(env[name].replaceAll('_', ''));
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number`);
  return value;
};

const settings = {
  url: env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/mall_bench',
  scale: num('BENCH_SCALE', 1),
  stores: num('BENCH_STORES', 200),
  monthlySales: num('BENCH_MONTHLY_SALES', MONTHLY_SALES),
  duration: num('BENCH_DURATION', 10),
  warmup: num('BENCH_WARMUP', 2),
  connections: num('BENCH_CONNECTIONS', 50),
  only: env.BENCH_ONLY ? new RegExp(env.BENCH_ONLY, 'i') : null,
  reuse: env.BENCH_REUSE === '1',
  keep: env.BENCH_KEEP !== '0',
  build: env.BENCH_SKIP_BUILD !== '1',
  timeZone: env.APP_TIMEZONE || 'America/Sao_Paulo',
  /** Before each endpoint, wait while other processes keep the CPUs busier than this (%). */
  quietPct: num('BENCH_QUIET_PCT', 20),
};
/** Seconds the whole run may spend waiting for a quiet machine. */
const quietBudget = { remainingMs: num('BENCH_QUIET_WAIT', 90) * 1000 };
const sizes = env.BENCH_SIZES
  ? env.BENCH_SIZES.split(',').map((s) => Number(s.trim().replaceAll('_', '')))
  : [num('BENCH_SALES', Math.round(1_000_000 * settings.scale))];
if (sizes.some((s) => !Number.isInteger(s) || s < 1)) throw new Error('BENCH_SIZES / BENCH_SALES must be positive');
if (settings.monthlySales < 1) throw new Error('BENCH_MONTHLY_SALES must be positive');
// Clients follow the sales (about ten purchases each) unless fixed.
const clientsFor = (sales) => num('BENCH_CLIENTS', Math.max(1000, Math.round(sales / 10)));

const selected = endpoints.filter(
  (ep) => !settings.only || settings.only.test(ep.name) || ep.server === 'ceiling' || ep.path === '/api/health',
);
const log = (msg = '') => console.log(msg);
const fmtPct = (v) => (v === null || v === undefined ? '-' : `${v.toFixed(0)}%`);
const tmpDirs = [];

async function pgVersion(url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query('show server_version')).rows[0].server_version;
  } finally {
    await c.end();
  }
}

async function login(apiUrl, email, password) {
  const res = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await res.json().catch(() => ({}));
  if (res.status !== 200 || !body.data?.access_token) {
    throw new Error(`login as ${email} failed: ${res.status} ${JSON.stringify(body)}`);
  }
  return body.data.access_token;
}

function apiEnv(port, dataDir, url) {
  const extra = Object.fromEntries(
    Object.entries(env)
      .filter(([k]) => k.startsWith('BENCH_API_'))
      .map(([k, v]) => [k.slice('BENCH_API_'.length), v]),
  );
  return {
    PATH: env.PATH,
    HOME: env.HOME,
    DATABASE_URL: url,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    DATA_DIR: dataDir,
    APP_TIMEZONE: settings.timeZone,
    LOGIN_RATE_LIMIT_PER_IP: '1000000',
    LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000000',
    // The photo burst sends its twelve photos from one account and one address at once.
    UPLOAD_RATE_LIMIT_PER_ACCOUNT: '1000000',
    UPLOAD_RATE_LIMIT_PER_IP: '1000000',
    UPLOAD_MAX_UNATTACHED: '1000000',
    ...extra,
  };
}

/** Generates (or reuses) the data set for one size, runs every endpoint, returns the rows. */
async function runSize(sales, ceiling, warnings) {
  const ceilingUrl = ceiling.url;
  const clients = clientsFor(sales);
  const sizeStart = performance.now();
  log(
    `\n=== ${sales.toLocaleString('en-US')} sales, ${clients.toLocaleString('en-US')} clients, ${settings.stores} stores ===`,
  );

  let meta = settings.reuse ? await readMeta(settings.url) : null;
  const same =
    meta?.params?.sales === sales &&
    meta?.params?.clients === clients &&
    meta?.params?.stores === settings.stores &&
    meta?.params?.monthlySales === settings.monthlySales;
  if (same) {
    log(`reusing database ${databaseName(settings.url)} generated at ${meta.generatedAt}`);
    const removed = await removeBenchWrites(settings.url);
    if (removed > 0) log(`removed ${removed.toLocaleString('en-US')} purchases recorded by earlier runs`);
  } else {
    log(`generating into ${databaseName(settings.url)} (dropped and re-created)...`);
    meta = await generateDataset({
      url: settings.url,
      sales,
      clients,
      stores: settings.stores,
      monthlySales: settings.monthlySales,
      timeZone: settings.timeZone,
      log,
    });
    const parts = Object.entries(meta.timings)
      .map(([k, v]) => `${k} ${seconds(v)}`)
      .join(', ');
    log(`data generated in ${seconds(meta.totalMs)} (${parts})`);
    log(
      `rows: ${Object.entries(meta.counts)
        .map(([k, v]) => `${k} ${v.toLocaleString('en-US')}`)
        .join(', ')}`,
    );
  }
  const fixtures = { ...(await readFixtures(settings.url, settings.timeZone)), runId: Date.now().toString(36) };

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-bench-'));
  tmpDirs.push(dataDir);
  const api = startChild('api', process.execPath, ['apps/api/dist/server.js'], {
    cwd: ROOT,
    env: apiEnv(port, dataDir, settings.url),
    logFile: join(RESULTS, 'api.log'),
  });
  const apiUrl = `http://127.0.0.1:${port}`;
  const rows = [];
  const downloads = [];
  let burst = null;
  let metricsCost = null;
  let monitor;
  try {
    await waitForHttp(`${apiUrl}/api/health`, api);
    // PostgreSQL CPU is counted on the backends serving the benchmark database only.
    monitor = new pg.Client({ connectionString: settings.url });
    await monitor.connect();
    const backendPids = async () =>
      (
        await monitor.query(
          'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        )
      ).rows.map((row) => row.pid);
    const tokens = {};
    for (const role of new Set(selected.map((ep) => ep.role).filter(Boolean))) {
      const email = fixtures.accounts[role];
      if (!email) throw new Error(`no account for role ${role}`);
      tokens[role] = await login(apiUrl, email, fixtures.password);
    }
    const ctx = { fixtures, tokens };

    for (const ep of selected) {
      const onCeiling = ep.server === 'ceiling';
      const base = onCeiling ? ceilingUrl : apiUrl;
      if (ep.download) {
        try {
          const r = await measureDownload(ep, ctx, base, api.child.pid);
          downloads.push({ ep, r });
          log(
            `  ${ep.name.padEnd(42)} ${r.status} ${(r.total ?? r.lines).toLocaleString('en-US')} rows ${(r.bytes / 1_048_576).toFixed(1)} MB in ${r.seconds.toFixed(1)} s, API RSS ${r.rssBeforeMb?.toFixed(0)} -> peak ${r.rssPeakMb?.toFixed(0)} MB`,
          );
          const goal = downloadGoalStatus(ep, r);
          if (r.status !== 200) warnings.push(`[${sales}] ${ep.name}: answered ${r.status}`);
          if (goal.startsWith('MISS')) warnings.push(`[${sales}] ${ep.name}: goal ${goal}`);
        } catch (err) {
          downloads.push({ ep, r: { failed: err.message } });
          warnings.push(`[${sales}] ${ep.name}: failed: ${err.message}`);
          log(`  ${ep.name}: failed: ${err.message}`);
        }
        continue;
      }
      try {
        const quiet = await waitForQuiet({ thresholdPct: settings.quietPct, budget: quietBudget });
        if (quiet.busy !== null && quiet.busy > settings.quietPct) {
          const w = `${ep.name}: other processes kept the CPUs ${quiet.busy.toFixed(0)}% busy before the run; its numbers are low`;
          warnings.push(`[${sales}] ${w}`);
          log(`  warning: ${w}`);
        }
        const first = await probe(ep, ctx, base);
        if (first.status < 200 || first.status > 299) {
          const w = `${ep.name}: probe answered ${first.status}: ${first.body}`;
          warnings.push(`[${sales}] ${w}`);
          log(`  warning: ${w}`);
        }
        const solo = await soloLatency(ep, ctx, base);
        const r = await measure(ep, ctx, base, {
          ...settings,
          serverPid: onCeiling ? ceiling.handle.child.pid : api.child.pid,
          postgresPids: onCeiling ? async () => [] : backendPids,
        });
        r.background = quiet.busy;
        r.solo = solo;
        rows.push({ ep, r });
        const bad = r.non2xx + r.errors + r.timeouts;
        log(
          `  ${ep.name.padEnd(42)} ${Math.round(r.rps).toString().padStart(6)} req/s  p50 ${r.p50.toFixed(1)}  p95 ${r.p95.toFixed(1)}  p99 ${r.p99.toFixed(1)} ms  solo ${solo.toFixed(1)} ms  cpu server ${fmtPct(r.cpu.server)} (${r.serverCpuMsPerReq?.toFixed(3)} ms/req) pg ${fmtPct(r.cpu.postgres)} bg ${fmtPct(r.background)}${bad ? `  non-2xx/errors ${bad} ${JSON.stringify(r.statusCodes)}` : ''}`,
        );
        if (bad && (ep.method ?? 'GET') === 'GET') {
          const w = `${ep.name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts (${JSON.stringify(r.statusCodes)})`;
          warnings.push(`[${sales}] ${w}`);
          log(`  warning: ${w}`);
        }
        const goal = goalStatus(ep, r);
        if (goal.startsWith('MISS')) warnings.push(`[${sales}] ${ep.name}: goal ${goal}`);
      } catch (err) {
        rows.push({ ep, r: { failed: err.message } });
        warnings.push(`[${sales}] ${ep.name}: failed: ${err.message}`);
        log(`  ${ep.name}: failed: ${err.message}`);
      }
    }
    if (!settings.only || settings.only.test('photo burst')) {
      burst = await photoBurst(apiUrl, api.child.pid, fixtures, tokens, sales, warnings);
    }
    if (!settings.only || settings.only.test('metrics')) {
      metricsCost = await metricsCostOf(apiUrl, dataDir, ctx, sales, warnings);
    }
  } finally {
    await monitor?.end().catch(() => {});
    await api.stop();
  }
  return { sales, clients, meta, fixtures, rows, downloads, burst, metricsCost, ms: performance.now() - sizeStart };
}

/** The customer's balance on this API and on a second one with GET /metrics on (lib/metrics-cost.mjs). */
async function metricsCostOf(apiUrl, dataDir, ctx, sales, warnings) {
  const ep = endpoints.find((e) => e.name === 'GET /api/clients/me/campaign-points');
  const port = await freePort();
  const on = startChild('api-metrics', process.execPath, ['apps/api/dist/server.js'], {
    cwd: ROOT,
    env: { ...apiEnv(port, dataDir, settings.url), METRICS_TOKEN, JOBS_ENABLED: 'false' },
    logFile: join(RESULTS, 'api.log'),
  });
  try {
    const onUrl = `http://127.0.0.1:${port}`;
    await waitForHttp(`${onUrl}/api/health`, on);
    const tokens = {
      ...ctx.tokens,
      CLIENTE: ctx.tokens.CLIENTE ?? (await login(apiUrl, ctx.fixtures.accounts.CLIENTE, ctx.fixtures.password)),
    };
    const r = await measureMetricsCost({ ep, ctx: { ...ctx, tokens }, offUrl: apiUrl, onUrl, settings });
    log(
      `  metrics cost: ${ep.name} on/off ${(r.ratio * 100).toFixed(1)}%, GET /metrics ${r.scrapeMs.toFixed(0)} ms: ${metricsCostGoal(r)}`,
    );
    if (metricsCostGoal(r).startsWith('MISS')) warnings.push(`[${sales}] metrics cost: ${metricsCostGoal(r)}`);
    return r;
  } catch (err) {
    warnings.push(`[${sales}] metrics cost: failed: ${err.message}`);
    log(`  metrics cost: failed: ${err.message}`);
    return { failed: err.message };
  } finally {
    await on.stop();
  }
}

/** Twelve 36-megapixel receipt photos uploaded at once (lib/photo-burst.mjs). */
async function photoBurst(apiUrl, pid, fixtures, tokens, sales, warnings) {
  const name = `photo burst (${PHOTO_BURST.photos} × ${PHOTO_BURST.width}×${PHOTO_BURST.height} at once)`;
  try {
    await waitForQuiet({ thresholdPct: settings.quietPct, budget: quietBudget });
    const token = tokens.CLIENTE ?? (await login(apiUrl, fixtures.accounts.CLIENTE, fixtures.password));
    const r = await measurePhotoBurst({ apiUrl, token, pid, databaseUrl: settings.url });
    log(
      `  ${name}: answers ${JSON.stringify(r.statuses)}, last in ${Math.round(r.answerMaxMs)} ms, all read in ${r.readMs === null ? '-' : Math.round(r.readMs)} ms (${r.found} codes), API RSS ${r.rssBeforeMb?.toFixed(0)} -> peak ${r.rssPeakMb?.toFixed(0)} MB, campaign p50 ${r.p50.toFixed(1)} p95 ${r.p95.toFixed(1)} max ${r.max.toFixed(0)} ms (${r.requests} requests)`,
    );
    const goal = photoBurstGoal(r);
    if (goal.startsWith('MISS')) warnings.push(`[${sales}] ${name}: goal ${goal}`);
    if (Object.keys(r.statuses).some((s) => s !== '201'))
      warnings.push(`[${sales}] ${name}: uploads answered ${JSON.stringify(r.statuses)}`);
    return r;
  } catch (err) {
    warnings.push(`[${sales}] ${name}: failed: ${err.message}`);
    log(`  ${name}: failed: ${err.message}`);
    return { failed: err.message };
  }
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main() {
  const started = performance.now();
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, 'api.log'), '');
  installCleanup();

  log(`bench: ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), node ${process.version}`);
  log(`database ${settings.url}, PostgreSQL ${await pgVersion(settings.url.replace(/\/[^/]*$/, '/postgres'))}`);
  log(
    `sizes: ${sizes.join(', ')} sales; ${settings.duration} s per endpoint after ${settings.warmup} s warm-up, ${settings.connections} connections`,
  );

  if (settings.build) {
    const t = performance.now();
    log('building the API (npm run build -w @mall/api)...');
    await runCommand('npm', ['run', 'build', '-w', '@mall/api'], { cwd: ROOT });
    log(`built in ${seconds(performance.now() - t)}`);
  }

  const ceilingPort = await freePort();
  const ceiling = startChild('ceiling', process.execPath, [join(ROOT, 'bench', 'ceiling.mjs')], {
    cwd: ROOT,
    env: { PATH: env.PATH, PORT: String(ceilingPort) },
    logFile: join(RESULTS, 'ceiling.log'),
  });
  const ceilingUrl = `http://127.0.0.1:${ceilingPort}`;
  const warnings = [];
  const results = [];
  try {
    await waitForHttp(`${ceilingUrl}/ceiling`, ceiling);
    for (const sales of sizes) results.push(await runSize(sales, { url: ceilingUrl, handle: ceiling }, warnings));
  } finally {
    await ceiling.stop();
    for (const dir of tmpDirs) rmSync(dir, { recursive: true, force: true });
    if (!settings.keep) {
      await dropDatabase(settings.url);
      log(`dropped database ${databaseName(settings.url)} (BENCH_KEEP=0)`);
    }
  }

  const totalMs = performance.now() - started;
  const md = [
    '# Benchmark results',
    '',
    `${new Date().toISOString()} · commit ${gitCommit()} · ${cpus().length} CPUs · node ${process.version} · ` +
      `${settings.duration} s per endpoint after ${settings.warmup} s warm-up, ${settings.connections} connections ` +
      '(unless the table says otherwise) · whole run ' +
      seconds(totalMs),
  ];
  for (const res of results) {
    const ratio = ceilingRatio(res.rows);
    const { counts } = res.meta;
    md.push(
      '',
      `## ${res.sales.toLocaleString('en-US')} sales`,
      '',
      `Data set: ${Object.entries(counts)
        .map(([k, v]) => `${v.toLocaleString('en-US')} ${k}`)
        .join(', ')}; generated in ${seconds(res.meta.totalMs)}${settings.reuse ? ' (may be reused)' : ''}.`,
      `History: ${(res.sales / res.meta.params.monthlySales).toFixed(1)} months at ${res.meta.params.monthlySales.toLocaleString('en-US')} sales a month; ` +
        `the statement's store (${res.fixtures.store?.tradeName}) sold ${res.fixtures.storeMonthSales.toLocaleString('en-US')} times in ${res.fixtures.month}/${res.fixtures.year}.`,
      '',
      table(res.rows),
      '',
      'solo ms: median of 5 sequential requests before the load (one request without queueing); ' +
        `server CPU %: the measured server process (100% = one of ${cpuCount()} CPUs); CPU ms/req: CPU time per ` +
        'response of the server process and of the PostgreSQL backends serving the benchmark database (less ' +
        'sensitive than req/s and latency to other work on the machine); background: whole machine busy % ' +
        'in the second before the run (above 20% the throughput and latency figures are low).',
      '',
      ratio ? ratio.line : 'health / ceiling: not measured',
    );
    if (res.downloads.length) md.push('', '### Exports', '', downloadTable(res.downloads));
    if (res.burst) md.push('', '### Receipt photos uploaded at once', '', photoBurstTable(res.burst));
    if (res.metricsCost && !res.metricsCost.failed)
      md.push('', '### What GET /metrics costs', '', metricsCostTable(res.metricsCost));
    if (ratio && ratio.pct < 50) warnings.push(`[${res.sales}] ${ratio.line}: below target`);
  }
  if (results.length > 1) {
    md.push('', '## p95 growth between sizes', '', ...growth(results));
  }
  // Issue 17: reading the fiscal code off a receipt photo (no database: once per run).
  if (!settings.only || settings.only.test('receipt')) {
    log('\n=== receipt photos: the decoder (bench/receipt-decode.mjs) ===');
    const decode = spawnSync(process.execPath, [join(ROOT, 'bench', 'receipt-decode.mjs')], { encoding: 'utf8' });
    const out = (decode.stdout ?? '').trim();
    md.push('', '## Receipt photos (the fiscal code read on the server)', '', out || '(no output)');
    for (const line of out.split('\n').filter((l) => l.startsWith('MISS ')))
      warnings.push(`[receipts] ${line.slice(5)}`);
    if (decode.status !== 0)
      warnings.push(`[receipts] the decoding benchmark failed (exit ${decode.status}): ${decode.stderr}`);
  }
  // The e-mail outbox against a mute and a stopped mail server (embedded database: once per run).
  if (!settings.only || settings.only.test('mail')) {
    log('\n=== e-mail: a mute and a stopped SMTP server (bench/mail-outage.mjs) ===');
    const mail = spawnSync(process.execPath, [join(ROOT, 'bench', 'mail-outage.mjs')], { encoding: 'utf8' });
    const out = (mail.stdout ?? '').trim();
    md.push('', '## E-mail through a failing SMTP server (embedded database)', '', out || '(no output)');
    for (const line of out.split('\n').filter((l) => l.endsWith('| MISS |'))) warnings.push(`[mail] ${line}`);
    if (mail.status !== 0) warnings.push(`[mail] the e-mail benchmark failed (exit ${mail.status}): ${mail.stderr}`);
  }
  if (warnings.length) md.push('', '## Warnings', '', ...warnings.map((w) => `- ${w}`));
  const text = md.join('\n');
  writeFileSync(join(RESULTS, 'latest.md'), `${text}\n`);
  writeFileSync(
    join(RESULTS, 'latest.json'),
    `${JSON.stringify(
      results.map((r) => ({
        sales: r.sales,
        clients: r.clients,
        meta: r.meta,
        rows: r.rows.map(({ ep, r: m }) => ({ name: ep.name, ...m })),
        downloads: r.downloads.map(({ ep, r: m }) => ({ name: ep.name, ...m })),
        photoBurst: r.burst,
        metricsCost: r.metricsCost,
      })),
      null,
      2,
    )}\n`,
  );
  log(`\n${text}\n`);
  log(`written to bench/results/latest.md (whole run ${seconds(totalMs)})`);
  process.exitCode = results.some((r) => r.burst?.failed || [...r.rows, ...r.downloads].some(({ r: m }) => m.failed))
    ? 1
    : 0;
}

/** For each endpoint, p95 at the largest size over p95 at the smallest (issue 5: at most 2x). */
function growth(results) {
  const small = results[0];
  const large = results[results.length - 1];
  const lines = [
    `| endpoint | p95 at ${small.sales} | p95 at ${large.sales} | p95 ratio | solo at ${small.sales} | solo at ${large.sales} | solo ratio | CPU ms/req ratio |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  // Server and PostgreSQL CPU time per response, added: what a request costs, whatever the
  // machine's speed at that moment did to the queueing behind p95.
  const cpuPerReq = (m) =>
    m.serverCpuMsPerReq === null || m.serverCpuMsPerReq === undefined
      ? null
      : m.serverCpuMsPerReq + (m.postgresCpuMsPerReq ?? 0);
  for (const { ep, r } of large.rows) {
    const s = small.rows.find((row) => row.ep.name === ep.name)?.r;
    if (!s || s.failed || r.failed) continue;
    const [cs, cl] = [cpuPerReq(s), cpuPerReq(r)];
    lines.push(
      `| ${ep.name} | ${s.p95.toFixed(1)} | ${r.p95.toFixed(1)} | ${(r.p95 / s.p95).toFixed(2)}x | ` +
        `${s.solo.toFixed(1)} | ${r.solo.toFixed(1)} | ${(r.solo / s.solo).toFixed(2)}x | ` +
        `${cs && cl ? `${(cl / cs).toFixed(2)}x` : '-'} |`,
    );
  }
  lines.push(
    '',
    'The solo ratio (one request at a time) is the steadier of the two when the machine was not equally quiet ' +
      'during both sizes (see the background column). The CPU ratio compares the server and PostgreSQL CPU time ' +
      'per response, which p95 follows when the load keeps the CPUs busy.',
  );
  return lines;
}

main().catch((err) => {
  console.error(err?.stack ?? err);
  process.exit(1);
});
