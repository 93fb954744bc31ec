import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS, adminScreenFor, canOpenAdminPath } from './access';
import { can } from './permissions';
import { ROLES } from './roles';

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

describe('the access map', () => {
  it('names each screen once', () => {
    const paths = ADMIN_SCREENS.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('finds the screen of an address, a literal segment before a parameter', () => {
    expect(adminScreenFor('/admin/lojas/cadastrar')?.path).toBe('lojas/cadastrar');
    expect(adminScreenFor('/admin/lojas/boletos')?.path).toBe('lojas/boletos');
    expect(adminScreenFor('/admin/lojas/5f1c')?.path).toBe('lojas/:id');
    expect(adminScreenFor('/admin/lojas/editar/5f1c')?.path).toBe('lojas/editar/:id');
    // As the router reads it: a store whose id is "editar" (the detail then answers not found).
    expect(adminScreenFor('/admin/lojas/editar')?.path).toBe('lojas/:id');
    expect(adminScreenFor('/admin/lojas/1/2')).toBeUndefined();
    expect(adminScreenFor('/admin')).toBeUndefined();
  });

  it('opens each screen to exactly the roles its action allows', () => {
    for (const screen of ADMIN_SCREENS) {
      const address = `/admin/${screen.path.replace(':id', '0f8fad5b-d9cb-469f-a165-70867728950e')}`;
      for (const role of ROLES) expect(canOpenAdminPath(role, address)).toBe(can(role, screen.action));
    }
  });

  it('keeps the store forms to who may create stores and shop owners', () => {
    for (const p of ['lojas/cadastrar', 'lojas/cadastrar-lojista', 'lojista/editar/1']) {
      expect(canOpenAdminPath('LOJISTA', `/admin/${p}`)).toBe(false);
      expect(canOpenAdminPath('SMART', `/admin/${p}`)).toBe(true);
    }
    expect(canOpenAdminPath('LOJISTA', '/admin/lojas/editar/1')).toBe(true);
    expect(canOpenAdminPath('LOJISTA', '/admin/lojista/1')).toBe(true);
  });
});
