import { expect, test } from './fixtures';

// Against the built server (bundled API), not the sources the API tests import: validation
// answers in Portuguese, and a NUL character is a clear 400, never a 500.

test('the built API names invalid fields in Portuguese', async ({ request }) => {
  const res = await request.post('/api/clients', { data: { acceptsSMS: 'sim' } });
  expect(res.status()).toBe(400);
  const { message } = (await res.json()) as { message: string | string[] };
  expect([message].flat()).toContain('acceptsSMS: Entrada inválida: esperava um valor booleano, recebeu um texto');
});

test('the built API refuses a NUL character with a 400 naming the field', async ({ request }) => {
  const res = await request.post('/api/clients/contact', {
    data: { name: 'Ana\u0000', email: 'ana@example.com', message: 'Olá' },
  });
  expect(res.status()).toBe(400);
  expect(await res.json()).toMatchObject({ message: 'name: o texto contém um caractere inválido (NUL)' });
});
