import { api } from '../../../lib/api';

export interface UploadAnswer {
  message?: string;
  url: string;
}

/** POST /shared/upload (multipart `file`): a private receipt; the answer's url goes in `fileUrl`. */
export function uploadReceipt(file: File): Promise<UploadAnswer> {
  const body = new FormData();
  body.append('file', file);
  return api.post<UploadAnswer>('/shared/upload', body, { query: { purpose: 'receipt' }, timeoutMs: 120_000 });
}
