import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatNumber, formatPoints, parseBrDate } from './format';

describe('pt-BR formatting', () => {
  it('formats money as BRL', () => {
    expect(formatCurrency(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
  });
  it('groups thousands with dots', () => {
    expect(formatNumber(12345)).toBe('12.345');
  });
  it('shows business dates without shifting the day', () => {
    expect(formatDate('2025-06-07')).toBe('07/06/2025');
    expect(parseBrDate('07/06/2025')).toBe('2025-06-07');
    expect(parseBrDate('07/06/25')).toBeNull();
  });
});

describe('formatPoints', () => {
  it('agrees in number', () => {
    expect(formatPoints(1)).toBe('1 ponto');
    expect(formatPoints(0)).toBe('0 pontos');
    expect(formatPoints(1500)).toBe('1.500 pontos');
  });
});
