import { CronExpressionParser } from 'cron-parser';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { type Leadership, schedulerLeadership } from '../../lib/leader';
import type { Storage } from '../../lib/storage';
import type { MailDispatcher } from '../../plugins/mailer';
import type { ReceiptRules } from '../uploads/receipt-reading';
import type { JobDefinition } from './jobs.definitions';
import {
  claimDueRun,
  deleteRun,
  type JobRunRow,
  markFailed,
  markSucceeded,
  pendingScheduledRun,
  queueSlot,
  releaseRun,
  renewLease,
} from './jobs.queries';

export interface JobQueueOptions {
  database: Database;
  definitions: readonly JobDefinition[];
  timeZone: string;
  mailer: MailDispatcher;
  /** The files (the receipts' reading reads photos back). */
  storage: Storage;
  /** What a receipt's key is checked against. */
  receipts: ReceiptRules;
  log: FastifyBaseLogger;
  /** The clock; tests inject theirs. */
  clock?: () => Date;
  /** Between two polls of the queue. */
  pollMs?: number;
  /**
   * How long a started run is reserved for its process before another may take it over; the
   * process renews it every third of that while the run goes on.
   */
  leaseMs?: number;
  /** Runs of different jobs this process runs at once (a job runs one run at a time here). */
  concurrency?: number;
  /** First retry delay; each further retry doubles it, up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Who schedules among the processes; the default elects one by an advisory lock. */
  leadership?: Leadership;
}

/** The next slot of a cron schedule strictly after `after`, in the time zone. */
export function nextSlot(cron: string, after: Date, timeZone: string): Date {
  return CronExpressionParser.parse(cron, { currentDate: after, tz: timeZone }).next().toDate();
}

/** Delay before retrying after the `attempt`-th failed attempt: base, 2×base, 4×base… capped. */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * The scheduled jobs on a PostgreSQL table (`job_runs`), the same on PGlite. Every process runs
 * due runs (claimed with SKIP LOCKED, so each runs once); one process, elected by an advisory
 * lock, schedules: it keeps each job's next slot queued. A slot missed while every process was
 * down stays queued and runs once when one comes back; the next slot is then the schedule's next
 * after now, never one per missed slot. Different jobs run side by side (a slow statement run
 * does not hold the mail back); a run's lease is renewed while it goes on, on the database's clock.
 */
export class JobQueue {
  readonly definitions: ReadonlyMap<string, JobDefinition>;
  private readonly clock: () => Date;
  private readonly leadership: Leadership;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly concurrency: number;
  /** The runs going on in this process, by job. */
  private readonly busy = new Map<string, Promise<void>>();
  /** Their runs' ids, by job. */
  private readonly running = new Map<string, string>();
  private readonly backoffMs: number;
  private readonly maxBackoffMs: number;
  /** Per job, the slot known to be queued: no need to ask the database again before it. */
  private readonly queuedSlot = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private stopped = false;
  private stopping: Promise<number> | undefined;

  constructor(private readonly opts: JobQueueOptions) {
    this.definitions = new Map(opts.definitions.map((d) => [d.name, d]));
    this.clock = opts.clock ?? (() => new Date());
    this.leadership =
      opts.leadership ??
      schedulerLeadership(opts.database, (err) => opts.log.warn({ err }, 'job scheduler lock connection failed'));
    this.pollMs = opts.pollMs ?? 1_000;
    this.leaseMs = opts.leaseMs ?? 2 * 60_000;
    this.concurrency = opts.concurrency ?? 4;
    this.backoffMs = opts.backoffMs ?? 30_000;
    this.maxBackoffMs = opts.maxBackoffMs ?? 60 * 60_000;
  }

  private get db() {
    return this.opts.database.db;
  }

  /** The leader queues each job's next slot when none is waiting; answers whether it leads. */
  async schedule(now = this.clock()): Promise<boolean> {
    if (!(await this.leadership.isLeader())) return false;
    for (const def of this.definitions.values()) {
      const known = this.queuedSlot.get(def.name);
      if (known !== undefined && now.getTime() < known) continue;
      await queueSlot(this.db, def.name, nextSlot(def.cron, now, this.opts.timeZone), def.maxAttempts);
      // What waits now: this slot, or an earlier run not yet done (a missed slot, a retry).
      const pending = await pendingScheduledRun(this.db, def.name);
      if (pending?.status === 'queued') this.queuedSlot.set(def.name, new Date(pending.runAt).getTime());
      else this.queuedSlot.delete(def.name);
    }
    return true;
  }

  /**
   * Claims due runs of the jobs not already running here and starts them, without waiting for
   * them; answers how many were started.
   */
  private async startDue(now: () => Date): Promise<number> {
    let started = 0;
    while (!this.stopped && this.busy.size < this.concurrency) {
      const free = [...this.definitions.keys()].filter((name) => !this.busy.has(name));
      if (free.length === 0) break;
      const run = await claimDueRun(this.db, free, now(), this.leaseMs);
      if (!run) break;
      const going = this.execute(run, now).finally(() => {
        this.busy.delete(run.name);
        this.running.delete(run.name);
      });
      this.busy.set(run.name, going);
      this.running.set(run.name, run.id);
      started += 1;
    }
    return started;
  }

