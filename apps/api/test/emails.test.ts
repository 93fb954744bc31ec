import { BRAND } from '@mall/shared';
import { toPlainText } from '@react-email/render';
import { describe, expect, it } from 'vitest';
import {
  billEmail,
  contactEmail,
  passwordResetEmail,
  purchaseApprovedEmail,
  purchaseCanceledEmail,
  purchaseRejectedEmail,
  type RenderedEmail,
  setPasswordEmail,
  voucherEmail,
} from '../src/emails';
import { colors } from '../src/emails/theme';

const BASE = 'https://clube.example.com';
const HOSTILE = '<script>alert("x")</script>';

/** What a reader sees in the HTML part (tags gone, entities decoded). */
const visible = (mail: RenderedEmail) => toPlainText(mail.html);

/** The branded layout's promises, for every message (all but the contact form's are automatic). */
function expectBranded(mail: RenderedEmail, { automatic = true } = {}) {
  expect(mail.html).toMatch(/^<!DOCTYPE html/);
  expect(mail.html).toContain('<html dir="ltr" lang="pt-BR">');
  expect(mail.html).toContain(`<title>${mail.subject.replaceAll('&', '&amp;')}</title>`);
  expect(visible(mail)).toContain(BRAND);
  if (automatic) expect(visible(mail)).toContain('Este é um e-mail automático');
  // Readable with images off: there is none; the logo is text.
  expect(mail.html).not.toMatch(/<img\b/i);
  // No stylesheet to strip: mail clients keep inline styles only.
  expect(mail.html).not.toMatch(/<style\b|<link\b/i);
  // The plain-text part is text, signed once with the programme's name.
  expect(mail.text).not.toMatch(/<\/?[a-z][^>]*>/i);
  expect(mail.text.endsWith(`\n\n${BRAND}`)).toBe(true);
  expect(mail.text.split(BRAND)).toHaveLength(2);
}

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('voucher e-mail', () => {
  const input = {
    name: 'Beatriz Lima',
    prizeName: 'Vaso de cerâmica artesanal',
    points: 2,
    voucher: '7K3M9QX2VD',
    validUntil: '2026-12-10',
    link: `${BASE}/cliente/voucher?code=7K3M9QX2VD`,
  };

  it('carries the prize, the code, the deadline and the voucher link in both parts', async () => {
    const mail = await voucherEmail(input);
    expectBranded(mail);
    expect(mail.subject).toBe('Seu voucher: Vaso de cerâmica artesanal');
    for (const part of [mail.text, visible(mail)]) {
      expect(part).toContain('Olá, Beatriz Lima!');
      expect(part).toContain('Você resgatou "Vaso de cerâmica artesanal" por 2 pontos.');
      expect(part).toContain('7K3M9QX2VD');
      expect(part).toContain('Válido até 10/12/2026. Apresente-o no espaço do concierge do shopping.');
      expect(part).toContain('Segunda a sexta');
    }
    expect(mail.text).toContain('Código do voucher: 7K3M9QX2VD');
    expect(mail.text).toContain(`\n${input.link}\n`);
    expect(mail.html).toContain(`href="${input.link}"`);
    expect(visible(mail)).toContain('Ver meu voucher');
  });

  it('says "1 ponto" for a one-point prize', async () => {
    const mail = await voucherEmail({ ...input, points: 1 });
    expect(mail.text).toContain('por 1 ponto.');
  });
});

