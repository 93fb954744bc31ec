import type { Role } from './roles';

/**
 * Every server action a role may perform. The API checks these on each route; the web app
 * reads the same table only to hide what the server would refuse.
 */
export const ACTIONS = [
  'dashboard:read',
  'users:manage',
  'logs:read',
  'clients:read',
  'campaigns:manage',
  /** Campaign id and name for a filter: staff get every campaign, a customer its own and the active one. */
  'campaigns:options',
  'prizes:manage',
  'segments:manage',
  'stores:read',
  'stores:create',
  'stores:update',
  'stores:update-admin-fields',
  'stores:delete',
  'stores:toggle',
  'sellers:read',
  'sellers:manage',
  'shopkeepers:read',
  'shopkeepers:manage',
  'sales:read',
  'sales:create-invoice',
  'sales:review',
  'sales:create-photo',
  /** A customer contests the rejection of one of their own purchases (once). */
  'sales:contest',
  'rescues:read',
  'rescues:update',
  'rescues:create',
  'extracts:read',
  /** Process and delete statements (DEDPREMIUM, SMART). */
  'extracts:process',
  /** LOJISTA: its own store's bills only (the server scopes them). */
  'bills:read',
  /** Generate, send, cancel and mark bills paid or failed. */
  'bills:manage',
  /** The scheduled jobs' last run, next run and failures on the settings screen. */
  'jobs:read',
  /** Run a scheduled job now ("Executar agora"), audited. */
  'jobs:run',
  'faqs:manage',
  /** The settings screen: cards leading to FAQ, logs and users (no data of its own). */
  'settings:read',
  /** The purchases, customer-history and points-per-store reports (the Clientes report is `clients:read`). */
  'reports:read',
  /** A member of staff reads and edits its own profile ("Meus dados" in the admin area); customers keep theirs. */
  'profile:staff',
] as const;
export type Action = (typeof ACTIONS)[number];

const CUSTOMER_ONLY: readonly Action[] = ['sales:create-photo', 'sales:contest', 'rescues:create'];
const ADMIN_ACTIONS: readonly Action[] = ACTIONS.filter((a) => !CUSTOMER_ONLY.includes(a));

export const PERMISSIONS: Record<Role, readonly Action[]> = {
  DEDPREMIUM: ADMIN_ACTIONS,
  SMART: ADMIN_ACTIONS,
  LOJISTA: [
    'dashboard:read',
    'stores:read',
    'stores:update',
    'sellers:read',
    'sellers:manage',
    'shopkeepers:read',
    'sales:read',
    'sales:create-invoice',
    'rescues:read',
    'campaigns:options',
    'extracts:read',
    'bills:read',
    'profile:staff',
  ],
  CONCIERGE: [
    'dashboard:read',
    'stores:read',
    'sales:read',
    'sales:review',
    'rescues:read',
    'rescues:update',
    'campaigns:options',
    'extracts:read',
    'clients:read',
    'profile:staff',
  ],
  VENDEDOR: ['sales:create-invoice', 'profile:staff'],
  CLIENTE: ['sales:create-photo', 'sales:contest', 'rescues:create', 'campaigns:options'],
};

export function can(role: Role, action: Action): boolean {
  return PERMISSIONS[role].includes(action);
}

/** Roles allowed to perform an action: what a route passes to its guard. */
export function rolesFor(action: Action): Role[] {
  return (Object.keys(PERMISSIONS) as Role[]).filter((r) => can(r, action));
}
