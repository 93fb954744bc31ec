import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { INTERRUPTED_MESSAGE, type StreamProgress, streamDownload } from './stream-download';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));
vi.mock('../session', () => ({ getToken: () => 'token-1' }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const encoder = new TextEncoder();

/** A body the test feeds chunk by chunk. */
function controlledBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return { body, push: (text: string) => controller.enqueue(encoder.encode(text)), controller };
}

/** The blob's text, its BOM kept (jsdom's Blob has no text()). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

function answerWith(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const csvHeaders = {
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': 'attachment; filename="relatorio-compras-2026-11-27.csv"',
  'x-total-count': '3',
};

describe('streamDownload', () => {
  it('reports bytes, lines and the total as the chunks come, then gives the file under its name', async () => {
    const { body, push, controller } = controlledBody();
    const fetchMock = answerWith(new Response(body, { headers: csvHeaders }));
    const seen: StreamProgress[] = [];
    const done = streamDownload('/reports/compras', {
      query: { from: '2026-01-01', storeId: undefined, to: '', format: 'csv' },
      fallbackName: 'x.csv',
      onProgress: (p) => seen.push(p),
    });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({ bytes: 0, lines: 0, total: 3 });
    push('\uFEFFNome;Valor\r\nAna;1,00\r\n');
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toEqual({ bytes: 25, lines: 2, total: 3 });
    push('Bia;2,00\r\nCaio;');
    push('3,00\r\n');
    controller.close();
    const file = await done;
    expect(seen.at(-1)).toEqual({ bytes: 46, lines: 4, total: 3 });
    expect(file.fileName).toBe('relatorio-compras-2026-11-27.csv');
    expect(file.blob.type).toBe('text/csv; charset=utf-8');
    expect(await blobText(file.blob)).toBe('\uFEFFNome;Valor\r\nAna;1,00\r\nBia;2,00\r\nCaio;3,00\r\n');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/reports/compras?from=2026-01-01&format=csv');
    expect(init?.headers).toEqual({ Authorization: 'Bearer token-1' });
  });

  it('cancels without a toast when its signal aborts', async () => {
    const { body, push } = controlledBody();
    answerWith(new Response(body, { headers: csvHeaders }));
    const abort = new AbortController();
    const done = streamDownload('/reports/compras', { signal: abort.signal, fallbackName: 'x' });
    push('Nome\r\n');
    abort.abort();
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('cancelled');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("shows the server's message of a refused export", async () => {
    answerWith(
      new Response(JSON.stringify({ statusCode: 403, error: 'Forbidden', message: 'Acesso negado' }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const error = await streamDownload('/reports/compras', { fallbackName: 'x' }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(403);
    expect(toast.error).toHaveBeenCalledWith('Acesso negado', expect.anything());
  });

  it('says so when the download is cut short on the way', async () => {
    const { body, push, controller } = controlledBody();
    answerWith(new Response(body, { headers: csvHeaders }));
    const done = streamDownload('/reports/compras', { fallbackName: 'x' });
    push('Nome\r\n');
    controller.error(new TypeError('terminated'));
    const error = await done.catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('network');
    expect(toast.error).toHaveBeenCalledWith(INTERRUPTED_MESSAGE, expect.anything());
  });

  it('uses the fallback name and no total when the server gives neither', async () => {
    answerWith(new Response('abc', { headers: { 'content-type': 'application/octet-stream' } }));
    const seen: StreamProgress[] = [];
    const file = await streamDownload('/reports/compras', {
      fallbackName: 'getPurchasesReport.xlsx',
      onProgress: (p) => seen.push(p),
    });
    expect(file.fileName).toBe('getPurchasesReport.xlsx');
    expect(seen.at(-1)).toEqual({ bytes: 3, lines: 0, total: null });
  });
});
