import {
  type FiscalKey,
  type FiscalModel,
  fiscalDocumentId,
  fiscalDocumentText,
  parseFiscalKey,
  type ReceiptReading,
  receiptReadingOf,
  type SaleCheck,
  saleChecks,
} from '@mall/shared';
import { and, asc, eq, isNull, lt, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { campaigns, clients, files, logs, sales, stores } from '../../db/schema';
import { receiptReadingSeconds } from '../../lib/metrics';
import { photoPoolHasRoom } from '../../lib/photo-pool';
import { decodeReceiptImage, UnreadableReceiptImageError } from '../../lib/receipt-decoder';
import type { Storage } from '../../lib/storage';

/**
 * The server reads the fiscal code off each receipt photo as it arrives (issue 17): the reading is
 * kept with the file, and a purchase already registered with that photo has its checks made again
 * with it. The upload waits for the reading a moment only (`READING_WAIT_MS`), and only when a
 * thread of the photo pool takes it at once: a slow or queued one answers later, on the purchase's
 * checks.
 */

/** How long an upload waits for its photo's reading before answering without it. */
export const READING_WAIT_MS = 2_000;

export interface ReceiptRules {
  states: readonly string[];
  models: readonly FiscalModel[];
}

/** The photo's code, read into what the checks use. A PDF has no pixels: nothing to read. */
async function readImage(image: Buffer | null): Promise<ReceiptReading> {
  if (!image) return receiptReadingOf(null);
  try {
    const decoded = await decodeReceiptImage(image);
    return receiptReadingOf(decoded.found && decoded.key ? { key: decoded.key, qr: decoded.qr } : null);
  } catch (err) {
    if (err instanceof UnreadableReceiptImageError) return receiptReadingOf(null, 'unreadable');
    throw err;
  }
}

/** The photo's check when another standing purchase holds the document its code names. */
const taken = (key: FiscalKey): SaleCheck => ({
  code: 'photo_key',
  status: 'failed',
  message: `A chave lida na foto é da ${fiscalDocumentText(key)}, já registrada em outra compra`,
});

/**
 * The checks of a purchase made again with its photo's reading, in the transaction that stores the
 * reading: a purchase registered without a key takes the one its photo carries (unless another
 * purchase holds it, which fails the photo's check). The change is audited as the system's.
 */
async function recheck(tx: Tx, saleId: string, reading: ReceiptReading, rules: ReceiptRules): Promise<void> {
  const [row] = await tx
    .select({ sale: sales, cnpj: stores.cnpj, campaign: campaigns, cpf: clients.cpf })
    .from(sales)
    .innerJoin(stores, eq(stores.id, sales.storeId))
    .innerJoin(campaigns, eq(campaigns.id, sales.campaignId))
    .innerJoin(clients, eq(clients.id, sales.clientId))
    .where(eq(sales.id, saleId))
    .for('update', { of: sales });
  if (!row) return;
  const { sale } = row;
  let fiscalKey = sale.fiscalKey;
  let heldElsewhere = false;
  const read = reading.fiscalKey ? parseFiscalKey(reading.fiscalKey) : null;
  if (!fiscalKey && read?.ok) {
    // Another standing purchase holds the photo's document (a rejected one released it).
    const [holder] = await tx
      .select({ id: sales.id })
      .from(sales)
      .where(
        and(eq(sales.fiscalDocument, fiscalDocumentId(read.key)), ne(sales.status, 'rejected'), ne(sales.id, sale.id)),
      )
      .limit(1);
    if (holder) heldElsewhere = true;
    else fiscalKey = read.key.key;
  }
  let checks = saleChecks({
    fiscalKey,
    type: sale.type,
    saleDate: sale.saleDate,
    netCents: sale.netCents,
    store: { cnpj: row.cnpj },
    campaign: row.campaign,
    client: { cpf: row.cpf },
    reading,
    states: rules.states,
    models: rules.models,
  });
  if (heldElsewhere && read?.ok) checks = checks.map((c) => (c.code === 'photo_key' ? taken(read.key) : c));
  const before = { fiscalKey: sale.fiscalKey, checks: sale.checks };
  await tx.update(sales).set({ fiscalKey, checks }).where(eq(sales.id, sale.id));
  await tx.insert(logs).values({
    moduleName: 'Sale',
    methodName: 'read_receipt',
    entityId: sale.id,
    userId: null,
    previousState: before,
    result: { fiscalKey, checks },
  });
}

/** Reads a stored receipt photo, keeps the reading with the file and re-checks its purchases. */
export async function readReceipt(
  db: Db,
  fileId: string,
  image: Buffer | null,
  rules: ReceiptRules,
): Promise<ReceiptReading> {
  const timer = receiptReadingSeconds.startTimer();
  const reading = await readImage(image);
  timer({ outcome: reading.status });
  await db.transaction(async (tx) => {
    await tx.update(files).set({ receiptReading: reading }).where(eq(files.id, fileId));
    const registered = await tx.select({ id: sales.id }).from(sales).where(eq(sales.fileId, fileId));
    for (const { id } of registered) await recheck(tx, id, reading, rules);
  });
  return reading;
}

/** A reading not ended this long after its upload is taken for lost (its process stopped). */
export const READING_LOST_AFTER_MS = 2 * 60_000;
/** Photos read per run of the job: a few, one at a time, so a backlog never holds the process. */
const READ_PER_RUN = 10;

/** The bytes of a stored file, or null when it is gone. */
async function bytesOf(storage: Storage, key: string): Promise<Buffer | null> {
  const stream = await storage.open(key);
  if (!stream) return null;
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part));
  return Buffer.concat(parts);
}

