import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STORE_COUNT, isEmpty, seedDemo, storeSellerLogin } from './db/seed';
import { serveBackups } from './lib/backup-socket';
import { openStorage } from './lib/open-storage';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  await database.migrate();
  // On PostgreSQL the files live there too by default, so any host serves any upload.
  const storage = await openStorage(config.storage, config.dataDir, database.db);
  // `npm run backup` asks the embedded database's only process for its dump.
  const stopDumps = await serveBackups(database, config.dataDir);
  let seeded = false;
  if (config.seedDemo && (await isEmpty(database.db))) {
    await seedDemo(database.db, { timeZone: config.timeZone, storage, publicUrl: config.publicUrl });
    seeded = true;
  }

  const app = await buildApp({ config, database, storage });
  // Graceful shutdown (SIGTERM from an orchestrator, a rolling restart; SIGINT from a terminal):
  // the listening socket closes at once, so a proxy sends new requests to another host; requests
  // in flight finish; the job queue takes no new run and waits for those going on. Whatever is
  // still open after SHUTDOWN_TIMEOUT_MS is cut (connections closed, job runs handed back to the
  // queue); then the scheduler's lock and the database are let go and the process exits 0.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const limit = config.shutdownTimeoutMs;
    app.log.info({ signal, timeoutMs: limit }, 'shutting down: finishing the requests and job runs in flight');
    const cut = setTimeout(() => {
      app.log.warn({ timeoutMs: limit }, 'shutdown time limit reached: closing the connections still open');
      app.server.closeAllConnections();
    }, limit);
    cut.unref();
    // Should closing itself hang (a database that does not answer), give up a while later.
    const force = setTimeout(() => process.exit(1), limit + 10_000);
    force.unref();
    let code = 0;
    try {
      // No new runs from now on, while the requests drain.
      const jobsStopped = app.jobs.stop(limit);
      await app.close();
      const handedBack = await jobsStopped;
      await stopDumps();
      await database.close();
      app.log.info({ handedBack }, 'shut down');
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      code = 1;
    } finally {
      process.exit(code);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Programa de pontos no ar: ${url}`,
    config.apiDocs ? `  API: ${url}/api  ·  documentação: ${url}/api/docs` : `  API: ${url}/api`,
    `  Banco de dados: ${database.kind === 'pglite' ? `embutido (PGlite) em ${config.dataDir}` : 'PostgreSQL'}`,
  ];
  if (config.seedDemo) {
    lines.push(`  Contas de demonstração${seeded ? ' (criadas agora)' : ''}, senha ${DEMO_PASSWORD}:`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(10)} ${a.email}`);
    lines.push(
      `    ${'VENDEDOR'.padEnd(10)} ${storeSellerLogin(2)}@example.com a ${storeSellerLogin(DEMO_STORE_COUNT)}@example.com (um por loja, da segunda à última)`,
    );
  }
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
