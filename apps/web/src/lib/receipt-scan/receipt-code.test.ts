import { fiscalKeyCheckDigit } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { receiptCodeOf, toReceiptReading } from './receipt-code';

const keyOf = (body: string) => `${body}${fiscalKeyCheckDigit(body)}`;
const NFCE = keyOf('3526111122233300018165001000001234173920461');
// A CF-e SAT: model 59, the SAT's serial, the receipt's number and code.
const SAT = keyOf('3526111122233300018159000123456000123654321');

describe('receiptCodeOf', () => {
  it("takes a receipt's QR code over a shop's own QR code read before it", () => {
    const read = receiptCodeOf([
      { format: 'QRCode', text: 'https://loja.example' },
      { format: 'QRCode', text: `https://www.nfce.fazenda.sp.gov.br/qrcode?p=${NFCE}|2|1|1|${'A'.repeat(40)}` },
    ]);
    expect(read).toMatchObject({ status: 'found', format: 'QRCode', key: { key: NFCE, label: 'NFC-e' } });
  });

  it("joins a SAT's key printed in two CODE-128 halves, in whichever order they were read", () => {
    const read = receiptCodeOf([
      { format: 'Code128', text: SAT.slice(22) },
      { format: 'Code128', text: SAT.slice(0, 22) },
    ]);
    expect(read).toEqual(expect.objectContaining({ status: 'found', format: 'Code128', qr: null }));
    expect(read.status === 'found' && read.key.key).toBe(SAT);
  });

  it('says what a code without a key is, and answers none without codes', () => {
    expect(receiptCodeOf([{ format: 'Code128', text: '7891234567895' }])).toEqual({
      status: 'other',
      format: 'Code128',
      message: 'Este código de barras não é a chave de acesso da nota',
    });
    expect(receiptCodeOf([{ format: 'QRCode', text: `${NFCE.slice(0, 43)}0` }])).toMatchObject({ status: 'other' });
    expect(receiptCodeOf([{ format: 'DataMatrix', text: NFCE }])).toEqual({ status: 'none' });
    expect(receiptCodeOf([])).toEqual({ status: 'none' });
  });

  it("answers in the shape of the server's reading of a photo", () => {
    const sat = receiptCodeOf([
      { format: 'QRCode', text: `${SAT}|20261120143000|1500.00|52998224725|${'s'.repeat(20)}` },
    ]);
    expect(toReceiptReading(sat)).toEqual({
      status: 'found',
      fiscalKey: SAT,
      buyerDocument: '52998224725',
      totalCents: 150_000,
      environment: null,
      issueDay: 20,
      issueDate: '2026-11-20',
    });
    expect(toReceiptReading({ status: 'none' })).toEqual({
      status: 'none',
      fiscalKey: null,
      buyerDocument: null,
      totalCents: null,
      environment: null,
      issueDay: null,
      issueDate: null,
    });
  });
});
