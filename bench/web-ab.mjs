// `npm run bench:web:ab`: compares the main-thread work of two running builds of the app, page by
// page, loading each page alternately from one and the other (A, B, A, B...) in a fresh Chromium,
// as a returning user where the page needs a login. Each load is traced, unthrottled, up to 1.5 s
// after the network is idle, and its main thread's tasks from the first contentful paint on are
// summed the way Lighthouse sums TBT at its 4x CPU slowdown: 4 x duration - 50 ms per task
// (`blockingFromTrace`). Prints the median per page and build, and every load.
// Faster than Lighthouse (a few seconds a load), and interleaved, so a machine drifting between
// two separate runs does not read as a difference. Knobs: see bench/README.md.
import puppeteer from 'puppeteer-core';
import { chromiumPath, ensureChromium } from '../scripts/lib.mjs';
import { blockingFromTrace, median } from './lib/web-report.mjs';
import { ACCOUNTS, giveSession, login, PAGES } from './lib/web-session.mjs';

const env = process.env;
const urls = (env.BENCH_AB_URLS ?? '')
  .split(',')
  .map((u) => u.trim().replace(/\/+$/, ''))
  .filter(Boolean);
const pages = (env.BENCH_AB_PAGES ?? PAGES.map((p) => p.path).join(',')).split(',').map((p) => p.trim());
const runs = Number(env.BENCH_AB_RUNS ?? 7);
/** What Lighthouse's mobile preset emulates: a 412 px wide phone. */
const PHONE = { width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 };
const SETTLE_MS = 1500;

/**
 * What the browser traces for `blockingFromTrace`: the main thread's tasks, the navigation and its
 * paints; and, as Lighthouse's trace does, the script stack behind each timer, request and style
 * invalidation, which the page pays for while traced (most where it is deepest: inside React's
 * commit, bench/FINDINGS.md, "What Lighthouse's trace adds to a deep stack").
 */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'loading',
  'blink.user_timing',
];

/** One load of `path` from `base` in a Chromium of its own, traced: its blocking time at 4x (ms), null when the trace missed its first paint. */
async function blockingTime(base, path, session) {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const tab = await browser.newPage();
    await tab.setViewport(PHONE);
    if (session) await giveSession(browser, tab, base, session);
    await tab.tracing.start({ categories: TRACE_CATEGORIES });
    await tab.goto(`${base}${path}`, { waitUntil: 'networkidle0' });
    const landed = new URL(tab.url()).pathname;
    if (landed !== path) throw new Error(`${base}${path} landed on ${landed} (login did not hold?)`);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const trace = JSON.parse(Buffer.from(await tab.tracing.stop()).toString('utf8'));
    return blockingFromTrace(trace.traceEvents);
  } finally {
    await browser.close();
  }
}

async function main() {
  if (urls.length !== 2) throw new Error('BENCH_AB_URLS: two addresses, A and B, comma-separated');
  if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_AB_RUNS must be 1 or more');
  if (!(await ensureChromium())) throw new Error(`Chromium not found at ${chromiumPath()} (apt-get install chromium)`);
  const rows = [];
  for (const path of pages) {
    const role = PAGES.find((p) => p.path === path)?.role;
    const sessions = await Promise.all(urls.map((u) => (role ? login(u, ACCOUNTS[role]) : null)));
    const figures = urls.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (const [i, base] of urls.entries()) {
        // Now and then the trace misses the first paint (Lighthouse retries such runs too): load once more.
        const figure = (await blockingTime(base, path, sessions[i])) ?? (await blockingTime(base, path, sessions[i]));
        if (figure === null) throw new Error(`${base}${path}: two traces in a row hold no first paint`);
        figures[i].push(figure);
      }
    }
    const [a, b] = figures.map(median);
    rows.push({ path, a, b, figures });
    console.log(
      `${path.padEnd(28)} A ${Math.round(a)} ms  B ${Math.round(b)} ms  (${(((b - a) / a) * 100).toFixed(0)}%)  ` +
        `A: ${figures[0].map(Math.round).join(' ')}  B: ${figures[1].map(Math.round).join(' ')}`,
    );
  }
  console.log(
    `\nA = ${urls[0]}, B = ${urls[1]}; median of ${runs} interleaved loads each, main-thread tasks from the first paint on, as TBT at 4x`,
  );
  return rows;
}

main().catch((err) => {
  console.error(err?.stack ?? err);
  process.exit(1);
});
