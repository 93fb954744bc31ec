import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * What this process measures whichever app it serves (GET /metrics adds each app's own): Node's
 * figures (event-loop lag, memory, CPU, handles) once GET /metrics is on, and how long reading a
 * receipt photo's code takes.
 */
export const processMetrics = new Registry();

let nodeFigures = false;

/** Starts Node's own figures (an event-loop delay monitor among them): once per process. */
export function collectNodeFigures(): void {
  if (nodeFigures) return;
  nodeFigures = true;
  collectDefaultMetrics({ register: processMetrics, prefix: 'mall_' });
}

export const receiptReadingSeconds = new Histogram({
  name: 'mall_receipt_reading_duration_seconds',
  help: 'Time to read the fiscal code off a receipt photo (upload or the receipts.read job), by outcome.',
  labelNames: ['outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
  registers: [processMetrics],
});
