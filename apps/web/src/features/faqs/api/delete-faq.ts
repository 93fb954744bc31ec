import { faqsEndpoints } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { faqsQueryKey } from './get-faqs';

/** DELETE /faqs/{id}; the server renumbers the questions that follow. */
export async function deleteFaq(id: string): Promise<{ message: string }> {
  return callEndpoint(faqsEndpoints.deleteFaq, { params: { id } });
}

export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaq,
    onSettled: () => queryClient.invalidateQueries({ queryKey: faqsQueryKey }),
  });
}
