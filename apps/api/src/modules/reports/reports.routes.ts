import { errorSchema, reportsEndpoints } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendReportExport } from '../../lib/report-export';
import { routeOf } from '../../lib/route';
import type { ModuleDeps } from '../deps';
import { clientHistoryExport, clientHistoryReport } from './client-history.service';
import { clientsExport, clientsReport } from './clients-report.service';
import { purchasesExport, purchasesReport } from './purchases-report.service';
import { storePointsExport, storePointsReport } from './store-points.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/**
 * The four reports (issue 16). Each answers JSON, or with `format=csv|xlsx` streams every row of
 * the same filters as a file. The Clientes report is `clients:read` (administrators and the
 * concierge); the other three `reports:read` (administrators).
 */
export const reportsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  const tz = config.timeZone;

  app.route(
    routeOf(
      reportsEndpoints.getClientsReport,
      {
        preHandler: app.requireAction('clients:read'),
        tags: ['reports'],
        summary: 'Customers: registrations, profile, consents and the customer list (format=csv|xlsx exports the list)',
        errors,
      },
      async (request, reply) => {
        const q = request.query;
        if (q.format) return sendReportExport(reply, q.format, await clientsExport(db, q, tz), tz);
        return { data: await clientsReport(db, q, tz) };
      },
    ),
  );

  app.route(
    routeOf(
      reportsEndpoints.getPurchasesReport,
      {
        preHandler: app.requireAction('reports:read'),
        tags: ['reports'],
        summary:
          'Purchases by status, store, segment and type, review times and rejection reasons (format exports the purchases)',
        errors,
      },
      async (request, reply) => {
        const q = request.query;
        if (q.format) return sendReportExport(reply, q.format, await purchasesExport(db, q, tz), tz);
        return { data: await purchasesReport(db, q, tz) };
      },
    ),
  );

  app.route(
    routeOf(
      reportsEndpoints.getClientHistoryReport,
      {
        preHandler: app.requireAction('reports:read'),
        tags: ['reports'],
        summary: "A customer's whole history across campaigns (format exports the timeline)",
        errors: { ...errors, 404: errorSchema },
      },
      async (request, reply) => {
        const q = request.query;
        if (q.format) return sendReportExport(reply, q.format, await clientHistoryExport(db, q, tz), tz);
        return { data: await clientHistoryReport(db, q, tz) };
      },
    ),
  );

  app.route(
    routeOf(
      reportsEndpoints.getStorePointsReport,
      {
        preHandler: app.requireAction('reports:read'),
        tags: ['reports'],
        summary: "The stores' approved purchases, points and customers, ranked (format exports the ranking)",
        errors,
      },
      async (request, reply) => {
        const q = request.query;
        if (q.format) return sendReportExport(reply, q.format, await storePointsExport(db, q, tz), tz);
        return { data: await storePointsReport(db, q, tz) };
      },
    ),
  );
};
