import { addDays } from '@mall/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, logs, outbox, prizes, rescues } from '../src/db/schema';
import { redeem } from '../src/modules/rescues/rescues.service';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';
import { demoIds } from './support/fixtures';

let t: TestApp;
let cliente: { authorization: string };
let concierge: { authorization: string };
let prizeByName: Record<string, { id: string; points: number }>;

beforeAll(async () => {
  t = await createTestApp();
  cliente = await t.login('cliente@example.com');
  concierge = await t.login('concierge@example.com');
  const [demo] = await t.database.db.select().from(prizes).limit(1);
  await t.database.db
    .insert(prizes)
    .values({ name: 'Sofá de design', points: 50, campaignId: demo!.campaignId, storeId: demo!.storeId });
  const rows = await t.database.db.select().from(prizes);
  prizeByName = Object.fromEntries(rows.map((p) => [p.name, { id: p.id, points: p.points }]));
});
afterAll(() => t.close());

const redeemReq = (prize: { id: string; points: number }, headers = cliente) =>
  t.request({ method: 'POST', url: '/api/rescues', headers, payload: { prizeId: prize.id, points: prize.points } });
const balance = async () =>
  (await t.request({ method: 'GET', url: '/api/clients/me/campaign-points', headers: cliente })).json().data
    .campaignPoints;

