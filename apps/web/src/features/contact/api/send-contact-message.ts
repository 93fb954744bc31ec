import { type contactBodySchema, contactEndpoints } from '@mall/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api';

export type ContactMessage = z.output<typeof contactBodySchema>;

/** POST /clients/contact (public): the server keeps the message and e-mails it to the mall. */
export async function sendContactMessage(body: ContactMessage): Promise<{ message: string }> {
  const res = await callEndpoint(contactEndpoints.sendContactMessage, { body });
  return { message: res.message };
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
