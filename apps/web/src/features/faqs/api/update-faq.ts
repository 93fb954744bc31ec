import { type Faq, faqSchema, type UpdateFaqBody } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { faqsQueryKey } from './get-faqs';

/** PATCH /faqs/{id} {question, answer}. */
export async function updateFaq(id: string, body: UpdateFaqBody): Promise<{ message: string; data: Faq }> {
  const res = await api.patch<{ message: string; data: unknown }>(`/faqs/${encodeURIComponent(id)}`, body);
  return { message: res.message, data: faqSchema.parse(res.data) };
}

export function useUpdateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateFaqBody }) => updateFaq(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: faqsQueryKey }),
  });
}
