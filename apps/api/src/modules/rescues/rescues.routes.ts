import { errorSchema, rescuesEndpoints } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { listExportRoute, pagesOf } from '../../lib/list-export';
import { enforceRateLimit } from '../../lib/rate-limit';
import { routeOf } from '../../lib/route';
import { currentUser, ownClientId } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { RESCUE_EXPORT_COLUMNS } from './rescues.export';
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

  app.route(
    routeOf(
      rescuesEndpoints.createRescue,
      {
        preHandler: [app.requireAction('rescues:create'), app.idempotent],
        tags,
        summary: 'Redeem a prize: one per customer per campaign; the balance becomes zero',
        errors,
      },
      async (request, reply) => {
        const data = await redeem(db, request.body, {
          userId: currentUser(request).id,
          timeZone: config.timeZone,
          publicUrl: config.publicUrl,
        });
        return reply.status(201).send({ message: 'Resgate realizado com sucesso!', data });
      },
    ),
  );

  app.route(
    routeOf(
      rescuesEndpoints.listRescues,
      {
        preHandler: app.requireAction('rescues:read'),
        tags,
        summary: 'Redemptions; store owners see their store only',
        errors,
      },
      async (request) => {
        const q = request.query;
        return listRescues(db, { ...q, storeId: request.scope ?? q.store, campaignId: q.campaign });
      },
    ),
  );

  app.route(
    listExportRoute(
      rescuesEndpoints.exportRescues,
      {
        preHandler: app.requireAction('rescues:read'),
        tags,
        summary: 'Redemptions (filters and sort) as CSV or XLSX; store owners export their store only',
        errors,
      },
      config.timeZone,
      ({ format: _format, ...q }, request) => {
        const f = { ...q, storeId: request.scope ?? q.store, campaignId: q.campaign };
        return {
          name: 'resgates',
          sheetName: 'Resgates',
          columns: RESCUE_EXPORT_COLUMNS,
          read: pagesOf((page, limit) => listRescues(db, { ...f, page, limit })),
        };
      },
    ),
  );

  app.route(
    routeOf(
      rescuesEndpoints.listOwnRescues,
      {
        preHandler: app.requireRole('CLIENTE'),
        tags,
        summary: "The customer's own redemptions",
        errors,
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
    ),
  );

  app.route(
    routeOf(
      rescuesEndpoints.getVoucher,
      {
        tags,
        summary: 'A voucher by its code (public; no CPF)',
        errors: { 400: errorSchema, 404: errorSchema, 429: errorSchema },
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
    ),
  );

  const update = app.requireAction('rescues:update');

  app.route(
    routeOf(
      rescuesEndpoints.updateRescueStatus,
      {
        preHandler: update,
        tags,
        summary: "Set a redemption's status (administrators and the concierge); CANCELADO cancels it",
        errors,
      },
      async (request) => ({
        message:
          request.body.status === 'CANCELADO' ? 'Resgate cancelado com sucesso' : 'Status atualizado com sucesso',
        data: await setRescueStatus(db, request.params.id, request.body.status, currentUser(request).id),
      }),
    ),
  );

  app.route(
    routeOf(
      rescuesEndpoints.cancelRescue,
      {
        preHandler: update,
        tags,
        summary: "Cancel: the customer's points and redemption slot come back",
        errors,
      },
      async (request) => ({
        message: 'Resgate cancelado com sucesso',
        data: await cancelRescue(db, request.params.id, currentUser(request).id),
      }),
    ),
  );
};
