import { type CreateFaqBody, type Faq, faqsEndpoints } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { faqsQueryKey } from './get-faqs';

/** POST /faqs: the new question goes to the end of the list unless an order is given. */
export async function createFaq(body: CreateFaqBody): Promise<{ message: string; data: Faq }> {
  return callEndpoint(faqsEndpoints.createFaq, { body });
}

export function useCreateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFaq,
    onSettled: () => queryClient.invalidateQueries({ queryKey: faqsQueryKey }),
  });
}
