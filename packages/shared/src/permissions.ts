import { ADMIN_AREA_ROLES, type Role } from './roles';

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
  'rescues:read',
  'rescues:update',
  'rescues:create',
  'extracts:read',
  'extracts:process',
  'bills:read',
  'faqs:manage',
] as const;
export type Action = (typeof ACTIONS)[number];

const ADMIN_ACTIONS: readonly Action[] = ACTIONS.filter((a) => a !== 'sales:create-photo' && a !== 'rescues:create');

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
  ],
  VENDEDOR: ['sales:create-invoice'],
  CLIENTE: ['sales:create-photo', 'rescues:create', 'campaigns:options'],
};

export function can(role: Role, action: Action): boolean {
  return PERMISSIONS[role].includes(action);
}

/** Roles allowed to perform an action: what a route passes to its guard. */
export function rolesFor(action: Action): Role[] {
  return (Object.keys(PERMISSIONS) as Role[]).filter((r) => can(r, action));
}

/**
 * Admin path prefixes (below /admin/) refused to each role: SPEC §6, with DECISIONS.md's
 * corrections (user management for administrators only; LOJISTA may register sales).
 */
export const RESTRICTED_ADMIN_PREFIXES: Record<Role, readonly string[]> = {
  DEDPREMIUM: [],
  SMART: [],
  LOJISTA: ['segmentos', 'brindes', 'campanhas', 'configuracoes', 'relatorios', 'usuarios'],
  CONCIERGE: [
    'segmentos',
    'brindes',
    'campanhas',
    'registrar-venda',
    'configuracoes',
    'relatorios/compras',
    'relatorios/historico-clientes',
    'relatorios/pontos-loja',
    'lojas',
    'lojista',
    'vendedores',
    'usuarios',
  ],
  VENDEDOR: [],
  CLIENTE: [],
};

/** The only admin prefixes VENDEDOR may open (DECISIONS.md). */
export const VENDEDOR_ADMIN_PREFIXES: readonly string[] = ['registrar-venda'];

function normalise(path: string): string {
  return path.replace(/^\/?admin\/?/, '').replace(/\/+$/, '');
}

function underPrefix(rest: string, prefix: string): boolean {
  return rest === prefix || rest.startsWith(`${prefix}/`);
}

/** Whether a role may open an admin path such as `/admin/lojas/123`. */
export function canOpenAdminPath(role: Role, path: string): boolean {
  const rest = normalise(path);
  if (role === 'VENDEDOR') return VENDEDOR_ADMIN_PREFIXES.some((p) => underPrefix(rest, p));
  if (!(ADMIN_AREA_ROLES as readonly Role[]).includes(role)) return false;
  return !RESTRICTED_ADMIN_PREFIXES[role].some((p) => underPrefix(rest, p));
}