  /** Runs every due run and waits for them all (tests, and a process catching up); answers how many were run. */
  async runDue(now: () => Date = this.clock): Promise<number> {
    let ran = 0;
    for (;;) {
      ran += await this.startDue(now);
      if (this.busy.size === 0 || this.stopped) break;
      await Promise.race(this.busy.values());
    }
    await Promise.all(this.busy.values());
    return ran;
  }

  /** One poll: schedule (when leading), then start what is due; the runs go on after it returns. */
  async tick(now: () => Date = this.clock): Promise<void> {
    await this.schedule(now());
    await this.startDue(now);
  }

  /** Runs one claimed run, renewing its lease meanwhile; never throws (a failure is recorded, or logged). */
  private async execute(run: JobRunRow, now: () => Date): Promise<void> {
    const def = this.definitions.get(run.name)!;
    const log = this.opts.log.child({ job: run.name, runId: run.id, attempt: run.attempts });
    const renewal = setInterval(() => {
      renewLease(this.db, run.id, this.leaseMs).then(
        (held) => held || log.warn('job run lease lost: another process may have taken the run over'),
        (err) => log.warn({ err }, 'job run lease could not be renewed'),
      );
    }, this.leaseMs / 3);
    renewal.unref();
    try {
      await this.attempt(run, def, now, log);
    } catch (err) {
      // The database went away while recording the outcome: the lease runs out and the run is
      // taken over (jobs are idempotent).
      log.error({ err }, 'job run outcome could not be recorded');
    } finally {
      clearInterval(renewal);
    }
  }

  private async attempt(run: JobRunRow, def: JobDefinition, now: () => Date, log: FastifyBaseLogger): Promise<void> {
    if (run.attempts > run.maxAttempts) {
      // Its process died during the last attempt it had.
      await markFailed(this.db, run.id, now(), 'Execução interrompida e tentativas esgotadas', null);
      return;
    }
    try {
      const result = await def.run({
        db: this.db,
        timeZone: this.opts.timeZone,
        mailer: this.opts.mailer,
        storage: this.opts.storage,
        receipts: this.opts.receipts,
        now: now(),
        scheduledFor: run.scheduledFor ? new Date(run.scheduledFor) : null,
      });
      if (result === null) await deleteRun(this.db, run.id);
      else await markSucceeded(this.db, run.id, now(), result);
      if (result !== null) log.info({ result }, 'job run succeeded');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const at = now();
      const retryAt =
        run.attempts < run.maxAttempts
          ? new Date(at.getTime() + backoffDelay(run.attempts, this.backoffMs, this.maxBackoffMs))
          : null;
      log.warn({ err, retryAt }, 'job run failed');
      await markFailed(this.db, run.id, at, message, retryAt);
    }
  }

  /** Polls every `pollMs` until stopped. */
  start(): void {
    this.stopped = false;
    this.stopping = undefined;
    const poll = () => {
      if (this.stopped) return;
      this.ticking ??= this.tick()
        .catch((err) => this.opts.log.error({ err }, 'job queue poll failed'))
        .finally(() => {
          this.ticking = undefined;
        });
    };
    this.timer = setInterval(poll, this.pollMs);
    this.timer.unref();
    poll();
  }

  /** Polls at once (a run by hand was queued). */
  wake(): void {
    if (this.timer && !this.stopped && !this.ticking) {
      this.ticking = this.tick()
        .catch((err) => this.opts.log.error({ err }, 'job queue poll failed'))
        .finally(() => {
          this.ticking = undefined;
        });
    }
  }

  /**
   * Stops taking runs, waits for the ones going on here up to `graceMs` (no limit without it),
   * then hands those still going back to the queue (another process takes them at once) and
   * gives up the scheduler's lock. Answers how many runs were handed back; a second call while
   * stopping waits for the first.
   */
  stop(graceMs?: number): Promise<number> {
    this.stopping ??= this.halt(graceMs);
    return this.stopping;
  }

  private async halt(graceMs?: number): Promise<number> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    let timer: NodeJS.Timeout | undefined;
    const deadline =
      graceMs === undefined
        ? new Promise<never>(() => {})
        : new Promise<void>((resolve) => {
            timer = setTimeout(resolve, graceMs);
          });
    try {
      await Promise.race([this.ticking, deadline]);
      await Promise.race([Promise.all(this.busy.values()), deadline]);
    } finally {
      clearTimeout(timer);
    }
    let handedBack = 0;
    for (const [name, id] of this.running) {
      try {
        if (await releaseRun(this.db, id)) handedBack += 1;
        this.opts.log.warn({ job: name, runId: id }, 'job run still going at shutdown: handed back to the queue');
      } catch (err) {
        // Its lease runs out instead, and another process takes it over then.
        this.opts.log.warn({ err, job: name, runId: id }, 'job run could not be handed back at shutdown');
      }
    }
    await this.leadership.release();
    return handedBack;
  }
}
