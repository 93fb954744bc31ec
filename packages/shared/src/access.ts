import { type Action, can } from './permissions';
import { ADMIN_AREA_ROLES, type Role } from './roles';

/**
 * The admin area's one access map: every screen below `/admin/` and the server action a role
 * needs to open it (SPEC §2 and §6 with DECISIONS.md's corrections). The router builds its admin
 * routes from these paths, the guard and the menus ask `canOpenAdminPath`, and the API enforces the
 * same actions on the calls each screen makes (`apps/api/test/access-map.test.ts` proves the two agree).
 *
 * A screen's action is what the screen is for, not merely what it reads: the stores screen is for
 * whoever manages a store (`stores:update`), so the concierge, who reads stores only to fill a
 * filter, does not get it; the sellers screens are for store owners, not for the seller who reads
 * itself on the sale form.
 */
export const ADMIN_SCREENS = [
  { path: 'dashboard', action: 'dashboard:read' },
  { path: 'meus-dados', action: 'profile:staff' },
  { path: 'lojas', action: 'stores:update' },
  { path: 'lojas/cadastrar', action: 'stores:create' },
  { path: 'lojas/cadastrar-lojista', action: 'shopkeepers:manage' },
  { path: 'lojas/boletos', action: 'bills:read' },
  { path: 'lojas/editar/:id', action: 'stores:update' },
  { path: 'lojas/:id', action: 'stores:update' },
  { path: 'segmentos', action: 'segments:manage' },
  { path: 'extratos/pontuacao', action: 'sales:read' },
  { path: 'extratos/financeiro', action: 'extracts:read' },
  { path: 'extratos/financeiro/:id', action: 'extracts:read' },
  { path: 'extratos/editar/:id', action: 'sales:read' },
  { path: 'brindes', action: 'prizes:manage' },
  { path: 'brindes/cadastrar', action: 'prizes:manage' },
  { path: 'brindes/editar/:id', action: 'prizes:manage' },
  { path: 'brindes/:id', action: 'prizes:manage' },
  { path: 'campanhas', action: 'campaigns:manage' },
  { path: 'campanhas/cadastrar', action: 'campaigns:manage' },
  { path: 'campanhas/editar/:id', action: 'campaigns:manage' },
  { path: 'campanhas/:id', action: 'campaigns:manage' },
  { path: 'resgates', action: 'rescues:read' },
  { path: 'registrar-venda', action: 'sales:create-invoice' },
  { path: 'vendedores', action: 'sellers:read' },
  { path: 'vendedores/cadastrar', action: 'sellers:manage' },
  { path: 'vendedores/editar/:id', action: 'sellers:manage' },
  { path: 'vendedores/:id', action: 'sellers:read' },
  { path: 'lojista', action: 'shopkeepers:read' },
  { path: 'lojista/editar/:id', action: 'shopkeepers:manage' },
  { path: 'lojista/:id', action: 'shopkeepers:read' },
  { path: 'usuarios', action: 'users:manage' },
  { path: 'configuracoes', action: 'settings:read' },
  { path: 'configuracoes/faq', action: 'faqs:manage' },
  { path: 'configuracoes/logs', action: 'logs:read' },
  { path: 'relatorios/clientes', action: 'clients:read' },
  { path: 'relatorios/compras', action: 'reports:read' },
  { path: 'relatorios/historico-clientes', action: 'reports:read' },
  { path: 'relatorios/pontos-loja', action: 'reports:read' },
] as const satisfies readonly { path: string; action: Action }[];

export type AdminScreen = (typeof ADMIN_SCREENS)[number];
export type AdminScreenPath = AdminScreen['path'];

function segments(path: string): string[] {
  return path
    .replace(/^\/?admin(\/|$)/, '')
    .split('/')
    .filter((s, i, all) => s !== '' || i < all.length - 1);
}

/** How many `:param` segments a pattern has: a literal segment beats a parameter. */
const paramCount = (pattern: string) => pattern.split('/').filter((s) => s.startsWith(':')).length;

const SCREENS_BY_SPECIFICITY = [...ADMIN_SCREENS].sort((a, b) => paramCount(a.path) - paramCount(b.path));

/**
 * The screen an admin address shows, such as `/admin/lojas/123` -> `lojas/:id`; undefined for an
 * address that is no screen (the admin area's 404). Query and hash are not part of `pathname`.
 */
export function adminScreenFor(pathname: string): AdminScreen | undefined {
  const parts = segments(pathname);
  return SCREENS_BY_SPECIFICITY.find((screen) => {
    const pattern = screen.path.split('/');
    return (
      pattern.length === parts.length &&
      pattern.every((p, i) => (p.startsWith(':') ? (parts[i] ?? '') !== '' : p === parts[i]))
    );
  });
}

/**
 * Whether a role may open an admin address. A screen needs its action; an address that is no
 * screen shows the admin area's 404 to roles of the admin area (DECISIONS.md: VENDEDOR reaches only
 * the sale form, a customer nothing).
 */
export function canOpenAdminPath(role: Role, pathname: string): boolean {
  const screen = adminScreenFor(pathname);
  if (screen) return can(role, screen.action);
  return (ADMIN_AREA_ROLES as readonly Role[]).includes(role);
}
