import {
  MESSAGES,
  RECEIPT_MIME_TYPES,
  type ReceiptReading,
  TEST_RECEIPT_REFUSED,
  UPLOAD_MAX_BYTES,
} from '@mall/shared';
import { CheckCircle2, FileText, Receipt, Trash2 } from 'lucide-react';
import { type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { Spinner } from '../../../components/states';
import { isApiError } from '../../../lib/api';
import { uploadFile } from '../../../lib/api/upload-file';
import { toast } from '../../../lib/toast';
import { readReceiptPhoto } from './receipt-photo-reading';

/**
 * SPEC §5: PNG, JPEG, WEBP or PDF, at most 5 MB. The browser's idea of the type is checked
 * here; the server reads the content again, so a renamed file still fails there.
 */
export function checkReceiptFile(file: { type: string; size: number }): string | null {
  if (!(RECEIPT_MIME_TYPES as readonly string[]).includes(file.type)) return MESSAGES.uploadType;
  if (file.size > UPLOAD_MAX_BYTES) return MESSAGES.uploadSize;
  return null;
}

/** Who read the photo: the browser, at once, or the server, with the upload (the source of truth). */
export type ReadingSource = 'browser' | 'server';

export interface ReceiptUploadHandle {
  /** Takes a file as if it had been chosen here (a photo taken to scan the receipt's code). */
  upload: (file: File, options?: { readInBrowser?: boolean }) => void;
}

interface ReceiptUploadFieldProps {
  value: string | null;
  onChange: (url: string | null) => void;
  /**
   * What was read off the photo: by the browser while it uploads (a key found only), then by the
   * server with the upload's answer (whatever it found). The browser's comes only before the
   * server's has found a key.
   */
  onRead?: (reading: ReceiptReading, source: ReadingSource) => void;
  onUploadingChange?: (uploading: boolean) => void;
  error?: string;
  disabled?: boolean;
  ref?: Ref<ReceiptUploadHandle>;
}

interface Chosen {
  name: string;
  /** Object URL for images; PDFs show their name only. */
  preview: string | null;
}

/**
 * Picks the receipt, checks it, uploads it at once and hands the private URL to the form.
 * On any refusal the message shows (inline and as a toast) and the preview is cleared.
 */
export function ReceiptUploadField({
  value,
  onChange,
  onRead,
  onUploadingChange,
  error,
  disabled,
  ref,
}: ReceiptUploadFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // The upload outlives the render that started it: the reading goes to the form as it is now
  // (the stores and the campaign may have arrived meanwhile).
  const onReadNow = useRef(onRead);
  onReadNow.current = onRead;
  // Each file chosen, or removed, makes the readings of the one before it stale.
  const attempt = useRef(0);

  useEffect(() => {
    const url = chosen?.preview;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [chosen]);

  // A form reset (value back to null) clears what was shown.
  useEffect(() => {
    if (value === null && !uploading) {
      attempt.current += 1;
      setChosen(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  }, [value, uploading]);

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange?.(busy);
  };

  const fail = (message: string, alreadyToasted = false) => {
    setProblem(message);
    setChosen(null);
    onChange(null);
    if (inputRef.current) inputRef.current.value = '';
    if (!alreadyToasted) toast.error(message, { toastId: `receipt:${message}` });
  };

  const onFile = async (file: File | undefined, readInBrowser = true) => {
    if (!file) return;
    setProblem(null);
    const refusal = checkReceiptFile(file);
    if (refusal) {
      fail(refusal);
      return;
    }
    const mine = ++attempt.current;
    onChange(null);
    setChosen({ name: file.name, preview: file.type.startsWith('image/') ? URL.createObjectURL(file) : null });
    setBusy(true);
    // Read here too, alongside the upload: the key usually fills in before the server answers.
    let serverFound = false;
    if (readInBrowser && onReadNow.current) {
      void readReceiptPhoto(file).then((reading) => {
        if (reading && attempt.current === mine && !serverFound) onReadNow.current?.(reading, 'browser');
      });
    }
    try {
      const res = await uploadFile(file, 'receipt');
      onChange(res.url);
      const reading = res.data?.receipt;
      // A receipt of SEFAZ's test environment backs no purchase: the server would refuse it.
      if (reading?.environment === 'homologacao') {
        attempt.current += 1;
        fail(TEST_RECEIPT_REFUSED);
        return;
      }
      if (reading) {
        serverFound = reading.status === 'found';
        onReadNow.current?.(reading, 'server');
      }
      toast.success(res.message ?? MESSAGES.uploadOk, { toastId: 'receipt:ok' });
    } catch (err) {
      // The API client already toasted the server's message.
      fail(isApiError(err) ? (err.messages[0] ?? MESSAGES.uploadType) : MESSAGES.uploadType, true);
    } finally {
      setBusy(false);
    }
  };

  useImperativeHandle(ref, () => ({
    upload: (file, options) => {
      if (!uploading && !disabled) void onFile(file, options?.readInBrowser ?? true);
    },
  }));

  const shownError = problem ?? error;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        Comprovante da compra
        <span aria-hidden="true" className="text-accent">
          {' '}
          *
        </span>
      </span>
      <div className="flex flex-col gap-4 rounded-2xl border border-dashed border-line bg-canvas p-4 sm:flex-row sm:items-center">
        <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-surface">
          {chosen?.preview ? (
            <img src={chosen.preview} alt="Pré-visualização do comprovante" className="size-full object-cover" />
          ) : chosen ? (
            <FileText aria-hidden="true" className="size-9 text-accent-strong" />
          ) : (
            <Receipt aria-hidden="true" className="size-9 text-muted" />
          )}
        </div>
        <div className="flex min-w-0 flex-col items-start gap-2">
          {chosen && (
            <p className="max-w-full truncate text-sm font-medium text-ink" data-testid="receipt-name">
              {chosen.name}
            </p>
          )}
          <label
            htmlFor={id}
            className={`inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border border-ink/20 bg-surface px-4 text-sm font-medium text-ink transition-colors hover:border-accent hover:text-accent-strong focus-within:outline-2 focus-within:outline-accent ${disabled || uploading ? 'pointer-events-none opacity-50' : ''}`}
          >
            {chosen ? 'Trocar arquivo' : 'Escolher arquivo'}
            <input
              ref={inputRef}
              id={id}
              type="file"
              accept={RECEIPT_MIME_TYPES.join(',')}
              className="sr-only"
              disabled={disabled || uploading}
              aria-labelledby={`${id}-label`}
              aria-describedby={`${shownError ? errorId : hintId} ${statusId}`}
              aria-invalid={shownError ? true : undefined}
              onChange={(e) => onFile(e.target.files?.[0])}
            />
          </label>
          <div id={statusId} aria-live="polite">
            {uploading && <Spinner label="Enviando..." />}
            {value && !uploading && (
              <p className="inline-flex items-center gap-1.5 text-sm font-medium text-green-fg">
                <CheckCircle2 aria-hidden="true" className="size-4" /> Comprovante enviado
              </p>
            )}
          </div>
          {value && !uploading && (
            <button
              type="button"
              onClick={() => {
                attempt.current += 1;
                setChosen(null);
                onChange(null);
                if (inputRef.current) inputRef.current.value = '';
              }}
              className="inline-flex items-center gap-1.5 text-sm text-muted underline-offset-4 hover:text-danger hover:underline"
            >
              <Trash2 aria-hidden="true" className="size-4" /> Remover arquivo
            </button>
          )}
          <p id={hintId} className="text-xs text-muted">
            Foto ou PDF da nota: PNG, JPEG, WEBP ou PDF, até 5MB.
          </p>
        </div>
      </div>
      {shownError && (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger">
          {shownError}
        </p>
      )}
    </div>
  );
}
