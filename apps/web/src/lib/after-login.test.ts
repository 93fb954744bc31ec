import { describe, expect, it } from 'vitest';
import { afterLoginPath } from './after-login';

describe('afterLoginPath', () => {
  it.each([
    ['CLIENTE', '/meus-pontos', '/meus-pontos'],
    ['CLIENTE', '/cliente/brinde/abc?x=1', '/cliente/brinde/abc?x=1'],
    ['CLIENTE', '/admin/extratos/pontuacao', '/cliente'],
    ['DEDPREMIUM', '/admin/extratos/pontuacao', '/admin/extratos/pontuacao'],
    ['VENDEDOR', '/admin/extratos/pontuacao', '/admin/registrar-venda'],
    ['LOJISTA', '/admin/usuarios', '/admin/dashboard'],
    ['CLIENTE', undefined, '/cliente'],
    ['CLIENTE', '/', '/cliente'],
    ['CLIENTE', '//evil.example.com/x', '/cliente'],
    ['CLIENTE', 'https://evil.example.com/', '/cliente'],
  ] as const)('%s asking for %s goes to %s', (role, next, expected) => {
    expect(afterLoginPath(role, next)).toBe(expected);
  });
});
