import { type AddressInfo, createServer, type Socket } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema';
import { contactEmail, passwordResetEmail } from '../src/emails';
import { resendMail } from '../src/modules/jobs/mail.service';
import { enqueueMail, MAIL_MAX_ATTEMPTS, mailRetryDelayMs, startMailDispatcher } from '../src/plugins/mailer';
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

  it("sends a contact-form message with Reply-To set to the visitor, so staff's answer reaches them", async () => {
    await enqueueMail(t.database.db, {
      to: 'atendimento@example.com',
      ...(await contactEmail({ name: 'Marina Souza', email: 'marina@example.com', message: 'Olá' })),
    });
    await t.app.mailer.flush();
    const raw = received.find((r) => r.to.includes('atendimento@example.com'))!.raw;
    expect(raw).toMatch(/^Reply-To: marina@example\.com\r?$/im);
    expect(raw).toContain('From: Programa <nao-responda@example.com>');
    // Other messages have none.
    const reset = received.find((r) => r.to.includes('desenho@example.com'))!.raw;
    expect(reset).not.toMatch(/^Reply-To:/im);
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

  it('keeps a message for retry when the server refuses it, 15 seconds later on the first failure', async () => {
    await enqueueMail(t.database.db, { to: 'not an address', subject: 'Inválido', text: '...' });
    await t.app.mailer.flush();
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.subject, 'Inválido'));
    expect(row).toMatchObject({ status: 'pending', sentAt: null, attempts: 1, lockedUntil: null });
    expect(row!.error).toEqual(expect.any(String));
    // 15 s after the failure (the attempt started a moment before it).
    const wait = new Date(row!.nextAttemptAt).getTime() - new Date(row!.lastAttemptAt!).getTime();
    expect(wait).toBeGreaterThanOrEqual(15_000);
    expect(wait).toBeLessThan(20_000);
    // Not due yet: the next delivery leaves it alone.
    await t.app.mailer.flush();
    const [same] = await t.database.db.select().from(outbox).where(eq(outbox.subject, 'Inválido'));
    expect(same!.attempts).toBe(1);
    await t.database.db.delete(outbox).where(eq(outbox.id, row!.id));
  });
});

describe('retries', () => {
  it('retries within a minute, then less often: a 45-second outage delays a message under 3 minutes', () => {
    // Attempts happen at these seconds after the first one.
    const at = [0];
    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt++)
      at.push(at.at(-1)! + mailRetryDelayMs(attempt) / 1000);
    expect(at.slice(0, 4)).toEqual([0, 15, 45, 105]);
    // An outage that ends at any moment up to 45 s: the next attempt is within 3 minutes (the job polls every 5 s).
    for (let end = 0; end <= 45; end++) expect(at.find((s) => s >= end)! + 5).toBeLessThanOrEqual(180);
  });

  it('keeps trying for more than a day before giving a message up, an hour apart at most', () => {
    let waited = 0;
    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt++) {
      expect(mailRetryDelayMs(attempt)).toBeLessThanOrEqual(3_600_000);
      waited += mailRetryDelayMs(attempt);
    }
    expect(waited).toBeGreaterThanOrEqual(24 * 3_600_000);
  });
});

