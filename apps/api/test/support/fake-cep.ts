import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCepProvider {
  /** Provider URL in ViaCEP's shape, for CEP_LOOKUP_URL. */
  url: string;
  /** Requests received per CEP. */
  hits: Map<string, number>;
  total(): number;
  close(): Promise<void>;
}

/** Answers per CEP; anything not listed is ViaCEP's "not found". */
export type FakeAnswer =
  | { kind: 'found'; body: Record<string, string> }
  | { kind: 'garbage' }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  | { kind: 'erro-string' };

/** A local ViaCEP stand-in on 127.0.0.1 (random port): no network in tests. */
export async function startFakeCep(answers: Record<string, FakeAnswer>): Promise<FakeCepProvider> {
  const hits = new Map<string, number>();
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    const match = /^\/ws\/([^/]+)\/json\/?$/.exec(req.url ?? '');
    if (!match) return json(res, 404, { error: 'no route' });
    const cep = match[1]!;
    hits.set(cep, (hits.get(cep) ?? 0) + 1);
    const answer = answers[cep];
    if (!answer) return json(res, 200, { erro: true });
    switch (answer.kind) {
      case 'found':
        return json(res, 200, { cep: `${cep.slice(0, 5)}-${cep.slice(5)}`, ...answer.body });
      case 'erro-string':
        return json(res, 200, { erro: 'true' });
      case 'garbage':
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html>manutenção</html>');
      case 'status':
        return json(res, answer.status, { message: 'falhou' });
      case 'hang':
        return; // never answers: the API's timeout must fire
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/ws/{cep}/json/`,
    hits,
    total: () => [...hits.values()].reduce((a, b) => a + b, 0),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
