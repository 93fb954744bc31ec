// The pure parts of `npm run bench:web` (bench/web.mjs): reading a Lighthouse result, the median
// of a page's runs, the goals of issue 18 and the table. Run by `npm test` (node --test).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  blockingFromTrace,
  goalCell,
  goalLines,
  goalResults,
  median,
  medianOf,
  summarize,
  table,
} from './web-report.mjs';

/** A Lighthouse result reduced to what summarize() reads. */
function lhr({ perf = 0.62, a11y = 1, bp = 0.96, seo = 0.92, fcp = 3900, lcp = 5200, tbt = 310, cls = 0.3 } = {}) {
  return {
    categories: {
      performance: { score: perf },
      accessibility: { score: a11y },
      'best-practices': { score: bp },
      seo: { score: seo },
    },
    audits: {
      'first-contentful-paint': { numericValue: fcp },
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: cls },
      'total-byte-weight': { numericValue: 800 * 1024 },
      'resource-summary': {
        details: {
          items: [
            { resourceType: 'total', transferSize: 800 * 1024 },
            { resourceType: 'script', transferSize: 412 * 1024 },
          ],
        },
      },
    },
    environment: { benchmarkIndex: 1500 },
  };
}

test('summarize reads the four scores (0-100), the timings, CLS and the bytes of one run', () => {
  const s = summarize(lhr());
  assert.equal(Math.round(s.performance), 62);
  assert.equal(s.accessibility, 100);
  assert.equal(Math.round(s.bestPractices), 96);
  assert.equal(Math.round(s.seo), 92);
  assert.deepEqual(
    [s.fcpMs, s.lcpMs, s.tbtMs, s.cls, s.bytes, s.scriptBytes, s.benchmarkIndex],
    [3900, 5200, 310, 0.3, 800 * 1024, 412 * 1024, 1500],
  );
});

test('summarize leaves out what the report lacks (a category not run) as null', () => {
  const s = summarize({ categories: {}, audits: {} });
  assert.equal(s.performance, null);
  assert.equal(s.lcpMs, null);
  assert.equal(s.scriptBytes, null);
});

test('median: the middle value, the mean of the middle two, null for nothing; missing values ignored', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([90, 40, 95]), 90);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([7]), 7);
  assert.equal(median([]), null);
  assert.equal(median([null, 5, undefined, Number.NaN, 1, 3]), 3);
});

test("medianOf takes each figure's median on its own", () => {
  const m = medianOf([
    { performance: 60, lcpMs: 6000 },
    { performance: 70, lcpMs: 4000 },
    { performance: 65, lcpMs: 5000, cls: null },
  ]);
  assert.deepEqual(m, { performance: 65, lcpMs: 5000, cls: null });
});

test('goals: performance 95 on / and /cliente, 90 elsewhere; the limits are inclusive', () => {
  const good = { performance: 94, accessibility: 100, bestPractices: 95, seo: 95, lcpMs: 2500, tbtMs: 150, cls: 0.05 };
  assert.equal(goalCell('/faq', good), 'ok');
  assert.equal(goalCell('/', good), 'MISS perf');
  assert.equal(goalCell('/cliente', { ...good, performance: 95 }), 'ok');
  // Scores are compared as Lighthouse shows them: 94.6 reads 95.
  assert.equal(goalCell('/', { ...good, performance: 94.6 }), 'ok');
  assert.equal(
    goalCell('/regulamento', { ...good, accessibility: 98, lcpMs: 2501, cls: 0.051, tbtMs: 151, seo: 91 }),
    'MISS LCP, CLS, TBT, a11y, SEO',
  );
  // A figure the report lacks misses its goal.
  const missing = goalResults('/faq', { ...good, seo: null }).find((r) => r.goal.key === 'seo');
  assert.equal(missing.ok, false);
});

