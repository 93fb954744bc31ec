import { messageSchema } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { faqsQueryKey } from './get-faqs';

/** DELETE /faqs/{id}; the server renumbers the questions that follow. */
export async function deleteFaq(id: string): Promise<{ message: string }> {
  return messageSchema.parse(await api.delete(`/faqs/${encodeURIComponent(id)}`));
}

export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaq,
    onSettled: () => queryClient.invalidateQueries({ queryKey: faqsQueryKey }),
  });
}
