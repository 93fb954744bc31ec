// Measures a file download (a report's export): one request, its body read as it arrives (never
// kept), the time to the last byte, the lines and bytes received, and the server process's
// resident memory sampled every 50 ms while it streams.
import { readFileSync } from 'node:fs';
import { requestFor } from './measure.mjs';

/** The resident set of a process in MB (Linux /proc), or null where it cannot be read. */
export function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * @returns {Promise<{ status: number, seconds: number, firstByteMs: number, bytes: number,
 *   lines: number, total: number | null, rssBeforeMb: number | null, rssPeakMb: number | null }>}
 */
export async function measureDownload(ep, ctx, baseUrl, serverPid) {
  const req = requestFor(ep, ctx, 0);
  const rssBeforeMb = rssMb(serverPid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    const now = rssMb(serverPid);
    if (now !== null && (rssPeakMb === null || now > rssPeakMb)) rssPeakMb = now;
  }, 50);
  const started = performance.now();
  try {
    const res = await fetch(baseUrl + req.path, { method: req.method, headers: { ...req.headers, accept: '*/*' } });
    const firstByteMs = performance.now() - started;
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body) {
      bytes += chunk.length;
      for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
    }
    const total = res.headers.get('x-total-count');
    return {
      status: res.status,
      seconds: (performance.now() - started) / 1000,
      firstByteMs,
      bytes,
      lines,
      total: total === null ? null : Number(total),
      rssBeforeMb,
      rssPeakMb,
    };
  } finally {
    clearInterval(sampler);
  }
}

export function downloadGoalStatus(ep, r) {
  if (!ep.goal || !r || r.failed) return '';
  const misses = [];
  const wanted = [];
  if (ep.goal.seconds !== undefined) {
    wanted.push(`≤ ${ep.goal.seconds} s`);
    if (!(r.seconds <= ep.goal.seconds)) misses.push(`> ${ep.goal.seconds} s`);
  }
  if (ep.goal.rssMb !== undefined) {
    wanted.push(`RSS ≤ ${ep.goal.rssMb} MB`);
    if (!(r.rssPeakMb <= ep.goal.rssMb)) misses.push(`RSS > ${ep.goal.rssMb} MB`);
  }
  return misses.length ? `MISS (${misses.join(', ')})` : `ok (${wanted.join(', ')})`;
}

/** rows: [{ ep, r }] of downloads. */
export function downloadTable(rows) {
  const head = [
    'export',
    'status',
    'rows',
    'MB',
    'first byte ms',
    'seconds',
    'rows/s',
    'API RSS before MB',
    'API RSS peak MB',
    'goal',
  ];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map((_h, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`];
  const n = (v, d = 0) =>
    Number.isFinite(v) ? v.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d }) : '-';
  for (const { ep, r } of rows) {
    const cells = r.failed
      ? [ep.name, 'failed', '-', '-', '-', '-', '-', '-', '-', r.failed]
      : [
          ep.name,
          String(r.status),
          n(r.total ?? r.lines),
          n(r.bytes / 1_048_576, 1),
          n(r.firstByteMs),
          n(r.seconds, 1),
          n((r.total ?? r.lines) / r.seconds),
          n(r.rssBeforeMb),
          n(r.rssPeakMb),
          downloadGoalStatus(ep, r),
        ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
