import { type Action, errorSchema, reportsEndpoints } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { sendReportExport } from '../../lib/report-export';
import type { ReportExport } from '../../lib/report-source';
import { routeOf } from '../../lib/route';
import { FAST_COMPRESSION } from '../../plugins/compression';
import type { ModuleDeps } from '../deps';
import { clientHistoryExport, clientHistoryReport } from './client-history.service';
import { clientsExport, clientsReport } from './clients-report.service';
import { purchasesExport, purchasesReport } from './purchases-report.service';
import { storePointsExport, storePointsReport } from './store-points.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

type ReportEndpoint = (typeof reportsEndpoints)[keyof typeof reportsEndpoints];
type QueryOf<E extends ReportEndpoint> = z.infer<E['query']>;

/**
 * The four reports (issue 16). Each answers JSON, or with `format=csv|xlsx` streams every row of
 * the same filters as a file. The Clientes report is `clients:read` (administrators and the
 * concierge); the other three `reports:read` (administrators).
 */
export const reportsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  const tz = config.timeZone;

  /** A report's route: its figures as JSON, or its rows as a file compressed at the fastest level. */
  function reportRoute<E extends ReportEndpoint, Data, Row>(
    endpoint: E,
    docs: { action: Action; summary: string; notFound?: boolean },
    read: {
      report: (db: Db, q: QueryOf<E>, timeZone: string) => Promise<Data>;
      file: (db: Db, q: QueryOf<E>, timeZone: string) => Promise<ReportExport<Row>>;
    },
  ) {
    const route = routeOf(
      endpoint as ReportEndpoint,
      {
        preHandler: app.requireAction(docs.action),
        tags: ['reports'],
        summary: docs.summary,
        errors: docs.notFound ? { ...errors, 404: errorSchema } : errors,
      },
      async (request, reply) => {
        const q = request.query as QueryOf<E>;
        if (q.format) return sendReportExport(reply, q.format, await read.file(db, q, tz), tz);
        return { data: await read.report(db, q, tz) } as never;
      },
    );
    app.route({ ...route, compress: FAST_COMPRESSION });
  }

  reportRoute(
    reportsEndpoints.getClientsReport,
    {
      action: 'clients:read',
      summary: 'Customers: registrations, profile, consents and the customer list (format=csv|xlsx exports the list)',
    },
    { report: clientsReport, file: clientsExport },
  );
  reportRoute(
    reportsEndpoints.getPurchasesReport,
    {
      action: 'reports:read',
      summary:
        'Purchases by status, store, segment and type, review times and rejection reasons (format exports the purchases)',
    },
    { report: purchasesReport, file: purchasesExport },
  );
  reportRoute(
    reportsEndpoints.getClientHistoryReport,
    {
      action: 'reports:read',
      summary: "A customer's whole history across campaigns (format exports the timeline)",
      notFound: true,
    },
    { report: clientHistoryReport, file: clientHistoryExport },
  );
  reportRoute(
    reportsEndpoints.getStorePointsReport,
    {
      action: 'reports:read',
      summary: "The stores' approved purchases, points and customers, ranked (format exports the ranking)",
    },
    { report: storePointsReport, file: storePointsExport },
  );
};
