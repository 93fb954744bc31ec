import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The nginx configuration operators use (docs/operations.md), the one the tests run. */
export const NGINX_TEMPLATE = join(import.meta.dirname, '..', '..', '..', '..', 'deploy', 'nginx.conf');

export interface Nginx {
  port: number;
  stop(): Promise<void>;
  /** Its error log so far. */
  errors(): string;
}

/** nginx's binary: on the PATH, or where Debian's package puts it. */
export function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('nginx not found: apt-get install nginx (npm test installs it when run as root)');
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * deploy/nginx.conf with the given API hosts' ports in place of 3001 and 3002 and a free port in
 * place of 80, inside a main configuration of its own (pid, logs and temporary files in a temp
 * directory), run in the foreground.
 */
export async function startNginx(apiPorts: [number, number]): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'mall-nginx-'));
  chmodSync(dir, 0o755);
  const port = await freePort();
  let site = readFileSync(NGINX_TEMPLATE, 'utf8');
  for (const [from, to] of [
    ['127.0.0.1:3001', `127.0.0.1:${apiPorts[0]}`],
    ['127.0.0.1:3002', `127.0.0.1:${apiPorts[1]}`],
    ['listen 80;', `listen 127.0.0.1:${port};`],
  ] as const) {
    if (site.split(from).length !== 2) throw new Error(`deploy/nginx.conf: expected "${from}" once`);
    site = site.replace(from, to);
  }
  writeFileSync(join(dir, 'site.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_rlimit_nofile 16384;
events { worker_connections 8192; }
http {
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/site.conf;
}
`,
  );
  const proc: ChildProcess = spawn(
    nginxBinary(),
    ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  proc.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const errors = () =>
    stderr + (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');
  for (let i = 0; ; i++) {
    if (proc.exitCode !== null) throw new Error(`nginx exited:\n${errors()}`);
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`);
      break;
    } catch {
      if (i > 100) throw new Error(`nginx did not answer:\n${errors()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    port,
    errors,
    async stop() {
      if (proc.exitCode === null) {
        const exited = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
