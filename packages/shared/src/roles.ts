export const ROLES = ['DEDPREMIUM', 'SMART', 'LOJISTA', 'VENDEDOR', 'CONCIERGE', 'CLIENTE'] as const;
export type Role = (typeof ROLES)[number];

/** Mall administrators: unrestricted. */
export const ADMIN_ROLES = ['DEDPREMIUM', 'SMART'] as const satisfies readonly Role[];
/** Roles that pass the admin area guard (SPEC §2). VENDEDOR only reaches the sale form. */
export const ADMIN_AREA_ROLES = ['DEDPREMIUM', 'SMART', 'LOJISTA', 'CONCIERGE'] as const satisfies readonly Role[];
/** Staff of the mall or of a store: barred from registering as customers. */
export const STAFF_ROLES = [
  'DEDPREMIUM',
  'SMART',
  'LOJISTA',
  'VENDEDOR',
  'CONCIERGE',
] as const satisfies readonly Role[];
/** Roles whose every request is confined to their own store on the server. */
export const STORE_SCOPED_ROLES = ['LOJISTA', 'VENDEDOR'] as const satisfies readonly Role[];

export const ROLE_LABELS: Record<Role, string> = {
  DEDPREMIUM: 'Administrador',
  SMART: 'Administrador Smart',
  LOJISTA: 'Lojista',
  VENDEDOR: 'Vendedor',
  CONCIERGE: 'Concierge',
  CLIENTE: 'Cliente',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The mall's administrators (DEDPREMIUM, SMART). */
export function isAdministrator(role: Role): boolean {
  return (ADMIN_ROLES as readonly Role[]).includes(role);
}

export function isStoreScoped(role: Role): boolean {
  return (STORE_SCOPED_ROLES as readonly Role[]).includes(role);
}

/** Where each role lands after login (DECISIONS.md). */
export function homePathFor(role: Role): string {
  if (role === 'CLIENTE') return '/cliente';
  if (role === 'VENDEDOR') return '/admin/registrar-venda';
  return '/admin/dashboard';
}
