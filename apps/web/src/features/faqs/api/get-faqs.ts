import { type Faq, firstLoadEndpoints } from '@mall/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpointWith } from '../../../lib/api/endpoint';
import { arrayField } from '../../../lib/api/shape';

export const faqsQueryKey = ['faqs'] as const;

const WHAT = 'GET /faqs';

/**
 * The questions of `GET /faqs`, checked by hand (lib/api/shape.ts): /faq may be a visitor's first
 * load, which the shared zod schemas would weigh down. A question is what the schema says: its id,
 * text, answer and position.
 */
export function readFaqs(answer: unknown): Faq[] {
  const faqs = arrayField<Faq>(answer, { id: 'string', question: 'string', answer: 'string', order: 'number' }, WHAT);
  if (faqs.some((faq) => !Number.isInteger(faq.order))) throw new Error(`Resposta inesperada de ${WHAT}: order`);
  return faqs;
}

/** GET /faqs (public): every question in its order. */
export async function getFaqs(signal?: AbortSignal): Promise<Faq[]> {
  const faqs = await callEndpointWith(firstLoadEndpoints.listFaqs, readFaqs, { signal, toastErrors: false });
  return faqs.sort((a, b) => a.order - b.order);
}

export const faqsQueryOptions = () =>
  queryOptions({ queryKey: faqsQueryKey, queryFn: ({ signal }) => getFaqs(signal) });

export function useFaqs() {
  return useQuery(faqsQueryOptions());
}