describe('redeeming', () => {
  it.each([
    [
      'insufficient points',
      () => prizeByName['Sofá de design']!,
      {},
      409,
      'Pontos insuficientes para resgatar este brinde',
    ],
    [
      'a points mismatch',
      () => prizeByName['Vaso de cerâmica artesanal']!,
      { points: 1 },
      409,
      'A pontuação do brinde mudou. Atualize a página e tente novamente.',
    ],
    [
      'an unknown prize',
      () => ({ id: '1b4e28ba-2fa1-11d2-883f-0016d3cca427', points: 1 }),
      {},
      404,
      'Brinde não encontrado',
    ],
  ])('refuses %s, writing nothing', async (_l, prize, overrides, status, message) => {
    const before = await rowCount(t.database.db, rescues);
    const p = prize();
    const res = await t.request({
      method: 'POST',
      url: '/api/rescues',
      headers: cliente,
      payload: { prizeId: p.id, points: p.points, ...overrides },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await rowCount(t.database.db, rescues)).toBe(before);
    expect(await balance()).toBe(11);
  });

  it('refuses an inactive prize and a prize of another campaign', async () => {
    const vaso = prizeByName['Vaso de cerâmica artesanal']!;
    await t.database.db.update(prizes).set({ inactivatedAt: new Date().toISOString() }).where(eq(prizes.id, vaso.id));
    expect((await redeemReq(vaso)).json().message).toBe('Este brinde não está disponível para resgate');
    await t.database.db.update(prizes).set({ inactivatedAt: null }).where(eq(prizes.id, vaso.id));
    const [other] = await t.database.db
      .insert(campaigns)
      .values({
        name: 'Antiga',
        description: 'x',
        startDate: '2024-01-01',
        endDate: '2024-01-31',
        inactivatedAt: new Date().toISOString(),
      })
      .returning();
    const [old] = await t.database.db
      .insert(prizes)
      .values({ name: 'Antigo', points: 1, campaignId: other!.id })
      .returning();
    const res = await redeemReq({ id: old!.id, points: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Este brinde não pertence à campanha vigente');
  });

  it('refuses after the redemption deadline (end + 10 days)', async () => {
    const [campaign] = await t.database.db.select().from(campaigns).where(eq(campaigns.name, 'Decore e Ganhe'));
    const ctx = {
      userId: JSON.parse(Buffer.from(cliente.authorization.split('.')[1]!, 'base64url').toString()).sub,
      timeZone: 'America/Sao_Paulo',
      publicUrl: 'http://x',
    };
    const vaso = prizeByName['Vaso de cerâmica artesanal']!;
    const after = new Date(`${addDays(campaign!.endDate, 11)}T12:00:00-03:00`);
    await expect(
      redeem(t.database.db, { prizeId: vaso.id, points: vaso.points }, { ...ctx, now: after }),
    ).rejects.toThrow('O prazo para resgates desta campanha terminou');
    expect(await rowCount(t.database.db, rescues)).toBe(0);
  });

  it('redeems once: voucher, zero balance, audit row, e-mail; a second one is refused', async () => {
    const mails = await rowCount(t.database.db, outbox);
    const vaso = prizeByName['Vaso de cerâmica artesanal']!;
    const res = await redeemReq(vaso);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ points: 2, remainingPoints: 0, prize: { name: 'Vaso de cerâmica artesanal' } });
    expect(data.voucher).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(await balance()).toBe(0);
    expect(await rowCount(t.database.db, outbox)).toBe(mails + 1);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, 'Seu voucher: Vaso de cerâmica artesanal'));
    expect(mail!.text).toContain(`/cliente/voucher?code=${data.voucher}`);
    expect(mail!.text).toContain(`Código do voucher: ${data.voucher}`);
    expect(mail!.html).toContain(`href="${t.config.publicUrl}/cliente/voucher?code=${data.voucher}"`);
    expect(mail!.html).toContain(`>${data.voucher}</p>`);
    const audit = await t.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.moduleName, 'Rescue'), eq(logs.entityId, data.id)));
    expect(audit.map((a) => a.methodName)).toEqual(['create']);

    const again = await redeemReq(prizeByName['Kit de velas aromáticas']!);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Você já resgatou um benefício nesta campanha (um por CPF por campanha)');
  });

  it('shows the voucher publicly by code, without CPF', async () => {
    const [r] = await t.database.db.select().from(rescues);
    const res = await t.request({ method: 'GET', url: `/api/rescues/voucher/${r!.voucher.toLowerCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      voucher: r!.voucher,
      clientName: 'Clara Cliente',
      prizeName: 'Vaso de cerâmica artesanal',
      status: 'SOLICITADO',
    });
    expect(JSON.stringify(res.json())).not.toContain('52998224725');
    const missing = await t.request({ method: 'GET', url: '/api/rescues/voucher/ABCDEFGHJK' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Voucher não encontrado');
    expect((await t.request({ method: 'GET', url: '/api/rescues/voucher/abc' })).statusCode).toBe(400);
    // As read out or copied with its grouping: case, spaces and hyphens do not count.
    const grouped = `${r!.voucher.slice(0, 4)} ${r!.voucher.slice(4)}`.toLowerCase();
    for (const typed of [grouped, grouped.replace(' ', '-')]) {
      const again = await t.request({ method: 'GET', url: `/api/rescues/voucher/${encodeURIComponent(typed)}` });
      expect(again.statusCode, typed).toBe(200);
      expect(again.json().data.voucher).toBe(r!.voucher);
    }
  });

  it('lets the concierge find it and mark it delivered; the customer sees the status', async () => {
    const [r] = await t.database.db.select().from(rescues);
    const found = await t.request({ method: 'GET', url: `/api/rescues?search=${r!.voucher}`, headers: concierge });
    expect(found.json()).toMatchObject({ total: 1, data: [{ voucher: r!.voucher, client: { cpf: '52998224725' } }] });
    const res = await t.request({
      method: 'PATCH',
      url: `/api/rescues/${r!.id}/status`,
      headers: concierge,
      payload: { status: 'ENTREGUE' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Status atualizado com sucesso', data: { status: 'ENTREGUE' } });
    const mine = await t.request({ method: 'GET', url: '/api/rescues/my-rescues', headers: cliente });
    expect(mine.json().data[0]).toMatchObject({ voucher: r!.voucher, status: 'ENTREGUE' });
    const bad = await t.request({
      method: 'PATCH',
      url: `/api/rescues/${r!.id}/status`,
      headers: concierge,
      payload: { status: 'PERDIDO' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it.each([
    ['the cancel endpoint', (id: string) => ({ method: 'PATCH' as const, url: `/api/rescues/${id}/cancel` })],
    [
      'the status endpoint',
      (id: string) => ({
        method: 'PATCH' as const,
        url: `/api/rescues/${id}/status`,
        payload: { status: 'CANCELADO' },
      }),
    ],
  ])('refuses to cancel a delivered voucher through %s, giving nothing back', async (_l, req) => {
    const [r] = await t.database.db.select().from(rescues);
    expect(r!.status).toBe('ENTREGUE');
    const logsBefore = await rowCount(t.database.db, logs);
    const res = await t.request({ ...req(r!.id), headers: concierge });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      statusCode: 409,
      message:
        'Resgate com status ENTREGUE não pode ser cancelado: só é possível cancelar um resgate SOLICITADO ou APROVADO',
    });
    const [after] = await t.database.db.select().from(rescues).where(eq(rescues.id, r!.id));
    expect(after!.status).toBe('ENTREGUE');
    expect(after!.canceledAt).toBeNull();
    expect(await balance()).toBe(0);
    expect(await rowCount(t.database.db, logs)).toBe(logsBefore);
  });

  it('cancels: points restored, the slot freed, and the customer can redeem again', async () => {
    const [r] = await t.database.db.select().from(rescues);
    // A delivered voucher is final: it cannot go back to approved and then be canceled.
    const back = await t.request({
      method: 'PATCH',
      url: `/api/rescues/${r!.id}/status`,
      headers: concierge,
      payload: { status: 'APROVADO' },
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('Resgate já entregue: o status não pode mais ser alterado');
    await t.database.db.update(rescues).set({ status: 'APROVADO' }).where(eq(rescues.id, r!.id));
    const res = await t.request({ method: 'PATCH', url: `/api/rescues/${r!.id}/cancel`, headers: concierge });
    expect(res.json()).toMatchObject({ message: 'Resgate cancelado com sucesso', data: { status: 'CANCELADO' } });
    expect(await balance()).toBe(11);
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: `/api/rescues/${r!.id}/status`,
          headers: concierge,
          payload: { status: 'APROVADO' },
        })
      ).statusCode,
    ).toBe(409);
    const again = await redeemReq(prizeByName['Kit de velas aromáticas']!);
    expect(again.statusCode).toBe(201);
    expect(await balance()).toBe(0);
  });

  it('keeps store owners to their store and customers out of the desk', async () => {
    const lojista = await t.login('lojista@example.com');
    const list = await t.request({ method: 'GET', url: '/api/rescues?limit=100', headers: lojista });
    expect(list.statusCode).toBe(200);
    const [store] = await t.database.db.select().from(prizes).where(eq(prizes.name, 'Kit de velas aromáticas'));
    const mineOnly = list.json().data.every((r: { prize: { storeId: string } }) => r.prize.storeId === store!.storeId);
    expect(mineOnly || list.json().total === 0).toBe(true);
    const [r] = await t.database.db.select().from(rescues).limit(1);
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: `/api/rescues/${r!.id}/status`,
          headers: lojista,
          payload: { status: 'ENTREGUE' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/rescues', headers: cliente })).statusCode).toBe(403);
  });

  it('confines a store owner to its store whatever store it asks for', async () => {
    const ids = await demoIds(t);
    const [demo] = await t.database.db.select().from(prizes).limit(1);
    const [foreignPrize] = await t.database.db
      .insert(prizes)
      .values({ name: 'Luminária de outra loja', points: 0, campaignId: demo!.campaignId, storeId: ids.otherStoreId })
      .returning();
    // Canceled, so the customer's one redemption of the campaign stays free for the other tests.
    const [foreign] = await t.database.db
      .insert(rescues)
      .values({
        clientId: ids.clientId,
        campaignId: demo!.campaignId,
        prizeId: foreignPrize!.id,
        points: 0,
        voucher: 'OUTRALOJA01',
        voucherExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        status: 'CANCELADO',
      })
      .returning();
    const admin = await t.login('admin@example.com');
    const adminList = await t.request({ method: 'GET', url: `/api/rescues?store=${ids.otherStoreId}`, headers: admin });
    expect(adminList.json().data.map((r: { id: string }) => r.id)).toContain(foreign!.id);
    const lojista = await t.login('lojista@example.com');
    const asked = await t.request({
      method: 'GET',
      url: `/api/rescues?store=${ids.otherStoreId}&limit=100`,
      headers: lojista,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.map((r: { id: string }) => r.id)).not.toContain(foreign!.id);
    expect(asked.json().data.every((r: { prize: { storeId: string } }) => r.prize.storeId === ids.storeId)).toBe(true);
    await t.database.db.delete(rescues).where(eq(rescues.id, foreign!.id));
    await t.database.db.delete(prizes).where(eq(prizes.id, foreignPrize!.id));
  });

  it('takes stock and gives it back on cancel; none left is refused', async () => {
    await t.database.db.update(rescues).set({ status: 'CANCELADO' });
    const velas = prizeByName['Kit de velas aromáticas']!;
    await t.database.db.update(prizes).set({ stock: 1 }).where(eq(prizes.id, velas.id));
    const ok = await redeemReq(velas);
    expect(ok.statusCode).toBe(201);
    const [after] = await t.database.db.select().from(prizes).where(eq(prizes.id, velas.id));
    expect(after!.stock).toBe(0);
    await t.request({ method: 'PATCH', url: `/api/rescues/${ok.json().data.id}/cancel`, headers: concierge });
    const [back] = await t.database.db.select().from(prizes).where(eq(prizes.id, velas.id));
    expect(back!.stock).toBe(1);
    await t.database.db.update(prizes).set({ stock: 0 }).where(eq(prizes.id, velas.id));
    const none = await redeemReq(velas);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Brinde esgotado');
  });

  it('cancels through PATCH /status with CANCELADO (store owners refused); a canceled one stays final', async () => {
    const velas = prizeByName['Kit de velas aromáticas']!;
    await t.database.db.update(prizes).set({ stock: null }).where(eq(prizes.id, velas.id));
    const ok = await redeemReq(velas);
    expect(ok.statusCode).toBe(201);
    expect(await balance()).toBe(0);
    const cancel = (headers: { authorization: string }) =>
      t.request({
        method: 'PATCH',
        url: `/api/rescues/${ok.json().data.id}/status`,
        headers,
        payload: { status: 'CANCELADO' },
      });
    expect((await cancel(await t.login('lojista@example.com'))).statusCode).toBe(403);
    expect(await balance()).toBe(0);
    const res = await cancel(concierge);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Resgate cancelado com sucesso', data: { status: 'CANCELADO' } });
    expect(await balance()).toBe(11);
    const twice = await cancel(concierge);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Resgate já cancelado');
  });

  it('limits voucher lookups per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push(
        (await t.request({ method: 'GET', url: '/api/rescues/voucher/ZZZZZZZZZZ', remoteAddress: '10.9.9.9' }))
          .statusCode,
      );
    }
    expect(statuses.every((s) => s === 404)).toBe(true);
    const limited = await t.request({
      method: 'GET',
      url: '/api/rescues/voucher/ZZZZZZZZZZ',
      remoteAddress: '10.9.9.9',
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});
