import { salePoints } from '@mall/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs, outbox, rescues, sales, stores } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';
import { daysAgo, demoIds, receiptImage, today, uploadReceipt } from './support/fixtures';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let h: Record<'admin' | 'concierge' | 'lojista' | 'vendedor' | 'cliente', { authorization: string }>;
let seed = 1;

/** The newest e-mail with this subject. */
async function lastMail(subject: string) {
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.subject, subject))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no e-mail "${subject}"`);
  return mail;
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t);
  h = {
    admin: await t.login('admin@example.com'),
    concierge: await t.login('concierge@example.com'),
    lojista: await t.login('lojista@example.com'),
    vendedor: await t.login('vendedor@example.com'),
    cliente: await t.login('cliente@example.com'),
  };
});
afterAll(() => t.close());

async function photoSale(overrides: Record<string, unknown> = {}, headers = h.cliente) {
  const fileUrl = await uploadReceipt(t, headers, await receiptImage(seed++));
  return t.request({
    method: 'POST',
    url: '/api/sales',
    headers,
    payload: {
      type: 'photo',
      saleDate: daysAgo(2),
      storeId: ids.storeId,
      fileUrl,
      grossValue: 1500,
      discountValue: 100,
      netValue: 1400,
      amount: 1400,
      ...overrides,
    },
  });
}

function invoiceSale(overrides: Record<string, unknown> = {}, headers = h.admin) {
  return t.request({
    method: 'POST',
    url: '/api/sales',
    headers,
    payload: {
      type: 'invoice_number',
      invoiceNumber: `NF-${seed++}`,
      saleDate: daysAgo(1),
      storeId: ids.storeId,
      sellerId: ids.sellerId,
      clientId: ids.clientId,
      grossValue: 2500.5,
      discountValue: 0,
      netValue: 2500.5,
      amount: 2500.5,
      ...overrides,
    },
  });
}

const points = async () =>
  (await t.request({ method: 'GET', url: '/api/clients/me/campaign-points', headers: h.cliente })).json().data;

describe('recording purchases', () => {
  it('records a receipt photo as pending, without points', async () => {
    const res = await photoSale();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Compra registrada com sucesso!',
      data: {
        type: 'photo',
        status: 'pending',
        points: null,
        grossValue: 1500,
        discountValue: 100,
        netValue: 1400,
        amount: 1400,
        store: { tradeName: 'Casa Aurora Móveis' },
      },
    });
    expect(res.json().data.fileUrl).toMatch(/^\/api\/shared\/files\//);
  });

  it.each([
    [
      'a future date',
      () => ({ saleDate: today() === '2099-12-31' ? '2100-01-01' : '2099-12-31' }),
      400,
      'A data da compra não pode estar no futuro',
    ],
    [
      'a date before the campaign',
      () => ({ saleDate: daysAgo(45) }),
      400,
      'A data da compra está fora do período da campanha vigente',
    ],
    [
      'a net value that is not gross minus discount',
      () => ({ netValue: 1500, amount: 1500 }),
      400,
      'O valor líquido deve ser o valor bruto menos o desconto',
    ],
    [
      'an amount that differs from the net value',
      () => ({ amount: 1300 }),
      400,
      'O valor informado deve ser igual ao valor líquido',
    ],
    [
      'a discount above the gross value',
      () => ({ discountValue: 2000, netValue: -500, amount: -500 }),
      400,
      'Valor líquido não pode ser negativo',
    ],
    ['three decimals', () => ({ grossValue: 10.005 }), 400, 'Valor bruto deve ter no máximo duas casas decimais'],
    [
      'a receipt that is not theirs',
      () => ({ fileUrl: '/api/shared/files/1b4e28ba-2fa1-11d2-883f-0016d3cca427' }),
      400,
      'Comprovante não encontrado: envie a foto novamente',
    ],
  ])('refuses %s, writing nothing', async (_l, overrides, status, message) => {
    const before = await rowCount(t.database.db, sales);
    const res = await photoSale(overrides());
    expect(res.statusCode).toBe(status);
    expect([res.json().message].flat()).toContain(message);
    expect(await rowCount(t.database.db, sales)).toBe(before);
  });

  it('refuses the same receipt file twice', async () => {
    const content = await receiptImage(9999);
    const first = await uploadReceipt(t, h.cliente, content);
    const again = await uploadReceipt(t, h.cliente, content);
    const body = {
      type: 'photo',
      saleDate: daysAgo(3),
      storeId: ids.storeId,
      grossValue: 100,
      discountValue: 0,
      netValue: 100,
    };
    expect(
      (await t.request({ method: 'POST', url: '/api/sales', headers: h.cliente, payload: { ...body, fileUrl: first } }))
        .statusCode,
    ).toBe(201);
    const dup = await t.request({
      method: 'POST',
      url: '/api/sales',
      headers: h.cliente,
      payload: { ...body, fileUrl: again },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Este comprovante já foi registrado em outra compra');
  });

  it('refuses purchases at an inactive or blocked store', async () => {
    for (const change of [{ blocked: true }, { inactivatedAt: new Date().toISOString() }]) {
      await t.database.db.update(stores).set(change).where(eq(stores.id, ids.otherStoreId));
      const res = await photoSale({ storeId: ids.otherStoreId });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Esta loja não pode receber novas compras (inativa ou bloqueada)');
      await t.database.db
        .update(stores)
        .set({ blocked: false, inactivatedAt: null })
        .where(eq(stores.id, ids.otherStoreId));
    }
  });

  it('lets staff register invoice sales, each within their store', async () => {
    expect((await invoiceSale({}, h.admin)).statusCode).toBe(201);
    const bySeller = await invoiceSale({}, h.vendedor);
    expect(bySeller.statusCode).toBe(201);
    expect(bySeller.json().data).toMatchObject({ type: 'invoice_number', sellerId: ids.sellerId, status: 'pending' });
    // What the answer and the audit entry say is what was stored.
    const created = bySeller.json().data;
    const stored = await t.request({ method: 'GET', url: `/api/sales/${created.id}`, headers: h.admin });
    // The reviewers' read adds the fraud signals (this test's customer buys often that day).
    const { signals: _signals, ...read } = stored.json().data;
    expect(read).toEqual(created);
    const history = await t.request({ method: 'GET', url: `/api/logs/Sale/${created.id}`, headers: h.admin });
    expect(history.json().data).toMatchObject([{ methodName: 'create', result: created }]);
    expect((await invoiceSale({}, h.lojista)).statusCode).toBe(201);
    const otherStore = await invoiceSale({ storeId: ids.otherStoreId }, h.vendedor);
    expect(otherStore.statusCode).toBe(403);
    expect(otherStore.json().message).toBe('Você só pode registrar vendas da sua loja');
    const ownersOtherStore = await invoiceSale({ storeId: ids.otherStoreId }, h.lojista);
    expect(ownersOtherStore.statusCode).toBe(403);
    expect(ownersOtherStore.json().message).toBe('Você só pode registrar vendas da sua loja');
    const wrongSeller = await invoiceSale({ storeId: ids.otherStoreId }, h.admin);
    expect(wrongSeller.statusCode).toBe(400);
    expect(wrongSeller.json().message).toBe('Vendedor não encontrado nesta loja');
  });

  it('refuses a repeated invoice number in the same store', async () => {
    expect((await invoiceSale({ invoiceNumber: 'NF-REPETIDA' })).statusCode).toBe(201);
    const before = await rowCount(t.database.db, sales);
    const auditBefore = await rowCount(t.database.db, logs);
    const dup = await invoiceSale({ invoiceNumber: 'NF-REPETIDA' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Nota fiscal já registrada');
    expect(await rowCount(t.database.db, sales)).toBe(before);
    expect(await rowCount(t.database.db, logs)).toBe(auditBefore);
  });

  it('takes an invoice number in another case or with spaces for the same note: on create, approve and edit', async () => {
    const first = await invoiceSale({ invoiceNumber: 'NF-Caso-1' });
    expect(first.statusCode).toBe(201);
    const spaced = await invoiceSale({ invoiceNumber: '  NF-Mesmo-2  ' });
    expect(spaced.json().data.invoiceNumber).toBe('NF-Mesmo-2');
    const pending = (await photoSale()).json().data;
    const other = (await invoiceSale()).json().data;
    const salesBefore = await rowCount(t.database.db, sales);
    const auditBefore = await rowCount(t.database.db, logs);
    const attempts = [
      () => invoiceSale({ invoiceNumber: 'nf-caso-1' }),
      () => invoiceSale({ invoiceNumber: ' NF-CASO-1 ' }),
      () => invoiceSale({ invoiceNumber: 'nf-mesmo-2' }),
      () =>
        t.request({
          method: 'PATCH',
          url: `/api/sales/${pending.id}/approve`,
          headers: h.concierge,
          payload: { invoiceNumber: 'nf-CASO-1' },
        }),
      () =>
        t.request({
          method: 'PATCH',
          url: `/api/sales/${other.id}`,
          headers: h.admin,
          payload: { invoiceNumber: ' Nf-Caso-1' },
        }),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ statusCode: 409, error: 'Conflict', message: 'Nota fiscal já registrada' });
    }
    expect(await rowCount(t.database.db, sales)).toBe(salesBefore);
    expect(await rowCount(t.database.db, logs)).toBe(auditBefore);
    const [row] = await t.database.db.select().from(sales).where(eq(sales.id, other.id));
    expect(row?.invoiceNumber).toBe(other.invoiceNumber);
  });

  it('keeps the concierge, and customers, out of invoice sales; staff out of photo sales', async () => {
    expect((await invoiceSale({}, h.concierge)).statusCode).toBe(403);
    expect((await invoiceSale({}, h.cliente)).statusCode).toBe(403);
    const staffPhoto = await t.request({
      method: 'POST',
      url: '/api/sales',
      headers: h.admin,
      payload: {
        type: 'photo',
        saleDate: daysAgo(1),
        storeId: ids.storeId,
        fileUrl: '/api/shared/files/1b4e28ba-2fa1-11d2-883f-0016d3cca427',
        grossValue: 10,
        netValue: 10,
      },
    });
    expect(staffPhoto.statusCode).toBe(403);
  });
});

describe('reviewing purchases', () => {
  it('approves with an invoice number; points follow the shared rule; e-mail queued', async () => {
    const before = await points();
    const sale = (await photoSale({ grossValue: 2345.67, discountValue: 0, netValue: 2345.67, amount: 2345.67 })).json()
      .data;
    const mails = await rowCount(t.database.db, outbox);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/sales/${sale.id}/approve`,
      headers: h.concierge,
      payload: { invoiceNumber: 'NF-APROVADA-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'approved',
      invoiceNumber: 'NF-APROVADA-1',
      points: salePoints(234_567),
    });
    expect(await rowCount(t.database.db, outbox)).toBe(mails + 1);
    const mail = await lastMail('Sua compra foi aprovada');
    expect(mail.to).toBe('cliente@example.com');
    expect(mail.text).toContain('foi aprovada.');
    expect(mail.text).toContain(`Pontos desta compra: ${salePoints(234_567)} ponto`);
    expect(mail.text).toContain(`${t.config.publicUrl}/meus-pontos`);
    expect(mail.html).toContain('R$\u00a02.345,67');
    expect(mail.html).toContain('lang="pt-BR"');
    const after = await points();
    expect(after.totalNetValue).toBeCloseTo(before.totalNetValue + 2345.67, 2);
    expect(after.campaignPoints).toBe(Math.floor(Math.round(after.totalNetValue * 100) / 100_000));

    const twice = await t.request({
      method: 'PATCH',
      url: `/api/sales/${sale.id}/approve`,
      headers: h.concierge,
      payload: { invoiceNumber: 'NF-X' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Apenas compras em análise podem ser aprovadas');
  });

  it('refuses approval without an invoice number and to store staff', async () => {
    const sale = (await photoSale()).json().data;
    const empty = await t.request({
      method: 'PATCH',
      url: `/api/sales/${sale.id}/approve`,
      headers: h.concierge,
      payload: { invoiceNumber: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Número da nota fiscal é obrigatório');
    const lojista = await t.request({
      method: 'PATCH',
      url: `/api/sales/${sale.id}/approve`,
      headers: h.lojista,
      payload: { invoiceNumber: 'NF-L' },
    });
    expect(lojista.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(sales).where(eq(sales.id, sale.id));
    expect(row!.status).toBe('pending');
  });

  it('rejects a pending sale with a reason, finally', async () => {
    const sale = (await photoSale()).json().data;
    const noReason = await t.request({ method: 'PATCH', url: `/api/sales/${sale.id}/reject`, headers: h.concierge });
    expect(noReason.statusCode).toBe(400);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/sales/${sale.id}/reject?reason=Cupom%20ileg%C3%ADvel`,
      headers: h.concierge,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Compra rejeitada com sucesso',
      data: { status: 'rejected', reason: 'Cupom ilegível', points: null },
    });
    const mail = await lastMail('Sua compra não foi aprovada');
    expect(mail.text).toContain('Motivo: Cupom ilegível');
    expect(mail.html).toContain('Cupom ilegível');
    const again = await t.request({
      method: 'PATCH',
      url: `/api/sales/${sale.id}/reject?reason=x`,
      headers: h.concierge,
    });
    expect(again.statusCode).toBe(409);
  });

  it('cancels an approved sale, reversing its points', async () => {
    const sale = (await invoiceSale({ grossValue: 5000, netValue: 5000, amount: 5000 })).json().data;
    const before = await points();
    await t.request({
      method: 'PATCH',
      url: `/api/sales/${sale.id}/approve`,
      headers: h.admin,
      payload: { invoiceNumber: sale.invoiceNumber },
    });
    expect((await points()).campaignPoints).toBe(before.campaignPoints + 5);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/sales/${sale.id}/reject?reason=${encodeURIComponent('<b>Devolução</b>')}`,
      headers: h.admin,
    });
    expect(res.json()).toMatchObject({
      message: 'Compra cancelada com sucesso',
      data: { status: 'canceled', points: null },
    });
    // The reason staff typed reaches the customer as text, never as markup.
    const mail = await lastMail('Sua compra foi cancelada');
    expect(mail.text).toContain('Motivo: <b>Devolução</b>');
    expect(mail.html).toContain('&lt;b&gt;Devolução&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Devolução');
    expect(await points()).toEqual(before);
  });

  it('refuses to cancel after the customer redeemed in the campaign', async () => {
    const sale = (await invoiceSale()).json().data;
    await t.request({
      method: 'PATCH',
      url: `/api/sales/${sale.id}/approve`,
      headers: h.admin,
      payload: { invoiceNumber: sale.invoiceNumber },
    });
    const [prize] = await t.database.db
      .select()
      .from((await import('../src/db/schema')).prizes)
      .limit(1);
    const [rescue] = await t.database.db
      .insert(rescues)
      .values({
        clientId: ids.clientId,
        campaignId: sale.campaignId,
        prizeId: prize!.id,
        points: 1,
        voucher: 'TESTE00001',
        voucherExpiresAt: new Date(Date.now() + 864e5).toISOString(),
      })
      .returning();
    const res = await t.request({ method: 'PATCH', url: `/api/sales/${sale.id}/reject?reason=x`, headers: h.admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'A compra não pode ser cancelada: o cliente já resgatou um benefício nesta campanha',
    );
    expect((await points()).campaignPoints).toBe(0);
    await t.database.db.delete(rescues).where(eq(rescues.id, rescue!.id));
  });

  it('edits date, value and invoice number, recomputing points, and keeps the history', async () => {
    const sale = (await invoiceSale({ grossValue: 1000, netValue: 1000, amount: 1000 })).json().data;
    await t.request({
      method: 'PATCH',
      url: `/api/sales/${sale.id}/approve`,
      headers: h.concierge,
      payload: { invoiceNumber: sale.invoiceNumber },
    });
    const res = await t.request({
      method: 'PATCH',
      url: `/api/sales/${sale.id}`,
      headers: h.admin,
      payload: { amount: 3999.99, saleDate: daysAgo(4), invoiceNumber: 'NF-EDITADA' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      amount: 3999.99,
      netValue: 3999.99,
      points: 3,
      saleDate: daysAgo(4),
      invoiceNumber: 'NF-EDITADA',
    });
    // A store owner reads its store's sale and never changes it; a rejected sale is final for anyone.
    const byOwner = await t.request({
      method: 'PATCH',
      url: `/api/sales/${sale.id}`,
      headers: h.lojista,
      payload: { invoiceNumber: 'NF-LOJISTA' },
    });
    expect(byOwner.statusCode).toBe(403);
    const rejected = (await invoiceSale()).json().data;
    await t.request({
      method: 'PATCH',
      url: `/api/sales/${rejected.id}/reject?reason=Ileg%C3%ADvel`,
      headers: h.admin,
    });
    const final = await t.request({
      method: 'PATCH',
      url: `/api/sales/${rejected.id}`,
      headers: h.admin,
      payload: { invoiceNumber: 'NF-REJEITADA' },
    });
    expect(final.statusCode).toBe(409);
    expect(final.json().message).toBe('Apenas compras em análise ou aprovadas podem ser editadas');
    const history = await t.request({ method: 'GET', url: `/api/logs/Sale/${sale.id}`, headers: h.lojista });
    expect(history.statusCode).toBe(200);
    const entries = history.json().data;
    expect(entries.map((e: { methodName: string }) => e.methodName)).toEqual(['create', 'approve', 'update']);
    expect(entries[2]).toMatchObject({
      userName: 'Ana Administradora',
      previousState: { amount: 1000 },
      result: { amount: 3999.99 },
    });
  });
});

describe('reading purchases', () => {
  it('filters the statement by store, month and year, and searches by CPF or name', async () => {
    // A purchase of the customer's at the store, and its month (on the 1st, yesterday's month).
    expect((await invoiceSale()).statusCode).toBe(201);
    const [y, m] = daysAgo(1).split('-').map(Number);
    const res = await t.request({
      method: 'GET',
      url: `/api/sales?store=${ids.storeId}&month=${m}&year=${y}&search=529.982&pageSize=5`,
      headers: h.admin,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pageSize).toBe(5);
    expect(body.total).toBeGreaterThan(0);
    expect(
      body.data.every(
        (s: { client: { cpf: string }; storeId: string }) =>
          s.client.cpf === '52998224725' && s.storeId === ids.storeId,
      ),
    ).toBe(true);
    const byName = await t.request({
      method: 'GET',
      url: '/api/sales?search=clara&status=approved',
      headers: h.concierge,
    });
    expect(
      byName
        .json()
        .data.every(
          (s: { status: string; client: { name: string } }) =>
            s.status === 'approved' && s.client.name === 'Clara Cliente',
        ),
    ).toBe(true);
    const none = await t.request({ method: 'GET', url: '/api/sales?search=ninguém', headers: h.admin });
    expect(none.json()).toMatchObject({ total: 0, data: [] });
  });

  it("refuses a statement's malformed filters with a Portuguese message naming each", async () => {
    const cases: [string, string][] = [
      ['year=abc&month=1', 'Ano inválido'],
      ['year=2026&month=1.5', 'Mês deve ser de 1 a 12'],
      ['year=2026&month=13', 'Mês deve ser de 1 a 12'],
      ['month=3', 'Informe o ano junto com o mês'],
      ['pageSize=muitos', 'pageSize deve ser um número'],
      [`search=${'a'.repeat(101)}`, 'A busca deve ter no máximo 100 caracteres'],
      ['search=ana%00', 'search: o texto contém um caractere inválido (NUL)'],
      ['status=todas', 'Situação inválida'],
      ['store=loja-1', 'Loja inválida'],
    ];
    for (const [query, message] of cases) {
      const res = await t.request({ method: 'GET', url: `/api/sales?${query}`, headers: h.admin });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
    const mine = await t.request({ method: 'GET', url: '/api/sales/my-sales?search=%00', headers: h.cliente });
    expect(mine.statusCode).toBe(400);
    expect(mine.json().message).toBe('search: o texto contém um caractere inválido (NUL)');
  });

  it("confines store owners to their store, whatever they ask, and hides other stores' sales", async () => {
    // Another store's sale, written directly.
    const [row] = await t.database.db
      .insert(sales)
      .values({
        type: 'invoice_number',
        invoiceNumber: 'NF-OUTRA',
        saleDate: daysAgo(1),
        storeId: ids.otherStoreId,
        clientId: ids.clientId,
        campaignId: (await t.database.db.select().from(sales).limit(1))[0]!.campaignId,
        grossCents: 100,
        netCents: 100,
      })
      .returning();
    const list = await t.request({
      method: 'GET',
      url: `/api/sales?store=${ids.otherStoreId}&limit=100`,
      headers: h.lojista,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.every((s: { storeId: string }) => s.storeId === ids.storeId)).toBe(true);
    expect((await t.request({ method: 'GET', url: `/api/sales/${row!.id}`, headers: h.lojista })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/logs/Sale/${row!.id}`, headers: h.lojista })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: 'GET', url: `/api/sales/${row!.id}`, headers: h.admin })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/sales', headers: h.cliente })).statusCode).toBe(403);
  });

  it("searches invoice numbers by prefix, ignoring case, in every scope and in the customer's own list", async () => {
    for (const invoiceNumber of ['NF-UX-10', 'NF-UX-11', 'NF-UY-12']) {
      expect((await invoiceSale({ invoiceNumber })).statusCode).toBe(201);
    }
    const [y, m] = daysAgo(1).split('-').map(Number);
    const scopes = [`store=${ids.storeId}&month=${m}&year=${y}&`, `month=${m}&year=${y}&`, `store=${ids.storeId}&`, ''];
    for (const scope of scopes) {
      for (const term of ['nf-ux', 'NF-UX-1', ' Nf-Ux ']) {
        const res = await t.request({
          method: 'GET',
          url: `/api/sales?${scope}search=${encodeURIComponent(term)}&limit=100`,
          headers: h.admin,
        });
        expect(res.statusCode).toBe(200);
        const found = res
          .json()
          .data.map((s: { invoiceNumber: string }) => s.invoiceNumber)
          .sort();
        expect(found).toEqual(['NF-UX-10', 'NF-UX-11']);
        expect(res.json().total).toBe(2);
      }
      const none = await t.request({ method: 'GET', url: `/api/sales?${scope}search=ux-10`, headers: h.admin });
      expect(none.json().total).toBe(0);
      const wildcard = await t.request({ method: 'GET', url: `/api/sales?${scope}search=nf_ux`, headers: h.admin });
      expect(wildcard.json().total).toBe(0);
    }
    const mine = await t.request({ method: 'GET', url: '/api/sales/my-sales?search=nf-uy', headers: h.cliente });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ total: 1, sales: [{ invoiceNumber: 'NF-UY-12' }] });
  });

  it("searches one store's statement as it searches all stores, and follows a customer's new name", async () => {
    const registered = await t.request({
      method: 'POST',
      url: '/api/clients',
      payload: {
        name: 'Joana Buscável',
        email: 'joana.buscavel@example.com',
        cpf: '935.411.347-80',
        address: 'Rua B, 2',
        zipCode: '01310-100',
        phone: '(11) 97777-6666',
        birthdate: '1988-05-05',
        acceptsTerms: true,
        acceptsPrivacy: true,
        user: { password: 'Segura123' },
      },
    });
    expect(registered.statusCode).toBe(201);
    const joanaId = registered.json().data.id;
    for (const invoiceNumber of ['NF-JOANA-1', 'NF-JOANA-2']) {
      expect((await invoiceSale({ clientId: joanaId, invoiceNumber })).statusCode).toBe(201);
    }
    const [y, m] = daysAgo(1).split('-').map(Number);
    // Searched within one store's month, within the month across stores, and across everything:
    // the first two test the sale's own copies, the last finds the customers first.
    const scopes = {
      store: `store=${ids.storeId}&month=${m}&year=${y}&`,
      month: `month=${m}&year=${y}&`,
      all: '',
    };
    const search = async (term: string, scope: keyof typeof scopes, extra = '') => {
      const res = await t.request({
        method: 'GET',
        url: `/api/sales?${scopes[scope]}search=${encodeURIComponent(term)}&limit=100${extra}`,
        headers: h.admin,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const inMonth = body.data.filter(
        (s: { storeId: string; saleDate: string }) =>
          s.storeId === ids.storeId && s.saleDate.startsWith(`${y}-${String(m).padStart(2, '0')}`),
      );
      return { total: body.total as number, invoices: inMonth.map((s: { invoiceNumber: string }) => s.invoiceNumber) };
    };
    // Case-insensitive name substring, CPF prefix with or without its punctuation, exact invoice.
    for (const term of ['BUSCÁVEL', 'joana b', '935411', '935.411.3', 'NF-JOANA-2']) {
      const expected = term === 'NF-JOANA-2' ? ['NF-JOANA-2'] : ['NF-JOANA-2', 'NF-JOANA-1'];
      const store = await search(term, 'store');
      expect(store.invoices).toEqual(expected);
      expect(store.total).toBe(expected.length);
      expect((await search(term, 'month')).invoices).toEqual(expected);
      expect((await search(term, 'all')).invoices).toEqual(expected);
    }
    // Short CPF prefixes shared with other customers, one of nines only: the same sales each way.
    for (const term of ['529', '5299', '999']) {
      const store = await search(term, 'store');
      const all = await search(term, 'all');
      expect(store.invoices).toEqual(all.invoices);
      expect((await search(term, 'month')).invoices).toEqual(all.invoices);
      expect(store.total).toBe(all.invoices.length);
    }
    expect((await search('529', 'store')).total).toBeGreaterThan(0);
    // Counted the same whether the page holds every match or one, searched or not.
    const month = `store=${ids.storeId}&month=${m}&year=${y}`;
    for (const query of [`${month}&search=joana`, month, `${month}&status=pending`]) {
      const whole = (await t.request({ method: 'GET', url: `/api/sales?${query}&limit=100`, headers: h.admin })).json();
      const first = (await t.request({ method: 'GET', url: `/api/sales?${query}&limit=1`, headers: h.admin })).json();
      expect(whole.data.length).toBe(whole.total);
      expect(first.total).toBe(whole.total);
      expect(first.data).toEqual(whole.data.slice(0, 1));
    }
    // LIKE wildcards are searched literally, and other filters still apply.
    expect((await search('joana%', 'store')).total).toBe(0);
    expect((await search('joana%', 'month')).total).toBe(0);
    expect((await search('joana', 'store', '&status=approved')).total).toBe(0);
    expect((await search('joana', 'store', '&status=pending')).total).toBe(2);
    expect((await search('joana', 'month', '&status=pending')).total).toBe(2);

    const joana = await t.login('joana.buscavel@example.com', 'Segura123');
    const renamed = await t.request({
      method: 'PATCH',
      url: '/api/clients/me',
      headers: joana,
      payload: { name: 'Joana Renomeada' },
    });
    expect(renamed.statusCode).toBe(200);
    for (const scope of ['store', 'month', 'all'] as const) {
      expect((await search('renomeada', scope)).invoices).toEqual(['NF-JOANA-2', 'NF-JOANA-1']);
      expect((await search('buscável', scope)).total).toBe(0);
    }
  });

  it("opens a receipt for its sender and the sale's store staff only", async () => {
    const sale = (await photoSale()).json().data;
    expect((await t.request({ method: 'GET', url: sale.fileUrl, headers: h.cliente })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: sale.fileUrl, headers: h.lojista })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: sale.fileUrl, headers: h.concierge })).statusCode).toBe(200);
    await t.request({
      method: 'POST',
      url: '/api/clients',
      payload: {
        name: 'Outra Cliente',
        email: 'outra@example.com',
        cpf: '111.444.777-35',
        address: 'Rua A, 1',
        zipCode: '01310-100',
        phone: '(11) 98888-7777',
        birthdate: '1990-01-01',
        acceptsTerms: true,
        acceptsPrivacy: true,
        user: { password: 'Segura123' },
      },
    });
    const other = await t.login('outra@example.com', 'Segura123');
    expect((await t.request({ method: 'GET', url: sale.fileUrl, headers: other })).statusCode).toBe(404);
    const lojista2 = await t.request({
      method: 'POST',
      url: '/api/users',
      headers: h.admin,
      payload: {
        name: 'Lojista 2',
        email: 'l2@example.com',
        password: 'Senha1234',
        role: 'LOJISTA',
        storeId: ids.otherStoreId,
      },
    });
    expect(lojista2.statusCode).toBe(201);
    const h2 = await t.login('l2@example.com', 'Senha1234');
    expect((await t.request({ method: 'GET', url: sale.fileUrl, headers: h2 })).statusCode).toBe(404);
  });

  it("lists the customer's own purchases with the total points", async () => {
    const res = await t.request({ method: 'GET', url: '/api/sales/my-sales?limit=50', headers: h.cliente });
    expect(res.statusCode).toBe(200);
    const { sales: list, total, totalPoints } = res.json().data;
    expect(total).toBeGreaterThan(3);
    expect(list.every((s: { clientId: string }) => s.clientId === ids.clientId)).toBe(true);
    expect(totalPoints).toBe((await points()).campaignPoints);
    const byStore = await t.request({ method: 'GET', url: '/api/sales/my-sales?search=aurora', headers: h.cliente });
    expect(byStore.json().data.total).toBeGreaterThan(0);
    // A searched page reads the points apart from the page: the same figure either way.
    expect(byStore.json().data.totalPoints).toBe(totalPoints);
    expect(
      byStore
        .json()
        .data.sales.every((s: { store: { tradeName: string } }) => s.store.tradeName === 'Casa Aurora Móveis'),
    ).toBe(true);
    const byInvoice = await t.request({ method: 'GET', url: '/api/sales/my-sales?search=NF-1001', headers: h.cliente });
    expect(byInvoice.json().data).toMatchObject({ total: 1, sales: [{ invoiceNumber: 'NF-1001' }] });
  });

  it("pages the customer's purchases newest first with the same total on every page", async () => {
    const all = (await t.request({ method: 'GET', url: '/api/sales/my-sales?limit=50', headers: h.cliente })).json()
      .data;
    const page = (n: number) =>
      t.request({ method: 'GET', url: `/api/sales/my-sales?page=${n}&limit=2`, headers: h.cliente });
    const ids = [];
    for (let n = 1; n <= Math.ceil(all.total / 2); n++) {
      const res = (await page(n)).json().data;
      expect(res.total).toBe(all.total);
      ids.push(...res.sales.map((s: { id: string }) => s.id));
    }
    expect(ids).toEqual(all.sales.map((s: { id: string }) => s.id));
    const dates = all.sales.map((s: { saleDate: string }) => s.saleDate);
    expect(dates).toEqual([...dates].sort().reverse());
    // Past the last page: no rows, and still the real total.
    const beyond = (await page(Math.ceil(all.total / 2) + 3)).json().data;
    expect(beyond).toMatchObject({ sales: [], total: all.total });
  });

  it("gives the customer's home cards", async () => {
    const res = await t.request({ method: 'GET', url: '/api/score-points/my-stats', headers: h.cliente });
    expect(res.statusCode).toBe(200);
    const stats = res.json().data;
    expect(stats).toMatchObject({
      points: (await points()).campaignPoints,
      daysLeft: 30,
      campaign: { name: 'Decore e Ganhe' },
    });
    const mine = (await t.request({ method: 'GET', url: '/api/sales/my-sales?limit=100', headers: h.cliente })).json()
      .data;
    expect(stats.purchases).toBe(mine.total);
    expect(stats.pendingPurchases).toBe(mine.sales.filter((s: { status: string }) => s.status === 'pending').length);
    expect(stats.approvedPurchases).toBe(mine.sales.filter((s: { status: string }) => s.status === 'approved').length);
  });
});
