import { IMAGE_MIME_TYPES, MESSAGES, UPLOAD_MAX_BYTES } from '@mall/shared';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../lib/api';
import { uploadFile } from '../lib/api/upload-file';
import { toast } from '../lib/toast';
import { Spinner } from './states';

export const IMAGE_TYPE_MESSAGE = 'Apenas arquivos PNG, JPEG e WEBP são permitidos.';

/**
 * The checks the server makes again (SPEC §5): type by the browser's idea of it (the server
 * reads the content, so a renamed file still fails there) and at most 5 MB.
 */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > UPLOAD_MAX_BYTES) return MESSAGES.uploadSize;
  return null;
}

interface ImageUploadFieldProps {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  hint?: string;
  disabled?: boolean;
}

/**
 * Picks an image, checks it, shows a preview at once, uploads it (`POST /shared/upload?purpose=image`)
 * and hands the stored URL to the form. On any refusal the message shows (inline and as a
 * toast) and the preview is cleared.
 */
export function ImageUploadField({ label, value, onChange, hint, disabled }: ImageUploadFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);

  const fail = (message: string, alreadyToasted = false) => {
    setError(message);
    setPreview(null);
    onChange(null);
    if (inputRef.current) inputRef.current.value = '';
    if (!alreadyToasted) toast.error(message, { toastId: `upload:${message}` });
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const problem = checkImageFile(file);
    if (problem) {
      fail(problem);
      return;
    }
    setPreview(URL.createObjectURL(file));
    setUploading(true);
    try {
      const res = await uploadFile(file, 'image');
      onChange(res.url);
      toast.success(res.message ?? MESSAGES.uploadOk);
    } catch (err) {
      // The API client already toasted the server's message.
      fail(isApiError(err) ? (err.messages[0] ?? IMAGE_TYPE_MESSAGE) : IMAGE_TYPE_MESSAGE, true);
    } finally {
      setUploading(false);
    }
  };

  const shown = preview ?? value;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {label}
      </span>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex size-32 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-dashed border-line bg-canvas">
          {shown ? (
            <img src={shown} alt="Pré-visualização da imagem" className="size-full object-cover" />
          ) : (
            <ImagePlus aria-hidden="true" className="size-8 text-muted" />
          )}
        </div>
        <div className="flex flex-col items-start gap-2">
          <label
            htmlFor={id}
            className={`inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border border-ink/20 bg-surface px-4 text-sm font-medium text-ink transition-colors hover:border-accent hover:text-accent-strong focus-within:outline-2 focus-within:outline-accent ${disabled || uploading ? 'pointer-events-none opacity-50' : ''}`}
          >
            {shown ? 'Trocar imagem' : 'Escolher imagem'}
            <input
              ref={inputRef}
              id={id}
              type="file"
              accept={IMAGE_MIME_TYPES.join(',')}
              className="sr-only"
              disabled={disabled || uploading}
              aria-labelledby={`${id}-label`}
              aria-describedby={error ? errorId : hintId}
              aria-invalid={error ? true : undefined}
              onChange={(e) => onFile(e.target.files?.[0])}
            />
          </label>
          {value && !uploading && (
            <button
              type="button"
              onClick={() => {
                setPreview(null);
                onChange(null);
                if (inputRef.current) inputRef.current.value = '';
              }}
              className="inline-flex items-center gap-1.5 text-sm text-muted underline-offset-4 hover:text-danger hover:underline"
            >
              <Trash2 aria-hidden="true" className="size-4" /> Remover imagem
            </button>
          )}
          {uploading && <Spinner label="Enviando..." />}
          <p id={hintId} className="text-xs text-muted">
            {hint ?? 'PNG, JPEG ou WEBP, até 5MB.'}
          </p>
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
