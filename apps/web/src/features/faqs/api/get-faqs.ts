import { type Faq, faqsEndpoints } from '@mall/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';

export const faqsQueryKey = ['faqs'] as const;

/** GET /faqs (public): every question in its order. */
export async function getFaqs(signal?: AbortSignal): Promise<Faq[]> {
  const res = await callEndpoint(faqsEndpoints.listFaqs, { signal, toastErrors: false });
  return res.data.sort((a, b) => a.order - b.order);
}

export const faqsQueryOptions = () =>
  queryOptions({ queryKey: faqsQueryKey, queryFn: ({ signal }) => getFaqs(signal) });

export function useFaqs() {
  return useQuery(faqsQueryOptions());
}
