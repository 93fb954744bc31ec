import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqs } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';

type Headers = { authorization: string };
let t: TestApp;
let admin: Headers;
const staff: Record<string, Headers> = {};
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
  for (const email of ['lojista@example.com', 'concierge@example.com', 'vendedor@example.com', 'cliente@example.com'])
    staff[email] = await t.login(email);
});
afterAll(() => t.close());

type Faq = { id: string; question: string; answer: string; order: number };
const publicList = async (): Promise<Faq[]> => (await t.request({ method: 'GET', url: '/api/faqs' })).json().data;
const orders = async () =>
  (await t.database.db.select().from(faqs).orderBy(asc(faqs.order))).map((f) => [f.question, f.order]);
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('FAQ', () => {
  it('is public and ordered', async () => {
    const res = await t.request({ method: 'GET', url: '/api/faqs' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Faq[];
    expect(list).toHaveLength(5);
    expect(list.map((f) => f.order)).toEqual([1, 2, 3, 4, 5]);
    expect(list[0]).toMatchObject({ question: 'Quem pode participar?' });
  });

  it('adds a question at the end, or at a given position renumbering the rest', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/faqs',
      headers: admin,
      payload: { question: '  Posso usar o estacionamento?  ', answer: 'Sim, uma vez ao dia por até 3 horas.' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Pergunta criada com sucesso',
      data: { question: 'Posso usar o estacionamento?', order: 6 },
    });
    const first = await t.request({
      method: 'POST',
      url: '/api/faqs',
      headers: admin,
      payload: { question: 'O que é o programa?', answer: 'Um programa de pontos.', order: 1 },
    });
    expect(first.json().data.order).toBe(1);
    const list = await publicList();
    expect(list.map((f) => f.order)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(list[0]!.question).toBe('O que é o programa?');
    expect(list[1]!.question).toBe('Quem pode participar?');
    const far = await t.request({
      method: 'POST',
      url: '/api/faqs',
      headers: admin,
      payload: { question: 'Última?', answer: 'Sim.', order: 99 },
    });
    expect(far.json().data.order).toBe(8);
  });

  it('refuses a missing or blank question or answer, writing nothing', async () => {
    const before = await rowCount(t.database.db, faqs);
    for (const [payload, message] of [
      [{ answer: 'Resposta' }, 'Pergunta é obrigatória'],
      [{ question: '   ', answer: 'Resposta' }, 'Pergunta é obrigatória'],
      [{ question: 'Pergunta?' }, 'Resposta é obrigatória'],
      [{ question: 'Pergunta?', answer: '' }, 'Resposta é obrigatória'],
      [{ question: 'Pergunta?', answer: 'Sim', order: 0 }, 'A ordem deve ser pelo menos 1'],
      [{ question: 'Pergunta?', answer: 'Sim', order: 'primeiro' }, 'A ordem deve ser um número'],
    ] as const) {
      const res = await t.request({ method: 'POST', url: '/api/faqs', headers: admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await rowCount(t.database.db, faqs)).toBe(before);
  });

  it('edits a question and its answer', async () => {
    const [faq] = await publicList();
    const res = await t.request({
      method: 'PATCH',
      url: `/api/faqs/${faq!.id}`,
      headers: admin,
      payload: { question: 'O que é o Decore e Ganhe?', answer: 'O programa de pontos do shopping.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Pergunta atualizada com sucesso',
      data: { id: faq!.id, question: 'O que é o Decore e Ganhe?', order: faq!.order },
    });
    const blank = await t.request({
      method: 'PATCH',
      url: `/api/faqs/${faq!.id}`,
      headers: admin,
      payload: { question: ' ', answer: 'x' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Pergunta é obrigatória');
    const empty = await t.request({ method: 'PATCH', url: `/api/faqs/${faq!.id}`, headers: admin, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect((await publicList())[0]!.question).toBe('O que é o Decore e Ganhe?');
    const missing = await t.request({
      method: 'PATCH',
      url: `/api/faqs/${MISSING}`,
      headers: admin,
      payload: { question: 'a', answer: 'b' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Pergunta não encontrada');
  });

  it('reorders from a bare list or {items}, in one go, renumbering 1..n', async () => {
    const list = await publicList();
    const reversed = [...list].reverse().map((f, i) => ({ id: f.id, order: i + 1 }));
    const res = await t.request({ method: 'PATCH', url: '/api/faqs/bulk/order', headers: admin, payload: reversed });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Ordem atualizada com sucesso');
    expect(res.json().data.map((f: Faq) => f.id)).toEqual([...list].reverse().map((f) => f.id));
    expect((await publicList()).map((f) => f.id)).toEqual([...list].reverse().map((f) => f.id));

    // {items}, with gaps and a partial list: the listed one moves, the rest keep their order.
    const now = await publicList();
    const last = now[now.length - 1]!;
    const wrapped = await t.request({
      method: 'PATCH',
      url: '/api/faqs/bulk/order',
      headers: admin,
      payload: { items: [{ id: last.id, order: 1 }] },
    });
    expect(wrapped.statusCode).toBe(200);
    const after = await publicList();
    expect(after[0]!.id).toBe(last.id);
    expect(after.map((f) => f.order)).toEqual(after.map((_, i) => i + 1));
    expect(after.slice(1).map((f) => f.id)).toEqual(now.slice(0, -1).map((f) => f.id));
  });

  it('refuses a reorder with an unknown, repeated or malformed entry, changing nothing', async () => {
    const before = await orders();
    const list = await publicList();
    for (const [payload, message] of [
      [
        [
          { id: list[0]!.id, order: 2 },
          { id: MISSING, order: 1 },
        ],
        'A lista de ordem tem perguntas que não existem; recarregue a página',
      ],
      [
        [
          { id: list[0]!.id, order: 2 },
          { id: list[0]!.id, order: 1 },
        ],
        'Pergunta repetida na lista',
      ],
      [[], 'Envie a lista de perguntas com id e ordem'],
      [{ items: 'x' }, 'Envie a lista de perguntas com id e ordem'],
      [[{ id: 'x', order: 1 }], 'Pergunta inválida'],
      [[{ id: list[0]!.id, order: -1 }], 'A ordem deve ser pelo menos 1'],
    ] as const) {
      const res = await t.request({
        method: 'PATCH',
        url: '/api/faqs/bulk/order',
        headers: admin,
        payload: payload as unknown as object,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await orders()).toEqual(before);
  });

  it('deletes a question and closes the gap', async () => {
    const list = await publicList();
    const res = await t.request({ method: 'DELETE', url: `/api/faqs/${list[1]!.id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Pergunta removida com sucesso');
    const after = await publicList();
    expect(after).toHaveLength(list.length - 1);
    expect(after.map((f) => f.order)).toEqual(after.map((_, i) => i + 1));
    expect((await t.request({ method: 'DELETE', url: `/api/faqs/${MISSING}`, headers: admin })).statusCode).toBe(404);
  });

  it('lets only administrators manage the FAQ', async () => {
    const before = await orders();
    const [faq] = await publicList();
    const calls = [
      { method: 'POST' as const, url: '/api/faqs', payload: { question: 'Q?', answer: 'A' } },
      { method: 'PATCH' as const, url: `/api/faqs/${faq!.id}`, payload: { question: 'Q?', answer: 'A' } },
      { method: 'PATCH' as const, url: '/api/faqs/bulk/order', payload: [{ id: faq!.id, order: 3 }] },
      { method: 'DELETE' as const, url: `/api/faqs/${faq!.id}` },
    ];
    for (const call of calls) {
      expect((await t.request(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      for (const [email, headers] of Object.entries(staff)) {
        expect((await t.request({ ...call, headers })).statusCode, `${email} ${call.method} ${call.url}`).toBe(403);
      }
    }
    expect(await orders()).toEqual(before);
    const smart = await t.login('smart@example.com');
    expect((await t.request({ ...calls[0]!, headers: smart })).statusCode).toBe(201);
  });
});
