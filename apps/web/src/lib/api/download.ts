import { type Endpoint, fillPath, type QueryOf } from '@mall/shared';
import { getToken } from '../session';
import { toast } from '../toast';
import { API_BASE } from './client';
import { ApiError, messagesFromBody, NETWORK_MESSAGES } from './errors';

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gives in Content-Disposition, or the fallback. */
  fileName: string;
}

/** The file name of a `Content-Disposition: attachment; filename="..."` header. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/**
 * A file answer (`binary` declaration) fetched with the session's token, as a blob with the
 * server's file name. Failures become an ApiError with the server's message, shown as a toast.
 */
export async function downloadEndpoint<E extends Endpoint & { binary: readonly string[]; method: 'GET' }>(
  endpoint: E,
  input: { params?: Record<string, string>; query?: QueryOf<E> } = {},
): Promise<DownloadedFile> {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') qs.set(key, String(value));
  }
  const path = `${API_BASE}${fillPath(endpoint.path, input.params)}${qs.size ? `?${qs}` : ''}`;
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    const error = new ApiError('network', 0, [NETWORK_MESSAGES.network]);
    toast.error(error.message, { toastId: 'download:network' });
    throw error;
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    const error = new ApiError('http', response.status, messagesFromBody(body), body);
    for (const m of error.messages) toast.error(m, { toastId: `download:${m}` });
    throw error;
  }
  const fallback = endpoint.operationId;
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition'), fallback) };
}

/** Hands a blob to the browser as a download under its name. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
