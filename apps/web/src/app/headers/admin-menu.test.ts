import { describe, expect, it } from 'vitest';
import { adminMenuFor, canOpenSettings, isGroup, type MenuEntry } from './admin-menu';

const labels = (entries: MenuEntry[]) =>
  entries.map((e) => (isGroup(e) ? `${e.label}[${e.items.map((i) => i.label).join(',')}]` : e.label));

describe('adminMenuFor', () => {
  it('gives administrators everything', () => {
    expect(labels(adminMenuFor('DEDPREMIUM', null))).toEqual([
      'Dashboard',
      'Lojas[Lojas,Vendedores,Boletos]',
      'Segmentos',
      'Brindes',
      'Campanhas',
      'Registrar venda',
      'Resgates',
      'Relatórios[Clientes,Compras,Histórico de Clientes,Pontos por Loja]',
      'Extratos[Extrato de Pontuação,Extrato Financeiro]',
    ]);
    expect(canOpenSettings('SMART')).toBe(true);
  });

  it('hides what LOJISTA may not open and carries its store on Vendedores', () => {
    const menu = adminMenuFor('LOJISTA', 'store-1');
    expect(labels(menu)).toEqual([
      'Dashboard',
      'Lojas[Lojas,Vendedores,Boletos]',
      'Registrar venda',
      'Resgates',
      'Extratos[Extrato de Pontuação,Extrato Financeiro]',
    ]);
    const lojas = menu.find((e) => e.label === 'Lojas');
    expect(lojas && isGroup(lojas) && lojas.items[1]?.to).toBe('/admin/vendedores?storeId=store-1');
    expect(canOpenSettings('LOJISTA')).toBe(false);
  });

  it('shows CONCIERGE only Clientes among the reports and no store menu', () => {
    expect(labels(adminMenuFor('CONCIERGE', null))).toEqual([
      'Dashboard',
      'Resgates',
      'Relatórios[Clientes]',
      'Extratos[Extrato de Pontuação,Extrato Financeiro]',
    ]);
  });

  it('gives VENDEDOR only the sale form and CLIENTE nothing', () => {
    expect(labels(adminMenuFor('VENDEDOR', 'store-1'))).toEqual(['Registrar venda']);
    expect(adminMenuFor('CLIENTE', null)).toEqual([]);
  });
});
