import { CONSENT_MESSAGES, DELETE_ACCOUNT_MESSAGES, errorSchema, privacyEndpoints } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { changeSmsConsent, deleteOwnAccount, exportOwnData, ownConsents } from './privacy.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** A customer's LGPD requests on its own account: export, consents, deletion (CLIENTE only). */
export const privacyRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  const clientOnly = { preHandler: app.requireRole('CLIENTE'), tags: ['clients'], errors };

  app.route(
    routeOf(
      privacyEndpoints.exportOwnData,
      {
        ...clientOnly,
        summary: "Download the customer's own data (JSON, or CSV of purchases and redemptions)",
        description:
          'An attachment. JSON: profile, consents, purchases and redemptions. CSV (`format=csv`): UTF-8 with ' +
          'BOM, `;` separated, dates dd/mm/aaaa, amounts in reais with a decimal comma.',
        binaryDescription: 'The export file',
      },
      async (request, reply) => {
        const file = await exportOwnData(
          db,
          { userId: currentUser(request).id },
          request.query.format,
          config.timeZone,
        );
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    ),
  );

  app.route(
    routeOf(
      privacyEndpoints.listOwnConsents,
      { ...clientOnly, summary: "The customer's consents with their versions and dates" },
      async (request) => ({ data: await ownConsents(db, currentUser(request).id) }),
    ),
  );

  app.route(
    routeOf(
      privacyEndpoints.giveSmsConsent,
      { ...clientOnly, summary: 'Give the optional SMS consent again' },
      async (request, reply) => {
        const data = await changeSmsConsent(db, { userId: currentUser(request).id, ip: request.ip }, true);
        return reply.status(201).send({ message: CONSENT_MESSAGES.smsGiven, data });
      },
    ),
  );

  app.route(
    routeOf(
      privacyEndpoints.withdrawSmsConsent,
      { ...clientOnly, summary: 'Withdraw the optional SMS consent (the withdrawal is dated)' },
      async (request) => {
        const data = await changeSmsConsent(db, { userId: currentUser(request).id }, false);
        return { message: CONSENT_MESSAGES.smsWithdrawn, data };
      },
    ),
  );

  app.route(
    routeOf(
      privacyEndpoints.deleteOwnAccount,
      {
        ...clientOnly,
        summary: "Delete the customer's account: personal data anonymised, purchases and redemptions kept",
      },
      async (request) => {
        const data = await deleteOwnAccount(db, { userId: currentUser(request).id }, request.body.password);
        return { message: DELETE_ACCOUNT_MESSAGES.deleted, data };
      },
    ),
  );
};
