import {
  createRescueBodySchema,
  createRescueResponseSchema,
  dataOf,
  errorSchema,
  idParamsSchema,
  listOf,
  listRescuesQuerySchema,
  mutationOf,
  rescueSchema,
  rescueStatusBodySchema,
  voucherParamsSchema,
  voucherSchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { enforceRateLimit } from '../../lib/rate-limit';
import { currentUser, ownClientId } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { findRescueByVoucher, listRescues } from './rescues.queries';
import { cancelRescue, redeem, setRescueStatus } from './rescues.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['rescues'];

export const rescuesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  // Guessing codes is hopeless (50 random bits), and the lookup is rate limited on top.
  const voucherLimit = app.createRateLimit({
    max: 30,
    timeWindow: config.rateLimitWindowMs,
    keyGenerator: (request) => `voucher:${request.ip}`,
  });

  app.post(
    '/rescues',
    {
      preHandler: [app.requireAction('rescues:create'), app.idempotent],
      schema: {
        operationId: 'createRescue',
        tags,
        summary: 'Redeem a prize: one per customer per campaign; the balance becomes zero',
        body: createRescueBodySchema,
        response: { 201: createRescueResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await redeem(db, request.body, {
        userId: currentUser(request).id,
        timeZone: config.timeZone,
        publicUrl: config.publicUrl,
      });
      return reply.status(201).send({ message: 'Resgate realizado com sucesso!', data });
    },
  );

  app.get(
    '/rescues',
    {
      preHandler: app.requireAction('rescues:read'),
      schema: {
        operationId: 'listRescues',
        tags,
        summary: 'Redemptions; store owners see their store only',
        querystring: listRescuesQuerySchema,
        response: { 200: listOf(rescueSchema), ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return listRescues(db, { ...q, storeId: request.scope ?? q.store, campaignId: q.campaign });
    },
  );

  app.get(
    '/rescues/my-rescues',
    {
      preHandler: app.requireRole('CLIENTE'),
      schema: {
        operationId: 'listOwnRescues',
        tags,
        summary: "The customer's own redemptions",
        querystring: listRescuesQuerySchema,
        response: { 200: listOf(rescueSchema), ...errors },
      },
    },
    async (request) => {
      const clientId = ownClientId(request);
      return listRescues(db, {
        ...request.query,
        storeId: undefined,
        campaignId: request.query.campaign,
        clientId,
      });
    },
  );

  app.get(
    '/rescues/voucher/:code',
    {
      schema: {
        operationId: 'getVoucher',
        security: [],
        tags,
        summary: 'A voucher by its code (public; no CPF)',
        params: voucherParamsSchema,
        response: { 200: dataOf(voucherSchema), 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await enforceRateLimit(voucherLimit, request, 'Muitas consultas de voucher. Aguarde um minuto.');
      const rescue = await findRescueByVoucher(db, request.params.code).catch(() => {
        throw notFound('Voucher não encontrado');
      });
      return {
        data: {
          voucher: rescue.voucher,
          clientName: rescue.client.name,
          prizeName: rescue.prize.name,
          points: rescue.points,
          createdAt: rescue.createdAt,
          voucherExpirationDate: rescue.voucherExpirationDate,
          status: rescue.status,
          campaignName: rescue.campaign.name,
        },
      };
    },
  );

  const update = app.requireAction('rescues:update');

  app.patch(
    '/rescues/:id/status',
    {
      preHandler: update,
      schema: {
        operationId: 'updateRescueStatus',
        tags,
        summary: "Set a redemption's status (administrators and the concierge); CANCELADO cancels it",
        params: idParamsSchema,
        body: rescueStatusBodySchema,
        response: { 200: mutationOf(rescueSchema), ...errors },
      },
    },
    async (request) => ({
      message: request.body.status === 'CANCELADO' ? 'Resgate cancelado com sucesso' : 'Status atualizado com sucesso',
      data: await setRescueStatus(db, request.params.id, request.body.status, currentUser(request).id),
    }),
  );

  app.patch(
    '/rescues/:id/cancel',
    {
      preHandler: update,
      schema: {
        operationId: 'cancelRescue',
        tags,
        summary: "Cancel: the customer's points and redemption slot come back",
        params: idParamsSchema,
        response: { 200: mutationOf(rescueSchema), ...errors },
      },
    },
    async (request) => ({
      message: 'Resgate cancelado com sucesso',
      data: await cancelRescue(db, request.params.id, currentUser(request).id),
    }),
  );
};
