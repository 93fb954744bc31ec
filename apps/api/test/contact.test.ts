import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '../src/db/schema';
import { CONTACT_RATE_LIMIT } from '../src/modules/contact/contact.routes';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MALL_CONTACT_EMAIL: 'atendimento@shopping.example.com' }, { seed: false });
});
afterAll(() => t.close());

const message = {
  name: 'Marina Souza',
  email: 'Marina@Example.com',
  cellphone: '(11) 98888-7777',
  phone: '',
  city: 'Campinas',
  message: 'Gostaria de saber se compras parceladas contam pontos.',
};
// Each test sends from its own address, so the per-IP limit is tested on its own.
let ip = 1;
const send = (payload: unknown) =>
  t.request({ method: 'POST', url: '/api/clients/contact', payload: payload as object, remoteAddress: `10.0.0.${ip}` });

describe('contact form', () => {
  it('keeps the message and queues an e-mail to the mall, without a token', async () => {
    ip = 1;
    const res = await send(message);
    expect(res.statusCode).toBe(201);
    const { message: text, data } = res.json();
    expect(text).toBe('Mensagem enviada com sucesso!');
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, data.id));
    expect(row).toMatchObject({
      name: 'Marina Souza',
      email: 'marina@example.com',
      cellphone: '11988887777',
      phone: null,
      city: 'Campinas',
      message: message.message,
    });
    // All but the demo seed's approval e-mails to its customer.
    const mails = (await t.database.db.select().from(outbox)).filter((m) => m.to !== 'cliente@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'atendimento@shopping.example.com',
      subject: 'Contato pelo site: Marina Souza',
    });
    expect(mails[0]!.text).toContain(message.message);
    // Written for the staff who answer it: "Responder" reaches the visitor (Reply-To).
    expect(mails[0]!.replyTo).toBe('marina@example.com');
    expect(mails[0]!.text).toContain('Para responder, use "Responder": a resposta vai direto para marina@example.com.');
    expect(mails[0]!.text).not.toContain('não é preciso respondê-lo');
    expect(mails[0]!.text).toContain('Celular: (11) 98888-7777');
  });

  it('refuses a NUL character with a 400 naming the field, and keeps and sends nothing', async () => {
    ip = 9;
    const [messagesBefore, mailsBefore] = [
      await rowCount(t.database.db, contactMessages),
      await rowCount(t.database.db, outbox),
    ];
    const res = await send({ ...message, message: 'Olá\u0000 mundo' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'message: o texto contém um caractere inválido (NUL)',
    });
    expect(await rowCount(t.database.db, contactMessages)).toBe(messagesBefore);
    expect(await rowCount(t.database.db, outbox)).toBe(mailsBefore);
  });

  it('needs only name, e-mail and message', async () => {
    ip = 2;
    const res = await send({ name: 'João', email: 'joao@example.com', message: 'Olá!' });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['no name', { name: undefined }, 'Nome é obrigatório'],
    ['a blank name', { name: '  ' }, 'Nome é obrigatório'],
    ['no e-mail', { email: undefined }, 'E-mail é obrigatório'],
    ['an invalid e-mail', { email: 'marina' }, 'E-mail inválido'],
    ['no message', { message: undefined }, 'Mensagem é obrigatória'],
    ['a blank message', { message: '\n  ' }, 'Mensagem é obrigatória'],
    ['an invalid cellphone', { cellphone: '123' }, 'Celular inválido'],
    ['a message too long', { message: 'a'.repeat(5001) }, 'Mensagem deve ter no máximo 5000 caracteres'],
  ])('refuses %s with 400, writing nothing', async (_label, overrides, expected) => {
    ip = 3;
    const before = [await rowCount(t.database.db, contactMessages), await rowCount(t.database.db, outbox)];
    const res = await send({ ...message, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(expected);
    expect([await rowCount(t.database.db, contactMessages), await rowCount(t.database.db, outbox)]).toEqual(before);
  });

  it('rate-limits messages per IP', async () => {
    ip = 4;
    for (let i = 0; i < CONTACT_RATE_LIMIT; i++) expect((await send(message)).statusCode).toBe(201);
    const before = await rowCount(t.database.db, contactMessages);
    const res = await send(message);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Muitas mensagens enviadas. Aguarde um minuto e tente novamente.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await rowCount(t.database.db, contactMessages)).toBe(before);
    ip = 5;
    expect((await send(message)).statusCode).toBe(201);
  });
});
