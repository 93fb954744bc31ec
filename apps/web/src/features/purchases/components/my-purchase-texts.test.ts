import { describe, expect, it } from 'vitest';
import {
  canContest,
  contestDeadlineText,
  contestedText,
  instantText,
  pointsBreakdown,
  reviewDeadlineText,
} from './my-purchase-texts';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('what /meus-pontos says of a purchase', () => {
  it('dates the review deadline and the contest in the mall time zone', () => {
    expect(instantText('2026-11-14T02:59:00.000Z')).toBe('13/11/2026 às 23:59');
    expect(reviewDeadlineText('2026-11-14T02:59:00.000Z')).toBe('Em análise até 13/11/2026 às 23:59');
    expect(contestedText('2026-11-13T01:30:00.000Z')).toBe('Contestada em 12/11');
  });
  it('lets a rejected purchase be contested once, until its deadline', () => {
    const open = { contestDeadline: '2026-12-13T02:59:59.999Z' };
    const before = Date.parse('2026-12-13T02:59:59.000Z');
    const after = Date.parse('2026-12-13T03:00:00.000Z');
    expect(canContest({ status: 'rejected', contestedAt: null, ...open }, before)).toBe(true);
    expect(canContest({ status: 'rejected', contestedAt: null, ...open }, after)).toBe(false);
    expect(canContest({ status: 'rejected', contestedAt: '2026-11-12T13:00:00.000Z', contestDeadline: null })).toBe(
      false,
    );
    expect(canContest({ status: 'canceled', contestedAt: null, contestDeadline: null })).toBe(false);
    expect(canContest({ status: 'pending', contestedAt: null, contestDeadline: null })).toBe(false);
  });
  it('says until when a rejection may be contested (the day in the mall time zone), or that the time is over', () => {
    const sale = { status: 'rejected' as const, contestedAt: null, contestDeadline: '2026-12-13T02:59:59.999Z' };
    expect(contestDeadlineText(sale, Date.parse('2026-12-12T12:00:00.000Z'))).toBe(
      'Você pode contestar até 12/12/2026',
    );
    expect(contestDeadlineText(sale, Date.parse('2026-12-13T12:00:00.000Z'))).toBe(
      'O prazo para contestar terminou em 12/12/2026',
    );
    expect(contestDeadlineText({ ...sale, contestedAt: '2026-12-01T12:00:00.000Z', contestDeadline: null })).toBeNull();
  });
});

describe('how the points of a purchase were computed', () => {
  it('at the standard rate: the rule, the purchase points and what its remainder needs', () => {
    const b = pointsBreakdown({ netValue: 2500, points: 2, status: 'approved' }, 100);
    expect(plain(b.net)).toBe('R$ 2.500,00');
    expect(plain(b.rule)).toBe(
      'Padrão (1/1000): cada R$ 1.000,00 de valor líquido vale 1 ponto (taxa de conversão da campanha: 100%).',
    );
    expect(plain(b.points)).toBe('2 pontos (R$ 2.500,00 ÷ R$ 1.000,00, arredondado para baixo)');
    expect(plain(b.balance)).toContain('soma os valores líquidos das compras aprovadas antes de converter');
    expect(plain(b.balance)).toContain(
      'Com mais R$ 500,00 em compras aprovadas nesta campanha, a sobra desta compra vira mais um ponto.',
    );
  });
  it('says nothing of a remainder a purchase does not leave', () => {
    expect(pointsBreakdown({ netValue: 2000, points: 2, status: 'approved' }, 100).balance).not.toContain('Com mais');
  });
  it('at another rate: the share of the net value that counts', () => {
    const b = pointsBreakdown({ netValue: 2500, points: 1, status: 'approved' }, 50);
    expect(plain(b.rule)).toBe(
      'Padrão (1/1000) com a taxa de conversão da campanha, 50%: conta 50% do valor líquido, e cada R$ 1.000,00 contado vale 1 ponto.',
    );
    expect(plain(b.points)).toBe('1 ponto (R$ 2.500,00 × 50% ÷ R$ 1.000,00, arredondado para baixo)');
    expect(plain(b.balance)).toContain('Com mais R$ 1.500,00');
  });
  it('pending: what it will be worth once approved', () => {
    expect(pointsBreakdown({ netValue: 2500, points: null, status: 'pending' }, 100).points).toBe(
      'Não pontuado ainda: aprovada, esta compra vale 2 pontos.',
    );
  });
  it('rejected or canceled: no points', () => {
    expect(pointsBreakdown({ netValue: 2500, points: null, status: 'rejected' }, 100).points).toBe(
      'Não pontuado: uma compra rejeitada não gera pontos.',
    );
    expect(pointsBreakdown({ netValue: 2500, points: null, status: 'canceled' }, null).points).toBe(
      'Não pontuado: uma compra cancelada não gera pontos.',
    );
  });
  it('of another campaign than the running one: the rule without its rate', () => {
    const b = pointsBreakdown({ netValue: 2500, points: 2, status: 'approved' }, null);
    expect(plain(b.rule)).toBe(
      'Padrão (1/1000): cada R$ 1.000,00 de valor líquido vale 1 ponto, na taxa de conversão da campanha da compra.',
    );
    expect(b.points).toBe('2 pontos');
    expect(b.balance).not.toContain('Com mais');
  });
});
