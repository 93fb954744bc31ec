import { ADMIN_SCREENS } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { adminRoutes, adminScreenRoutes } from './admin-routes';

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
});
