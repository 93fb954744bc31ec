import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { fillPath, type LightAnswer, pathParamNames, type QueryOf, type ResponseOf } from './endpoint';
import { endpoints } from './endpoints';
import { firstLoadEndpoints } from './first-load.endpoints';

const all = Object.entries(endpoints);

describe('endpoint declarations', () => {
  it('are keyed by their operationId, each method and path once', () => {
    for (const [key, e] of all) expect(e.operationId).toBe(key);
    const routes = all.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("declare the path's parameters, and only them", () => {
    const mismatched = all.filter(([, e]) => {
      const names = pathParamNames(e.path).sort();
      const declared = 'params' in e && e.params instanceof z.ZodObject ? Object.keys(e.params.shape).sort() : [];
      return names.join() !== declared.join();
    });
    expect(mismatched.map(([id]) => id)).toEqual([]);
  });

  it('answer 201 for a create, 204 for no content and 200 otherwise', () => {
    // POSTs that create no resource of the API: a login, the password links, processing statements
    // (it replaces them in place), sending a bill by e-mail, approving purchases in bulk and contesting a rejected purchase.
    const notCreates = [
      '/auth/login',
      '/auth/forgot-password',
      '/auth/password-link',
      '/auth/reset-password',
      '/shopkeepers/set-password',
      '/extracts/process',
      '/bills/:id/send',
      '/bills/send-month',
      '/sales/:id/contest',
      '/sales/bulk-approve',
      // Puts a failed e-mail back in the queue: nothing is created.
      '/jobs/mail/:id/resend',
      // Turns a reminder off for the link's customer.
      '/reminders/unsubscribe',
    ];
    const noContent = ['/auth/logout'];
    for (const [, e] of all)
      expect(e.status, e.path).toBe(
        noContent.includes(e.path) ? 204 : e.method === 'POST' && !notCreates.includes(e.path) ? 201 : 200,
      );
  });

  it('extend the light declarations of the first load with schemas of the same answer', () => {
    for (const [id, light] of Object.entries(firstLoadEndpoints)) {
      expect(endpoints[id as keyof typeof firstLoadEndpoints]).toMatchObject(light);
    }
    expectTypeOf<ResponseOf<typeof endpoints.getActiveCampaign>>().toEqualTypeOf<
      LightAnswer<typeof firstLoadEndpoints.getActiveCampaign>
    >();
    expectTypeOf<ResponseOf<typeof endpoints.listFeaturedPrizes>>().toEqualTypeOf<
      LightAnswer<typeof firstLoadEndpoints.listFeaturedPrizes>
    >();
    expectTypeOf<ResponseOf<typeof endpoints.getOwnCampaignPoints>>().toEqualTypeOf<
      LightAnswer<typeof firstLoadEndpoints.getOwnCampaignPoints>
    >();
    expectTypeOf<ResponseOf<typeof endpoints.getOwnStats>>().toEqualTypeOf<
      LightAnswer<typeof firstLoadEndpoints.getOwnStats>
    >();
    expectTypeOf<ResponseOf<typeof endpoints.listActivePrizes>>().toEqualTypeOf<
      LightAnswer<typeof firstLoadEndpoints.listActivePrizes>
    >();
    expectTypeOf<QueryOf<typeof endpoints.listActivePrizes>>().toEqualTypeOf<
      QueryOf<typeof firstLoadEndpoints.listActivePrizes>
    >();
    expectTypeOf<ResponseOf<typeof endpoints.listActiveStores>>().toEqualTypeOf<
      LightAnswer<typeof firstLoadEndpoints.listActiveStores>
    >();
    expectTypeOf<QueryOf<typeof endpoints.listActiveStores>>().toEqualTypeOf<
      QueryOf<typeof firstLoadEndpoints.listActiveStores>
    >();
    expectTypeOf<ResponseOf<typeof endpoints.listFaqs>>().toEqualTypeOf<
      LightAnswer<typeof firstLoadEndpoints.listFaqs>
    >();
    expectTypeOf<ResponseOf<typeof endpoints.listSegments>>().toEqualTypeOf<
      LightAnswer<typeof firstLoadEndpoints.listSegments>
    >();
    expectTypeOf<QueryOf<typeof endpoints.listSegments>>().toEqualTypeOf<
      QueryOf<typeof firstLoadEndpoints.listSegments>
    >();
  });

  it('fill a path with encoded parameters and refuse a missing one', () => {
    expect(fillPath('/rescues/voucher/:code', { code: 'A B/1' })).toBe('/rescues/voucher/A%20B%2F1');
    expect(fillPath('/sales/:id/approve', { id: 'x' })).toBe('/sales/x/approve');
    expect(() => fillPath('/sales/:id', {})).toThrow('id');
  });
});
