// The ceiling: a bare Fastify server (the API's own Fastify version) with one route answering a
// constant JSON. `npm run bench` measures it in the same run as the API to show how much of the
// machine's HTTP capacity the API's plugins, auth and database round trips cost.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/api/package.json', import.meta.url));
const Fastify = require('fastify');

const app = Fastify({ logger: false });
app.get('/ceiling', async () => ({ status: 'ok' }));

const port = Number(process.env.PORT ?? 0);
const address = await app.listen({ port, host: '127.0.0.1' });
console.log(`ceiling listening on ${address}`);

const stop = () => app.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
