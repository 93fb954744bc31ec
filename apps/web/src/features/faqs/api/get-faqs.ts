import { dataOf, type Faq, faqSchema } from '@mall/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const faqsQueryKey = ['faqs'] as const;

/** GET /faqs (public): every question in its order. */
export async function getFaqs(signal?: AbortSignal): Promise<Faq[]> {
  const res = dataOf(faqSchema.array()).parse(await api.get('/faqs', { signal, toastErrors: false }));
  return res.data.sort((a, b) => a.order - b.order);
}

export const faqsQueryOptions = () =>
  queryOptions({ queryKey: faqsQueryKey, queryFn: ({ signal }) => getFaqs(signal) });

export function useFaqs() {
  return useQuery(faqsQueryOptions());
}
