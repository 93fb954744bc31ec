import { type Faq, faqsEndpoints, type UpdateFaqBody } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { faqsQueryKey } from './get-faqs';

/** PATCH /faqs/{id} {question, answer}. */
export async function updateFaq(id: string, body: UpdateFaqBody): Promise<{ message: string; data: Faq }> {
  return callEndpoint(faqsEndpoints.updateFaq, { params: { id }, body });
}

export function useUpdateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateFaqBody }) => updateFaq(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: faqsQueryKey }),
  });
}
