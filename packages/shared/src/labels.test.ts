import { describe, expect, it } from 'vitest';
import { clientSaleStatusLabel, RESCUE_TONES, saleStatusLabel, saleStatusTone } from './labels';
import { passwordSchema, registerClientBodySchema } from './schemas';

describe('sale labels', () => {
  it('reads server statuses as the SPEC labels, unknown as pending', () => {
    expect(['pending', 'approved', 'rejected', 'canceled', 'weird'].map(saleStatusLabel)).toEqual([
      'EM ANALISE',
      'APROVADA',
      'REJEITADA',
      'CANCELADA',
      'EM ANALISE',
    ]);
  });
  it('shows customers canceled as EM ANALISE', () => {
    expect(clientSaleStatusLabel('canceled')).toBe('EM ANALISE');
    expect(clientSaleStatusLabel('approved')).toBe('APROVADA');
    expect(clientSaleStatusLabel('rejected')).toBe('REJEITADA');
  });
  it('colours pending gold, approved green, refused red', () => {
    expect(saleStatusTone('pending')).toBe('gold');
    expect(saleStatusTone('approved')).toBe('green');
    expect(saleStatusTone('canceled')).toBe('red');
    expect(RESCUE_TONES.EXPIRADO).toBe('red');
    expect(RESCUE_TONES.APROVADO).toBe('green');
  });
});

describe('payload schemas', () => {
  it('requires passwords with a letter and a digit', () => {
    expect(passwordSchema.safeParse('abcdefg1').success).toBe(true);
    expect(passwordSchema.safeParse('abcdefgh').success).toBe(false);
    expect(passwordSchema.safeParse('12345678').success).toBe(false);
    expect(passwordSchema.safeParse('ab1').success).toBe(false);
  });

  it('strips masks from registration documents', () => {
    const parsed = registerClientBodySchema.parse({
      name: ' Ana ',
      email: 'ANA@EXAMPLE.COM',
      cpf: '529.982.247-25',
      address: 'Rua A, 1',
      zipCode: '01310-100',
      phone: '(11) 98765-4321',
      birthdate: '1990-01-01',
      acceptsTerms: true,
      acceptsPrivacy: true,
      user: { password: 'Senha123' },
    });
    expect(parsed).toMatchObject({
      name: 'Ana',
      email: 'ana@example.com',
      cpf: '52998224725',
      zipCode: '01310100',
      phone: '11987654321',
      acceptsSMS: false,
    });
  });
});
