import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ACTIVE_CAMPAIGN_ELEMENT_ID, prizesEndpoints } from '@mall/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { PictureSizes } from './lib/images';
import { type LogStream, loggerOptions } from './lib/log-redaction';
import { openapiTransform } from './lib/openapi';
import { rateLimitStore } from './lib/rate-limit';
import type { Storage } from './lib/storage';
import {
  firstPictureList,
  loadPageRenderer,
  pageReader,
  webPages,
  withDrawnPrizes,
  withFirstPicture,
  withJsonBlock,
} from './lib/web-pages';
import { modules } from './modules';
import { activeCampaignAnswer } from './modules/campaigns/campaigns.service';
import { jobDefinitions } from './modules/jobs/jobs.definitions';
import { JobQueue } from './modules/jobs/jobs.queue';
import { activePrizesAnswer, firstPrizePicture } from './modules/prizes/prizes.service';
import { backfillPictureSizes } from './modules/uploads/picture-backfill';
import { authPlugin } from './plugins/auth';
import { cachePolicyPlugin } from './plugins/cache-policy';
import { compressionPlugin, sendText } from './plugins/compression';
import { envelope, errorsPlugin } from './plugins/errors';
import { idempotencyPlugin } from './plugins/idempotency';
import { type MailDispatcher, startMailDispatcher } from './plugins/mailer';
import { methodNotAllowedPlugin } from './plugins/method-not-allowed';
import { metricsPlugin } from './plugins/metrics';
import { publicFilesPlugin } from './plugins/public-files';
import { securityHeadersPlugin } from './plugins/security-headers';
import { textInputPlugin } from './plugins/text-input';
import { webAppPlugin } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: MailDispatcher;
    /** Where uploaded and generated files live (jobs and tests read them back). */
    storage: Storage;
    jobs: JobQueue;
    pictures: PictureSizes;
  }
}

export interface AppDeps {
  config: AppConfig;
  database: Database;
  storage: Storage;
  /** Logger on by default; tests turn it off, or give it a stream to read its lines back. */
  logger?: boolean | { stream: LogStream };
}