describe('purchase e-mails', () => {
  const sale = {
    name: 'Rafael Souza',
    netCents: 1_234_567,
    saleDate: '2026-03-05',
    storeName: 'Casa Aurora Móveis',
    link: `${BASE}/meus-pontos`,
  };

  it('approved: value in BRL, date, store and the points earned', async () => {
    const mail = await purchaseApprovedEmail({ ...sale, points: 12 });
    expectBranded(mail);
    expect(mail.subject).toBe('Sua compra foi aprovada');
    for (const part of [mail.text, visible(mail)]) {
      expect(part).toContain('Olá, Rafael Souza!');
      expect(part).toContain('A compra de R$\u00a012.345,67 em 05/03/2026 foi aprovada.');
      expect(part).toContain('Casa Aurora Móveis');
      expect(part).toContain('12 pontos');
    }
    expect(mail.text).toContain('Pontos desta compra: 12 pontos');
    expect(mail.text).toContain(`${BASE}/meus-pontos`);
    expect(mail.html).toContain(`href="${BASE}/meus-pontos"`);
  });

  it('rejected: says so, gives the reason, and how to contest it until when', async () => {
    const link = `${BASE}/meus-pontos?startDate=2026-03-05&endDate=2026-03-05`;
    const mail = await purchaseRejectedEmail({
      ...sale,
      link,
      reason: 'Nota fiscal ilegível',
      contestUntil: '2026-04-04',
    });
    expectBranded(mail);
    expect(mail.subject).toBe('Sua compra não foi aprovada');
    for (const part of [mail.text, visible(mail)]) {
      expect(part).toContain('A compra de R$\u00a012.345,67 em 05/03/2026 não foi aprovada.');
      expect(part).toContain('Motivo: Nota fiscal ilegível');
      expect(part).toContain(
        'Se você discorda, pode contestar até 04/04/2026: em Meus pontos, encontre esta compra e use o botão "Contestar"',
      );
      expect(part).toContain('Cada compra pode ser contestada uma única vez.');
    }
    expect(visible(mail)).toContain('Contestar em Meus pontos');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
  });

  it('rejected after a contest: the decision is final, nothing to contest', async () => {
    const mail = await purchaseRejectedEmail({ ...sale, reason: 'Valor diferente do cupom', contestUntil: null });
    for (const part of [mail.text, visible(mail)]) {
      expect(part).toContain('Motivo: Valor diferente do cupom');
      expect(part).toContain(
        'Esta é a decisão final: a compra já foi contestada uma vez e não pode ser contestada de novo.',
      );
      expect(part).not.toContain('Contestar');
    }
    expect(mail.html).toContain(`href="${BASE}/meus-pontos"`);
  });

  it('canceled: says the points were reversed and gives the reason', async () => {
    const mail = await purchaseCanceledEmail({ ...sale, reason: 'Compra devolvida à loja' });
    expectBranded(mail);
    expect(mail.subject).toBe('Sua compra foi cancelada');
    for (const part of [mail.text, visible(mail)]) {
      expect(part).toContain('foi cancelada e seus pontos estornados.');
      expect(part).toContain('Motivo: Compra devolvida à loja');
    }
  });
});

describe('password e-mails', () => {
  it('set-password: the store, the 48-hour single-use link', async () => {
    const link = `${BASE}/shopkeeper/set-password?token=abc_DEF-123`;
    const mail = await setPasswordEmail({ name: 'Lúcia Prado', storeName: 'Trama Tapetes', link });
    expectBranded(mail);
    expect(mail.subject).toBe('Defina sua senha de acesso ao painel do lojista');
    for (const part of [mail.text, visible(mail)]) {
      expect(part).toContain('Olá, Lúcia Prado!');
      expect(part).toContain(
        'Você foi cadastrado como lojista da loja Trama Tapetes no programa de pontos do shopping.',
      );
      expect(part).toContain('48 horas');
      expect(part).toContain(link);
    }
    expect(mail.html).toContain(`href="${link}"`);
    expect(visible(mail)).toContain('Definir minha senha');
  });

  it('reset: the one-hour link is the first address of the text', async () => {
    const link = `${BASE}/redefinir-senha?token=xyz`;
    const mail = await passwordResetEmail({ name: 'Ana', link });
    expectBranded(mail);
    expect(mail.subject).toBe('Redefinição de senha');
    expect(mail.text.match(/https?:\/\/\S+/)?.[0]).toBe(link);
    for (const part of [mail.text, visible(mail)]) {
      expect(part).toContain('válido por 1 hora');
      expect(part).toContain('Se você não pediu a redefinição, ignore este e-mail');
    }
    expect(mail.html).toContain(`href="${link}"`);
  });
});

