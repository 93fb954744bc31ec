import { type CreateFaqBody, type Faq, faqSchema } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { faqsQueryKey } from './get-faqs';

/** POST /faqs: the new question goes to the end of the list unless an order is given. */
export async function createFaq(body: CreateFaqBody): Promise<{ message: string; data: Faq }> {
  const res = await api.post<{ message: string; data: unknown }>('/faqs', body);
  return { message: res.message, data: faqSchema.parse(res.data) };
}

export function useCreateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFaq,
    onSettled: () => queryClient.invalidateQueries({ queryKey: faqsQueryKey }),
  });
}
