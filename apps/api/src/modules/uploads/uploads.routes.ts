import multipart from '@fastify/multipart';
import { can, errorSchema, UPLOAD_MAX_BYTES, uploadsEndpoints } from '@mall/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../lib/errors';
import { enforceRateLimit } from '../../lib/rate-limit';
import { routeOf } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { ReceiptReadings } from './receipt-reading';
import { deleteUnattachedUpload } from './uploads.cleanup';
import {
  canOpenFile,
  checkUnattachedReceipts,
  contentHash,
  findFile,
  refuseHeldReceipt,
  storeUpload,
  UPLOAD_MESSAGES,
} from './uploads.service';

export const uploadsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, storage, pictures, config }) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const readings = new ReceiptReadings(db, config.receipts, app.log.child({ module: 'receipts' }));
  app.addHook('onClose', async () => readings.settle());
  // Every upload counts, per account and per IP (several accounts from one address).
  const perAccount = app.createRateLimit({
    max: config.uploadRateLimitPerAccount,
    timeWindow: config.rateLimitWindowMs,
    keyGenerator: (request) => `upload:${currentUser(request).id}`,
  });
  const perIp = app.createRateLimit({
    max: config.uploadRateLimitPerIp,
    timeWindow: config.rateLimitWindowMs,
    keyGenerator: (request) => `upload-ip:${request.ip}`,
  });

  app.route(
    routeOf(
      uploadsEndpoints.uploadFile,
      {
        preHandler: app.authenticate,
        tags: ['uploads'],
        summary: 'Upload a receipt (PNG, JPEG, WEBP or PDF) or, for staff, a public image (purpose=image)',
        multipartBody: {
          type: 'object',
          required: ['file'],
          properties: {
            file: {
              type: 'string',
              format: 'binary',
              description: `PNG, JPEG or WEBP (or PDF for a receipt), at most ${UPLOAD_MAX_BYTES} bytes`,
            },
          },
        },
        errors: {
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          409: errorSchema,
          413: errorSchema,
          415: errorSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        await enforceRateLimit(perAccount, request, UPLOAD_MESSAGES.tooMany);
        await enforceRateLimit(perIp, request, UPLOAD_MESSAGES.tooMany);
        const purpose = request.query.purpose ?? (user.role === 'CLIENTE' ? 'receipt' : 'image');
        // Public pictures belong to prizes and store pages: whoever may edit those may upload them.
        if (purpose === 'image' && !can(user.role, 'prizes:manage') && !can(user.role, 'stores:update'))
          throw new AppError('FORBIDDEN', 'Você não tem permissão para enviar imagens');
        if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'A requisição deve ser multipart/form-data');
        if (purpose === 'receipt') await checkUnattachedReceipts(db, user.id, config.uploadMaxUnattached, new Date());
        const buffer = await readSingleFile(request);
        // A receipt a purchase holds is told now, not once the whole purchase was typed.
        const sha256 = contentHash(buffer);
        if (purpose === 'receipt') await refuseHeldReceipt(db, user, { sha256 });
        const { body, storageKey, ...stored } = await storeUpload(db, storage, pictures, {
          buffer,
          purpose,
          ownerUserId: user.id,
          sha256,
        });
        // A receipt photo is read for its fiscal code, as stored (cleaned and shrunk); the answer
        // waits for that a moment only, and not at all when the photo has to queue for a thread.
        const receipt =
          purpose === 'receipt'
            ? await readings.start(stored.id, stored.mimeType === 'application/pdf' ? null : body)
            : null;
        // Another photo of a receipt a purchase holds: refused as the same file is, keeping nothing.
        if (receipt?.status === 'found' && receipt.fiscalKey) {
          try {
            await refuseHeldReceipt(db, user, { fiscalKey: receipt.fiscalKey });
          } catch (err) {
            await deleteUnattachedUpload(db, storage, { id: stored.id, storageKey });
            throw err;
          }
        }
        return reply
          .status(201)
          .send({ message: 'Upload feito com sucesso!', url: stored.url, data: { ...stored, receipt } });
      },
    ),
  );

  app.route(
    routeOf(
      uploadsEndpoints.getPrivateFile,
      {
        preHandler: app.authenticate,
        tags: ['uploads'],
        summary: 'A private receipt: only its sender and the staff allowed to see its sales',
        binaryDescription: 'The file, in the type it was stored as',
        errors: { 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const file = await findFile(db, request.params.id);
        if (!(await canOpenFile(db, file, user))) throw notFound(UPLOAD_MESSAGES.notFound);
        const body = await storage.open(file.storageKey);
        if (!body) throw notFound(UPLOAD_MESSAGES.fileGone);
        return reply
          .header('content-type', file.mimeType)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', 'inline')
          .send(body);
      },
    ),
  );
};

/**
 * The one file of a multipart body. A body the parser cannot read (no or an overlong boundary,
 * no closing boundary, garbage) is the client's fault: 400, never a 500.
 *
 * The file is read here rather than with the part's `toBuffer()`, which looks at the parser's
 * `truncated` flag only as chunks arrive: when the limit falls between two chunks, the flag is set
 * after the last chunk was read and a copy cut at exactly the limit got through. Here the flag is
 * read once the file has ended, when the parser has always set it.
 */
async function readSingleFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.empty);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      chunks.push(chunk);
    }
    if (part.file.truncated || size > UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.size);
    return Buffer.concat(chunks, size);
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (err instanceof AppError || (status !== undefined && status >= 400 && status < 500)) throw err;
    throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.malformed);
  }
}
