import { addDays, todayIn } from '@mall/shared';
import { and, asc, eq, like } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bills,
  campaigns,
  clients,
  logs,
  outbox,
  prizes,
  remindersSent,
  rescues,
  sales,
  stores,
} from '../src/db/schema';
import { type JobContext, reminderJobs } from '../src/modules/jobs/jobs.definitions';
import { createTestApp, type TestApp } from './support/app';
import { registerClient } from './support/fixtures';
import { moneyFixtures, processMonth } from './support/money';

// The reminders by e-mail: "Enviar boletos do mês", the bills' reminders before and after their
// due date, the customers' campaign-end and voucher-expiry reminders with their opt-outs, and the
// reviewers' daily digest; each job run at fixed instants, twice.

const TZ = 'America/Sao_Paulo';
let t: TestApp;
let f: Awaited<ReturnType<typeof moneyFixtures>>;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  f = await moneyFixtures(t);
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** Runs one of the reminder jobs as the queue would at `now`. */
async function runJob(name: string, now: Date) {
  const def = reminderJobs(t.config).find((d) => d.name === name)!;
  const ctx: JobContext = {
    db: t.database.db,
    timeZone: TZ,
    mailer: t.app.mailer,
    storage: t.app.storage,
    receipts: t.config.receipts,
    now,
    scheduledFor: now,
  };
  return def.run(ctx);
}