describe('bill e-mail', () => {
  const bill = {
    storeName: 'Casa & Cia Decoração',
    month: 3,
    year: 2026,
    amountDueCents: 45_678,
    dueDate: '2026-04-13',
  };
  const pix =
    '00020126360014BR.GOV.BCB.PIX0114+55119999999995204000053039865406456.785802BR5913SHOPPING DECOR6009SAO PAULO62070503***6304ABCD';

  it('names the store, the month, the amount due, the due date and the PIX copia e cola', async () => {
    const mail = await billEmail({
      ...bill,
      pixCopyPaste: pix,
      salesCount: 7,
      totalSalesCents: 1_827_120,
      feePercent: 2.5,
    });
    expectBranded(mail);
    expect(mail.subject).toBe('Boleto de março de 2026: Casa & Cia Decoração');
    for (const part of [mail.text, visible(mail)]) {
      expect(part).toContain('Casa & Cia Decoração');
      expect(part).toContain('março de 2026');
      expect(part).toContain('R$\u00a0456,78');
      expect(part).toContain('13/04/2026');
      expect(part).toContain(pix);
      expect(part).toContain('R$\u00a018.271,20');
      expect(part).toContain('2,5%');
    }
    expect(mail.text).toContain('Valor a pagar: R$\u00a0456,78');
    expect(mail.text).toContain('Vencimento: 13/04/2026');
    expect(mail.text).toContain(`PIX copia e cola: ${pix}`);
    expect(mail.text).toContain('Compras no mês: 7');
  });

  it('without a PIX code shows the bank details, or points to the PDF', async () => {
    const withBank = await billEmail({ ...bill, bankDetails: 'Banco 341 Agência 1234\nConta 56789-0' });
    expect(withBank.text).not.toContain('PIX copia e cola');
    expect(withBank.text).toContain('Dados para pagamento: Banco 341 Agência 1234\nConta 56789-0');
    expect(visible(withBank)).toContain('Conta 56789-0');
    const bare = await billEmail({ ...bill, pixCopyPaste: null });
    expect(bare.text).toContain('Os dados para pagamento estão no PDF anexo.');
    expect(bare.text).not.toContain('Compras no mês');
  });
});

describe('contact e-mail', () => {
  it('carries the sender, its phones, the message and how to answer', async () => {
    const mail = await contactEmail({
      name: 'Marina\nSouza',
      email: 'marina@example.com',
      cellphone: '11988887777',
      phone: null,
      city: 'Campinas',
      message: 'Primeira linha\nSegunda linha',
    });
    expectBranded(mail, { automatic: false });
    expect(mail.subject).toBe('Contato pelo site: Marina Souza');
    // For the staff who answer it: "Responder" reaches the visitor, and nothing says not to answer.
    expect(mail.replyTo).toBe('marina@example.com');
    expect(mail.text).toContain('Marina Souza escreveu pelo formulário de contato do site.');
    expect(visible(mail)).toContain('Para responder, use "Responder": a resposta vai direto para marina@example.com.');
    for (const part of [mail.text, visible(mail)]) expect(part).not.toContain('não é preciso respondê-lo');
    expect(mail.text).toContain('Celular: (11) 98888-7777');
    expect(mail.text).not.toContain('Telefone:');
    expect(mail.text).toContain('Mensagem: Primeira linha\nSegunda linha');
    expect(visible(mail)).toContain('Primeira linha');
    expect(visible(mail)).toContain('Campinas');
  });
});

describe('user input in the HTML part', () => {
  it('stays text: a name, a prize, a reason or a message never becomes markup', async () => {
    const mails = [
      await voucherEmail({
        name: HOSTILE,
        prizeName: `<img src=x onerror=alert(1)>`,
        points: 3,
        voucher: 'ABCDEFGHJK',
        validUntil: '2026-12-10',
        link: `${BASE}/cliente/voucher?code=ABCDEFGHJK`,
      }),
      await purchaseRejectedEmail({
        name: HOSTILE,
        netCents: 100,
        saleDate: '2026-03-05',
        storeName: '<b>Loja</b>',
        link: `${BASE}/meus-pontos`,
        reason: `</p><a href="https://evil.example">clique</a>`,
        contestUntil: '2026-04-04',
      }),
      await contactEmail({ name: HOSTILE, email: 'x@example.com', message: `<iframe src="https://evil.example">` }),
      await setPasswordEmail({ name: HOSTILE, storeName: HOSTILE, link: `${BASE}/shopkeeper/set-password?token=a` }),
      await billEmail({ storeName: HOSTILE, month: 1, year: 2026, amountDueCents: 1, dueDate: '2026-02-10' }),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toMatch(/<script|<img|<iframe|<b>|evil\.example">/i);
      expect(visible(mail)).toMatch(/<script>alert\("x"\)<\/script>|<\/p><a href|<iframe/);
    }
    expect(mails[0]!.html).toContain('Olá, &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;!');
    // The plain-text part keeps what was typed, as text.
    expect(mails[0]!.text).toContain(`Olá, ${HOSTILE}!`);
  });
});

describe('the palette', () => {
  it('keeps text readable: 4.5:1 or more on every fill the layout uses', () => {
    expect(contrast(colors.ink, colors.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.muted, colors.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.muted, colors.sand)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.ink, colors.sand)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', colors.accentStrong)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.accentStrong, colors.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.redFg, colors.redBg)).toBeGreaterThanOrEqual(4.5);
  });
});
