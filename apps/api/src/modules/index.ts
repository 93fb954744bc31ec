import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/auth.routes';
import { passwordLinksRoutes } from './auth/password-links.routes';
import { billsRoutes } from './bills/bills.routes';
import { campaignsRoutes } from './campaigns/campaigns.routes';
import { cepRoutes } from './cep/cep.routes';
import { clientsRoutes } from './clients/clients.routes';
import { privacyRoutes } from './clients/privacy.routes';
import { contactRoutes } from './contact/contact.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import type { ModuleDeps } from './deps';
import { extractsRoutes } from './extracts/extracts.routes';
import { faqsRoutes } from './faqs/faqs.routes';
import { healthRoutes } from './health/health.routes';
import { jobsRoutes } from './jobs/jobs.routes';
import { logsRoutes } from './logs/logs.routes';
import { prizesRoutes } from './prizes/prizes.routes';
import { remindersRoutes } from './reminders/reminders.routes';
import { reportsRoutes } from './reports/reports.routes';
import { rescuesRoutes } from './rescues/rescues.routes';
import { salesRoutes } from './sales/sales.routes';
import { segmentsRoutes } from './segments/segments.routes';
import { sellersRoutes } from './sellers/sellers.routes';
import { shopkeepersRoutes } from './shopkeepers/shopkeepers.routes';
import { storesRoutes } from './stores/stores.routes';
import { uploadsRoutes } from './uploads/uploads.routes';
import { ownUserRoutes } from './users/own-user.routes';
import { usersRoutes } from './users/users.routes';

/** Every domain module, registered under /api in this order. */
export const modules: FastifyPluginAsyncZod<ModuleDeps>[] = [
  healthRoutes,
  authRoutes,
  passwordLinksRoutes,
  clientsRoutes,
  privacyRoutes,
  remindersRoutes,
  ownUserRoutes,
  usersRoutes,
  logsRoutes,
  campaignsRoutes,
  segmentsRoutes,
  storesRoutes,
  prizesRoutes,
  faqsRoutes,
  contactRoutes,
  cepRoutes,
  uploadsRoutes,
  salesRoutes,
  sellersRoutes,
  shopkeepersRoutes,
  rescuesRoutes,
  extractsRoutes,
  billsRoutes,
  jobsRoutes,
  dashboardRoutes,
  reportsRoutes,
];
