import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/money-records';
import { getFaqs } from './get-faqs';

const faq = (order: number) => ({
  id: `f-${order}`,
  question: `Pergunta ${order}?`,
  answer: `Resposta ${order}.`,
  order,
});

function stubApi(body: unknown) {
  const api = fakeApi({ 'GET /api/faqs': () => ({ body }) });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  return api;
}

afterEach(() => vi.unstubAllGlobals());

// /faq is read without zod (it may be a visitor's first load): the answer's shape is checked by
// hand, and one that does not fit is an error the page shows, never a wrong question.
describe('the questions read', () => {
  it('takes the questions as the API sends them, in their order', async () => {
    stubApi({ data: [faq(3), faq(1), faq(2)] });
    expect(await getFaqs()).toEqual([faq(1), faq(2), faq(3)]);
  });

  it('refuses a question whose fields are not what the API declares', async () => {
    stubApi({ data: [faq(1), { ...faq(2), answer: null }] });
    await expect(getFaqs()).rejects.toThrow('Resposta inesperada de GET /faqs: answer');
    stubApi({ data: [{ ...faq(1), order: 1.5 }] });
    await expect(getFaqs()).rejects.toThrow('Resposta inesperada de GET /faqs: order');
    stubApi({ data: { id: 'f-1' } });
    await expect(getFaqs()).rejects.toThrow('Resposta inesperada de GET /faqs');
    stubApi({ faqs: [] });
    await expect(getFaqs()).rejects.toThrow('Resposta inesperada de GET /faqs');
  });
});
