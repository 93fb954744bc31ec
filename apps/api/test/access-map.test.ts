import { ADMIN_SCREENS, type AdminScreenPath, adminScreenFor, canOpenAdminPath, ROLES, type Role } from '@mall/shared';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { createTestApp, type TestApp } from './support/app';

/**
 * Every admin screen x every role: the web opens the screen (the guard and the menus ask
 * `canOpenAdminPath`) exactly when the API lets the role make the call the screen exists for.
 * A screen given another action, an API route guarded by another action, or a permission moved in
 * one place only makes this fail.
 */

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

interface Probe {
  request: Omit<InjectOptions, 'headers'>;
  /** Whether the answer means the API let the role do it (default: neither 401 nor 403). */
  allowed?: (res: LightMyRequestResponse) => boolean;
}

const refusedStatus = (res: LightMyRequestResponse) => res.statusCode === 401 || res.statusCode === 403;

const updateStore: Probe = { request: { method: 'PATCH', url: `/api/stores/${ID}`, payload: {} } };
const readSales: Probe = { request: { method: 'GET', url: '/api/sales' } };
const managePrizes: Probe = { request: { method: 'POST', url: '/api/prizes', payload: {} } };
const manageCampaigns: Probe = { request: { method: 'POST', url: '/api/campaigns', payload: {} } };
const manageSellers: Probe = { request: { method: 'POST', url: '/api/sellers', payload: {} } };
const manageShopkeepers: Probe = { request: { method: 'PATCH', url: `/api/shopkeepers/${ID}`, payload: {} } };

/**
 * The call each screen exists for; null where the screen's API arrives with a later issue (the
 * screen is then a placeholder, opened by the map's action alone).
 */
const PROBES: Record<AdminScreenPath, Probe | null> = {
  dashboard: { request: { method: 'GET', url: '/api/dashboard' } },
  'meus-dados': { request: { method: 'GET', url: '/api/users/me' } },
  lojas: updateStore,
  'lojas/cadastrar': { request: { method: 'POST', url: '/api/stores', payload: {} } },
  'lojas/cadastrar-lojista': { request: { method: 'POST', url: '/api/shopkeepers', payload: {} } },
  'lojas/boletos': { request: { method: 'GET', url: '/api/bills' } },
  'lojas/editar/:id': updateStore,
  'lojas/:id': updateStore,
  segmentos: { request: { method: 'POST', url: '/api/segments', payload: {} } },
  'extratos/pontuacao': readSales,
  'extratos/financeiro': null,
  'extratos/financeiro/:id': { request: { method: 'GET', url: `/api/extracts/${ID}` } },
  'extratos/editar/:id': readSales,
  brindes: managePrizes,
  'brindes/cadastrar': managePrizes,
  'brindes/editar/:id': managePrizes,
  'brindes/:id': managePrizes,
  campanhas: manageCampaigns,
  'campanhas/cadastrar': manageCampaigns,
  'campanhas/editar/:id': manageCampaigns,
  'campanhas/:id': manageCampaigns,
  resgates: { request: { method: 'GET', url: '/api/rescues' } },
  // A complete invoice sale for a store that does not exist: refused (403) to whoever may not
  // record invoice sales, "not found" to whoever may.
  'registrar-venda': {
    request: {
      method: 'POST',
      url: '/api/sales',
      payload: {
        type: 'invoice_number',
        saleDate: '2026-01-10',
        storeId: ID,
        grossValue: 100,
        netValue: 100,
        invoiceNumber: 'NF-ACESSO',
        sellerId: ID,
        clientId: ID,
      },
    },
  },
  vendedores: manageSellers,
  'vendedores/cadastrar': manageSellers,
  'vendedores/editar/:id': manageSellers,
  'vendedores/:id': manageSellers,
  lojista: { request: { method: 'GET', url: '/api/shopkeepers' } },
  'lojista/editar/:id': manageShopkeepers,
  'lojista/:id': { request: { method: 'GET', url: `/api/shopkeepers/${ID}` } },
  usuarios: { request: { method: 'GET', url: '/api/users' } },
  configuracoes: null,
  'configuracoes/faq': { request: { method: 'POST', url: '/api/faqs', payload: {} } },
  'configuracoes/logs': { request: { method: 'GET', url: '/api/logs/module' } },
  'relatorios/clientes': { request: { method: 'GET', url: '/api/reports/clientes' } },
  'relatorios/compras': { request: { method: 'GET', url: '/api/reports/compras' } },
  'relatorios/historico-clientes': { request: { method: 'GET', url: '/api/reports/historico-clientes' } },
  'relatorios/pontos-loja': { request: { method: 'GET', url: '/api/reports/pontos-loja' } },
};

let t: TestApp;
const headers = {} as Record<Role, { authorization: string }>;
beforeAll(async () => {
  t = await createTestApp();
  for (const account of DEMO_ACCOUNTS) headers[account.role] = await t.login(account.email);
});
afterAll(() => t.close());

const address = (path: string) => `/admin/${path.replace(':id', ID)}`;

describe('the access map', () => {
  it('opens each screen to a role exactly when the API allows it the screen’s call', async () => {
    const mismatches: string[] = [];
    for (const screen of ADMIN_SCREENS) {
      expect(adminScreenFor(address(screen.path))?.path).toBe(screen.path);
      const probe = PROBES[screen.path];
      if (!probe) continue;
      for (const role of ROLES) {
        const res = await t.request({ ...probe.request, headers: headers[role] });
        expect(res.statusCode, `${role} ${probe.request.method} ${probe.request.url}`).toBeLessThan(500);
        const api = probe.allowed ? probe.allowed(res) : !refusedStatus(res);
        const web = canOpenAdminPath(role, address(screen.path));
        if (api !== web)
          mismatches.push(`${screen.path} ${role}: web ${web ? 'opens' : 'refuses'}, API ${res.statusCode}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses an anonymous caller every screen’s call before reading what it sent', async () => {
    for (const probe of Object.values(PROBES)) {
      if (!probe) continue;
      expect((await t.request(probe.request)).statusCode).toBe(401);
    }
  });

  it('refuses a role without access with 403 whatever the body, and tells a role with access what is wrong with it', async () => {
    const post = { method: 'POST' as const, url: '/api/segments', payload: { name: '' } };
    const refused = await t.request({ ...post, headers: headers.LOJISTA });
    expect(refused.statusCode).toBe(403);
    const allowed = await t.request({ ...post, headers: headers.SMART });
    expect(allowed.statusCode).toBe(400);
    expect(allowed.json().message).toMatch(/nome/i);
  });

  it('leaves the screens whose API is still to come to their action alone', () => {
    const pending = ADMIN_SCREENS.filter((s) => PROBES[s.path] === null).map((s) => `${s.path} (${s.action})`);
    expect(pending).toEqual(['extratos/financeiro (extracts:read)', 'configuracoes (settings:read)']);
  });
});