const rows = [
  {
    path: '/',
    median: { ...summarize(lhr()), performance: 62 },
    runs: [{}, {}, {}],
    load: { background: 12.4, busy: 61, loadAvg: 1.234 },
  },
  {
    path: '/cliente',
    role: 'CLIENTE',
    median: summarize(lhr({ perf: 0.97, fcp: 1200, lcp: 2100, tbt: 40, cls: 0.01, seo: 1, bp: 1 })),
    runs: [{}, {}, {}],
    load: { background: 3, busy: 55, loadAvg: 0.5 },
  },
  { path: '/faq', runs: [], load: { background: null, busy: null }, failed: 'landed on / instead of /faq' },
];

test('the table: one row per page with its figures, load and goals; a failed page says why', () => {
  const lines = table(rows).split('\n');
  assert.equal(lines.length, 2 + rows.length);
  assert.match(
    lines[0],
    /^\| page \| as \| perf \| a11y \| BP \| SEO \| FCP \| LCP \| TBT \| CLS \| KiB \| script KiB \|/,
  );
  assert.equal(
    lines[2],
    '| / | guest | 62 | 100 | 96 | 92 | 3.9 s | 5.2 s | 310 ms | 0.300 | 800 | 412 | 3 | 1500 | 12% | 61% | 1.2 | MISS perf, LCP, CLS, TBT, SEO |',
  );
  assert.equal(
    lines[3],
    '| /cliente | CLIENTE | 97 | 100 | 100 | 100 | 1.2 s | 2.1 s | 40 ms | 0.010 | 800 | 412 | 3 | 1500 | 3% | 55% | 0.5 | ok |',
  );
  assert.match(lines[4], /^\| \/faq \| guest \| - \|.*\| failed: landed on \/ instead of \/faq \|$/);
  // Every row has as many cells as the header.
  const cells = (line) => line.split(' | ').length;
  for (const line of lines) assert.equal(cells(line), cells(lines[0]));
});

test('the goal lines: each goal ok or the pages that miss it with their figure', () => {
  assert.deepEqual(goalLines(rows), [
    'MISS perf ≥ 95 on / and /cliente, ≥ 90 elsewhere: / 62 (not measured: /faq)',
    'MISS LCP ≤ 2.5 s: / 5.2 s (not measured: /faq)',
    'MISS CLS ≤ 0.05: / 0.300 (not measured: /faq)',
    'MISS TBT ≤ 150 ms: / 310 ms (not measured: /faq)',
    'ok   a11y 100 (not measured: /faq)',
    'ok   BP ≥ 95 (not measured: /faq)',
    'MISS SEO ≥ 95: / 92 (not measured: /faq)',
  ]);
  assert.deepEqual(goalLines([rows[2]])[0], '-    perf ≥ 95 on / and /cliente, ≥ 90 elsewhere: no page measured');
});

test('blockingFromTrace counts what Lighthouse counts at 4x: the main thread from the first paint on', () => {
  const main = { pid: 7, tid: 1 };
  const task = (startMs, durMs, where = main) => ({
    name: 'RunTask',
    ph: 'X',
    ...where,
    ts: startMs * 1000,
    dur: durMs * 1000,
  });
  const events = [
    { name: 'navigationStart', ...main, ts: 0, args: { data: { documentLoaderURL: 'about:blank' } } },
    {
      name: 'navigationStart',
      ...main,
      ts: 10_000,
      args: { data: { documentLoaderURL: 'http://127.0.0.1:4101/faq' } },
    },
    { name: 'firstContentfulPaint', ...main, ts: 300_000 },
    task(100, 40), // before the paint: not counted
    task(290, 30), // 20 ms of it after the paint: 4 x 20 - 50 = 30
    task(400, 12), // 48 ms at 4x: under 50, nothing
    task(500, 20), // 80 ms at 4x: 30
    task(600, 60, { pid: 7, tid: 2 }), // another thread
    task(700, 60, { pid: 9, tid: 1 }), // another process
    { name: 'FunctionCall', ph: 'X', ...main, ts: 800_000, dur: 90_000 }, // not a task
  ];
  assert.equal(blockingFromTrace(events), 60);
  assert.equal(blockingFromTrace(events, 1), 0);
  assert.equal(blockingFromTrace(events.filter((e) => e.name !== 'firstContentfulPaint')), null);
  assert.equal(blockingFromTrace([]), null);
});
