import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, type TestApp } from './support/app';
import { receiptImage, uploadReceipt } from './support/fixtures';

const TOKEN = 'metrics-token-of-the-tests';

/** A series' value in Prometheus's text format, or undefined when it is absent. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('does not exist', async () => {
    const res = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('mall_http_request_duration_seconds');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const scrape = async () => {
    const res = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => t.close());

  it('answers only the operator: no token or another one is a 401 with a message', async () => {
    for (const authorization of [undefined, 'Bearer outro-token-qualquer-123', TOKEN, `Basic ${TOKEN}`]) {
      const res = await t.request({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json().message).toMatch(/token de métricas/);
    }
  });

  it('times requests by route pattern and status, and puts every unknown path under one label', async () => {
    const admin = await t.login('admin@example.com');
    const before = await scrape();
    const series = 'mall_http_request_duration_seconds_count{method="GET",route="/api/stores/:id",status_code="404"}';
    const start = seriesValue(before, series) ?? 0;
    for (const id of ['0b7c3f0e-6a4e-4f5e-9d0a-3b2c1d0e9f8a', '1b7c3f0e-6a4e-4f5e-9d0a-3b2c1d0e9f8a']) {
      await t.request({ method: 'GET', url: `/api/stores/${id}`, headers: admin });
    }
    await t.request({ method: 'GET', url: '/api/caminho-que-nao-existe/123' });
    const after = await scrape();
    expect(seriesValue(after, series)).toBe(start + 2);
    expect(after).toContain('route="unmatched"');
    expect(after).not.toContain('caminho-que-nao-existe');
    // Node's own figures, the event-loop lag among them.
    expect(seriesValue(after, 'mall_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('reports the e-mail outbox and the jobs waiting, with the age of the oldest', async () => {
    const admin = await t.login('admin@example.com');
    const before = await scrape();
    const pending = seriesValue(before, 'mall_mail{status="pending"}') ?? 0;
    expect(seriesValue(before, 'mall_jobs{kind="maintenance.daily",status="queued"}')).toBe(0);
    // Jobs do not run in the tests' app: a forgotten password's e-mail and a job asked for stay queued.
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'cliente@example.com' } });
    expect(
      (await t.request({ method: 'POST', url: '/api/jobs/maintenance.daily/run', headers: admin })).statusCode,
    ).toBe(201);
    const after = await scrape();
    expect(seriesValue(after, 'mall_mail{status="pending"}')).toBe(pending + 1);
    expect(seriesValue(after, 'mall_mail_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(after, 'mall_jobs{kind="maintenance.daily",status="queued"}')).toBe(1);
    expect(seriesValue(after, 'mall_jobs_oldest_queued_age_seconds{kind="maintenance.daily"}')).toBeGreaterThanOrEqual(
      0,
    );
  });

  it('reports the receipt photos stored and read, and how long reading took', async () => {
    const client = await t.login('cliente@example.com');
    const before = await scrape();
    const bytes = seriesValue(before, 'mall_uploads_stored_bytes{purpose="receipt"}') ?? 0;
    const readings = seriesValue(before, 'mall_receipt_reading_duration_seconds_count{outcome="none"}') ?? 0;
    const photo = await receiptImage(4242);
    await uploadReceipt(t, client, photo);
    const after = await scrape();
    // The photo as kept (its metadata stripped), a few bytes less than sent.
    expect(seriesValue(after, 'mall_uploads_stored_bytes{purpose="receipt"}')).toBeGreaterThan(
      bytes + photo.length / 2,
    );
    // A plain picture has no code to read: read, found nothing.
    expect(seriesValue(after, 'mall_receipt_reading_duration_seconds_count{outcome="none"}')).toBe(readings + 1);
    expect(seriesValue(after, 'mall_receipt_readings_queued')).toBeGreaterThanOrEqual(0);
  });

  it.runIf(engine === 'postgres')('reports the PostgreSQL pool: connections in use, idle and waiting', async () => {
    const text = await scrape();
    expect(seriesValue(text, 'mall_db_pool_connections{state="waiting"}')).toBe(0);
    expect(seriesValue(text, 'mall_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'mall_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
  });
});
