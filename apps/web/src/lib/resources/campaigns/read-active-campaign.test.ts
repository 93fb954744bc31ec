import { ACTIVE_CAMPAIGN_ELEMENT_ID } from '@mall/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/money-records';
import { getActiveCampaign } from './read-active-campaign';

const written = {
  id: 'c-1',
  name: 'Decore e Ganhe',
  startDate: '2026-10-27',
  endDate: '2026-12-26',
  conversionRate: 100,
  redemptionEndDate: '2027-01-05',
};
const fromApi = { ...written, id: 'c-2', name: 'Natal' };

/** The block the server writes into the page's head (apps/api/src/app.ts). */
function writeIntoPage(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = ACTIVE_CAMPAIGN_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

function stubApi() {
  const api = fakeApi({ 'GET /api/campaigns/active': () => ({ body: { data: fromApi } }) });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(ACTIVE_CAMPAIGN_ELEMENT_ID)?.remove();
});

describe('getActiveCampaign', () => {
  it('reads the campaign the page was sent with first, without asking the API, then asks the API', async () => {
    const api = stubApi();
    writeIntoPage(JSON.stringify({ data: written }));
    expect(await getActiveCampaign()).toMatchObject({ id: 'c-1', name: 'Decore e Ganhe' });
    expect(api.calls).toHaveLength(0);
    expect(document.getElementById(ACTIVE_CAMPAIGN_ELEMENT_ID)).toBeNull();
    expect(await getActiveCampaign()).toMatchObject({ id: 'c-2', name: 'Natal' });
    expect(api.calls.map((c) => c.url.pathname)).toEqual(['/api/campaigns/active']);
  });

  it('takes "no campaign running" from the page as it is', async () => {
    const api = stubApi();
    writeIntoPage('{"data":null}');
    expect(await getActiveCampaign()).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('asks the API when the page carries nothing it can read', async () => {
    for (const text of ['{"data":', '{"data":{"id":1}}', '[]']) {
      const api = stubApi();
      writeIntoPage(text);
      expect(await getActiveCampaign(), text).toMatchObject({ name: 'Natal' });
      expect(api.calls, text).toHaveLength(1);
      vi.unstubAllGlobals();
    }
  });
});
