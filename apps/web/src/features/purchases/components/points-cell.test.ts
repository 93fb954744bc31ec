import { describe, expect, it } from 'vitest';
import { pointsText } from './points-cell';

describe('pointsText', () => {
  it('reads "Não pontuado" for a sale without points', () => {
    expect(pointsText(null)).toBe('Não pontuado');
    expect(pointsText(undefined)).toBe('Não pontuado');
  });
  it('formats points pt-BR, zero included', () => {
    expect(pointsText(0)).toBe('0');
    expect(pointsText(12)).toBe('12');
    expect(pointsText(1234)).toBe('1.234');
  });
});
