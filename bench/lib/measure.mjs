// Measures one endpoint with autocannon: a probe request (to show what the endpoint answers),
// a warm-up, then a fixed-duration run. Latency percentiles are computed from every response
// (autocannon's own summary has no p95).
import autocannon from 'autocannon';
import { cpuMeter } from './cpu.mjs';

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx];
}

/** Resolves an endpoint's path/body/headers for request number i. */
export function requestFor(ep, ctx, i) {
  const path = typeof ep.path === 'function' ? ep.path(ctx.fixtures, i) : ep.path;
  const body = typeof ep.body === 'function' ? ep.body(ctx.fixtures, i) : ep.body;
  const extra = typeof ep.headers === 'function' ? ep.headers(ctx.fixtures, i) : ep.headers;
  const headers = { accept: 'application/json', ...(extra ?? {}) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (ep.role) {
    const token = ctx.tokens[ep.role];
    if (!token) throw new Error(`no token for role ${ep.role} (endpoint ${ep.name})`);
    headers.authorization = `Bearer ${token}`;
  }
  return { method: ep.method ?? 'GET', path, headers, body: body === undefined ? undefined : JSON.stringify(body) };
}

/** One request with fetch, before the load: its status and the start of its body. */
export async function probe(ep, ctx, baseUrl) {
  const req = requestFor(ep, ctx, 0);
  const res = await fetch(baseUrl + req.path, { method: req.method, headers: req.headers, body: req.body });
  const text = await res.text();
  return { status: res.status, body: text.slice(0, 300) };
}

/**
 * Median latency of a few sequential requests before the load: what one request costs when it
 * does not queue behind others.
 */
export async function soloLatency(ep, ctx, baseUrl, count = 5) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const req = requestFor(ep, ctx, 1_000_000 + i);
    const t = performance.now();
    const res = await fetch(baseUrl + req.path, { method: req.method, headers: req.headers, body: req.body });
    await res.arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

function runAutocannon(opts, onResponse) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
    if (onResponse) instance.on('response', onResponse);
  });
}

/**
 * @returns {Promise<{ rps: number, p50: number, p95: number, p99: number, max: number,
 *   requests: number, non2xx: number, errors: number, timeouts: number, statusCodes: object }>}
 */
export async function measure(ep, ctx, baseUrl, settings) {
  const connections = ep.connections ?? settings.connections;
  const duration = ep.duration ?? settings.duration;
  const warmup = ep.warmup ?? settings.warmup;
  let counter = 1;
  const dynamic = typeof ep.path === 'function' || typeof ep.body === 'function' || typeof ep.headers === 'function';
  const first = requestFor(ep, ctx, counter);
  const request = {
    method: first.method,
    path: first.path,
    headers: first.headers,
    body: first.body,
  };
  if (dynamic) {
    request.setupRequest = (req) => {
      const next = requestFor(ep, ctx, counter++);
      return { ...req, path: next.path, headers: next.headers, body: next.body };
    };
  }
  const base = {
    url: baseUrl,
    connections,
    pipelining: 1,
    timeout: 30,
    requests: [request],
  };
  if (warmup > 0) await runAutocannon({ ...base, duration: warmup });

  let latencies = new Float64Array(1 << 16);
  let n = 0;
  const pgPids = settings.postgresPids ? await settings.postgresPids() : null;
  const meter = cpuMeter({ server: settings.serverPid, bench: process.pid }, pgPids);
  const result = await runAutocannon({ ...base, duration }, (_client, _status, _bytes, responseTime) => {
    if (n === latencies.length) {
      const bigger = new Float64Array(latencies.length * 2);
      bigger.set(latencies);
      latencies = bigger;
    }
    latencies[n++] = responseTime;
  });
  const cpu = meter.stop();
  const sorted = latencies.subarray(0, n).sort();
  return {
    rps: result.requests.average,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: n ? sorted[n - 1] : Number.NaN,
    requests: n,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
    connections,
    duration,
    cpu,
    /** CPU time the server process spent per response: robust when other work shares the machine. */
    serverCpuMsPerReq: cpu.server === null || n === 0 ? null : ((cpu.server / 100) * cpu.seconds * 1000) / n,
    postgresCpuMsPerReq: cpu.postgres === null || n === 0 ? null : ((cpu.postgres / 100) * cpu.seconds * 1000) / n,
  };
}
