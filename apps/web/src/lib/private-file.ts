import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { API_BASE, ApiError, messagesFromBody, NETWORK_MESSAGES } from './api';
import { getToken } from './session';
import { toast } from './toast';

/**
 * Receipts are private (`/api/shared/files/{id}` needs the Bearer token), so an <img src> cannot
 * open them: the file is fetched with the token as a blob and shown through an object URL.
 * Failures become an ApiError with the server's message and a toast, like the API client's.
 */
export async function fetchPrivateFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const path = url.startsWith(API_BASE) ? url : `${API_BASE}${url.startsWith('/') ? url : `/${url}`}`;
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  } catch {
    if (signal?.aborted) throw new ApiError('cancelled', 0, [NETWORK_MESSAGES.cancelled]);
    const error = new ApiError('network', 0, [NETWORK_MESSAGES.network]);
    toast.error(error.message, { toastId: 'file:network' });
    throw error;
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    const error = new ApiError('http', response.status, messagesFromBody(body), body);
    for (const m of error.messages) toast.error(m, { toastId: `file:${m}` });
    throw error;
  }
  return response.blob();
}

export interface PrivateFile {
  objectUrl: string;
  type: string;
}

/** The file behind a private URL as an object URL (revoked when no longer shown). */
export function usePrivateFile(url: string | null) {
  const query = useQuery({
    queryKey: ['private-file', url],
    queryFn: ({ signal }) => fetchPrivateFile(url ?? '', signal),
    enabled: Boolean(url),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const blob = query.data;
  const [file, setFile] = useState<PrivateFile | null>(null);
  // Created in an effect (not during render) so its cleanup can revoke exactly what it made.
  useEffect(() => {
    if (!blob) {
      setFile(null);
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    setFile({ objectUrl, type: blob.type });
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return { file, isPending: (query.isPending && Boolean(url)) || (Boolean(blob) && !file), isError: query.isError };
}
