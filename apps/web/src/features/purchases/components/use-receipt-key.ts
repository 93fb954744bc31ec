import { type FiscalKey, parseFiscalKey, type ReceiptReading } from '@mall/shared';
import { useEffect, useRef, useState } from 'react';
import type { UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { FISCAL_KEY_TEXTS, keyChars, maskFiscalKey } from '../../../lib/fiscal-key-input';
import type { ReceiptCodeFormat } from '../../../lib/receipt-scan';
import type { PurchaseFormValues } from './purchase-form-schema';
import type { ReadingSource } from './receipt-upload-field';

/** Who put the key in the field: a reading of the photo (browser, server), the camera, or the customer. */
type Origin = ReadingSource | 'scan' | 'typed';

interface Taken {
  key: string;
  origin: Origin;
  /** What taking it filled in, announced under the field while it holds this key. */
  notes: string[];
  /** Read before the stores arrived: its store is chosen once they do. */
  waitsForStores?: boolean;
}

interface ReceiptKeyOptions {
  getValues: UseFormGetValues<PurchaseFormValues>;
  setValue: UseFormSetValue<PurchaseFormValues>;
  /** After a first submit the form checks as it changes. */
  isSubmitted: boolean;
  storesLoaded: boolean;
  /** Chooses the key's store and dates the purchase in its month; answers what it did. */
  fillFromKey: (key: FiscalKey) => string[];
}

/**
 * The key read off the receipt rather than typed: from its photo (read in the browser as it
 * uploads, then by the server, whose reading is the source of truth) or from the camera.
 *
 * - A photo's key fills an empty field, and the store and the date as a typed key would.
 * - The server's key replaces the one the browser read off the same photo when they differ (the
 *   server reads the full-size photo a second time, and a purchase is checked against its reading).
 * - A key the customer typed or scanned stays when a photo says otherwise, with a word about it:
 *   staff see both.
 * - A scan is the customer asking for the key: it replaces whatever the field held.
 */
export function useReceiptKey({ getValues, setValue, isSubmitted, storesLoaded, fillFromKey }: ReceiptKeyOptions) {
  const [taken, setTakenState] = useState<Taken | null>(null);
  // Both readings of a photo may land before a render: each decides on the one before it.
  const latest = useRef<Taken | null>(null);
  const setTaken = (next: Taken | null) => {
    latest.current = next;
    setTakenState(next);
  };

  const put = (key: string, origin: Origin, first: string) => {
    setValue('fiscalKey', maskFiscalKey(key), { shouldDirty: true, shouldValidate: isSubmitted });
    const parsed = parseFiscalKey(key);
    setTaken({
      key,
      origin,
      notes: [first, ...(parsed.ok ? fillFromKey(parsed.key) : [])],
      waitsForStores: !storesLoaded,
    });
  };

  const onPhotoRead = (reading: ReceiptReading, source: ReadingSource) => {
    if (reading.status !== 'found' || !reading.fiscalKey) return;
    const inField = keyChars(getValues('fiscalKey'));
    if (inField === reading.fiscalKey) return;
    const previous = latest.current;
    const browsersGuess = source === 'server' && previous?.origin === 'browser' && previous.key === inField;
    if (inField && !browsersGuess) {
      const origin = previous?.key === inField ? previous.origin : 'typed';
      setTaken({ key: inField, origin, notes: [FISCAL_KEY_TEXTS.photoDiffers] });
      return;
    }
    put(reading.fiscalKey, source, FISCAL_KEY_TEXTS.readFromPhoto);
  };

  const onScanned = (key: FiscalKey, format: ReceiptCodeFormat) =>
    put(key.key, 'scan', format === 'QRCode' ? FISCAL_KEY_TEXTS.scannedQr : FISCAL_KEY_TEXTS.scannedBarcode);

  // Runs after every render, as fillFromKey is the render's own; the flag makes it act once.
  useEffect(() => {
    if (!storesLoaded || !taken?.waitsForStores) return;
    const parsed = parseFiscalKey(taken.key);
    const [first = FISCAL_KEY_TEXTS.readFromPhoto] = taken.notes;
    setTaken({ ...taken, notes: [first, ...(parsed.ok ? fillFromKey(parsed.key) : [])], waitsForStores: false });
  });

  return {
    /** What to announce under the key field: only while it holds the key taken. */
    notesFor: (inField: string) => (taken && taken.key === inField ? taken.notes : []),
    onPhotoRead,
    onScanned,
    clear: () => setTaken(null),
  };
}
