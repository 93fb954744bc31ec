import { createHash, randomUUID } from 'node:crypto';
import {
  can,
  type FilePurpose,
  fiscalDocumentId,
  IMAGE_MIME_TYPES,
  MESSAGES,
  parseFiscalKey,
  RECEIPT_MIME_TYPES,
  type ResponsiveImage,
  UPLOAD_MAX_BYTES,
} from '@mall/shared';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { files, sales } from '../../db/schema';
import { AppError, conflict, notFound, TooManyRequestsError } from '../../lib/errors';
import type { PictureSizes } from '../../lib/images';
import { cleanPhoto, PhotoQueueFullError } from '../../lib/photo-pool';
import { DEFAULT_PASSES } from '../../lib/receipt-decoder';
import type { Storage } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import { recordSaleAttempts } from '../sales/sales.queries';
import { UNATTACHED_KEPT_MS } from './uploads.cleanup';
import { receiptHeld, unattachedReceiptsOf } from './uploads.queries';

export type UploadPurpose = FilePurpose;

export const UPLOAD_MESSAGES = {
  imageType: 'Apenas arquivos PNG, JPEG e WEBP são permitidos.',
  receiptType: MESSAGES.uploadType,
  size: MESSAGES.uploadSize,
  empty: 'Envie um arquivo no campo "file".',
  unreadable: 'Não foi possível ler a imagem. Envie outro arquivo.',
  notFound: 'Arquivo não encontrado',
  fileGone: 'O arquivo deste comprovante não está mais disponível',
  malformed: 'O corpo multipart/form-data está malformado; envie o arquivo no campo "file"',
  busy: 'Muitas fotos sendo processadas no momento. Tente novamente em instantes.',
  tooMany: 'Muitos arquivos enviados. Aguarde um minuto e tente novamente.',
  unattached:
    'Você tem muitos comprovantes enviados sem compra registrada. Registre as compras desses comprovantes ou aguarde para enviar outros.',
} as const;

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

export interface StoredFile {
  id: string;
  storageKey: string;
  /** What was stored: a photo cleaned and shrunk, a PDF as it came. */
  body: Buffer;
  url: string;
  mimeType: string;
  size: number;
  /** A public picture's sizes, made before answering; null for a receipt. */
  image: ResponsiveImage | null;
}

/**
 * Re-encodes an image in its own format: EXIF (GPS included) and any other metadata are dropped,
 * the orientation is applied, and a decompression bomb is refused by the pixel limit.
 */
async function reencode(buffer: Buffer, mime: string): Promise<Buffer> {
  try {
    const image = sharp(buffer, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate();
    if (mime === 'image/png') return await image.png({ compressionLevel: 9 }).toBuffer();
    if (mime === 'image/webp') return await image.webp({ quality: 85 }).toBuffer();
    return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  } catch {
    throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.unreadable);
  }
}

/**
 * A receipt photo is kept no larger than the decoder's widest pass: its code reads the same, staff
 * read it as well, and a 36-megapixel photo is stored (and read) at a third of its pixels.
 */
export const RECEIPT_MAX_SIDE = Math.max(...DEFAULT_PASSES);

/**
 * A receipt photo cleaned as `reencode` does, and shrunk to RECEIPT_MAX_SIDE, in the photo pool:
 * one photo per core at a time, off the event loop, the others queued.
 */
async function cleanReceiptPhoto(buffer: Buffer, mime: string): Promise<Buffer> {
  let answer: Awaited<ReturnType<typeof cleanPhoto>>;
  try {
    answer = await cleanPhoto(buffer, mime, RECEIPT_MAX_SIDE);
  } catch (err) {
    if (err instanceof PhotoQueueFullError) throw new AppError('UNAVAILABLE', UPLOAD_MESSAGES.busy);
    throw err;
  }
  if ('unreadable' in answer) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.unreadable);
  return Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength);
}

