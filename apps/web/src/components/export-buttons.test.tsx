import { reportsEndpoints } from '@mall/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DownloadedFile } from '../lib/api';
import { ExportButtons } from './export-buttons';

const saveFile = vi.fn<(file: DownloadedFile) => void>();
vi.mock('../lib/api', async (original) => ({
  ...(await original<typeof import('../lib/api')>()),
  saveFile: (file: DownloadedFile) => saveFile(file),
}));
vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const encoder = new TextEncoder();

/** An export answer whose body the test feeds chunk by chunk. */
function streamedAnswer(format: 'csv' | 'xlsx', total: number) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  let signal: AbortSignal | undefined;
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    signal = init?.signal ?? undefined;
    return new Response(body, {
      headers: {
        'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/octet-stream',
        'content-disposition': `attachment; filename="relatorio-compras-2026-11-27.${format}"`,
        'x-total-count': String(total),
      },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    signal: () => signal,
    push: (chunk: string | Uint8Array) => controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk),
    close: () => controller.close(),
  };
}

function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const filters = { from: '2026-01-01', to: '2026-01-31', storeId: undefined, page: 3, limit: 25 };

function renderButtons() {
  render(<ExportButtons endpoint={reportsEndpoints.getPurchasesReport} query={filters} />);
  return {
    csv: screen.getByRole('button', { name: 'Exportar CSV' }) as HTMLButtonElement,
    xlsx: screen.getByRole('button', { name: 'Exportar XLSX' }) as HTMLButtonElement,
  };
}

describe('ExportButtons', () => {
  it('streams a CSV of the filters with the rows received out of the total, then saves it', async () => {
    const answer = streamedAnswer('csv', 1_000_000);
    const { csv, xlsx } = renderButtons();
    fireEvent.click(csv);
    const bar = await screen.findByRole('progressbar', { name: 'Exportando relatório' });
    // Page and limit are the screen's, not the export's.
    expect(answer.fetchMock.mock.calls[0]?.[0]).toBe('/api/reports/compras?from=2026-01-01&to=2026-01-31&format=csv');
    expect(csv.disabled).toBe(true);
    expect(xlsx.disabled).toBe(true);
    await screen.findByText('0 de 1.000.000 linhas');

    answer.push('\uFEFFData;Valor (R$)\r\n01/01/2026;10,00\r\n');
    await screen.findByText('1 de 1.000.000 linhas');
    answer.push(`${'02/01/2026;20,00\r\n'.repeat(12_344)}03/01`);
    await screen.findByText('12.345 de 1.000.000 linhas');
    expect(bar.getAttribute('value')).toBe('12345');
    expect(bar.getAttribute('max')).toBe('1000000');
    expect(bar.getAttribute('aria-valuetext')).toBe('12.345 de 1.000.000 linhas');
    expect(saveFile).not.toHaveBeenCalled();

    answer.push('/2026;30,00\r\n');
    answer.close();
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const file = saveFile.mock.calls[0]![0];
    expect(file.fileName).toBe('relatorio-compras-2026-11-27.csv');
    const text = await blobText(file.blob);
    expect(text.startsWith('\uFEFFData;Valor (R$)\r\n01/01/2026;10,00\r\n02/01/2026;20,00\r\n')).toBe(true);
    expect(text.endsWith('\r\n03/01/2026;30,00\r\n')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(12_348);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(csv.disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Exportação concluída');
  });

  it('shows the megabytes of an XLSX received, the bar without an end', async () => {
    const answer = streamedAnswer('xlsx', 50_000);
    const { xlsx } = renderButtons();
    fireEvent.click(xlsx);
    expect(answer.fetchMock.mock.calls[0]?.[0]).toBe('/api/reports/compras?from=2026-01-01&to=2026-01-31&format=xlsx');
    await screen.findByText('0,0 MB recebidos');
    answer.push(new Uint8Array(1024 * 1024));
    answer.push(new Uint8Array(512 * 1024));
    await screen.findByText('1,5 MB recebidos');
    expect(screen.getByRole('progressbar', { name: 'Exportando relatório' }).hasAttribute('value')).toBe(false);
    answer.close();
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(saveFile.mock.calls[0]![0].fileName).toBe('relatorio-compras-2026-11-27.xlsx');
    expect(saveFile.mock.calls[0]![0].blob.size).toBe(1.5 * 1024 * 1024);
  });

  it('cancels: the request is aborted, nothing is saved and the live region says so', async () => {
    const answer = streamedAnswer('csv', 100);
    const { csv } = renderButtons();
    fireEvent.click(csv);
    answer.push('Data;Valor\r\n01/01/2026;1,00\r\n');
    await screen.findByText('1 de 100 linhas');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(answer.signal()?.aborted).toBe(true);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Exportação cancelada'));
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    expect(csv.disabled).toBe(false);
    expect(saveFile).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("shows the server's message when the export is refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              statusCode: 400,
              error: 'Bad Request',
              message: 'A data inicial deve ser anterior ou igual à data final',
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    const { csv } = renderButtons();
    fireEvent.click(csv);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'A data inicial deve ser anterior ou igual à data final',
        expect.anything(),
      ),
    );
    await waitFor(() => expect(csv.disabled).toBe(false));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('keeps both buttons off while the report says so', () => {
    render(<ExportButtons endpoint={reportsEndpoints.getPurchasesReport} query={filters} disabled />);
    expect((screen.getByRole('button', { name: 'Exportar CSV' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Exportar XLSX' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
