import {
  approveSaleBodySchema,
  can,
  createSaleBodySchema,
  dataOf,
  errorSchema,
  idParamsSchema,
  listSalesQuerySchema,
  mutationOf,
  mySalesQuerySchema,
  mySalesSchema,
  myStatsSchema,
  rejectSaleQuerySchema,
  rolesFor,
  saleHistoryEntrySchema,
  saleSchema,
  salesListSchema,
  updateSaleBodySchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/errors';
import { currentUser, ownClientId } from '../../plugins/auth';
import { ownCampaignPoints, standingPoints } from '../clients/clients.service';
import type { ModuleDeps } from '../deps';
import { entityHistory } from '../logs/logs.queries';
import { createSale } from './sales.create';
import { findSale, listOwnSales, listSales } from './sales.queries';
import { approveSale, rejectSale, updateSale } from './sales.review';
import { clientStats } from './sales.stats';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['sales'];

export const salesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  const ctx = (actorId: string) => ({ actorId, timeZone: config.timeZone, publicUrl: config.publicUrl });
  const read = app.requireAction('sales:read');
  const review = app.requireAction('sales:review');

  app.post(
    '/sales',
    {
      preHandler: [
        app.requireRole(...new Set([...rolesFor('sales:create-photo'), ...rolesFor('sales:create-invoice')])),
        app.idempotent,
      ],
      schema: {
        operationId: 'createSale',
        tags,
        summary: 'Record a purchase: a receipt photo (customer) or an invoice number (store staff, administrators)',
        body: createSaleBodySchema,
        response: { 201: mutationOf(saleSchema), ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const action = request.body.type === 'photo' ? 'sales:create-photo' : 'sales:create-invoice';
      if (!can(user.role, action)) throw forbidden();
      const data = await createSale(db, user, request.body, config.timeZone);
      return reply.status(201).send({ message: 'Compra registrada com sucesso!', data });
    },
  );

  app.get(
    '/sales',
    {
      preHandler: read,
      schema: {
        operationId: 'listSales',
        tags,
        summary: 'Sales statement; store staff always see only their store',
        querystring: listSalesQuerySchema,
        response: { 200: salesListSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const limit = q.pageSize ?? q.limit;
      const storeId = request.scope ?? q.store;
      const result = await listSales(db, { ...q, limit, storeId });
      return { ...result, pageSize: limit };
    },
  );

  app.get(
    '/sales/my-sales',
    {
      preHandler: app.requireRole('CLIENTE'),
      schema: {
        operationId: 'listOwnSales',
        tags,
        summary: "The customer's own purchases",
        querystring: mySalesQuerySchema,
        response: { 200: mySalesSchema, ...errors },
      },
    },
    async (request) => {
      const clientId = ownClientId(request);
      const { data, total, standing } = await listOwnSales(db, clientId, request.query);
      // The unfiltered page brings the standing along; a search or an empty page reads it apart.
      const totalPoints = standing ? standingPoints(standing) : (await ownCampaignPoints(db, clientId)).campaignPoints;
      return { data: { sales: data, total, totalPoints } };
    },
  );

  app.get(
    '/score-points/my-stats',
    {
      preHandler: app.requireRole('CLIENTE'),
      schema: {
        operationId: 'getOwnStats',
        tags,
        summary: "The customer's cards: points, days left, purchases",
        response: { 200: dataOf(myStatsSchema), ...errors },
      },
    },
    async (request) => {
      return { data: await clientStats(db, ownClientId(request), config.timeZone) };
    },
  );

  app.get(
    '/sales/:id',
    {
      preHandler: app.requireRole(...new Set([...rolesFor('sales:read'), 'CLIENTE' as const])),
      schema: {
        operationId: 'getSale',
        summary: 'A sale',
        tags,
        params: idParamsSchema,
        response: { 200: dataOf(saleSchema), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const clientId = user.role === 'CLIENTE' ? ownClientId(request) : undefined;
      return { data: await findSale(db, request.params.id, { storeId: request.scope, clientId }) };
    },
  );

  app.get(
    '/logs/Sale/:id',
    {
      preHandler: read,
      schema: {
        operationId: 'getSaleHistory',
        tags,
        summary: "A sale's history, oldest first",
        params: idParamsSchema,
        response: { 200: dataOf(z.array(saleHistoryEntrySchema)), ...errors },
      },
    },
    async (request) => {
      const sale = await findSale(db, request.params.id, { storeId: request.scope });
      return { data: await entityHistory(db, 'Sale', sale.id) };
    },
  );

  app.patch(
    '/sales/:id/approve',
    {
      preHandler: review,
      schema: {
        operationId: 'approveSale',
        summary: 'Approve a pending sale (needs its invoice number); e-mails the customer',
        tags,
        params: idParamsSchema,
        body: approveSaleBodySchema,
        response: { 200: mutationOf(saleSchema), ...errors },
      },
    },
    async (request) => ({
      message: 'Compra aprovada com sucesso',
      data: await approveSale(db, request.params.id, request.body.invoiceNumber, ctx(currentUser(request).id)),
    }),
  );

  app.patch(
    '/sales/:id/reject',
    {
      preHandler: review,
      schema: {
        operationId: 'rejectSale',
        tags,
        summary: 'Reject a pending sale, or cancel an approved one (points reversed); reason in the query',
        params: idParamsSchema,
        querystring: rejectSaleQuerySchema,
        response: { 200: mutationOf(saleSchema), ...errors },
      },
    },
    async (request) => {
      const data = await rejectSale(db, request.params.id, request.query.reason, ctx(currentUser(request).id));
      return {
        message: data.status === 'canceled' ? 'Compra cancelada com sucesso' : 'Compra rejeitada com sucesso',
        data,
      };
    },
  );

  app.patch(
    '/sales/:id',
    {
      preHandler: review,
      schema: {
        operationId: 'updateSale',
        summary: 'Edit a pending or approved sale (points recomputed, history kept)',
        tags,
        params: idParamsSchema,
        body: updateSaleBodySchema,
        response: { 200: mutationOf(saleSchema), ...errors },
      },
    },
    async (request) => ({
      message: 'Compra atualizada com sucesso',
      data: await updateSale(db, request.params.id, request.body, ctx(currentUser(request).id)),
    }),
  );
};
