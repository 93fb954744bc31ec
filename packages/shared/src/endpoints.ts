import { authEndpoints } from './auth.endpoints';
import { billsEndpoints } from './bills.endpoints';
import { campaignsEndpoints } from './campaigns.endpoints';
import { cepEndpoints } from './cep.endpoints';
import { clientsEndpoints } from './clients.endpoints';
import { contactEndpoints } from './contact.endpoints';
import { dashboardEndpoints } from './dashboard.endpoints';
import { extractsEndpoints } from './extracts.endpoints';
import { faqsEndpoints } from './faqs.endpoints';
import { healthEndpoints } from './health.endpoints';
import { jobsEndpoints } from './jobs.endpoints';
import { logsEndpoints } from './logs.endpoints';
import { privacyEndpoints } from './privacy.endpoints';
import { prizesEndpoints } from './prizes.endpoints';
import { remindersEndpoints } from './reminders.endpoints';
import { reportsEndpoints } from './reports.endpoints';
import { rescuesEndpoints } from './rescues.endpoints';
import { salesEndpoints } from './sales.endpoints';
import { segmentsEndpoints } from './segments.endpoints';
import { sellersEndpoints } from './sellers.endpoints';
import { shopkeepersEndpoints } from './shopkeepers.endpoints';
import { storesEndpoints } from './stores.endpoints';
import { uploadsEndpoints } from './uploads.endpoints';
import { usersEndpoints } from './users.endpoints';

/**
 * Every endpoint of the API by its operationId (docs/architecture.md, "Contracts"). The API test
 * `endpoints.test.ts` proves each has its route and each route its declaration; the web's
 * `endpoint-clients.test.ts` that each has one client function. Features import their domain's
 * object (`segmentsEndpoints`), not this one, so a page's chunk carries only its own schemas.
 */
export const endpoints = {
  ...healthEndpoints,
  ...dashboardEndpoints,
  ...authEndpoints,
  ...clientsEndpoints,
  ...privacyEndpoints,
  ...remindersEndpoints,
  ...usersEndpoints,
  ...logsEndpoints,
  ...campaignsEndpoints,
  ...segmentsEndpoints,
  ...storesEndpoints,
  ...prizesEndpoints,
  ...faqsEndpoints,
  ...contactEndpoints,
  ...cepEndpoints,
  ...uploadsEndpoints,
  ...salesEndpoints,
  ...sellersEndpoints,
  ...shopkeepersEndpoints,
  ...rescuesEndpoints,
  ...extractsEndpoints,
  ...reportsEndpoints,
  ...billsEndpoints,
  ...jobsEndpoints,
};
export type EndpointId = keyof typeof endpoints;