/** Composes plugins and domain modules; never listens (server.ts does). */
export async function buildApp({ config, database, storage, logger = true }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logger === true ? undefined : logger.stream) : false,
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Synchronous and early: every answer, errors included, carries its request id.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // Once closing (a graceful shutdown), every answer still sent ends its connection: a client
  // keeping connections alive reconnects, to another host, instead of holding this one open.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  await app.register(errorsPlugin);
  // First, so every route is timed (GET /metrics, only with METRICS_TOKEN).
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    database,
    jobNames: jobDefinitions(config).map((d) => d.name),
  });
  // Before any route: the compression plugin attaches itself to each route as it is declared.
  await app.register(compressionPlugin);
  await app.register(cachePolicyPlugin);
  await app.register(methodNotAllowedPlugin);
  await app.register(textInputPlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // WebAssembly only (the receipt reader on /registrar-pontos), never eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // With REDIS_URL the counters are shared by every process, and kept in this process's memory
  // while Redis cannot be reached: an outage never switches the limits off (src/lib/rate-limit.ts).
  const rateLimits = rateLimitStore(config.redisUrl, app.log.child({ module: 'rate-limit' }));
  if (rateLimits.link) app.addHook('onClose', async () => rateLimits.link.close());
  await app.register(rateLimit, { global: false, store: rateLimits.store });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Programa de pontos do shopping', version: '1.0.0' },
      servers: [{ url: '/', description: 'This server' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      // Every operation needs a token unless its route schema says `security: []` (public).
      security: [{ bearer: [] }],
    },
    transform: openapiTransform,
  });
  // The document is built either way (the routes' schemas feed it); only its pages are optional.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authPlugin, { config, db: database.db });
  await app.register(idempotencyPlugin, { db: database.db });
  const mailer = startMailDispatcher({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
  });
  app.decorate('mailer', mailer);
  // The scheduled jobs and the outbox's delivery (src/modules/jobs); polling starts once the app
  // is ready, and only where JOBS_ENABLED (tests turn it on themselves).
  app.decorate('storage', storage);
  const jobs = new JobQueue({
    database,
    definitions: jobDefinitions(config),
    timeZone: config.timeZone,
    mailer,
    storage,
    receipts: config.receipts,
    log: app.log.child({ module: 'jobs' }),
  });
  app.decorate('jobs', jobs);
  if (config.jobsEnabled) app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop(config.shutdownTimeoutMs);
    await mailer.stop();
  });

  // The pictures' responsive sizes (src/lib/images.ts); a process that runs the jobs also makes
  // the missing ones of older pictures once, in the background, after start.
  const pictures = new PictureSizes(storage, app.log.child({ module: 'pictures' }));
  app.decorate('pictures', pictures);
  let backfill: Promise<unknown> | undefined;
  if (config.jobsEnabled) {
    app.addHook('onReady', async () => {
      backfill = backfillPictureSizes(database.db, pictures, app.log).catch((err) =>
        app.log.warn({ err }, 'picture sizes backfill failed'),
      );
    });
  }
  app.addHook('onClose', async () => {
    await pictures.close();
    await backfill;
  });

  const deps = { db: database.db, database, config, storage, pictures, redis: rateLimits.link };
  await app.register(
    async (api) => {
      for (const routes of modules) await api.register(routes, deps);
    },
    { prefix: '/api' },
  );

  await app.register(publicFilesPlugin, { storage });
  const webDist = resolveWebDist(config);
  await app.register(webAppPlugin, { config, webDist });
  const pageFor = webPages(webDist);
  const readPage = webDist ? pageReader(webDist) : undefined;
  // The lists whose first picture a prerendered page names in its HTML (FIRST_PICTURE_ATTRIBUTE):
  // GET /prizes/active's answer, read once per page sent.
  const listAnswer = (path: string, query: Record<string, string>) =>
    path === `/api${prizesEndpoints.listActivePrizes.path}`
      ? activePrizesAnswer(database.db, pictures, query)
      : Promise.resolve(undefined);
  // What the server draws into a page (the benefits grid), built beside the web app.
  const renderer = webDist
    ? await loadPageRenderer(webDist).catch((error: unknown) => {
        app.log.warn({ err: error }, 'pages go as the build drew them: the page renderer did not load');
        return undefined;
      })
    : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = app.allowedMethods(path);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      reply.header('allow', allowed.join(', '));
      return reply.status(405).send(envelope(405, `Método ${request.method} não permitido em ${path}`));
    }
    // The single-page app owns every other GET (and HEAD) outside /api and /assets: index.html,
    // compressed on the way when the client accepts brotli or gzip. A build file that is not there
    // (a page opened before a deploy asking for a chunk the new build no longer has) is a 404, not
    // index.html, which the browser would try to run as a script.
    // A page the build prerendered gets its own HTML instead (lib/web-pages.ts): a public one for
    // anyone, a page behind a login for a returning user of a role it was drawn for.
    // GET /metrics is the operator's (plugins/metrics.ts): without its token set, a plain 404.
    const isPage = !path.startsWith('/api') && !path.startsWith('/assets/') && path !== '/metrics';
    if (readPage && (request.method === 'GET' || request.method === 'HEAD') && isPage) {
      const page = pageFor({ path, query: request.url.includes('?'), cookie: request.headers.cookie });
      const built = await readPage(page.file ?? 'index.html');
      // A page whose largest element is a list's first picture (the benefits grid): the list's
      // first page, read once, names the picture in the head and is drawn into the page.
      const list = firstPictureList(built);
      const answer = list
        ? await listAnswer(list.path, list.query).catch((error: unknown) => {
            request.log.warn({ err: error }, 'page sent without its first list');
            return undefined;
          })
        : undefined;
      const pictured = withFirstPicture(built, firstPrizePicture(answer));
      const html = renderer && list && answer ? withDrawnPrizes(pictured, list.address, answer, renderer) : pictured;
      // The running campaign goes with the page (ACTIVE_CAMPAIGN_ELEMENT_ID); without the database
      // the page still goes, and the browser asks the API as before.
      const campaign = await activeCampaignAnswer(database.db).catch((error: unknown) => {
        request.log.warn({ err: error }, 'page sent without the active campaign');
        return undefined;
      });
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      if (page.byCookie) reply.header('vary', 'Cookie');
      return sendText(request, reply, campaign ? withJsonBlock(html, ACTIVE_CAMPAIGN_ELEMENT_ID, campaign) : html);
    }
    return reply.status(404).send(envelope(404, `Rota não encontrada: ${request.method} ${path}`));
  });

  return app;
}

/**
 * A hop count trusts that many proxies from the server's side (the client is the address before
 * them); Fastify itself ignores bare numbers, so the count is given as a function. Use it only
 * when the server cannot be reached except through those proxies; otherwise name their addresses.
 */
function trustProxyOption(trust: AppConfig['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

function resolveWebDist(config: AppConfig): string | undefined {
  const candidate = config.webDist
    ? resolve(config.webDist)
    : join(fileURLToPath(new URL('.', import.meta.url)), '..', '..', 'web', 'dist');
  return existsSync(join(candidate, 'index.html')) ? candidate : undefined;
}
