// What GET /metrics costs (issue 40): the same endpoint measured on an API without METRICS_TOKEN
// and on one with it, scraped every second meanwhile (Prometheus usually scrapes every 15 s),
// in interleaved rounds so a change in the machine's load falls on both. Goal: throughput with
// metrics on within 5% of off. Also the scrape's own time on this data set.
import { measure } from './measure.mjs';

export const METRICS_TOKEN = 'bench-metrics-token-0123456789';
const ROUNDS = 3;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function scrapeMs(apiUrl) {
  const t = performance.now();
  const res = await fetch(`${apiUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  await res.text();
  if (res.status !== 200) throw new Error(`GET /metrics answered ${res.status}`);
  return performance.now() - t;
}

/**
 * @param {{ ep: object, ctx: object, offUrl: string, onUrl: string, settings: object }} o
 * @returns {Promise<{ endpoint: string, offRps: number[], onRps: number[], ratio: number, scrapeMs: number }>}
 */
export async function measureMetricsCost({ ep, ctx, offUrl, onUrl, settings }) {
  const scrapes = [];
  for (let i = 0; i < 5; i++) scrapes.push(await scrapeMs(onUrl));
  const offRps = [];
  const onRps = [];
  for (let round = 0; round < ROUNDS; round++) {
    offRps.push((await measure(ep, ctx, offUrl, settings)).rps);
    const scraper = setInterval(() => void scrapeMs(onUrl).catch(() => {}), 1000);
    try {
      onRps.push((await measure(ep, ctx, onUrl, settings)).rps);
    } finally {
      clearInterval(scraper);
    }
  }
  return { endpoint: ep.name, offRps, onRps, ratio: median(onRps) / median(offRps), scrapeMs: median(scrapes) };
}

export function metricsCostGoal(r) {
  return r.ratio >= 0.95
    ? `ok (${(r.ratio * 100).toFixed(1)}% of off)`
    : `MISS (${(r.ratio * 100).toFixed(1)}% of off, goal >= 95%)`;
}

export function metricsCostTable(r) {
  return [
    '| endpoint | req/s metrics off (rounds) | req/s metrics on, scraped every second | on / off (medians) | GET /metrics | goal |',
    '|---|---|---|---|---|---|',
    `| ${r.endpoint} | ${r.offRps.map((x) => Math.round(x)).join(', ')} | ${r.onRps.map((x) => Math.round(x)).join(', ')} | ${(r.ratio * 100).toFixed(1)}% | ${r.scrapeMs.toFixed(0)} ms | ${metricsCostGoal(r)} |`,
  ].join('\n');
}
