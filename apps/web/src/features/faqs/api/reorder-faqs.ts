import { type Faq, faqsEndpoints } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { faqsQueryKey } from './get-faqs';

export const REORDER_FAILED = 'Não foi possível salvar a nova ordem. A ordem anterior foi restaurada.';

/** PATCH /faqs/bulk/order with the whole list as `[{id, order}]`. */
export async function reorderFaqs(items: Pick<Faq, 'id' | 'order'>[]): Promise<void> {
  await callEndpoint(faqsEndpoints.reorderFaqs, {
    body: items.map(({ id, order }) => ({ id, order })),
    toastErrors: false,
  });
}

/**
 * Optimistic: the renumbered list is shown at once; a failure puts the previous order back and
 * says so. Either way the list is read again so it matches the server.
 */
export function useReorderFaqs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderFaqs,
    onMutate: async (next: Faq[]) => {
      await queryClient.cancelQueries({ queryKey: faqsQueryKey });
      const previous = queryClient.getQueryData<Faq[]>(faqsQueryKey);
      queryClient.setQueryData<Faq[]>(faqsQueryKey, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(faqsQueryKey, context.previous);
      toast.error(REORDER_FAILED, { toastId: 'faq-reorder-failed' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: faqsQueryKey }),
  });
}
