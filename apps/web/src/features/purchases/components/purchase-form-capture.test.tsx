import { type FiscalKey, parseFiscalKey } from '@mall/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReceiptCodeResult } from '../../../lib/receipt-scan';
import {
  CASA,
  CASA_KEY,
  chooseReceipt,
  dateInput,
  feedback,
  grouped,
  keyInput,
  mountPurchaseForm,
  type PurchaseApi,
  purchaseApi,
  ready,
  storeBox,
  UNKNOWN_KEY,
} from '../testing/purchase-form-harness';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

// The decoder's module, as the page imports it on use: `loaded` counts its imports (the factory
// runs at the first one), `read` answers each reading.
const reader = vi.hoisted(() => ({ loaded: vi.fn(), read: vi.fn(), prepare: vi.fn() }));
vi.mock('../../../lib/receipt-scan/read-receipt-code', async () => {
  reader.loaded();
  const rules = await vi.importActual<typeof import('../../../lib/receipt-scan/receipt-code')>(
    '../../../lib/receipt-scan/receipt-code',
  );
  return {
    readReceiptCode: reader.read,
    prepareReceiptReader: reader.prepare,
    toReceiptReading: rules.toReceiptReading,
  };
});

const keyOf = (text: string): FiscalKey => {
  const parsed = parseFiscalKey(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.key;
};
const found = (key: string, format: 'QRCode' | 'Code128' = 'QRCode'): ReceiptCodeResult => ({
  status: 'found',
  format,
  key: keyOf(key),
  qr: null,
});
const NONE: ReceiptCodeResult = { status: 'none' };
const photo = () => new File(['jpeg'], 'cupom.jpg', { type: 'image/jpeg' });

let answers: PurchaseApi;
/** Holds the upload's answer back until released. */
function holdUpload() {
  let release = () => {};
  answers.uploadGate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return () => release();
}

/** A camera whose one track records being stopped. */
function fakeCamera() {
  const track = { stop: vi.fn(), kind: 'video' };
  const stream = { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
  return { track, stream };
}
function giveCamera(getUserMedia: () => Promise<MediaStream>) {
  const media = { getUserMedia: vi.fn(getUserMedia) };
  Object.defineProperty(navigator, 'mediaDevices', { value: media, configurable: true });
  return media;
}

const scanButton = () => screen.getByRole('button', { name: 'Escanear QR code do cupom' });
const dialog = () => screen.findByRole('dialog', { name: 'Escanear QR code do cupom' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T15:00:00.000Z'));
  answers = purchaseApi();
  reader.read.mockReset();
  reader.read.mockResolvedValue(NONE);
  reader.prepare.mockReset();
  reader.prepare.mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('the receipt photo, read in the browser', () => {
  it('loads the decoder only once a photo is chosen, and fills the key before the server answers', async () => {
    const { client, uploads } = mountPurchaseForm(answers);
    await ready(client);
    expect(reader.loaded).not.toHaveBeenCalled();
    const release = holdUpload();
    reader.read.mockResolvedValue(found(CASA_KEY));
    const file = photo();
    chooseReceipt(file);
    await waitFor(() => expect(keyInput().value).toBe(grouped(CASA_KEY)));
    expect(reader.loaded).toHaveBeenCalledTimes(1);
    expect(reader.read).toHaveBeenCalledWith(file);
    expect(screen.getByText('Enviando...')).toBeTruthy();
    expect(storeBox().getAttribute('data-value')).toBe(CASA.id);
    expect(dateInput().value).toBe('2026-11-20');
    expect(feedback().textContent).toContain('Chave lida no QR code da foto do comprovante.');
    release();
    await screen.findByText('Comprovante enviado');
    expect(uploads()).toHaveLength(1);
  });

  it("gives way to the server's reading of the same photo when they differ", async () => {
    const { client } = mountPurchaseForm(answers);
    await ready(client);
    const release = holdUpload();
    answers.photoReading = { status: 'found', fiscalKey: CASA_KEY, buyerDocument: null, totalCents: null };
    reader.read.mockResolvedValue(found(UNKNOWN_KEY));
    chooseReceipt(photo());
    await waitFor(() => expect(keyInput().value).toBe(grouped(UNKNOWN_KEY)));
    release();
    await waitFor(() => expect(keyInput().value).toBe(grouped(CASA_KEY)));
    expect(storeBox().getAttribute('data-value')).toBe(CASA.id);
    expect(feedback().textContent).not.toContain('é outra');
  });

  it('leaves a PDF to the server', async () => {
    const { client, uploads } = mountPurchaseForm(answers);
    await ready(client);
    chooseReceipt(new File(['%PDF'], 'nota.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(uploads()).toHaveLength(1));
    expect(reader.read).not.toHaveBeenCalled();
  });
});

describe('"Escanear QR code do cupom"', () => {
  it('reads the camera until a frame shows the key, then stops the camera and fills the form', async () => {
    const { track, stream } = fakeCamera();
    const media = giveCamera(async () => stream);
    reader.read
      .mockResolvedValueOnce(NONE)
      .mockResolvedValueOnce({ status: 'other', format: 'QRCode', message: 'Este QR code não é de um cupom fiscal' })
      .mockResolvedValue(found(CASA_KEY));
    const { client } = mountPurchaseForm(answers);
    await ready(client);
    fireEvent.click(scanButton());
    const box = await dialog();
    expect(await within(box).findByText('Aponte a câmera para o QR code do cupom')).toBeTruthy();
    expect(media.getUserMedia).toHaveBeenCalledWith({
      audio: false,
      video: expect.objectContaining({ facingMode: { ideal: 'environment' } }),
    });
    await waitFor(() => expect(keyInput().value).toBe(grouped(CASA_KEY)));
    expect(reader.read.mock.calls.every(([source]) => source instanceof HTMLVideoElement)).toBe(true);
    expect(reader.read).toHaveBeenCalledTimes(3);
    expect(track.stop).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(feedback().textContent).toContain('Chave lida no QR code do cupom.');
    expect(feedback().textContent).toContain('Loja selecionada: Casa Bela.');
    expect(dateInput().value).toBe('2026-11-20');
  });

  it('stops the camera when closed with Escape', async () => {
    const { track, stream } = fakeCamera();
    giveCamera(async () => stream);
    const { client } = mountPurchaseForm(answers);
    await ready(client);
    fireEvent.click(scanButton());
    const box = await dialog();
    await within(box).findByText('Aponte a câmera para o QR code do cupom');
    await waitFor(() => expect(reader.read).toHaveBeenCalled());
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(track.stop).toHaveBeenCalled();
    const reads = reader.read.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(reader.read.mock.calls.length).toBe(reads);
    expect(keyInput().value).toBe('');
  });

  it('offers a photo when the camera is refused; the photo read gives the key and becomes the receipt', async () => {
    giveCamera(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    const { client, uploads } = mountPurchaseForm(answers);
    await ready(client);
    fireEvent.click(scanButton());
    const box = await dialog();
    expect(await within(box).findByText(/^Você não permitiu o uso da câmera/)).toBeTruthy();
    expect(within(box).queryByLabelText('Imagem da câmera')).toBeNull();
    const input = within(box).getByLabelText('Tirar foto do QR code') as HTMLInputElement;
    expect(input.getAttribute('capture')).toBe('environment');
    expect(input.accept).toBe('image/*');

    reader.read.mockResolvedValueOnce(NONE);
    fireEvent.change(input, { target: { files: [photo()] } });
    expect(await within(box).findByText(/^Não encontramos o QR code nesta foto/)).toBeTruthy();
    expect(uploads()).toHaveLength(0);

    reader.read.mockResolvedValue(found(CASA_KEY));
    fireEvent.change(input, { target: { files: [photo()] } });
    await waitFor(() => expect(keyInput().value).toBe(grouped(CASA_KEY)));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByText('Comprovante enviado');
    expect(uploads()).toHaveLength(1);
    // Read once by the scanner: the upload does not read the same photo again.
    expect(reader.read).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('receipt-name').textContent).toBe('cupom.jpg');
  });

  it('stops and says so when the decoder cannot load', async () => {
    const { track, stream } = fakeCamera();
    giveCamera(async () => stream);
    reader.prepare.mockRejectedValueOnce(new Error('CompileError'));
    const { client } = mountPurchaseForm(answers);
    await ready(client);
    fireEvent.click(scanButton());
    const box = await dialog();
    expect(await within(box).findByText(/^Não foi possível carregar o leitor de QR code/)).toBeTruthy();
    expect(track.stop).toHaveBeenCalled();
    expect(reader.read).not.toHaveBeenCalled();
    expect(within(box).getByLabelText('Tirar foto do QR code')).toBeTruthy();
  });

  it('says so when the browser gives no camera, and offers the photo', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    const { client } = mountPurchaseForm(answers);
    await ready(client);
    fireEvent.click(scanButton());
    const box = await dialog();
    expect(
      await within(box).findByText('Este navegador não dá acesso à câmera. Tire uma foto do QR code do cupom.'),
    ).toBeTruthy();
    expect(within(box).getByLabelText('Tirar foto do QR code')).toBeTruthy();
  });
});
