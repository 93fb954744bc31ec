// The pure side of `npm run bench:web`: what one Lighthouse report says, the median of the runs
// of a page, the acceptance goals of issue 18 and the table (markdown: readable in a terminal and
// in bench/results/web.md). No I/O here: bench/lib/web-report.test.mjs covers it.

/** The figures of one run, read from a Lighthouse result (lhr). Scores are 0-100, times ms. */
export function summarize(lhr) {
  const score = (id) => {
    const s = lhr.categories?.[id]?.score;
    return typeof s === 'number' ? s * 100 : null;
  };
  const value = (id) => {
    const v = lhr.audits?.[id]?.numericValue;
    return typeof v === 'number' ? v : null;
  };
  const items = lhr.audits?.['resource-summary']?.details?.items ?? [];
  const scriptBytes = items.find((item) => item.resourceType === 'script')?.transferSize ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    scriptBytes,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/** Median of the finite numbers of `values` (mean of the middle two for an even count), or null. */
export function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/** Each figure's median over the runs, on its own (one run's LCP may sit beside another's TBT). */
export function medianOf(runs) {
  const keys = new Set(runs.flatMap((r) => Object.keys(r)));
  return Object.fromEntries([...keys].map((k) => [k, median(runs.map((r) => r[k]))]));
}

/**
 * Issue 18's acceptance: performance >= 95 on `/` and `/cliente`, >= 90 on every other page;
 * LCP <= 2.5 s, CLS <= 0.05, TBT <= 150 ms, accessibility 100, best practices and SEO >= 95.
 */
export const GOALS = [
  {
    key: 'performance',
    short: 'perf',
    target: '≥ 95 on / and /cliente, ≥ 90 elsewhere',
    min: (path) => (path === '/' || path === '/cliente' ? 95 : 90),
  },
  { key: 'lcpMs', short: 'LCP', target: '≤ 2.5 s', max: () => 2500 },
  { key: 'cls', short: 'CLS', target: '≤ 0.05', max: () => 0.05 },
  { key: 'tbtMs', short: 'TBT', target: '≤ 150 ms', max: () => 150 },
  { key: 'accessibility', short: 'a11y', target: '100', min: () => 100 },
  { key: 'bestPractices', short: 'BP', target: '≥ 95', min: () => 95 },
  { key: 'seo', short: 'SEO', target: '≥ 95', min: () => 95 },
];

const fmtScore = (v) => (v === null || v === undefined ? '-' : String(Math.round(v)));
const fmtSeconds = (ms) => (ms === null || ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);
const fmtMs = (ms) => (ms === null || ms === undefined ? '-' : `${Math.round(ms)} ms`);
const fmtCls = (v) => (v === null || v === undefined ? '-' : v.toFixed(3));
const fmtKib = (bytes) => (bytes === null || bytes === undefined ? '-' : String(Math.round(bytes / 1024)));
const fmtPct = (v) => (v === null || v === undefined || !Number.isFinite(v) ? '-' : `${v.toFixed(0)}%`);
const fmtLoad = (v) => (v === null || v === undefined || !Number.isFinite(v) ? '-' : v.toFixed(1));
const fmtIndex = (v) => (v === null || v === undefined ? '-' : String(Math.round(v)));

/** How a figure of `key` reads in the goals: `62`, `5.2 s`, `0.300`, `310 ms`. */
export function formatFigure(key, value) {
  if (key === 'lcpMs' || key === 'fcpMs') return fmtSeconds(value);
  if (key === 'tbtMs') return fmtMs(value);
  if (key === 'cls') return fmtCls(value);
  return fmtScore(value);
}

/**
 * Each goal's status for one page's medians: [{ goal, ok, value }]. Scores are compared as
 * Lighthouse shows them (rounded); a missing figure misses its goal.
 */
export function goalResults(path, m) {
  return GOALS.map((goal) => {
    const raw = m?.[goal.key];
    let ok = false;
    if (raw !== null && raw !== undefined) {
      const value = goal.key === 'cls' || goal.key.endsWith('Ms') ? raw : Math.round(raw);
      ok = goal.min ? value >= goal.min(path) : value <= goal.max(path);
    }
    return { goal, ok, value: raw ?? null };
  });
}

/** The goals column of a page: `ok`, or `MISS perf, LCP`. */
export function goalCell(path, m) {
  const missed = goalResults(path, m).filter((r) => !r.ok);
  return missed.length ? `MISS ${missed.map((r) => r.goal.short).join(', ')}` : 'ok';
}

/**
 * rows: [{ path, role, median, load: { background, busy, loadAvg }, runs, failed }] where `failed` is a
 * message when no run of the page succeeded. Returns the markdown table.
 */
export function table(rows) {
  const head = [
    'page',
    'as',
    'perf',
    'a11y',
    'BP',
    'SEO',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'KiB',
    'script KiB',
    'runs',
    'CPU index',
    'bg %',
    'busy %',
    'load 1m',
    'goals',
  ];
  const align = head.map((h, i) => (i < 2 || h === 'goals' ? ' --- ' : ' ---: '));
  const lines = [`| ${head.join(' | ')} |`, `|${align.join('|')}|`];
  for (const row of rows) {
    const m = row.median;
    const cells = !m
      ? [row.path, row.role ?? 'guest', ...Array(head.length - 3).fill('-'), `failed: ${row.failed ?? '?'}`]
      : [
          row.path,
          row.role ?? 'guest',
          fmtScore(m.performance),
          fmtScore(m.accessibility),
          fmtScore(m.bestPractices),
          fmtScore(m.seo),
          fmtSeconds(m.fcpMs),
          fmtSeconds(m.lcpMs),
          fmtMs(m.tbtMs),
          fmtCls(m.cls),
          fmtKib(m.bytes),
          fmtKib(m.scriptBytes),
          String(row.runs?.length ?? 0),
          fmtIndex(m.benchmarkIndex),
          fmtPct(row.load?.background),
          fmtPct(row.load?.busy),
          fmtLoad(row.load?.loadAvg),
          goalCell(row.path, m),
        ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** One line per goal: `ok` or the pages that miss it with their figure. */
export function goalLines(rows) {
  const measured = rows.filter((row) => row.median);
  return GOALS.map((goal) => {
    const misses = measured
      .map((row) => ({ row, r: goalResults(row.path, row.median).find((x) => x.goal === goal) }))
      .filter(({ r }) => !r.ok)
      .map(({ row, r }) => `${row.path} ${formatFigure(goal.key, r.value)}`);
    const name = `${goal.short} ${goal.target}`;
    if (!measured.length) return `-    ${name}: no page measured`;
    const unmeasured =
      rows.length > measured.length
        ? ` (not measured: ${rows
            .filter((row) => !row.median)
            .map((row) => row.path)
            .join(', ')})`
        : '';
    return misses.length ? `MISS ${name}: ${misses.join(', ')}${unmeasured}` : `ok   ${name}${unmeasured}`;
  });
}

/**
 * A traced page load's blocking time as Lighthouse's mobile preset counts TBT: each task of the
 * page's main thread from its first contentful paint on, timed unthrottled and four times over
 * (its CPU slowdown), counts what it takes beyond 50 ms. A task that began before the paint counts
 * from the paint. Every task is read, not only those a `PerformanceObserver` reports (50 ms and
 * more): at 4x, one of 13 ms already blocks. `traceEvents` is a Chrome trace with the
 * `devtools.timeline`, `disabled-by-default-devtools.timeline` and `loading` categories; null when
 * it holds no navigation or no first paint.
 */
export function blockingFromTrace(traceEvents, slowdown = 4) {
  // The page's own navigation: the last one of a document from the server that painted (the blank
  // tab's navigation and a later one that drew nothing are not the page's).
  const navigations = traceEvents.filter(
    (e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''),
  );
  const paints = traceEvents.filter((e) => e.name === 'firstContentfulPaint');
  let navigation = null;
  let paint = null;
  for (const nav of navigations.reverse()) {
    const id = nav.args.data.navigationId;
    paint = paints.find((e) =>
      id && e.args?.data?.navigationId ? e.args.data.navigationId === id : e.pid === nav.pid && e.ts >= nav.ts,
    );
    if (paint) {
      navigation = nav;
      break;
    }
  }
  if (!navigation || !paint) return null;
  let total = 0;
  for (const e of traceEvents) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== navigation.pid || e.tid !== navigation.tid) continue;
    const end = e.ts + e.dur;
    if (end <= paint.ts) continue;
    const ms = (end - Math.max(e.ts, paint.ts)) / 1000;
    total += Math.max(0, slowdown * ms - 50);
  }
  return Math.round(total);
}
