import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema';
import { passwordResetEmail } from '../src/emails';
import { enqueueMail } from '../src/plugins/mailer';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';

interface Received {
  to: string[];
  raw: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  // A real SMTP server on loopback: what the dispatcher sends is what a mail server would get.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp(
    { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Programa <nao-responda@example.com>' },
    { seed: false },
  );
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mailer', () => {
  it('delivers queued e-mails through SMTP and marks them sent', async () => {
    await enqueueMail(t.database.db, {
      to: 'cliente@example.com',
      subject: 'Compra aprovada',
      text: 'Sua compra foi aprovada.',
    });
    expect(await t.app.mailer.flush()).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['cliente@example.com']);
    expect(received[0]!.raw).toContain('Subject: Compra aprovada');
    expect(received[0]!.raw).toContain('Sua compra foi aprovada.');
    const [row] = await t.database.db.select().from(outbox);
    expect(row!.sentAt).not.toBeNull();
    expect(await t.app.mailer.flush()).toBe(0);
    expect(received).toHaveLength(1);
  });

  it("signs every message with the programme's name", async () => {
    await enqueueMail(t.database.db, { to: 'assinatura@example.com', subject: 'Assinada', text: 'Olá!' });
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.subject, 'Assinada'));
    expect(row!.text).toBe('Olá!\n\nClube Decor & Design');
  });

  it('sends a designed message as HTML with its plain-text alternative, signed once', async () => {
    const link = 'http://localhost/redefinir-senha?token=abc';
    await enqueueMail(t.database.db, {
      to: 'desenho@example.com',
      ...(await passwordResetEmail({ name: 'Ana', link })),
    });
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'desenho@example.com'));
    expect(row!.text.endsWith('\n\nClube Decor & Design')).toBe(true);
    expect(row!.text.split('Clube Decor & Design')).toHaveLength(2);
    expect(row!.html).toContain('lang="pt-BR"');
    await t.app.mailer.flush();
    const raw = received.find((r) => r.to.includes('desenho@example.com'))!.raw;
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    expect(raw).toContain('Subject: =?UTF-8?');
  });

  it('delivers the attachments kept with a message (a bill PDF)', async () => {
    const pdf = Buffer.from('%PDF-1.3 fake bill\n%%EOF');
    await enqueueMail(t.database.db, {
      to: 'financeiro@example.com',
      subject: 'Boleto anexado',
      text: 'Segue o boleto.',
      attachments: [{ filename: 'boleto.pdf', contentType: 'application/pdf', contentBase64: pdf.toString('base64') }],
    });
    await t.app.mailer.flush();
    const raw = received.find((r) => r.to.includes('financeiro@example.com'))!.raw;
    expect(raw).toMatch(/Content-Type: application\/pdf; name=boleto\.pdf/i);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=boleto\.pdf/i);
    expect(raw.replace(/\r?\n/g, '')).toContain(pdf.toString('base64'));
  });

  it('queues nothing when the change that sends it rolls back', async () => {
    const before = await rowCount(t.database.db, outbox);
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueMail(tx, { to: 'x@example.com', subject: 'Não deve sair', text: '...' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowCount(t.database.db, outbox)).toBe(before);
  });

  it('keeps a message for retry when the server refuses it', async () => {
    await enqueueMail(t.database.db, { to: 'not an address', subject: 'Inválido', text: '...' });
    await t.app.mailer.flush();
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.subject, 'Inválido'));
    expect(row!.sentAt).toBeNull();
    expect(row!.attempts).toBe(1);
    expect(row!.error).toEqual(expect.any(String));
  });
});
