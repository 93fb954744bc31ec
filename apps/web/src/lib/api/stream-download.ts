import { REPORT_TOTAL_HEADER } from '@mall/shared';
import { getToken } from '../session';
import { toast } from '../toast';
import { API_BASE } from './client';
import { type DownloadedFile, fileNameOf } from './download';
import { ApiError, messagesFromBody, NETWORK_MESSAGES } from './errors';

/** How far a streamed download has come. */
export interface StreamProgress {
  /** Bytes of the file received so far (after the browser undid any compression). */
  bytes: number;
  /** Line feeds received so far (a CSV's header and rows, one each). */
  lines: number;
  /** The server's X-Total-Count (the export's rows), or null when it sent none. */
  total: number | null;
}

export interface StreamDownloadOptions {
  /** The query string's values; empty ones are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Aborting it cancels the download: the promise rejects with a `cancelled` ApiError, no toast. */
  signal?: AbortSignal;
  /** Called after the answer's headers and after every chunk. */
  onProgress?: (progress: StreamProgress) => void;
  /** The file's name when the server gives none. */
  fallbackName: string;
}

export const INTERRUPTED_MESSAGE = 'A exportação foi interrompida. Tente novamente.';

const LINE_FEED = 10;

function countLineFeeds(chunk: Uint8Array): number {
  let n = 0;
  for (let i = chunk.indexOf(LINE_FEED); i !== -1; i = chunk.indexOf(LINE_FEED, i + 1)) n++;
  return n;
}

function fail(error: ApiError): ApiError {
  // A cancellation is the user's own doing: never a toast.
  if (error.kind !== 'cancelled') {
    for (const m of error.messages) toast.error(m, { toastId: `download:${m}` });
  }
  return error;
}

const cancelled = () => new ApiError('cancelled', 0, [NETWORK_MESSAGES.cancelled]);

/**
 * A file answer fetched with the session's token and read as a stream, reporting its progress as
 * it comes: a report's export (a million rows is a large file, and the user sees it advance and
 * may cancel it). Failures become an ApiError with the server's message, shown as a toast, as
 * `downloadEndpoint` does; a download cut short on the way says so.
 */
export async function streamDownload(path: string, options: StreamDownloadOptions): Promise<DownloadedFile> {
  const { query = {}, signal, onProgress, fallbackName } = options;
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') qs.set(key, String(value));
  }
  const url = `${API_BASE}${path}${qs.size ? `?${qs}` : ''}`;
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  } catch {
    throw fail(signal?.aborted ? cancelled() : new ApiError('network', 0, [NETWORK_MESSAGES.network]));
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw fail(new ApiError('http', response.status, messagesFromBody(body), body));
  }

  const header = response.headers.get(REPORT_TOTAL_HEADER);
  const total = header !== null && /^\d+$/.test(header) ? Number(header) : null;
  const progress: StreamProgress = { bytes: 0, lines: 0, total };
  onProgress?.({ ...progress });
  const chunks: Uint8Array[] = [];
  if (response.body) {
    const reader = response.body.getReader();
    const stop = () => void reader.cancel().catch(() => {});
    signal?.addEventListener('abort', stop);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (signal?.aborted) throw cancelled();
        if (done) break;
        chunks.push(value);
        progress.bytes += value.byteLength;
        progress.lines += countLineFeeds(value);
        onProgress?.({ ...progress });
      }
    } catch (error) {
      if (error instanceof ApiError) throw fail(error);
      throw fail(signal?.aborted ? cancelled() : new ApiError('network', 0, [INTERRUPTED_MESSAGE]));
    } finally {
      signal?.removeEventListener('abort', stop);
    }
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return {
    blob: new Blob(chunks as BlobPart[], { type }),
    fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName),
  };
}
