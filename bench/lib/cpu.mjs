// CPU accounting from /proc (Linux): how busy the machine is before a measurement (other work
// on a shared 2-core box skews results), and how much CPU the API used during one.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

const TICKS_PER_SECOND = 100;

/** Busy and total jiffies of all CPUs together, or null off Linux. */
export function systemTicks() {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    const total = v.reduce((a, b) => a + b, 0);
    const idle = v[3] + (v[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** user + system jiffies of one process, or null. */
export function processTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** Pids of the PostgreSQL server processes (postmaster and backends) on this machine. */
export function postgresPids() {
  const pids = [];
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
      } catch {
        // gone
      }
    }
  } catch {
    // not Linux
  }
  return pids;
}

/**
 * Snapshot now; `.stop()` returns machine busy % (of all CPUs), PostgreSQL's % of one CPU (the
 * given backends, else every postgres process) and each pid's % of one CPU.
 */
export function cpuMeter(pids = {}, pgPids = null) {
  const t0 = performance.now();
  const sys0 = systemTicks();
  const sum = (list) => list.reduce((acc, pid) => acc + (processTicks(pid) ?? 0), 0);
  const pg = pgPids ?? postgresPids();
  const pg0 = sum(pg);
  const proc0 = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, processTicks(pid)]));
  return {
    stop() {
      const seconds = (performance.now() - t0) / 1000;
      const sys1 = systemTicks();
      const machine =
        sys0 && sys1 && sys1.total > sys0.total ? ((sys1.busy - sys0.busy) / (sys1.total - sys0.total)) * 100 : null;
      const procs = {};
      for (const [k, pid] of Object.entries(pids)) {
        const end = processTicks(pid);
        procs[k] = end === null || proc0[k] === null ? null : ((end - proc0[k]) / TICKS_PER_SECOND / seconds) * 100;
      }
      const postgres = pg.length ? ((sum(pg) - pg0) / TICKS_PER_SECOND / seconds) * 100 : null;
      return { seconds, machine, postgres, ...procs };
    },
  };
}

/** Machine busy % over `ms` while the benchmark itself is idle. */
export async function backgroundBusy(ms = 1000) {
  const meter = cpuMeter();
  await new Promise((r) => setTimeout(r, ms));
  return meter.stop().machine;
}

/**
 * Waits (within the remaining budget) until other processes leave the CPUs mostly idle.
 * Returns the last background busy % seen and the time waited.
 */
export async function waitForQuiet({ thresholdPct, budget }) {
  const started = performance.now();
  let busy = await backgroundBusy();
  while (busy !== null && busy > thresholdPct && budget.remainingMs > 0) {
    const t = performance.now();
    busy = await backgroundBusy(2000);
    budget.remainingMs -= performance.now() - t;
  }
  return { busy, waitedMs: performance.now() - started };
}

export const cpuCount = () => cpus().length;

/**
 * What the first touch of a page (4 KiB) of fresh memory costs on this machine, in µs, less what
 * writing it costs once it is there: measured in a short-lived Node process that fills 128 MiB
 * twice. A new Chromium process pays it for every page of memory it uses; on a virtual machine
 * whose host hands memory out on first touch it is tens of times the usual fraction of a µs, and
 * every task of a page load (parsing, layout, compiling, collecting) takes longer with it.
 * Null when the probe could not run.
 */
export function pageFaultMicros() {
  const probe = `
    const size = 128 * 1024 * 1024;
    const buf = Buffer.allocUnsafeSlow(size);
    let t = process.hrtime.bigint(); buf.fill(1); const first = Number(process.hrtime.bigint() - t);
    t = process.hrtime.bigint(); buf.fill(2); const again = Number(process.hrtime.bigint() - t);
    console.log(Math.max(0, first - again) / 1000 / (size / 4096));`;
  try {
    const out = execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8', timeout: 60_000 });
    const micros = Number(out.trim());
    return Number.isFinite(micros) ? micros : null;
  } catch {
    return null;
  }
}
