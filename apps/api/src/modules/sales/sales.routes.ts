import { can, errorSchema, rolesFor, SALE_EDIT_ACTION, salesEndpoints } from '@mall/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/errors';
import { listExportRoute, pagesOf } from '../../lib/list-export';
import { routeOf } from '../../lib/route';
import { currentUser, ownClientId } from '../../plugins/auth';
import { ownCampaignPoints, standingPoints } from '../clients/clients.service';
import type { ModuleDeps } from '../deps';
import { entityHistory } from '../logs/logs.queries';
import { createSale } from './sales.create';
import { SALE_EXPORT_COLUMNS } from './sales.export';
import { findSale, listOwnSales, listSales } from './sales.queries';
import { approveSale, bulkApproveSales, contestSale, rejectSale, updateSale } from './sales.review';
import { withSignals } from './sales.signals';
import { clientStats } from './sales.stats';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['sales'];

export const salesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  const ctx = (actorId: string) => ({ actorId, timeZone: config.timeZone, publicUrl: config.publicUrl });
  const read = app.requireAction('sales:read');
  const review = app.requireAction('sales:review');
  const signalOptions = { timeZone: config.timeZone, thresholds: config.saleSignals };
  /** Fraud signals are the reviewers' alone: a store's staff (and the customer) never see them. */
  const reviewer = (request: FastifyRequest) => can(currentUser(request).role, 'sales:review');

  app.route(
    routeOf(
      salesEndpoints.createSale,
      {
        preHandler: [
          app.requireRole(...new Set([...rolesFor('sales:create-photo'), ...rolesFor('sales:create-invoice')])),
          app.idempotent,
        ],
        tags,
        summary: 'Record a purchase: a receipt photo (customer) or an invoice number (store staff, administrators)',
        errors,
      },
      async (request, reply) => {
        const user = currentUser(request);
        const action = request.body.type === 'photo' ? 'sales:create-photo' : 'sales:create-invoice';
        if (!can(user.role, action)) throw forbidden();
        const data = await createSale(db, user, request.body, config);
        return reply.status(201).send({ message: 'Compra registrada com sucesso!', data });
      },
    ),
  );

  app.route(
    routeOf(
      salesEndpoints.listSales,
      {
        preHandler: read,
        tags,
        summary:
          "Sales statement; store staff always see only their store. The reviewers' answer carries each purchase's fraud signals",
        errors,
      },
      async (request) => {
        const q = request.query;
        const limit = q.pageSize ?? q.limit;
        const storeId = request.scope ?? q.store;
        if (!reviewer(request)) {
          return { ...(await listSales(db, { ...q, signals: undefined, limit, storeId })), pageSize: limit };
        }
        const { data, total } = await listSales(db, { ...q, limit, storeId });
        return { data: await withSignals(db, data, signalOptions), total, pageSize: limit };
      },
    ),
  );

  app.route(
    listExportRoute(
      salesEndpoints.exportSales,
      {
        preHandler: read,
        tags,
        summary: "The statement's purchases (filters and sort) as CSV or XLSX; store staff export only their store's",
        errors,
      },
      config.timeZone,
      ({ format: _format, ...q }, request) => {
        const f = { ...q, signals: reviewer(request) ? q.signals : undefined, storeId: request.scope ?? q.store };
        return {
          name: 'compras',
          sheetName: 'Compras',
          columns: SALE_EXPORT_COLUMNS,
          read: pagesOf((page, limit) => listSales(db, { ...f, page, limit })),
        };
      },
    ),
  );

  app.route(
    routeOf(
      salesEndpoints.listOwnSales,
      {
        preHandler: app.requireRole('CLIENTE'),
        tags,
        summary: "The customer's own purchases",
        errors,
      },
      async (request) => {
        const clientId = ownClientId(request);
        const { data, total, standing } = await listOwnSales(db, clientId, request.query);
        // The unfiltered page brings the standing along; a search or an empty page reads it apart.
        const totalPoints = standing
          ? standingPoints(standing)
          : (await ownCampaignPoints(db, clientId)).campaignPoints;
        return { data: { sales: data, total, totalPoints } };
      },
    ),
  );

  app.route(
    routeOf(
      salesEndpoints.getOwnStats,
      {
        preHandler: app.requireRole('CLIENTE'),
        tags,
        summary: "The customer's cards: points, days left, purchases",
        errors,
      },
      async (request) => {
        return { data: await clientStats(db, ownClientId(request), config.timeZone) };
      },
    ),
  );

  app.route(
    routeOf(
      salesEndpoints.getSale,
      {
        preHandler: app.requireRole(...new Set([...rolesFor('sales:read'), 'CLIENTE' as const])),
        summary: "A sale; the reviewers' answer carries its fraud signals",
        tags,
        errors,
      },
      async (request) => {
        const user = currentUser(request);
        const clientId = user.role === 'CLIENTE' ? ownClientId(request) : undefined;
        const sale = await findSale(db, request.params.id, { storeId: request.scope, clientId });
        if (!reviewer(request)) return { data: sale };
        const [data] = await withSignals(db, [sale], signalOptions);
        return { data: data! };
      },
    ),
  );

  app.route(
    routeOf(
      salesEndpoints.getSaleHistory,
      {
        preHandler: read,
        tags,
        summary: "A sale's history, oldest first",
        errors,
      },
      async (request) => {
        const sale = await findSale(db, request.params.id, { storeId: request.scope });
        return { data: await entityHistory(db, 'Sale', sale.id) };
      },
    ),
  );

  app.route(
    routeOf(
      salesEndpoints.approveSale,
      {
        preHandler: review,
        summary: 'Approve a pending sale (needs its invoice number); e-mails the customer',
        tags,
        errors,
      },
      async (request) => ({
        message: 'Compra aprovada com sucesso',
        data: await approveSale(db, request.params.id, request.body.invoiceNumber, ctx(currentUser(request).id)),
      }),
    ),
  );

  app.route(
    routeOf(
      salesEndpoints.rejectSale,
      {
        preHandler: review,
        tags,
        summary: 'Reject a pending sale, or cancel an approved one (points reversed); reason in the query',
        errors,
      },
      async (request) => {
        const data = await rejectSale(db, request.params.id, request.query.reason, ctx(currentUser(request).id));
        return {
          message: data.status === 'canceled' ? 'Compra cancelada com sucesso' : 'Compra rejeitada com sucesso',
          data,
        };
      },
    ),
  );

  app.route(
    routeOf(
      salesEndpoints.updateSale,
      {
        preHandler: app.requireAction(SALE_EDIT_ACTION),
        summary: 'Edit a pending or approved sale (points recomputed, history kept)',
        tags,
        errors,
      },
      async (request) => ({
        message: 'Compra atualizada com sucesso',
        data: await updateSale(db, request.params.id, request.body, ctx(currentUser(request).id)),
      }),
    ),
  );

  app.route(
    routeOf(
      salesEndpoints.contestSale,
      {
        preHandler: app.requireAction('sales:contest'),
        tags,
        summary:
          'The customer contests a rejection of their own purchase, once: it returns to review, marked as contested',
        errors,
      },
      async (request) => ({
        message: 'Contestação enviada: a compra voltou para análise',
        data: await contestSale(
          db,
          request.params.id,
          ownClientId(request),
          request.body.message,
          ctx(currentUser(request).id),
        ),
      }),
    ),
  );

  app.route(
    routeOf(
      salesEndpoints.bulkApproveSales,
      {
        preHandler: review,
        tags,
        summary: 'Approve the selected pending purchases whose checks all passed, each audited on its own',
        errors,
      },
      async (request) => {
        const data = await bulkApproveSales(db, request.body.ids, ctx(currentUser(request).id), signalOptions);
        const n = data.approved.length;
        return { message: n === 1 ? '1 compra aprovada' : `${n} compras aprovadas`, data };
      },
    ),
  );
};
