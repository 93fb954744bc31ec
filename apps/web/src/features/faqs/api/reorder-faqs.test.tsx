import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moveAndRenumber } from '../components/renumber';
import { faqsQueryKey } from './get-faqs';
import { REORDER_FAILED, useReorderFaqs } from './reorder-faqs';

const toastError = vi.fn();
vi.mock('react-toastify', () => ({ toast: { error: (...a: unknown[]) => toastError(...a), success: vi.fn() } }));

const FAQS = [
  { id: 'a', question: 'A?', answer: 'a', order: 1 },
  { id: 'b', question: 'B?', answer: 'b', order: 2 },
  { id: 'c', question: 'C?', answer: 'c', order: 3 },
];

function setup(patchStatus: number) {
  let resolvePatch: (r: Response) => void = () => undefined;
  const fetchMock = vi.fn((_url: string, init: RequestInit) => {
    if (init.method === 'PATCH') return new Promise<Response>((resolve) => (resolvePatch = resolve));
    return Promise.resolve(new Response(JSON.stringify({ data: FAQS })));
  });
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(faqsQueryKey, FAQS);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useReorderFaqs(), { wrapper });
  const answer = () =>
    resolvePatch(
      new Response(JSON.stringify(patchStatus === 200 ? { message: 'ok', data: [] } : { message: 'falhou' }), {
        status: patchStatus,
      }),
    );
  return { result, queryClient, fetchMock, answer };
}

afterEach(() => {
  vi.unstubAllGlobals();
  toastError.mockClear();
});

describe('useReorderFaqs', () => {
  it('shows the renumbered list at once and sends every {id, order}', async () => {
    const { result, queryClient, fetchMock, answer } = setup(200);
    const next = moveAndRenumber(FAQS, 'c', 'a');
    act(() => result.current.mutate(next));
    await waitFor(() => expect(queryClient.getQueryData(faqsQueryKey)).toEqual(next));
    const patch = fetchMock.mock.calls.find((c) => c[1].method === 'PATCH');
    expect(patch?.[0]).toBe('/api/faqs/bulk/order');
    expect(JSON.parse(String(patch?.[1].body))).toEqual([
      { id: 'c', order: 1 },
      { id: 'a', order: 2 },
      { id: 'b', order: 3 },
    ]);
    answer();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(toastError).not.toHaveBeenCalled();
  });

  it('puts the previous order back and says so when the server refuses', async () => {
    const { result, queryClient, answer } = setup(409);
    act(() => result.current.mutate(moveAndRenumber(FAQS, 'a', 'b')));
    await waitFor(() => expect(result.current.isPending).toBe(true));
    answer();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData(faqsQueryKey)).toEqual(FAQS);
    expect(toastError).toHaveBeenCalledWith(REORDER_FAILED, expect.anything());
  });
});
