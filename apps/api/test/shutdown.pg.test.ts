import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcesses, startApiProcesses } from './support/api-processes';

// Graceful shutdown of a real API process (src/server.ts): on SIGTERM it stops listening, lets
// the requests in flight finish, and exits 0; past SHUTDOWN_TIMEOUT_MS it cuts what is left.
let hosts: ApiProcesses;
beforeAll(async () => {
  hosts = await startApiProcesses(2, 'shutdown', { SHUTDOWN_TIMEOUT_MS: '3000' });
});
afterAll(() => hosts?.stop());

/**
 * A login whose body is sent in two halves: the request is in flight (its connection open, its
 * handler waiting for the body) until `finish` sends the rest.
 */
function slowLogin(port: number) {
  const body = JSON.stringify({ email: 'admin@example.com', password: 'Demo@1234' });
  let finish = () => {};
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/auth/login',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 10));
    finish = () => req.end(body.slice(10));
  });
  return { answered, finish: () => finish() };
}

const refused = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => 'answered',
    (err: Error & { cause?: { code?: string } }) => err.cause?.code ?? err.message,
  );

describe('SIGTERM', () => {
  it('finishes the request in flight with its answer, refuses new connections and exits 0', async () => {
    const port = hosts.port(0);
    const login = slowLogin(port);
    // The request has reached the server (its handler waits for the rest of the body).
    await new Promise((r) => setTimeout(r, 300));
    const signalled = Date.now();
    const exited = hosts.signal(0, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    expect(hosts.alive(0)).toBe(true);
    expect(await refused(port)).toBe('ECONNREFUSED');

    login.finish();
    const answer = await login.answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).data.access_token).toEqual(expect.any(String));
    expect(await exited).toBe(0);
    // Not held open until the time limit by the client's keep-alive connection.
    expect(Date.now() - signalled).toBeLessThan(2_500);
    // The other host, on the same database, goes on serving.
    expect((await fetch(`${hosts.base(1)}/api/health`)).status).toBe(200);
  });

  it('cuts a request still open at SHUTDOWN_TIMEOUT_MS and exits 0 all the same', async () => {
    const port = hosts.port(1);
    const stuck = slowLogin(port);
    stuck.answered.catch(() => {});
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    const code = await hosts.signal(1, 'SIGTERM');
    const took = Date.now() - started;
    expect(code).toBe(0);
    expect(took).toBeGreaterThanOrEqual(2_900);
    expect(took).toBeLessThan(8_000);
    await expect(stuck.answered).rejects.toThrow();
  });
});
