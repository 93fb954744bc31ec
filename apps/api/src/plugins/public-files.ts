import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Storage } from '../lib/storage';
import { envelope } from './errors';

/** Content types of the public pictures, by extension. */
const PUBLIC_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/**
 * A picture uploaded through the API (`public/images/…`) is stored under a fresh id and never
 * written again: its address names one content for good, so browsers keep it for a year without
 * asking. Any other public file (the demo prize pictures, written again by a new demo seed) is kept
 * an hour and then revalidated by a hash of its content.
 */
export const WRITE_ONCE_PREFIX = 'images/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATED = 'public, max-age=3600';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Public pictures (prize images, store photos) from the storage, whichever host stored them;
 * receipts are never stored under public/. Never compressed again (they are WEBP, PNG or JPEG).
 */
export const publicFilesPlugin = fp(async (app: FastifyInstance, { storage }: { storage: Storage }) => {
  app.get('/uploads/public/*', { schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const type = PUBLIC_TYPES[path.slice(path.lastIndexOf('.') + 1).toLowerCase()];
    const body = type && !path.split('/').includes('..') ? await storage.open(`public/${path}`) : null;
    if (!body) return reply.code(404).send(envelope(404, 'Arquivo não encontrado'));
    reply.type(type!);
    if (path.startsWith(WRITE_ONCE_PREFIX)) return reply.header('cache-control', IMMUTABLE).send(body);
    const bytes = await readAll(body);
    const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
    reply.header('cache-control', REVALIDATED).header('etag', etag);
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(bytes);
  });
});
