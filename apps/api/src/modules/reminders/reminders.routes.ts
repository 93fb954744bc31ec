import { errorSchema, remindersEndpoints } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { changeOwnReminders, ownReminders, REMINDER_MESSAGES, unsubscribe } from './reminders.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['clients'];

/**
 * A customer's e-mail reminders (docs/rules.md, "Reminders"): its settings on MEUS DADOS (CLIENTE
 * only), and the one-click unsubscribe link each reminder carries (no login: the link's secret).
 */
export const remindersRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const clientOnly = app.requireRole('CLIENTE');

  app.route(
    routeOf(
      remindersEndpoints.getOwnReminders,
      { preHandler: clientOnly, summary: "The customer's e-mail reminders, each on or off", tags, errors },
      async (request) => ({ data: await ownReminders(db, currentUser(request).id) }),
    ),
  );

  app.route(
    routeOf(
      remindersEndpoints.updateOwnReminders,
      {
        preHandler: clientOnly,
        summary: 'Turn the campaign-end or voucher-expiry reminder on or off (audited)',
        tags,
        errors,
      },
      async (request) => {
        const userId = currentUser(request).id;
        const data = await changeOwnReminders(db, userId, { userId }, request.body);
        return { message: REMINDER_MESSAGES.saved, data };
      },
    ),
  );

  app.route(
    routeOf(
      remindersEndpoints.unsubscribeReminder,
      {
        summary: "Stop one reminder from its e-mail's link, without login (audited)",
        description:
          "The token is the random secret of the customer's links (not the account's id). An unknown token is a 404; the same link twice answers the same.",
        tags,
        errors: { 400: errorSchema, 404: errorSchema },
      },
      async (request) => unsubscribe(db, request.body.token, request.body.kind),
    ),
  );
};
