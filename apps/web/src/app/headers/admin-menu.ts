import { canOpenAdminPath, isStoreScoped, type Role } from '@mall/shared';

export interface MenuLink {
  label: string;
  to: string;
}
export interface MenuGroup {
  label: string;
  items: MenuLink[];
}
export type MenuEntry = MenuLink | MenuGroup;

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return 'items' in entry;
}

/** Every admin destination in menu order (SPEC §2). Visibility comes from the permission table. */
const MENU: MenuEntry[] = [
  { label: 'Dashboard', to: '/admin/dashboard' },
  {
    label: 'Lojas',
    items: [
      { label: 'Lojas', to: '/admin/lojas' },
      { label: 'Vendedores', to: '/admin/vendedores' },
      { label: 'Boletos', to: '/admin/lojas/boletos' },
    ],
  },
  { label: 'Segmentos', to: '/admin/segmentos' },
  { label: 'Brindes', to: '/admin/brindes' },
  { label: 'Campanhas', to: '/admin/campanhas' },
  { label: 'Registrar venda', to: '/admin/registrar-venda' },
  { label: 'Resgates', to: '/admin/resgates' },
  {
    label: 'Relatórios',
    items: [
      { label: 'Clientes', to: '/admin/relatorios/clientes' },
      { label: 'Compras', to: '/admin/relatorios/compras' },
      { label: 'Histórico de Clientes', to: '/admin/relatorios/historico-clientes' },
      { label: 'Pontos por Loja', to: '/admin/relatorios/pontos-loja' },
    ],
  },
  {
    label: 'Extratos',
    items: [
      { label: 'Extrato de Pontuação', to: '/admin/extratos/pontuacao' },
      { label: 'Extrato Financeiro', to: '/admin/extratos/financeiro' },
    ],
  },
];

export const SETTINGS_PATH = '/admin/configuracoes';

/**
 * The menu a role sees: items it may open, groups emptied by the filter dropped.
 * A LOJISTA's Vendedores link carries its store (SPEC §2).
 */
export function adminMenuFor(role: Role, storeId: string | null): MenuEntry[] {
  const withStore = (link: MenuLink): MenuLink =>
    link.to === '/admin/vendedores' && isStoreScoped(role) && storeId
      ? { ...link, to: `${link.to}?storeId=${encodeURIComponent(storeId)}` }
      : link;
  const entries: MenuEntry[] = [];
  for (const entry of MENU) {
    if (isGroup(entry)) {
      const items = entry.items.filter((i) => canOpenAdminPath(role, i.to)).map(withStore);
      if (items.length > 0) entries.push({ label: entry.label, items });
    } else if (canOpenAdminPath(role, entry.to)) {
      entries.push(withStore(entry));
    }
  }
  return entries;
}

export function canOpenSettings(role: Role): boolean {
  return canOpenAdminPath(role, SETTINGS_PATH);
}