/**
 * The receipt photos uploaded before `now` less READING_LOST_AFTER_MS whose reading never ended,
 * read now (oldest first, READ_PER_RUN at most). A photo missing from the storage is recorded as
 * unreadable, so it is not tried again.
 */
export async function readPendingReceipts(
  db: Db,
  storage: Storage,
  rules: ReceiptRules,
  now: Date,
): Promise<{ read: number; missing: number }> {
  const lost = await db
    .select({ id: files.id, storageKey: files.storageKey, mimeType: files.mimeType })
    .from(files)
    .where(
      and(
        eq(files.purpose, 'receipt'),
        isNull(files.receiptReading),
        lt(files.createdAt, new Date(now.getTime() - READING_LOST_AFTER_MS).toISOString()),
      ),
    )
    .orderBy(asc(files.createdAt))
    .limit(READ_PER_RUN);
  let read = 0;
  let missing = 0;
  for (const file of lost) {
    const bytes = await bytesOf(storage, file.storageKey);
    if (!bytes) {
      await db
        .update(files)
        .set({ receiptReading: receiptReadingOf(null, 'unreadable') })
        .where(eq(files.id, file.id));
      missing++;
      continue;
    }
    await readReceipt(db, file.id, file.mimeType === 'application/pdf' ? null : bytes, rules);
    read++;
  }
  return { read, missing };
}

/**
 * The readings still running, so the app waits for them when it closes (a test's database, a
 * process stopping) instead of writing into a closed pool.
 */
export class ReceiptReadings {
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly rules: ReceiptRules,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Starts reading; answers the reading if it is done within `waitMs`, else null (it goes on). A
   * photo that has to queue for a thread answers null at once.
   */
  async start(fileId: string, image: Buffer | null, waitMs = READING_WAIT_MS): Promise<ReceiptReading | null> {
    const wait = image === null || photoPoolHasRoom() ? waitMs : 0;
    const reading = readReceipt(this.db, fileId, image, this.rules).catch((err: unknown) => {
      this.log.error({ err, fileId }, 'receipt reading failed');
      return null;
    });
    this.running.add(reading);
    void reading.finally(() => this.running.delete(reading));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), wait);
    });
    try {
      return await Promise.race([reading, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Resolves once every reading started so far has finished. */
  async settle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