/** Checks a file by its content (never its name), cleans it and stores it (a picture with its sizes). */
export async function storeUpload(
  db: Db,
  storage: Storage,
  pictures: PictureSizes,
  input: { buffer: Buffer; purpose: UploadPurpose; ownerUserId: string; sha256?: string },
): Promise<StoredFile> {
  if (input.buffer.length === 0) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.empty);
  if (input.buffer.length > UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.size);
  const detected = await fileTypeFromBuffer(input.buffer);
  const allowed: readonly string[] = input.purpose === 'image' ? IMAGE_MIME_TYPES : RECEIPT_MIME_TYPES;
  if (!detected || !allowed.includes(detected.mime)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      input.purpose === 'image' ? UPLOAD_MESSAGES.imageType : UPLOAD_MESSAGES.receiptType,
    );
  }
  const mime = detected.mime;
  const body =
    mime === 'application/pdf'
      ? input.buffer
      : input.purpose === 'receipt'
        ? await cleanReceiptPhoto(input.buffer, mime)
        : await reencode(input.buffer, mime);
  // The hash of what was sent: the same receipt sent twice is recognised (DECISIONS.md).
  const sha256 = input.sha256 ?? contentHash(input.buffer);
  const id = randomUUID();
  const folder = input.purpose === 'image' ? 'public/images' : 'private/receipts';
  const storageKey = `${folder}/${id}.${EXTENSIONS[mime]}`;
  await storage.put(storageKey, body);
  await db.insert(files).values({
    id,
    ownerUserId: input.ownerUserId,
    purpose: input.purpose,
    storageKey,
    mimeType: mime,
    sizeBytes: body.length,
    sha256,
  });
  const url = input.purpose === 'image' ? `/uploads/${storageKey}` : `/api/shared/files/${id}`;
  const image = input.purpose === 'image' ? await pictures.stored(url, body) : null;
  return { id, storageKey, body, url, mimeType: mime, size: body.length, image };
}

/** The hash a receipt is known by: of what was sent, so the same file sent twice is recognised. */
export const contentHash = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');

/**
 * A receipt a purchase already holds is refused as it is sent (issue 41, point 6), with the words
 * the purchase would be refused in: the same file (its hash), or a photo whose code names a fiscal
 * document a standing purchase holds. A customer's attempt is kept against the holder, as a
 * refused purchase's is (its fraud signal).
 */
export async function refuseHeldReceipt(
  db: Db,
  user: AuthUser,
  receipt: { sha256: string } | { fiscalKey: string },
): Promise<void> {
  let by: { sha256: string } | { document: string };
  if ('fiscalKey' in receipt) {
    const parsed = parseFiscalKey(receipt.fiscalKey);
    if (!parsed.ok) return;
    by = { document: fiscalDocumentId(parsed.key) };
  } else by = receipt;
  if (!(await receiptHeld(db, by))) return;
  if (user.clientId) {
    await recordSaleAttempts(db, {
      fiscalKey: 'fiscalKey' in receipt ? receipt.fiscalKey : null,
      receiptSha256: 'sha256' in receipt ? receipt.sha256 : null,
      storeId: null,
      invoiceNumber: null,
      clientId: user.clientId,
      userId: user.id,
    });
  }
  throw conflict(MESSAGES.receiptTaken);
}

/**
 * An account holding `max` receipts that no purchase uses (sent in the last UNATTACHED_KEPT_MS:
 * older ones are being deleted) sends no more: 429, and `Retry-After` when the oldest leaves the count.
 */
export async function checkUnattachedReceipts(db: Db, ownerUserId: string, max: number, now: Date): Promise<void> {
  const { count, oldest } = await unattachedReceiptsOf(db, ownerUserId, new Date(now.getTime() - UNATTACHED_KEPT_MS));
  if (count < max) return;
  const freedAt = oldest ? new Date(oldest).getTime() + UNATTACHED_KEPT_MS : now.getTime() + 60_000;
  throw new TooManyRequestsError(UPLOAD_MESSAGES.unattached, (freedAt - now.getTime()) / 1000);
}

export type FileRow = typeof files.$inferSelect;

export async function findFile(db: Db, id: string): Promise<FileRow> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  if (!row) throw notFound(UPLOAD_MESSAGES.notFound);
  return row;
}

/**
 * A receipt opens for its sender, for staff who read every store's sales, and for store staff
 * when it backs a sale of their own store. Anyone else is told it does not exist.
 */
export async function canOpenFile(db: Db, file: FileRow, user: AuthUser): Promise<boolean> {
  if (file.ownerUserId === user.id) return true;
  if (!can(user.role, 'sales:read')) return false;
  if (user.scope === undefined) return true;
  const [sale] = await db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.fileId, file.id), eq(sales.storeId, user.scope)))
    .limit(1);
  return Boolean(sale);
}
