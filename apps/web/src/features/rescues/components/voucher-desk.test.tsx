import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Rescue } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { READER_WASM_URL } from '../../../lib/receipt-scan/read-receipt-code';
import { voucherUrl } from './voucher-code';
import { VoucherDesk } from './voucher-desk';

// A real reading: the voucher's QR code drawn by the library the voucher page draws it with, turned
// into a photo, read by the receipt reader's decoder (zxing-wasm) as the concierge's browser does.

const require = createRequire(import.meta.url);
const CODE = '2B0M2FC5EY';
const RESCUE: Rescue = {
  id: 'r1',
  points: 1,
  createdAt: '2026-11-22T07:45:00.000Z',
  voucher: CODE,
  voucherExpirationDate: '2099-01-01T02:59:59.000Z',
  status: 'SOLICITADO',
  campaignId: 'c1',
  prizeId: 'p1',
  client: { name: 'Clara Cliente', cpf: '52998224725', address: 'Rua A, 1' },
  prize: { name: 'Kit de velas aromáticas', imageUrl: null, storeId: null },
  campaign: { name: 'Decore e Ganhe' },
};

const asked: string[] = [];

beforeAll(() => {
  // jsdom's Blob has no arrayBuffer(), which every browser's has.
  if (!Blob.prototype.arrayBuffer) {
    Blob.prototype.arrayBuffer = function (this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(this);
      });
    };
  }
});

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      asked.push(url);
      if (url === READER_WASM_URL) {
        const wasm = new Uint8Array(readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'))).buffer;
        return new Response(wasm, { headers: { 'content-type': 'application/wasm' } });
      }
      if (url.startsWith('/api/rescues?')) return new Response(JSON.stringify({ data: [RESCUE], total: 1 }));
      throw new TypeError(`unexpected fetch: ${url}`);
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  asked.length = 0;
});

function renderDesk() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <VoucherDesk canUpdate pending={false} onDeliver={() => undefined} />
    </QueryClientProvider>,
  );
}

/** A photo of the QR code the voucher page shows (its link), as a phone's screen would give it. */
async function voucherQrPhoto(): Promise<File> {
  const svg = renderToStaticMarkup(<QRCodeSVG value={voucherUrl(CODE)} size={148} marginSize={1} />);
  const png = await sharp(Buffer.from(svg), { density: 300 })
    .flatten({ background: '#ffffff' })
    .extend({ top: 120, bottom: 120, left: 80, right: 80, background: '#f3e9e1' })
    .png()
    .toBuffer();
  return new File([new Uint8Array(png)], 'voucher.png', { type: 'image/png' });
}

describe('VoucherDesk: "Ler QR do voucher"', () => {
  it('reads a photo of the voucher QR code and looks the voucher up', async () => {
    serve();
    renderDesk();
    fireEvent.click(screen.getByRole('button', { name: 'Ler QR do voucher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ler QR do voucher' });
    // jsdom gives no camera: said plainly, the photo offered instead.
    expect(await within(dialog).findByText(/Este navegador não dá acesso à câmera/)).toBeTruthy();
    const input = within(dialog).getByLabelText('Escolher foto do QR code');
    fireEvent.change(input, { target: { files: [await voucherQrPhoto()] } });

    const result = await screen.findByTestId('voucher-desk-result', {}, { timeout: 15_000 });
    expect(result.textContent).toContain('Kit de velas aromáticas');
    expect(result.textContent).toContain('Clara Cliente');
    expect((screen.getByRole('textbox', { name: 'Validar voucher' }) as HTMLInputElement).value).toBe(CODE);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(asked).toContain(READER_WASM_URL);
    expect(asked.some((url) => url.includes(`search=${CODE}`))).toBe(true);
  }, 30_000);

  it('says a photo without a voucher QR code is not read, and the lookup stays as it was', async () => {
    serve();
    renderDesk();
    fireEvent.click(screen.getByRole('button', { name: 'Ler QR do voucher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ler QR do voucher' });
    const blank = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    fireEvent.change(within(dialog).getByLabelText('Escolher foto do QR code'), {
      target: { files: [new File([new Uint8Array(blank)], 'nada.png', { type: 'image/png' })] },
    });
    expect(
      await within(dialog).findByText(/Não encontramos o QR code de um voucher nesta foto/, {}, { timeout: 15_000 }),
    ).toBeTruthy();
    // The dialog stays open for another try; behind it, the lookup is as it was.
    const lookup = screen.getByRole('textbox', { name: 'Validar voucher', hidden: true }) as HTMLInputElement;
    expect(lookup.value).toBe('');
    expect(screen.queryByTestId('voucher-desk-result')).toBeNull();
  }, 30_000);

  it('says so when the camera is refused, offering the photo', async () => {
    serve();
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: {
        getUserMedia: vi.fn(async () => {
          throw new DOMException('Permission denied', 'NotAllowedError');
        }),
      },
    });
    renderDesk();
    fireEvent.click(screen.getByRole('button', { name: 'Ler QR do voucher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ler QR do voucher' });
    expect(await within(dialog).findByText(/A câmera não foi liberada/)).toBeTruthy();
    expect(within(dialog).getByLabelText('Escolher foto do QR code')).toBeTruthy();
  });
});
