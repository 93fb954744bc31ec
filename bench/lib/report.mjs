// The results table (markdown: readable in a terminal and in bench/results/latest.md).

const ms = (v) => (Number.isFinite(v) ? (v >= 100 ? v.toFixed(0) : v.toFixed(1)) : '-');
const pct = (v) => (v === null || v === undefined || !Number.isFinite(v) ? '-' : v.toFixed(0));
const cpuMs = (v) => (v === null || v === undefined || !Number.isFinite(v) ? '-' : v < 1 ? v.toFixed(3) : v.toFixed(2));
const rps = (v) => (Number.isFinite(v) ? Math.round(v).toLocaleString('en-US') : '-');

export function goalStatus(ep, r) {
  if (!ep.goal || !r || r.failed) return '';
  const misses = [];
  if (ep.goal.p95Ms !== undefined && !(r.p95 <= ep.goal.p95Ms)) misses.push(`p95 > ${ep.goal.p95Ms} ms`);
  if (ep.goal.rps !== undefined && !(r.rps >= ep.goal.rps)) misses.push(`< ${ep.goal.rps} req/s`);
  const wanted = [
    ep.goal.p95Ms !== undefined ? `p95 ≤ ${ep.goal.p95Ms} ms` : null,
    ep.goal.rps !== undefined ? `≥ ${ep.goal.rps} req/s` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return misses.length ? `MISS (${misses.join(', ')})` : `ok (${wanted})`;
}

/** rows: [{ ep, r }] where r is a measure() result or { failed: message }. */
export function table(rows) {
  const withGoals = rows.some(({ ep }) => ep.goal);
  const head = [
    'endpoint',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'max ms',
    'solo ms',
    'non-2xx',
    'conn',
    'server CPU %',
    'server CPU ms/req',
    'postgres CPU ms/req',
    'background %',
  ];
  if (withGoals) head.push('goal');
  const lines = [`| ${head.join(' | ')} |`, `|${head.map((_h, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`];
  for (const { ep, r } of rows) {
    const cells = r.failed
      ? [ep.name, 'failed', '-', '-', '-', '-', '-', '-', '-', '-', '-', '-', '-']
      : [
          ep.name,
          rps(r.rps),
          ms(r.p50),
          ms(r.p95),
          ms(r.p99),
          ms(r.max),
          ms(r.solo),
          String(r.non2xx + r.errors + r.timeouts),
          String(r.connections),
          pct(r.cpu?.server),
          cpuMs(r.serverCpuMsPerReq),
          cpuMs(r.postgresCpuMsPerReq),
          pct(r.background),
        ];
    if (withGoals) cells.push(goalStatus(ep, r));
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** `health / ceiling = NN%` from the rows, or null when either is missing. */
export function ceilingRatio(rows) {
  const ceiling = rows.find(({ ep, r }) => ep.server === 'ceiling' && !r.failed);
  const health = rows.find(({ ep, r }) => ep.path === '/api/health' && !r.failed);
  if (!ceiling || !health) return null;
  const pct = (health.r.rps / ceiling.r.rps) * 100;
  let line = `health / ceiling = ${pct.toFixed(0)}% (target ≥ 50%)`;
  const c = ceiling.r.serverCpuMsPerReq;
  const h = health.r.serverCpuMsPerReq;
  if (c && h)
    line += `; by server CPU time per request: ${((c / h) * 100).toFixed(0)}% (${h.toFixed(3)} vs ${c.toFixed(3)} ms)`;
  return { pct, line };
}

export function seconds(msValue) {
  return `${(msValue / 1000).toFixed(1)} s`;
}
