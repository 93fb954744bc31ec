import { z } from 'zod';
import { api } from './client';

const answerSchema = z.object({ message: z.string().optional(), url: z.string().min(1) });
export type UploadAnswer = z.infer<typeof answerSchema>;

/**
 * POST /shared/upload (multipart `file`): `image` for a store's or prize's picture (public),
 * `receipt` for a purchase's receipt (private). The answer's url goes in the record's field.
 * Not exported from `./index`: the first bundle stays free of zod.
 */
export async function uploadFile(file: File, purpose: 'image' | 'receipt'): Promise<UploadAnswer> {
  const body = new FormData();
  body.append('file', file);
  return answerSchema.parse(await api.post('/shared/upload', body, { query: { purpose }, timeoutMs: 120_000 }));
}
