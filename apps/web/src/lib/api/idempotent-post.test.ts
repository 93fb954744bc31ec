import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn() } }));

const { idempotentPost } = await import('./idempotent-post');
const { createRescue } = await import('../../features/rescues/api/create-rescue');

afterEach(() => vi.unstubAllGlobals());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The Idempotency-Key of each request fetch received. */
function keysSent(fetchMock: ReturnType<typeof vi.fn>): string[] {
  return fetchMock.mock.calls.map(
    ([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key']!,
  );
}

const created = () => new Response(JSON.stringify({ message: 'ok', data: { id: '1' } }), { status: 201 });

describe('idempotentPost', () => {
  it('sends one key for a double submit of the same form', async () => {
    const fetchMock = vi.fn().mockImplementation(async () => created());
    vi.stubGlobal('fetch', fetchMock);
    const post = idempotentPost('/sales');
    const body = { type: 'invoice_number', invoiceNumber: 'NF-1' };
    await Promise.all([post(body), post({ ...body })]);
    const [first, second] = keysSent(fetchMock);
    expect(first).toMatch(UUID);
    expect(second).toBe(first);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/sales');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST' });
  });

  it('reuses the key to retry after a network failure, then starts anew after a success', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async () => created());
    vi.stubGlobal('fetch', fetchMock);
    const post = idempotentPost('/clients');
    const body = { name: 'Ana' };
    await expect(post(body, { toastErrors: false })).rejects.toMatchObject({ kind: 'network' });
    await post(body);
    await post(body);
    const [failed, retried, next] = keysSent(fetchMock);
    expect(retried).toBe(failed);
    expect(next).toMatch(UUID);
    expect(next).not.toBe(failed);
  });

  it('gives another body its own key', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ message: 'Nota fiscal já registrada' }), { status: 409 }))
      .mockImplementation(async () => created());
    vi.stubGlobal('fetch', fetchMock);
    const post = idempotentPost('/sales');
    await expect(post({ invoiceNumber: 'NF-1' }, { toastErrors: false })).rejects.toMatchObject({ status: 409 });
    await post({ invoiceNumber: 'NF-2' });
    const [refused, corrected] = keysSent(fetchMock);
    expect(corrected).toMatch(UUID);
    expect(corrected).not.toBe(refused);
  });

  it('keys a redemption, so a double tap redeems once', async () => {
    const fetchMock = vi.fn().mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            message: 'Resgate realizado com sucesso!',
            data: { id: '1', voucher: 'ABC', status: 'ATIVO', points: 10 },
          }),
          { status: 201 },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const body = { prizeId: 'p1', points: 10 };
    await Promise.allSettled([createRescue(body), createRescue(body)]);
    const [first, second] = keysSent(fetchMock);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/rescues');
    expect(first).toMatch(UUID);
    expect(second).toBe(first);
  });
});
