import type { ReceiptReading } from '@mall/shared';
import { loadReceiptReader } from '../../../lib/receipt-scan';

/**
 * The receipt photo read in the browser while it uploads, so the key fills in without waiting for
 * the server. Null when nothing could be read here (no code, a picture the browser cannot open,
 * the decoder not loaded): the server reads every photo anyway, and its reading is the one kept.
 */
export async function readReceiptPhoto(file: Blob): Promise<ReceiptReading | null> {
  if (!file.type.startsWith('image/')) return null;
  try {
    const reader = await loadReceiptReader();
    const read = await reader.readReceiptCode(file);
    return read.status === 'found' ? reader.toReceiptReading(read) : null;
  } catch {
    return null;
  }
}
