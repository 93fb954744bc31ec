import { ADMIN_SCREENS } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { adminRoutes, adminScreenRoutes, loadSchemasFor } from './admin-routes';

describe('admin routes', () => {
  it('are the access map screens, each once, with a page to load', () => {
    expect(adminScreenRoutes.map((r) => r.path)).toEqual(ADMIN_SCREENS.map((s) => s.path));
    for (const route of adminScreenRoutes) expect(route.element).toBeTruthy();
  });

  it('hold no admin screen outside the map (only the aliases and the 404 besides)', () => {
    const layout = adminRoutes[0]?.children ?? [];
    const others = layout.filter((r) => !adminScreenRoutes.includes(r)).map((r) => (r.index ? 'index' : r.path));
    expect(others).toEqual(['index', 'extratos', '*']);
  });

  it('start loading the common schemas as the area opens, except on a page that uses none', () => {
    expect(loadSchemasFor('/admin/extratos/pontuacao')).toBe(true);
    expect(loadSchemasFor('/admin/lojas/editar/7d1c1f0e-2a51-4d0a-9a55-9d3c0b7b2f10')).toBe(true);
    expect(loadSchemasFor('/admin/configuracoes')).toBe(false);
    expect(loadSchemasFor('/admin/configuracoes/faq')).toBe(true);
  });
});
