import { getStates, isValidCep, isValidCnpj, isValidCpf, isValidPhone } from '@brazilian-utils/brazilian-utils';

/** Keeps digits only: masks are presentation, storage is digits. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export function isValidCPF(value: string): boolean {
  const digits = onlyDigits(value);
  return digits.length === 11 && isValidCpf(digits);
}

/** Numeric or alphanumeric CNPJ (in force since July 2026). */
export function isValidCNPJ(value: string): boolean {
  return isValidCnpj(value, { version: 2 });
}

/** CNPJ as stored: 14 upper-case characters, no mask. */
export function normaliseCnpj(value: string): string {
  return value.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();
}

export function isValidCEP(value: string): boolean {
  const digits = onlyDigits(value);
  return digits.length === 8 && isValidCep(digits);
}

export function isValidPhoneBR(value: string): boolean {
  return isValidPhone(onlyDigits(value));
}

export const UFS: readonly string[] = getStates()
  .map((s) => s.code)
  .sort();

export function formatCpf(value: string): string {
  const d = onlyDigits(value).padStart(11, '0');
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9, 11)}`;
}

/**
 * A CPF shown to store staff: only the middle six digits ("***.456.789-**"), enough to tell two
 * customers of the same name apart without revealing the number.
 */
export function maskCpf(value: string): string {
  const d = onlyDigits(value).padStart(11, '0');
  return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
}

export function formatCnpjMask(value: string): string {
  const c = normaliseCnpj(value);
  if (c.length !== 14) return value;
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}

export function formatCepMask(value: string): string {
  const d = onlyDigits(value);
  return d.length === 8 ? `${d.slice(0, 5)}-${d.slice(5)}` : value;
}

export function formatPhoneMask(value: string): string {
  const d = onlyDigits(value);
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return value;
}
