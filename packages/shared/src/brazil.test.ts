import { describe, expect, it } from 'vitest';
import {
  formatCepMask,
  formatCnpjMask,
  formatCpf,
  formatPhoneMask,
  isValidCEP,
  isValidCNPJ,
  isValidCPF,
  isValidPhoneBR,
  maskCpf,
  normaliseCnpj,
  UFS,
} from './brazil';

describe('CPF', () => {
  it('checks both check digits, with or without mask', () => {
    expect(isValidCPF('529.982.247-25')).toBe(true);
    expect(isValidCPF('52998224725')).toBe(true);
    expect(isValidCPF('529.982.247-24')).toBe(false);
    expect(isValidCPF('529.982.247-35')).toBe(false);
  });
  it('refuses repeated digits and wrong lengths', () => {
    expect(isValidCPF('111.111.111-11')).toBe(false);
    expect(isValidCPF('5299822472')).toBe(false);
    expect(isValidCPF('529982247255')).toBe(false);
  });
  it('formats', () => expect(formatCpf('52998224725')).toBe('529.982.247-25'));
  it('masks all but the middle six digits', () => expect(maskCpf('52998224725')).toBe('***.982.247-**'));
});

describe('CNPJ', () => {
  it('accepts numeric and alphanumeric CNPJs', () => {
    expect(isValidCNPJ('11.222.333/0001-81')).toBe(true);
    expect(isValidCNPJ('Q0.SLF.MBD/7VX4-39')).toBe(true);
    expect(isValidCNPJ('q0slfmbd7vx439')).toBe(true);
  });
  it('refuses wrong check digits', () => {
    expect(isValidCNPJ('11.222.333/0001-82')).toBe(false);
    expect(isValidCNPJ('Q0.SLF.MBD/7VX4-38')).toBe(false);
  });
  it('normalises and formats', () => {
    expect(normaliseCnpj('q0.slf.mbd/7vx4-39')).toBe('Q0SLFMBD7VX439');
    expect(formatCnpjMask('11222333000181')).toBe('11.222.333/0001-81');
  });
});

describe('CEP, phone and states', () => {
  it('validates CEP', () => {
    expect(isValidCEP('01310-100')).toBe(true);
    expect(isValidCEP('0131010')).toBe(false);
    expect(formatCepMask('01310100')).toBe('01310-100');
  });
  it('validates mobile and landline phones', () => {
    expect(isValidPhoneBR('(11) 98765-4321')).toBe(true);
    expect(isValidPhoneBR('(11) 3333-4444')).toBe(true);
    expect(isValidPhoneBR('(11) 1234')).toBe(false);
    expect(formatPhoneMask('11987654321')).toBe('(11) 98765-4321');
  });
  it('lists the 27 units of the federation', () => {
    expect(UFS).toHaveLength(27);
    expect(UFS).toContain('SP');
    expect(UFS).toContain('DF');
  });
});
