import { describe, expect, it } from 'vitest';
import { ACTIONS, can, rolesFor } from './permissions';
import { homePathFor, ROLES } from './roles';

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

  it('keeps the scheduled jobs to administrators', () => {
    expect(rolesFor('jobs:read').sort()).toEqual(['DEDPREMIUM', 'SMART']);
    expect(rolesFor('jobs:run').sort()).toEqual(['DEDPREMIUM', 'SMART']);
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
