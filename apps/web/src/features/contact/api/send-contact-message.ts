import { type contactBodySchema, contactResultSchema, mutationOf } from '@mall/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type ContactMessage = z.output<typeof contactBodySchema>;

const responseSchema = mutationOf(contactResultSchema);

/** POST /clients/contact (public): the server keeps the message and e-mails it to the mall. */
export async function sendContactMessage(body: ContactMessage): Promise<{ message: string }> {
  const res = responseSchema.parse(await api.post('/clients/contact', body));
  return { message: res.message };
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
