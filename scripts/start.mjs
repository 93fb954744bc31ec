// `npm start`: install what is missing, build, then serve web app + API with the embedded
// database (migrations and demo data happen at server start). The build is always a production
// build; the server keeps the caller's NODE_ENV (development by default: demo data).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildForProduction, ensureInstalled, root } from './lib.mjs';

await ensureInstalled();
console.log('> Building the web app and the API…');
if ((await buildForProduction()) !== 0) process.exit(1);

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, 'data') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
