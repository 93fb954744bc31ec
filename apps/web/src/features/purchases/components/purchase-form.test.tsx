import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CASA,
  CASA_KEY,
  chooseReceipt,
  dateInput,
  feedback,
  fillTheRest,
  grouped,
  keyInput,
  LUZ,
  mountPurchaseForm,
  type PurchaseApi,
  pickStore,
  purchaseApi,
  ready,
  storeBox,
  typeKey as type,
  UNKNOWN_KEY,
} from '../testing/purchase-form-harness';
import { nfceKey } from '../testing/records';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
// The browser's own reading of a photo is purchase-form-capture.test.tsx's: here it finds nothing.
vi.mock('../../../lib/receipt-scan/read-receipt-code', () => ({
  readReceiptCode: async () => ({ status: 'none' }),
  prepareReceiptReader: async () => undefined,
  toReceiptReading: () => null,
}));

const USED = 'Esta chave de acesso já foi registrada em outra compra';

let answers: PurchaseApi;
const mount = () => {
  const form = mountPurchaseForm(answers);
  return { ...form, posted: form.sales };
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T15:00:00.000Z'));
  answers = purchaseApi();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the access key on /registrar-pontos', () => {
  it('says how many characters are left while it is incomplete', async () => {
    mount();
    type('3526 1111 22');
    expect(keyInput().value).toBe('3526 1111 22');
    expect(screen.getByText('Faltam 34 caracteres')).toBeTruthy();
    type(CASA_KEY.slice(0, 43));
    expect(screen.getByText('Falta 1 caractere')).toBeTruthy();
  });

  it('masks as it is typed: groups of four, upper case', async () => {
    mount();
    type('352611 12abc-34501de35');
    expect(keyInput().value).toBe('3526 1112 ABC3 4501 DE35');
    expect(keyInput().getAttribute('inputmode')).toBe('text');
  });

  it('takes a backspace over a group space as deleting the character before it', async () => {
    mount();
    type('3526 111');
    const input = keyInput();
    // What the browser does: the space goes, the caret stays where it was.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '3526111');
    input.setSelectionRange(4, 4);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'deleteContentBackward' }));
    expect(input.value).toBe('3521 11');
  });

  it('reads a valid key: chooses its store, dates the purchase in its month and announces both', async () => {
    const { client } = mount();
    await ready(client);
    type(CASA_KEY);
    expect(keyInput().value).toBe(grouped(CASA_KEY));
    expect(storeBox().getAttribute('data-value')).toBe(CASA.id);
    expect(dateInput().value).toBe('2026-11-20');
    const region = feedback();
    expect(region.getAttribute('role')).toBe('status');
    expect(region.textContent).toContain(
      'Chave válida: NFC-e emitida em 11/2026 por Casa Bela (CNPJ 11.222.333/0001-81)',
    );
    expect(region.textContent).toContain('Loja selecionada: Casa Bela.');
    expect(region.textContent).toContain('Data da compra preenchida com 20/11/2026: confira o dia da compra.');
    expect(screen.getByText(/^Confira o dia da compra/)).toBeTruthy();
    // The customer changes the day: the hint has done its work.
    fireEvent.change(dateInput(), { target: { value: '2026-11-12' } });
    expect(screen.queryByText(/^Confira o dia da compra/)).toBeNull();
  });

  it('switches from a store picked before, and says so; keeps a date already in the month', async () => {
    const { client } = mount();
    await ready(client);
    await pickStore('Bela Luz');
    fireEvent.change(dateInput(), { target: { value: '2026-11-05' } });
    type(CASA_KEY);
    expect(storeBox().getAttribute('data-value')).toBe(CASA.id);
    expect(feedback().textContent).toContain('Loja trocada de Bela Luz para Casa Bela, a loja que emitiu a nota.');
    expect(dateInput().value).toBe('2026-11-05');
  });

  it('leaves the store to the customer when no participating store has the CNPJ', async () => {
    const { client } = mount();
    await ready(client);
    await pickStore('Bela Luz');
    type(UNKNOWN_KEY);
    expect(storeBox().getAttribute('data-value')).toBe(LUZ.id);
    expect(feedback().textContent).toContain('Chave válida: NFC-e emitida em 10/2026 pelo CNPJ 11.444.777/0001-61');
    expect(feedback().textContent).toContain('Nenhuma loja participante com este CNPJ: escolha a loja.');
    expect(dateInput().value).toBe('2026-10-31');
  });

  it('shows a wrong check digit at once and refuses to send it', async () => {
    const { client, posted } = mount();
    await ready(client);
    type(nfceKey('11222333000181', '2611', { wrongDigit: true }));
    expect(feedback().textContent).toBe('Dígito verificador da chave de acesso inválido');
    expect(storeBox().getAttribute('data-value')).toBe('');
    await pickStore('Casa Bela');
    fireEvent.change(dateInput(), { target: { value: '2026-11-10' } });
    fireEvent.click(await fillTheRest());
    await waitFor(() => expect(keyInput().getAttribute('aria-invalid')).toBe('true'));
    const field = keyInput().closest('div') as HTMLElement;
    expect(within(field).getByText('Dígito verificador da chave de acesso inválido')).toBeTruthy();
    expect(posted()).toHaveLength(0);
  });

  it('sends the key as stored: 44 characters, upper case, no spaces', async () => {
    const { client, posted, onDone } = mount();
    await ready(client);
    const key = nfceKey('12ABC34501DE35', '2611');
    type(key.toLowerCase().replace(/(.{4})/g, '$1 '));
    expect(storeBox().getAttribute('data-value')).toBe(LUZ.id);
    fireEvent.click(await fillTheRest());
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]?.body).toMatchObject({ type: 'photo', fiscalKey: key, storeId: LUZ.id, saleDate: '2026-11-20' });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('takes the key the server read off the photo: fills the field, the store and the date, and says so', async () => {
    answers.photoReading = { status: 'found', fiscalKey: CASA_KEY, buyerDocument: null, totalCents: null };
    const { client, posted } = mount();
    await ready(client);
    fireEvent.change(screen.getByLabelText(/^Valor bruto/), { target: { value: '2500' } });
    chooseReceipt(new File(['jpeg'], 'cupom.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(keyInput().value).toBe(grouped(CASA_KEY)));
    expect(storeBox().getAttribute('data-value')).toBe(CASA.id);
    expect(dateInput().value).toBe('2026-11-20');
    expect(feedback().textContent).toContain('Chave lida no QR code da foto do comprovante.');
    expect(feedback().textContent).toContain('Loja selecionada: Casa Bela.');
    const submit = screen.getByRole('button', { name: 'Registrar compra' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]?.body).toMatchObject({ fiscalKey: CASA_KEY, storeId: CASA.id });
  });

  it('keeps a typed key the photo contradicts, and says so', async () => {
    answers.photoReading = { status: 'found', fiscalKey: CASA_KEY, buyerDocument: null, totalCents: null };
    const { client } = mount();
    await ready(client);
    type(UNKNOWN_KEY);
    chooseReceipt(new File(['jpeg'], 'cupom.jpg', { type: 'image/jpeg' }));
    await waitFor(() =>
      expect(feedback().textContent).toContain(
        'A chave lida na foto do comprovante é outra: confira a chave digitada.',
      ),
    );
    expect(keyInput().value).toBe(grouped(UNKNOWN_KEY));
  });

  it('sends no key when none was typed', async () => {
    const { client, posted } = mount();
    await ready(client);
    await pickStore('Casa Bela');
    fireEvent.change(dateInput(), { target: { value: '2026-11-10' } });
    fireEvent.click(await fillTheRest());
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]?.body).not.toHaveProperty('fiscalKey');
  });

  it('shows a key already used (409) under its field', async () => {
    answers.sale = { status: 409, body: { statusCode: 409, error: 'Conflict', message: USED } };
    const { client, posted } = mount();
    await ready(client);
    type(CASA_KEY);
    fireEvent.click(await fillTheRest());
    await waitFor(() => expect(posted()).toHaveLength(1));
    await waitFor(() => expect(keyInput().getAttribute('aria-invalid')).toBe('true'));
    expect(within(keyInput().closest('div') as HTMLElement).getByText(USED)).toBeTruthy();
    expect(screen.queryByTestId('server-errors')).toBeNull();
  });
});
