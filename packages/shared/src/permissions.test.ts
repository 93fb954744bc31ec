import { describe, expect, it } from 'vitest';
import { ACTIONS, can, canOpenAdminPath, rolesFor } from './permissions';
import { homePathFor, ROLES } from './roles';

describe('admin paths', () => {
  it('leaves administrators unrestricted', () => {
    for (const role of ['DEDPREMIUM', 'SMART'] as const) {
      for (const path of [
        '/admin/dashboard',
        '/admin/usuarios',
        '/admin/configuracoes/logs',
        '/admin/registrar-venda',
      ]) {
        expect(canOpenAdminPath(role, path)).toBe(true);
      }
    }
  });

  it("applies SPEC §6's prefixes to LOJISTA, with DECISIONS.md's corrections", () => {
    for (const p of [
      'segmentos',
      'brindes/1',
      'campanhas/cadastrar',
      'configuracoes',
      'relatorios/compras',
      'usuarios',
    ]) {
      expect(canOpenAdminPath('LOJISTA', `/admin/${p}`)).toBe(false);
    }
    for (const p of [
      'dashboard',
      'lojas',
      'lojas/abc',
      'vendedores',
      'extratos/pontuacao',
      'resgates',
      'registrar-venda',
    ]) {
      expect(canOpenAdminPath('LOJISTA', `/admin/${p}`)).toBe(true);
    }
  });

  it('restricts CONCIERGE to its desk', () => {
    for (const p of [
      'lojas',
      'lojas/boletos',
      'vendedores/1',
      'registrar-venda',
      'relatorios/pontos-loja',
      'usuarios',
    ]) {
      expect(canOpenAdminPath('CONCIERGE', `/admin/${p}`)).toBe(false);
    }
    for (const p of ['dashboard', 'resgates', 'extratos/pontuacao', 'extratos/financeiro', 'relatorios/clientes']) {
      expect(canOpenAdminPath('CONCIERGE', `/admin/${p}`)).toBe(true);
    }
  });

  it('lets VENDEDOR reach only the sale form and CLIENTE nothing', () => {
    expect(canOpenAdminPath('VENDEDOR', '/admin/registrar-venda')).toBe(true);
    expect(canOpenAdminPath('VENDEDOR', '/admin/dashboard')).toBe(false);
    expect(canOpenAdminPath('CLIENTE', '/admin/dashboard')).toBe(false);
  });

  it('matches whole path segments, not string prefixes', () => {
    expect(canOpenAdminPath('CONCIERGE', '/admin/lojas-extra')).toBe(true);
    expect(canOpenAdminPath('CONCIERGE', '/admin/lojas/')).toBe(false);
  });
});

describe('actions', () => {
  it('keeps user management and logs to administrators', () => {
    expect(rolesFor('users:manage').sort()).toEqual(['DEDPREMIUM', 'SMART']);
    expect(rolesFor('logs:read').sort()).toEqual(['DEDPREMIUM', 'SMART']);
  });

  it('lets only administrators and the concierge review sales', () => {
    expect(rolesFor('sales:review').sort()).toEqual(['CONCIERGE', 'DEDPREMIUM', 'SMART']);
    expect(can('LOJISTA', 'sales:review')).toBe(false);
  });

  it('lets store staff register invoice sales but not the concierge', () => {
    expect(rolesFor('sales:create-invoice').sort()).toEqual(['DEDPREMIUM', 'LOJISTA', 'SMART', 'VENDEDOR']);
  });

  it('keeps customer actions to customers', () => {
    expect(rolesFor('rescues:create')).toEqual(['CLIENTE']);
    expect(rolesFor('sales:create-photo')).toEqual(['CLIENTE']);
    expect(rolesFor('campaigns:options').sort()).toEqual(['CLIENTE', 'CONCIERGE', 'DEDPREMIUM', 'LOJISTA', 'SMART']);
  });

  it('gives every action to at least one role', () => {
    for (const a of ACTIONS) expect(rolesFor(a).length).toBeGreaterThan(0);
  });

  it('sends each role to its landing page', () => {
    expect(ROLES.map(homePathFor)).toEqual([
      '/admin/dashboard',
      '/admin/dashboard',
      '/admin/dashboard',
      '/admin/registrar-venda',
      '/admin/dashboard',
      '/cliente',
    ]);
  });
});
