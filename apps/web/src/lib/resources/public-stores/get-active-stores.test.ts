import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/money-records';
import { getSegmentOptions } from '../segments/get-segments';
import { getActiveStores } from './get-active-stores';

const store = {
  id: 's-1',
  tradeName: 'Casa Lume',
  cnpj: '11222333000181',
  segmentId: 'g-1',
  segment: { id: 'g-1', name: 'Iluminação' },
  phone: '1133334444',
  website: null,
  photoUrl: '/api/uploads/stores/lume.webp',
  complement: 'Loja 12',
  blocked: false,
  photo: { width: 800, height: 600, variants: [], srcSet: '/api/uploads/stores/lume-400.webp 400w' },
};

function stubApi(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  return api;
}

afterEach(() => vi.unstubAllGlobals());

// The participating stores and their segments are read without zod (a visitor's first load): each
// answer's shape is checked by hand, and one that does not fit is an error, never a wrong card.
describe('the participating stores page reads', () => {
  it('take a page of stores as the API sends it, asking for the segment chosen', async () => {
    const api = stubApi({ 'GET /api/stores/active': () => ({ body: { data: [store], total: 31 } }) });
    expect(await getActiveStores({ page: 2, segmentId: 'g-1' })).toEqual({ data: [store], total: 31 });
    expect(Object.fromEntries(api.calls[0]?.url.searchParams ?? [])).toEqual({
      page: '2',
      limit: '24',
      segmentId: 'g-1',
    });
  });

  it('refuse a store whose fields are not what the API declares', async () => {
    stubApi({ 'GET /api/stores/active': () => ({ body: { data: [{ ...store, tradeName: 7 }], total: 1 } }) });
    await expect(getActiveStores({ page: 1, segmentId: null })).rejects.toThrow(
      'Resposta inesperada de GET /stores/active: tradeName',
    );
    stubApi({ 'GET /api/stores/active': () => ({ body: { data: [{ ...store, photo: { width: 800 } }], total: 1 } }) });
    await expect(getActiveStores({ page: 1, segmentId: null })).rejects.toThrow(
      'Resposta inesperada de GET /stores/active: photo: height',
    );
    stubApi({ 'GET /api/stores/active': () => ({ body: { data: [store] } }) });
    await expect(getActiveStores({ page: 1, segmentId: null })).rejects.toThrow(
      'Resposta inesperada de GET /stores/active',
    );
  });

  it('take every segment, page after page, and refuse a segment without a name', async () => {
    const segments = Array.from({ length: 3 }, (_, i) => ({ id: `g-${i}`, name: `Segmento ${i}` }));
    const api = stubApi({
      'GET /api/segments': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        return { body: { data: page === 1 ? segments.slice(0, 2) : segments.slice(2), total: 3 } };
      },
    });
    expect(await getSegmentOptions({})).toEqual(segments);
    expect(api.calls).toHaveLength(2);
    stubApi({ 'GET /api/segments': () => ({ body: { data: [{ id: 'g-1' }], total: 1 } }) });
    await expect(getSegmentOptions({})).rejects.toThrow('Resposta inesperada de GET /segments: name');
  });
});
