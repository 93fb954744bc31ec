import fastifyStatic from '@fastify/static';
import { NON_INDEXED_PATH_PREFIXES, PUBLIC_PAGES } from '@mall/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

/** Hashed build output (`/assets/…`): its name changes with its content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Text files the web build stores compressed beside the original (apps/web/scripts/precompress.ts). */
const PRECOMPRESSED = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml|wasm)(?:\.br|\.gz)?$/;
/** robots.txt and the sitemap change only with a new release or PUBLIC_URL. */
const SITE_FILE_CACHE = 'public, max-age=3600';

/**
 * The web app's files, robots.txt and the sitemap. Every file of the build is served on GET and
 * HEAD; a text file goes as the `.br` or `.gz` the build wrote beside it when the client accepts
 * one (else the compression plugin compresses it on the way), hashed assets cached for a year,
 * everything else (index.html, the manifest, the icons) revalidated on each use. The single-page
 * app's own routes are answered by the not-found handler in app.ts with index.html.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, { config, webDist }: { config: AppConfig; webDist?: string }) => {
    if (webDist) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        // `/` is a page like any other: the not-found handler in app.ts answers it (with its
        // prerendered HTML when the build wrote one), not this plugin with index.html.
        index: false,
        preCompressed: true,
        // The compressed copies are read through their original's route, never served by name.
        globIgnore: ['**/*.br', '**/*.gz'],
        cacheControl: false,
        setHeaders: (res, path) => {
          res.setHeader('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
          if (PRECOMPRESSED.test(path)) res.setHeader('vary', 'accept-encoding');
        },
      });
    }

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', SITE_FILE_CACHE)
        .send(robotsTxt(config.publicUrl)),
    );
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', SITE_FILE_CACHE)
        .send(sitemapXml(config.publicUrl)),
    );
  },
);

/** Crawlers may read the public pages; the customers' and staff's areas and the API are theirs. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...NON_INDEXED_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The public pages at PUBLIC_URL (sitemaps.org protocol). */
export function sitemapXml(publicUrl: string): string {
  const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${escapeXml(publicUrl + page.path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
