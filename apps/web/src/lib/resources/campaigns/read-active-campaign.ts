import { ACTIVE_CAMPAIGN_ELEMENT_ID, type Campaign, firstLoadEndpoints } from '@mall/shared';
import { callEndpointWith } from '../../api/endpoint';
import { checkShape, dataField } from '../../api/shape';

/** What the screens read of the running campaign. */
export type ActiveCampaign = Pick<
  Campaign,
  'id' | 'name' | 'startDate' | 'endDate' | 'conversionRate' | 'redemptionEndDate'
>;

const WHAT = 'GET /campaigns/active';

/**
 * GET /campaigns/active: the campaign running now, or null. Checked by hand and without React
 * Query here: the home page, a visitor's first load, reads it through this module alone.
 *
 * The first reading takes the answer the server wrote into the page (ACTIVE_CAMPAIGN_ELEMENT_ID),
 * as fresh as the page itself: a title that names the campaign is drawn with it, not reflowed when
 * the API answers late. Every later reading (a refresh after a campaign screen's change) asks the
 * API. Still a promise, so a prerendered page hydrates before the campaign arrives, as it was drawn.
 */
export async function getActiveCampaign(signal?: AbortSignal): Promise<ActiveCampaign | null> {
  const written = takeWrittenAnswer();
  if (written !== undefined) {
    try {
      return readActive(written);
    } catch {
      // Not the answer's shape (a page from another release): ask the API.
    }
  }
  return callEndpointWith(firstLoadEndpoints.getActiveCampaign, readActive, { signal, toastErrors: false });
}

/** The answer written into the page, once: the element goes with the first reading. */
function takeWrittenAnswer(): unknown {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(ACTIVE_CAMPAIGN_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '');
  } catch {
    return undefined;
  }
}

function readActive(answer: unknown): ActiveCampaign | null {
  const data = dataField(answer, WHAT);
  if (data === null) return null;
  return checkShape<ActiveCampaign>(
    data,
    {
      id: 'string',
      name: 'string',
      startDate: 'string',
      endDate: 'string',
      conversionRate: 'number',
      redemptionEndDate: 'string',
    },
    WHAT,
  );
}
