import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { unauthorized } from '../lib/errors';
import { collectNodeFigures, processMetrics } from '../lib/metrics';
import { readQueueFigures } from './metrics.queries';

interface MetricsOptions {
  token?: string;
  database: Database;
  /** The scheduled jobs' names: each is reported, at zero when it has no run. */
  jobNames: readonly string[];
}

const sameToken = (given: string, token: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics in Prometheus's text format, for `Authorization: Bearer <METRICS_TOKEN>` only;
 * without a token the route does not exist. Requests are timed by route pattern and status; the
 * queues (jobs, e-mail, receipt readings) and the stored files are read from the database when
 * scraped; Node's figures and the readings' durations come from `lib/metrics.ts`.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, { token, database, jobNames }: MetricsOptions) => {
  if (!token) return;
  collectNodeFigures();
  const registry = new Registry();
  const registers = [registry];

  const requests = new Histogram({
    name: 'mall_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    // A path no route declares is one label, whatever was asked: the series stay bounded.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const pool = new Gauge({
    name: 'mall_db_pool_connections',
    help: "PostgreSQL pool's connections: in_use, idle, and waiting (requests queued for one). None on the embedded database.",
    labelNames: ['state'] as const,
    registers,
  });
  const jobs = new Gauge({
    name: 'mall_jobs',
    help: 'Runs of the scheduled jobs by kind and status (queued counts only runs already due).',
    labelNames: ['kind', 'status'] as const,
    registers,
  });
  const jobsOldest = new Gauge({
    name: 'mall_jobs_oldest_queued_age_seconds',
    help: 'How long the oldest due run of each kind has waited (0 when none waits).',
    labelNames: ['kind'] as const,
    registers,
  });
  const mail = new Gauge({
    name: 'mall_mail',
    help: 'E-mails in the outbox waiting to go (pending) or given up on (failed).',
    labelNames: ['status'] as const,
    registers,
  });
  const mailOldest = new Gauge({
    name: 'mall_mail_oldest_pending_age_seconds',
    help: 'How long the oldest pending e-mail has waited (0 when none).',
    registers,
  });
  const readingsQueued = new Gauge({
    name: 'mall_receipt_readings_queued',
    help: 'Receipt photos whose code has not been read yet.',
    registers,
  });
  const storedBytes = new Gauge({
    name: 'mall_uploads_stored_bytes',
    help: 'Bytes of the uploaded files kept, by purpose (receipt photos, pictures).',
    labelNames: ['purpose'] as const,
    registers,
  });

  async function readQueues(): Promise<void> {
    const stats = database.poolStats?.();
    if (stats) {
      pool.set({ state: 'in_use' }, stats.total - stats.idle);
      pool.set({ state: 'idle' }, stats.idle);
      pool.set({ state: 'waiting' }, stats.waiting);
    }
    const { jobRows, mailRows, readingRows, fileRows } = await readQueueFigures(database.db);
    jobs.reset();
    jobsOldest.reset();
    for (const kind of jobNames) {
      for (const status of ['queued', 'running', 'failed']) jobs.set({ kind, status }, 0);
      jobsOldest.set({ kind }, 0);
    }
    for (const r of jobRows) {
      jobs.set({ kind: r.kind, status: r.status }, r.n);
      if (r.status === 'queued') jobsOldest.set({ kind: r.kind }, Math.max(0, r.oldest ?? 0));
    }
    mail.set({ status: 'pending' }, 0);
    mail.set({ status: 'failed' }, 0);
    mailOldest.set(0);
    for (const r of mailRows) {
      mail.set({ status: r.status }, r.n);
      if (r.status === 'pending') mailOldest.set(Math.max(0, r.oldest ?? 0));
    }
    readingsQueued.set(readingRows[0]?.n ?? 0);
    storedBytes.set({ purpose: 'receipt' }, 0);
    storedBytes.set({ purpose: 'image' }, 0);
    for (const r of fileRows) storedBytes.set({ purpose: r.purpose }, Number(r.bytes));
  }

  const everything = Registry.merge([processMetrics, registry]);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const [scheme, given] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !given || !sameToken(given, token)) {
      throw unauthorized('Informe o token de métricas (Authorization: Bearer <METRICS_TOKEN>).');
    }
    await readQueues();
    reply.header('cache-control', 'no-store').type(everything.contentType);
    return everything.metrics();
  });
});