describe('an SMTP server that is down, then back', () => {
  it('keeps the message pending with its error while the server is down, and sends it once it is back', async () => {
    // A real SMTP server, stopped: its port refuses connections.
    const got: string[] = [];
    const make = () =>
      new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, _session, callback) {
          let raw = '';
          stream.on('data', (c: Buffer) => {
            raw += c.toString();
          });
          stream.on('end', () => {
            got.push(raw);
            callback();
          });
        },
      });
    const first = make();
    await new Promise<void>((resolve) => first.listen(0, '127.0.0.1', resolve));
    const { port } = first.server.address() as AddressInfo;
    await new Promise<void>((resolve) => first.close(() => resolve()));
    const mailer = startMailDispatcher({
      db: t.database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'nao-responda@example.com',
      log: t.app.log,
    });
    try {
      await enqueueMail(t.database.db, { to: 'fora@example.com', subject: 'Durante a queda', text: 'Guardada.' });
      expect(await mailer.deliver()).toEqual({ sent: 0, failed: 1 });
      const [waiting] = await t.database.db.select().from(outbox).where(eq(outbox.subject, 'Durante a queda'));
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
      expect(waiting!.error).toMatch(/ECONNREFUSED/);

      // The server is back on its port; the message's retry time comes.
      const again = make();
      await new Promise<void>((resolve) => again.listen(port, '127.0.0.1', resolve));
      await t.database.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, waiting!.id));
      expect(await mailer.deliver()).toEqual({ sent: 1, failed: 0 });
      // The pooled connection stays open until the dispatcher stops.
      await mailer.stop();
      await new Promise<void>((resolve) => again.close(() => resolve()));
      expect(got).toHaveLength(1);
      expect(got[0]).toContain('Guardada.');
      const [sent] = await t.database.db.select().from(outbox).where(eq(outbox.id, waiting!.id));
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, error: null });
    } finally {
      await mailer.stop();
    }
  });

  it('gives a message up only after its last attempt, shows it to the administrators, and sends it again on "Reenviar"', async () => {
    const mailer = startMailDispatcher({
      db: t.database.db,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'nao-responda@example.com',
      log: t.app.log,
    });
    await enqueueMail(t.database.db, { to: 'desistida@example.com', subject: 'Sem servidor', text: 'Um dia.' });
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.subject, 'Sem servidor'));
    try {
      // A day of failures: every attempt but the last one made.
      await t.database.db
        .update(outbox)
        .set({ attempts: MAIL_MAX_ATTEMPTS - 1 })
        .where(eq(outbox.id, row!.id));
      expect(await mailer.deliver()).toEqual({ sent: 0, failed: 1 });
      const [failed] = await t.database.db.select().from(outbox).where(eq(outbox.id, row!.id));
      expect(failed).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
      // Nothing more is tried.
      await t.database.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, row!.id));
      expect(await mailer.deliver()).toEqual({ sent: 0, failed: 0 });
    } finally {
      await mailer.stop();
    }

    // "Reenviar" (the jobs screen's endpoint: jobs-endpoints.test.ts) puts it back for now.
    const resent = await resendMail(t.database.db, row!.id, null);
    expect(resent.data).toMatchObject({ status: 'pending', attempts: 0 });
    // The app's dispatcher, on the working SMTP server, sends it.
    await t.app.mailer.flush();
    expect(received.filter((r) => r.to.includes('desistida@example.com'))).toHaveLength(1);
    const [sent] = await t.database.db.select().from(outbox).where(eq(outbox.id, row!.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, error: null });
  });
});

describe('an SMTP server that accepts connections and never answers', () => {
  it('holds no database connection while it waits: other requests are answered meanwhile', async () => {
    const sockets = new Set<Socket>();
    const hung = createServer((socket) => {
      sockets.add(socket); // accepted, never greeted
    });
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const { port } = hung.address() as AddressInfo;
    const mailer = startMailDispatcher({
      db: t.database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'nao-responda@example.com',
      log: t.app.log,
      timeouts: { connectionMs: 3_000, greetingMs: 3_000, socketMs: 3_000 },
    });
    try {
      await enqueueMail(t.database.db, { to: 'espera@example.com', subject: 'Servidor mudo', text: '...' });
      let settled = false;
      const delivering = mailer.deliver().finally(() => {
        settled = true;
      });
      await new Promise((r) => setTimeout(r, 200));
      const page = await t.request({ method: 'GET', url: '/api/campaigns/active' });
      expect(page.statusCode).toBe(200);
      // Answered while the send still waits for the server's greeting.
      expect(settled).toBe(false);
      expect(await delivering).toEqual({ sent: 0, failed: 1 });
      const [row] = await t.database.db.select().from(outbox).where(eq(outbox.subject, 'Servidor mudo'));
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
      expect(row!.error).toMatch(/greeting|timeout/i);
    } finally {
      await mailer.stop();
      for (const s of sockets) s.destroy();
      await new Promise((r) => hung.close(r));
    }
  });
});
