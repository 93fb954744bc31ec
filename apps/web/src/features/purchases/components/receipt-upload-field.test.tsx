import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkReceiptFile, ReceiptUploadField } from './receipt-upload-field';

const toastError = vi.fn();
const toastSuccess = vi.fn();
vi.mock('react-toastify', () => ({
  toast: { error: (...a: unknown[]) => toastError(...a), success: (...a: unknown[]) => toastSuccess(...a) },
}));

// The browser's reading: a photo's key, unless told otherwise.
const browserReads = vi.hoisted(() => vi.fn());
vi.mock('./receipt-photo-reading', () => ({ readReceiptPhoto: browserReads }));

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  toastError.mockReset();
  toastSuccess.mockReset();
});

const TYPE = 'Apenas arquivos PNG, JPEG, WEBP e PDF são permitidos.';
const SIZE = 'O arquivo deve ter no máximo 5MB.';

describe('checkReceiptFile', () => {
  it('accepts PNG, JPEG, WEBP and PDF up to 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'])
      expect(checkReceiptFile({ type, size: 1000 })).toBeNull();
    expect(checkReceiptFile({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
  });
  it('refuses other types and larger files with the SPEC messages', () => {
    expect(checkReceiptFile({ type: 'image/gif', size: 10 })).toBe(TYPE);
    expect(checkReceiptFile({ type: '', size: 10 })).toBe(TYPE);
    expect(checkReceiptFile({ type: 'application/pdf', size: 5 * 1024 * 1024 + 1 })).toBe(SIZE);
  });
});

function setup() {
  const onChange = vi.fn();
  render(<ReceiptUploadField value={null} onChange={onChange} />);
  const input = screen.getByLabelText(/Comprovante da compra/) as HTMLInputElement;
  return { onChange, pick: (file: File) => fireEvent.change(input, { target: { files: [file] } }) };
}

describe('ReceiptUploadField', () => {
  it('refuses a GIF without sending it', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { pick, onChange } = setup();
    pick(new File(['x'], 'nota.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert').textContent).toContain(TYPE);
    expect(toastError).toHaveBeenCalledWith(TYPE, expect.anything());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('refuses a file over 5 MB without sending it', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { pick } = setup();
    const big = new File(['x'], 'nota.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    pick(big);
    expect(screen.getByRole('alert').textContent).toContain(SIZE);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads a PDF, shows its name and hands over the private URL', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Upload feito com sucesso!', url: '/api/shared/files/abc' }), {
            status: 201,
          }),
      ),
    );
    const { pick, onChange } = setup();
    pick(new File(['%PDF'], 'cupom-fiscal.pdf', { type: 'application/pdf' }));
    expect(screen.getByTestId('receipt-name').textContent).toContain('cupom-fiscal.pdf');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('/api/shared/files/abc'));
    expect(toastSuccess).toHaveBeenCalledWith('Upload feito com sucesso!', expect.anything());
  });

  it("shows the server's refusal and clears the preview", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ statusCode: 415, error: 'x', message: TYPE }), {
            status: 415,
          }),
      ),
    );
    const { pick, onChange } = setup();
    pick(new File(['x'], 'foto.png', { type: 'image/png' }));
    expect(screen.getByAltText('Pré-visualização do comprovante')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(TYPE));
    expect(screen.queryByAltText('Pré-visualização do comprovante')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

describe('ReceiptUploadField: reading the photo', () => {
  const KEY = '35261111222333000181650010000012341739204615';
  const found = (fiscalKey: string) => ({ status: 'found', fiscalKey, buyerDocument: null, totalCents: null });

  function upload(receipt: unknown) {
    let answer = () => {};
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await gate;
        const data = { id: 'abc', url: '/api/shared/files/abc', mimeType: 'image/jpeg', size: 4, image: null, receipt };
        return new Response(JSON.stringify({ message: 'Upload feito com sucesso!', url: data.url, data }), {
          status: 201,
        });
      }),
    );
    return () => answer();
  }

  it("hands over the browser's reading at once, then the server's", async () => {
    browserReads.mockResolvedValue(found(KEY));
    const answer = upload(found(KEY));
    const onRead = vi.fn();
    render(<ReceiptUploadField value={null} onChange={vi.fn()} onRead={onRead} />);
    const file = new File(['jpeg'], 'cupom.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText(/Comprovante da compra/), { target: { files: [file] } });
    await waitFor(() => expect(onRead).toHaveBeenCalledWith(found(KEY), 'browser'));
    expect(browserReads).toHaveBeenCalledWith(file);
    answer();
    await waitFor(() => expect(onRead).toHaveBeenLastCalledWith(found(KEY), 'server'));
    expect(onRead).toHaveBeenCalledTimes(2);
  });

  it("drops a late browser's reading once the server's has found a key", async () => {
    let browserDone = (_: unknown) => {};
    browserReads.mockReturnValue(
      new Promise((resolve) => {
        browserDone = resolve;
      }),
    );
    const answer = upload(found(KEY));
    const onRead = vi.fn();
    const onChange = vi.fn();
    render(<ReceiptUploadField value={null} onChange={onChange} onRead={onRead} />);
    fireEvent.change(screen.getByLabelText(/Comprovante da compra/), {
      target: { files: [new File(['jpeg'], 'cupom.jpg', { type: 'image/jpeg' })] },
    });
    answer();
    await waitFor(() => expect(onRead).toHaveBeenCalledWith(found(KEY), 'server'));
    browserDone(found('35261111222333000181650010000012341123456791'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onRead).toHaveBeenCalledTimes(1);
  });

  it("refuses a receipt the server read as of SEFAZ's test environment, so no purchase is sent with it", async () => {
    browserReads.mockResolvedValue(null);
    const answer = upload({ ...found(KEY), environment: 'homologacao', issueDay: null, issueDate: null });
    answer();
    const onRead = vi.fn();
    const onChange = vi.fn();
    render(<ReceiptUploadField value={null} onChange={onChange} onRead={onRead} />);
    fireEvent.change(screen.getByLabelText(/Comprovante da compra/), {
      target: { files: [new File(['jpeg'], 'cupom.jpg', { type: 'image/jpeg' })] },
    });
    const message =
      'O QR code da foto é de um cupom do ambiente de homologação (teste) da SEFAZ, sem valor fiscal: envie a foto do cupom da compra';
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(toastError).toHaveBeenCalledWith(message, expect.anything());
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(onRead).not.toHaveBeenCalled();
  });

  it('reads nothing in the browser when the form wants no reading', async () => {
    browserReads.mockReset();
    const answer = upload(null);
    answer();
    const onChange = vi.fn();
    render(<ReceiptUploadField value={null} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText(/Comprovante da compra/), {
      target: { files: [new File(['jpeg'], 'cupom.jpg', { type: 'image/jpeg' })] },
    });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('/api/shared/files/abc'));
    expect(browserReads).not.toHaveBeenCalled();
  });
});