/** `HH:MM` of a São Paulo day as an instant (UTC-3, no daylight saving time since 2019). */
const at = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`);

const mailsLike = (subject: string) =>
  t.database.db.select().from(outbox).where(like(outbox.subject, subject)).orderBy(asc(outbox.to));

const logsOf = (moduleName: 'Bill' | 'Client' | 'Rescue' | 'User', methodName: string, entityId?: string) =>
  t.database.db
    .select()
    .from(logs)
    .where(
      and(
        eq(logs.moduleName, moduleName),
        eq(logs.methodName, methodName),
        entityId ? eq(logs.entityId, entityId) : undefined,
      ),
    );

/** Open bills of a month for Aurora (with two invoice e-mails) and Lumen (none). */
async function billsOfMonth(month: number, year: number) {
  const mm = String(month).padStart(2, '0');
  await f.addSale(f.storeId, `${year}-${mm}-05`, 100_050);
  await f.addSale(f.storeId, `${year}-${mm}-25`, 50_000);
  await f.addSale(f.otherStoreId, `${year}-${mm}-10`, 40_000);
  await t.database.db
    .update(stores)
    .set({ invoiceEmails: ['financeiro@aurora.example.com', 'notas@aurora.example.com'] })
    .where(eq(stores.id, f.storeId));
  await t.database.db.update(stores).set({ invoiceEmails: [] }).where(eq(stores.id, f.otherStoreId));
  const statements = await processMonth(t, admin, [f.storeId, f.otherStoreId], month, year);
  const res = await t.request({
    method: 'POST',
    url: '/api/bills',
    headers: admin,
    payload: { extractIds: Object.values(statements).map((s) => s.id) },
  });
  expect(res.statusCode).toBe(201);
  const data = res.json().data as { id: string; store: { tradeName: string } }[];
  return {
    aurora: data.find((b) => b.store.tradeName === 'Casa Aurora Móveis')!.id,
    lumen: data.find((b) => b.store.tradeName === 'Lumen Iluminação')!.id,
  };
}

const sendMonth = (payload: unknown, headers: Record<string, string> = admin) =>
  t.request({ method: 'POST', url: '/api/bills/send-month', headers, payload: payload as object });

describe('Enviar boletos do mês', () => {
  it("queues each open bill's PDF to its store once, names what it skipped, and a second click sends nothing", async () => {
    const { aurora, lumen } = await billsOfMonth(2, 2022);
    const res = await sendMonth({ month: 2, year: 2022 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: '1 boleto de 02/2022 enviado por e-mail',
      queued: 1,
      emails: 2,
      skipped: [
        { billId: lumen, storeName: 'Lumen Iluminação', reason: 'A loja não tem e-mail para notas fiscais cadastrado' },
      ],
    });
    const mails = await mailsLike('Boleto de fevereiro de 2022:%');
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['financeiro@aurora.example.com', 'Boleto de fevereiro de 2022: Casa Aurora Móveis'],
      ['notas@aurora.example.com', 'Boleto de fevereiro de 2022: Casa Aurora Móveis'],
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain('Valor a pagar: R$');
      expect(mail.html).toContain('Boleto da taxa administrativa');
      const [file] = mail.attachments!;
      expect(file).toMatchObject({ filename: 'boleto-2022-02-casa-aurora-moveis.pdf', contentType: 'application/pdf' });
      expect(await pdfText(Buffer.from(file!.contentBase64, 'base64'))).toContain('Casa Aurora Móveis');
    }
    const [audit] = await logsOf('Bill', 'send', aurora);
    expect(audit).toMatchObject({ result: expect.objectContaining({ month: true, to: expect.any(Array) }) });
    const [row] = await t.database.db.select().from(bills).where(eq(bills.id, aurora));
    expect(row!.sentAt).not.toBeNull();

    const again = await sendMonth({ month: 2, year: 2022 });
    expect(again.statusCode).toBe(200);
    expect(again.json().queued).toBe(0);
    expect(again.json().message).toBe(
      'Nenhum boleto enviado: os boletos em aberto de 02/2022 já foram enviados ou a loja não tem e-mail',
    );
    expect(again.json().skipped.map((s: { storeName: string; reason: string }) => s.storeName)).toEqual([
      'Casa Aurora Móveis',
      'Lumen Iluminação',
    ]);
    expect(again.json().skipped[0].reason).toMatch(/^Já enviado em \d{2}\/\d{2}\/\d{4}$/);
    expect(await mailsLike('Boleto de fevereiro de 2022:%')).toHaveLength(2);
    expect(await logsOf('Bill', 'send', aurora)).toHaveLength(1);

    const none = await sendMonth({ month: 1, year: 2001 });
    expect(none.json()).toMatchObject({ message: 'Nenhum boleto em aberto de 01/2001', queued: 0, skipped: [] });
  });

  it('is for those who manage bills: a store owner and the concierge are refused, bad months are a 400 in Portuguese', async () => {
    await billsOfMonth(3, 2022);
    const before = (await t.database.db.select().from(outbox)).length;
    for (const email of ['lojista@example.com', 'concierge@example.com', 'cliente@example.com']) {
      const refused = await sendMonth({ month: 3, year: 2022 }, await t.login(email));
      expect(refused.statusCode, email).toBe(403);
    }
    expect((await sendMonth({ month: 3, year: 2022 }, {})).statusCode).toBe(401);
    for (const [payload, message] of [
      [{ month: 13, year: 2022 }, 'Mês deve ser de 1 a 12'],
      [{ year: 2022 }, 'Informe o mês'],
      [{ month: 3, year: 1999 }, 'Ano inválido'],
    ] as const) {
      const bad = await sendMonth(payload);
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json().message)).toContain(message);
    }
    expect((await t.database.db.select().from(outbox)).length).toBe(before);
    const smart = await sendMonth({ month: 3, year: 2022 }, await t.login('smart@example.com'));
    expect(smart.json()).toMatchObject({ queued: 1, emails: 2 });
  });
});

describe('bills.reminders', () => {
  it('reminds the store 3 business days before the due date and after it, once each, with the PDF', async () => {
    const { aurora, lumen } = await billsOfMonth(4, 2022);
    // Due Monday 23/11/2026; Friday 20/11 is a holiday, so "vence em breve" starts on Tuesday 17/11.
    await t.database.db.update(bills).set({ dueDate: '2026-11-23' }).where(eq(bills.id, aurora));
    await t.database.db.update(bills).set({ dueDate: '2026-11-23' }).where(eq(bills.id, lumen));
    const soon = 'Lembrete: boleto de abril de 2022 vence em 23/11/2026:%';
    const late = 'Boleto vencido em 23/11/2026: abril de 2022%';

    await runJob('bills.reminders', at('2026-11-16', '09:00'));
    expect(await mailsLike(soon)).toHaveLength(0);

    // Two hosts running the same slot at once: one e-mail per address.
    await Promise.all([
      runJob('bills.reminders', at('2026-11-17', '09:00')),
      runJob('bills.reminders', at('2026-11-17', '09:00')),
    ]);
    await runJob('bills.reminders', at('2026-11-18', '09:00'));
    const soonMails = await mailsLike(soon);
    expect(soonMails.map((m) => m.to)).toEqual(['financeiro@aurora.example.com', 'notas@aurora.example.com']);
    expect(soonMails[0]!.text).toContain('vence em 23/11/2026');
    const pdf = soonMails[0]!.attachments![0]!;
    expect(pdf.filename).toBe('boleto-2022-04-casa-aurora-moveis.pdf');
    expect(await pdfText(Buffer.from(pdf.contentBase64, 'base64'))).toContain('23/11/2026');
    expect(await logsOf('Bill', 'remindDueSoon', aurora)).toHaveLength(1);

    await runJob('bills.reminders', at('2026-11-23', '09:00'));
    expect(await mailsLike(late)).toHaveLength(0);
    await runJob('bills.reminders', at('2026-11-24', '09:00'));
    await runJob('bills.reminders', at('2026-11-25', '09:00'));
    const lateMails = await mailsLike(late);
    expect(lateMails).toHaveLength(2);
    expect(lateMails[0]!.text).toContain('venceu em 23/11/2026 e ainda não consta como pago');
    expect(await logsOf('Bill', 'remindOverdue', aurora)).toHaveLength(1);
    expect(await logsOf('Bill', 'remindOverdue', lumen)).toHaveLength(0);

    // A paid bill is not reminded.
    const { aurora: paid } = await billsOfMonth(5, 2022);
    await t.database.db
      .update(bills)
      .set({ dueDate: '2026-11-23', status: 'QUITADO', paidAt: '2026-11-20' })
      .where(eq(bills.id, paid));
    await runJob('bills.reminders', at('2026-11-24', '10:00'));
    expect(await mailsLike('%maio de 2022%')).toHaveLength(0);
  });
});

describe('customer reminders', () => {
  let campaignId: string;
  let prize: { id: string; name: string; points: number };
  let rate: number;
  let invoice = 0;
  const now = new Date();
  const today = todayIn(TZ, now);

  async function approvedSale(clientId: string, netCents: number) {
    invoice += 1;
    await t.database.db.insert(sales).values({
      type: 'invoice_number',
      invoiceNumber: `LEMB-${invoice}`,
      saleDate: today,
      storeId: f.storeId,
      clientId,
      campaignId,
      grossCents: netCents,
      discountCents: 0,
      netCents,
      status: 'approved',
    });
  }

  beforeAll(async () => {
    const [campaign] = await t.database.db.select().from(campaigns).where(eq(campaigns.active, true));
    campaignId = campaign!.id;
    rate = campaign!.conversionRate;
    await t.database.db
      .update(campaigns)
      .set({ endDate: addDays(today, 5) })
      .where(eq(campaigns.id, campaignId));
    const offered = await t.database.db.select().from(prizes).where(eq(prizes.campaignId, campaignId));
    const cheapest = offered.filter((p) => !p.inactivatedAt).sort((a, b) => a.points - b.points)[0]!;
    prize = { id: cheapest.id, name: cheapest.name, points: cheapest.points };
    await t.database.db.update(prizes).set({ stock: null }).where(eq(prizes.id, cheapest.id));
  });

  it('a campaign ending in 7 days: the points to use, or "Faltam R$ X" for the cheapest benefit; an opt-out stops it', async () => {
    const rich = await registerClient(t, {
      name: 'Rita Rica',
      email: 'rita@lembrete.example.com',
      password: 'senha-forte-1',
      cpfBase: '501234567',
    });
    const short = await registerClient(t, {
      name: 'Beto Quase',
      email: 'beto@lembrete.example.com',
      password: 'senha-forte-1',
      cpfBase: '502234567',
    });
    const quiet = await registerClient(t, {
      name: 'Quim Quieto',
      email: 'quim@lembrete.example.com',
      password: 'senha-forte-1',
      cpfBase: '503234567',
    });
    const perPoint = Math.ceil((100_000 * 100) / rate);
    await approvedSale(rich.id, prize.points * perPoint + 1_000);
    await approvedSale(short.id, 10_000);
    await approvedSale(quiet.id, 10_000);

    // The settings screen's switch, on the customer's own account.
    const off = await t.request({
      method: 'PATCH',
      url: '/api/clients/me/reminders',
      headers: quiet.headers,
      payload: { campaignEnd: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      message: 'Preferências de lembretes salvas',
      data: { campaignEnd: false, voucherExpiry: true },
    });

    const result = await runJob('customers.reminders', now);
    expect(result).toMatchObject({ campaignEnd: expect.any(Number) });
    await runJob('customers.reminders', new Date(now.getTime() + 86_400_000));

    const richMails = await t.database.db.select().from(outbox).where(eq(outbox.to, 'rita@lembrete.example.com'));
    expect(richMails).toHaveLength(1);
    const points = Math.floor(((prize.points * perPoint + 1_000) * rate) / 100 / 100_000);
    expect(richMails[0]!.subject).toContain(`você tem ${points} ${points === 1 ? 'ponto' : 'pontos'}`);
    expect(richMails[0]!.text).toContain('para trocar por um benefício');

    const shortMails = await t.database.db.select().from(outbox).where(eq(outbox.to, 'beto@lembrete.example.com'));
    expect(shortMails).toHaveLength(1);
    const missing = prize.points * perPoint - 10_000;
    const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(missing / 100);
    expect(shortMails[0]!.text).toContain(`Faltam ${brl} em compras aprovadas`);
    expect(shortMails[0]!.text).toContain(`"${prize.name}"`);

    expect(await t.database.db.select().from(outbox).where(eq(outbox.to, 'quim@lembrete.example.com'))).toHaveLength(0);
    expect(await logsOf('Client', 'remindCampaignEnd', short.id)).toHaveLength(1);

    // The one-click link: no login, turns the campaign reminder off, the same link twice is fine.
    const link = /\/lembretes\/descadastrar\?tipo=campanha#token=([0-9a-f-]{36})/.exec(shortMails[0]!.text)!;
    expect(link).not.toBeNull();
    for (let i = 0; i < 2; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/reminders/unsubscribe',
        payload: { token: link[1], kind: 'campaign_end' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Pronto: você não receberá mais lembretes de fim de campanha');
    }
    const settings = await t.request({ method: 'GET', url: '/api/clients/me/reminders', headers: short.headers });
    expect(settings.json().data).toEqual({ campaignEnd: false, voucherExpiry: true });
    expect(await logsOf('Client', 'unsubscribe', short.id)).toHaveLength(2);

    const unknown = await t.request({
      method: 'POST',
      url: '/api/reminders/unsubscribe',
      payload: { token: '00000000-0000-4000-8000-000000000000', kind: 'campaign_end' },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.request({
      method: 'POST',
      url: '/api/reminders/unsubscribe',
      payload: { token: 'abc', kind: 'sms' },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Link de descadastro inválido');

    // Staff have no reminder settings of their own.
    const staff = await t.request({ method: 'GET', url: '/api/clients/me/reminders', headers: admin });
    expect(staff.statusCode).toBe(403);
  });

  it('a voucher expiring in 3 days: its code, the concierge desk and the last day, once; the opt-out stops it', async () => {
    const holder = await registerClient(t, {
      name: 'Vera Voucher',
      email: 'vera@lembrete.example.com',
      password: 'senha-forte-1',
      cpfBase: '504234567',
    });
    const outed = await registerClient(t, {
      name: 'Otto Fora',
      email: 'otto@lembrete.example.com',
      password: 'senha-forte-1',
      cpfBase: '505234567',
    });
    const expires = new Date(now.getTime() + 2 * 86_400_000);
    const later = new Date(now.getTime() + 6 * 86_400_000);
    const [kept] = await t.database.db
      .insert(rescues)
      .values([
        {
          clientId: holder.id,
          campaignId,
          prizeId: prize.id,
          points: prize.points,
          voucher: 'LEMB-V1',
          voucherExpiresAt: expires.toISOString(),
        },
        {
          clientId: outed.id,
          campaignId,
          prizeId: prize.id,
          points: prize.points,
          voucher: 'LEMB-V2',
          voucherExpiresAt: expires.toISOString(),
        },
      ])
      .returning();
    const [, farOff] = await t.database.db
      .insert(rescues)
      .values([
        {
          clientId: (
            await registerClient(t, {
              name: 'Lia Longe',
              email: 'lia@lembrete.example.com',
              password: 'senha-forte-1',
              cpfBase: '506234567',
            })
          ).id,
          campaignId,
          prizeId: prize.id,
          points: prize.points,
          voucher: 'LEMB-V3',
          voucherExpiresAt: later.toISOString(),
        },
      ])
      .returning()
      .then((rows) => [undefined, rows[0]]);
    expect(farOff).toBeDefined();
    const off = await t.request({
      method: 'PATCH',
      url: '/api/clients/me/reminders',
      headers: outed.headers,
      payload: { voucherExpiry: false },
    });
    expect(off.statusCode).toBe(200);

    await runJob('customers.reminders', now);
    await runJob('customers.reminders', new Date(now.getTime() + 3_600_000));

    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, 'vera@lembrete.example.com'));
    expect(mails).toHaveLength(1);
    const until = todayIn(TZ, expires).split('-').reverse().join('/');
    expect(mails[0]!.subject).toBe(`Seu voucher vence em ${until}: ${prize.name}`);
    expect(mails[0]!.text).toContain('Código do voucher: LEMB-V1');
    expect(mails[0]!.text).toContain('Espaço Concierge');
    expect(mails[0]!.text).toContain(`Válido até: ${until}`);
    expect(mails[0]!.text).toMatch(/\/lembretes\/descadastrar\?tipo=voucher#token=/);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.to, 'otto@lembrete.example.com'))).toHaveLength(0);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.to, 'lia@lembrete.example.com'))).toHaveLength(0);
    expect(await logsOf('Rescue', 'remindExpiry', kept!.id)).toHaveLength(1);
    const [sent] = await t.database.db
      .select()
      .from(remindersSent)
      .where(and(eq(remindersSent.kind, 'voucher_expiry'), eq(remindersSent.subjectKey, kept!.id)));
    expect(sent).toMatchObject({ recipientId: holder.id });
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, outed.id));
    expect(row!.remindVoucherExpiry).toBe(false);
  });
});

describe('reviews.digest', () => {
  it('sends each reviewer the queue once a day, late ones first, and nothing when the queue is empty', async () => {
    const digestNow = at(addDays(todayIn(TZ), 1), '08:00');
    const { clientId } = f;
    const [lateSale] = await t.database.db
      .insert(sales)
      .values({
        type: 'invoice_number',
        invoiceNumber: 'DIG-LATE',
        saleDate: addDays(todayIn(TZ), -4),
        storeId: f.otherStoreId,
        clientId,
        campaignId: (await t.database.db.select().from(campaigns).limit(1))[0]!.id,
        grossCents: 77_700,
        discountCents: 0,
        netCents: 77_700,
        status: 'pending',
        createdAt: new Date(digestNow.getTime() - 80 * 3_600_000).toISOString(),
      })
      .returning();
    expect(lateSale).toBeDefined();

    await runJob('reviews.digest', digestNow);
    await runJob('reviews.digest', new Date(digestNow.getTime() + 3_600_000));
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, 'Fila de análise:%'))
      .orderBy(asc(outbox.to));
    const recipients = mails.map((m) => m.to);
    expect(recipients).toEqual(
      expect.arrayContaining(['admin@example.com', 'concierge@example.com', 'smart@example.com']),
    );
    expect(recipients).not.toContain('lojista@example.com');
    expect(new Set(recipients).size).toBe(recipients.length);
    const concierge = mails.find((m) => m.to === 'concierge@example.com')!;
    expect(concierge.subject).toMatch(/^Fila de análise: \d+ compras? atrasadas? de \d+$/);
    // The late purchase is listed before any purchase still within its deadline.
    const text = concierge.text;
    expect(text).toMatch(/Atrasada desde: .*\nLoja: Lumen Iluminação\nCliente: .*\nValor: R\$\s777,00/);
    const firstOnTime = text.indexOf('Prazo:');
    if (firstOnTime >= 0) expect(text.indexOf('Atrasada desde:')).toBeLessThan(firstOnTime);
    expect(await logsOf('User', 'reviewDigest')).toHaveLength(recipients.length);

    // An empty queue the next day: no digest.
    await t.database.db.update(sales).set({ status: 'canceled' }).where(eq(sales.status, 'pending'));
    await runJob('reviews.digest', new Date(digestNow.getTime() + 86_400_000));
    expect(await t.database.db.select().from(outbox).where(like(outbox.subject, 'Fila de análise:%'))).toHaveLength(
      mails.length,
    );
  });
});
