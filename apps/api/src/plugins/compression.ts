import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Text worth compressing: HTML, CSS, JavaScript, JSON (the API, the web manifest), XML (the
 * sitemap), SVG, CSV. Pictures, PDFs, spreadsheets and other binaries are already compressed and
 * pass through untouched (other types as the plugin's mime-db says, `application/octet-stream`
 * included: not compressed).
 */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:javascript|(?:[\w.-]+\+)?(?:json|xml))(?:\s*;|$)|image\/svg\+xml)/i;

export const isCompressible = (contentType: string) => COMPRESSIBLE.test(contentType);

/**
 * Answers compressed with brotli or gzip, as the client's Accept-Encoding allows (brotli when both
 * are), with `Vary: Accept-Encoding`. Registered before every route, since the plugin hooks into
 * each route as it is declared. Answers under 1 KB go as they are (compressing them saves nothing);
 * a file the web build already compressed (`.br`/`.gz` beside it, @fastify/static's
 * `preCompressed`) is sent as built. Request bodies are never decompressed: the API reads what the
 * client sends as is.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: isCompressible,
    globalDecompression: false,
    // Answers are compressed as they go out, per request: brotli's default quality (11) costs
    // milliseconds of CPU per answer; quality 4 is about as fast as gzip and still smaller. The
    // web build's files are compressed once at best quality (apps/web/scripts/precompress.ts).
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
});

const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
};
const GZIP_OPTIONS = { level: 6 };

/**
 * A route whose answers may be files of a hundred megabytes (the reports' CSV exports): the
 * fastest levels, which still make a CSV four to six times smaller, so compressing never holds
 * the download back.
 */
export const FAST_COMPRESSION = {
  brotliOptions: {
    params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 1 },
  },
  zlibOptions: { level: 1 },
};
const THRESHOLD = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Sends a text answer from the not-found handler (the web app's pages), which the plugin's hooks,
 * attached route by route, never see: compressed as the plugin would, with the same settings.
 */
export async function sendText(request: FastifyRequest, reply: FastifyReply, body: string): Promise<FastifyReply> {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted, ['br', 'gzip']) : null;
  if (!encoding || Buffer.byteLength(body) < THRESHOLD) return reply.send(body);
  const payload = encoding === 'br' ? await brotli(body, BROTLI_OPTIONS) : await gzipped(body, GZIP_OPTIONS);
  return reply.header('content-encoding', encoding).send(payload);
}
