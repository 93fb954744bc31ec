import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
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
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
    },
    zlibOptions: { level: 6 },
  });
});
