import { generatePixPayload } from '@brazilian-utils/brazilian-utils';
import { centsToReais } from '@mall/shared';

/**
 * The PIX BR Code of a bill (Manual do BR Code, Banco Central): a static EMV payload with the
 * mall's key, receiver name and city, the amount and a transaction id, closed by its CRC16-CCITT.
 * Built by `@brazilian-utils/brazilian-utils`, which folds the names to ASCII and checks the
 * amount survives the two decimals the code carries.
 */

export interface PixReceiver {
  key: string;
  merchantName: string;
  merchantCity: string;
}

/** The bill's transaction id: its uuid's first 25 hexadecimal digits, upper case (BR Code: 1-25 [A-Za-z0-9]). */
export function pixTxid(billId: string): string {
  return billId.replaceAll('-', '').slice(0, 25).toUpperCase();
}

/** The "copia e cola" text (and QR content) for an amount in cents. */
export function pixPayloadFor(receiver: PixReceiver, amountCents: number, txid: string): string {
  const payload = generatePixPayload({
    key: receiver.key,
    merchantName: receiver.merchantName,
    merchantCity: receiver.merchantCity,
    amount: centsToReais(amountCents),
    txid,
  });
  // The configuration is checked at start and the amount is whole cents: a null is a bug.
  if (!payload) throw new Error(`PIX payload refused for ${amountCents} cents, txid ${txid}`);
  return payload;
}
