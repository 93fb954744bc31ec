import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { announceStale } from './stale-reads';
import { useFetched } from './use-fetched';

/** A read whose answers the test gives one at a time. */
function controlledRead<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const read = vi.fn(
    (_signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  const answer = (value: T) => act(async () => pending.shift()?.resolve(value));
  const fail = () => act(async () => pending.shift()?.reject(new Error('falhou')));
  return { read, answer, fail };
}

describe('useFetched', () => {
  it('reads once on mount, then again when a change announces its key or a prefix of it', async () => {
    const { read, answer } = controlledRead<number>();
    const { result } = renderHook(() => useFetched(read, { key: ['clients', 'me', 'campaign-points'] }));
    expect(result.current).toMatchObject({ isPending: true, data: undefined });
    await answer(120);
    expect(result.current).toMatchObject({ isPending: false, isError: false, data: 120 });
    expect(read).toHaveBeenCalledTimes(1);

    // Another key's change: nothing read.
    act(() => announceStale(['prizes']));
    act(() => announceStale(['clients', 'other']));
    expect(read).toHaveBeenCalledTimes(1);

    // The customer's summary changed (a redemption): read again, the old balance kept meanwhile.
    act(() => announceStale(['clients', 'me']));
    expect(read).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ isPending: false, data: 120 });
    await answer(0);
    expect(result.current.data).toBe(0);
  });

  it('shows a failure until a retry answers', async () => {
    const { read, answer, fail } = controlledRead<string>();
    const { result } = renderHook(() => useFetched(read));
    await fail();
    expect(result.current).toMatchObject({ isPending: false, isError: true, data: undefined });
    act(() => result.current.refetch());
    expect(result.current).toMatchObject({ isPending: true, isError: false });
    await answer('ok');
    expect(result.current).toMatchObject({ isPending: false, isError: false, data: 'ok' });
  });

  it('keeps the last answer when a later read fails', async () => {
    const { read, answer, fail } = controlledRead<number>();
    const { result } = renderHook(() => useFetched(read, { key: ['clients', 'me', 'stats'] }));
    await answer(3);
    act(() => announceStale(['clients', 'me']));
    await fail();
    expect(result.current).toMatchObject({ isPending: false, isError: false, data: 3 });
  });

  it('reads nothing while disabled, and stops listening once unmounted', async () => {
    const { read } = controlledRead<number>();
    const { result, rerender, unmount } = renderHook(({ enabled }) => useFetched(read, { key: ['k'], enabled }), {
      initialProps: { enabled: false },
    });
    act(() => announceStale(['k']));
    expect(read).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ isPending: false, data: undefined });
    rerender({ enabled: true });
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    unmount();
    act(() => announceStale(['k']));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("reads again when the app's query client invalidates its key's prefix, as a change's mutation does", async () => {
    const { read, answer } = controlledRead<number>();
    renderHook(() => useFetched(read, { key: ['clients', 'me', 'stats'] }));
    await answer(1);
    const client = createQueryClient();
    await act(() => client.invalidateQueries({ queryKey: ['prizes'] }));
    expect(read).toHaveBeenCalledTimes(1);
    await act(() => client.invalidateQueries({ queryKey: ['clients', 'me'] }));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("keeps a list's page on screen while the next loads, and shows the next one's failure", async () => {
    const { read, answer, fail } = controlledRead<string>();
    const { result, rerender } = renderHook(({ page }) => useFetched(read, { key: ['prizes', 'active', page] }), {
      initialProps: { page: 1 },
    });
    await answer('página 1');
    rerender({ page: 2 });
    expect(read).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ isPending: false, isError: false, data: 'página 1' });
    await answer('página 2');
    expect(result.current.data).toBe('página 2');

    // Page 3 fails: page 2's answer is not page 3's, so the failure shows, and a retry reads page 3.
    rerender({ page: 3 });
    await fail();
    expect(result.current).toMatchObject({ isPending: false, isError: true, data: undefined });
    act(() => result.current.refetch());
    expect(result.current).toMatchObject({ isPending: true, isError: false });
    await answer('página 3');
    expect(result.current).toMatchObject({ isPending: false, isError: false, data: 'página 3' });
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('shows an answer already at hand at once, reads nothing on mount, and reads again when its key is announced', async () => {
    const { read, answer } = controlledRead<string>();
    const { result } = renderHook(() =>
      useFetched(read, { key: ['prizes', 'active', 1], initial: 'escrito na página' }),
    );
    expect(result.current).toMatchObject({ isPending: false, isError: false, data: 'escrito na página' });
    expect(read).not.toHaveBeenCalled();
    act(() => announceStale(['prizes']));
    expect(read).toHaveBeenCalledTimes(1);
    await answer('lido da API');
    expect(result.current.data).toBe('lido da API');
  });
});
