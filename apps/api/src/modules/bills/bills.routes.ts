import { billsEndpoints, errorSchema } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listExportRoute, pagesOf } from '../../lib/list-export';
import { routeOf } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { BILL_EXPORT_COLUMNS } from './bills.export';
import { generateBills } from './bills.generate';
import { sendMonthBills } from './bills.mail';
import { billProviderFor } from './bills.provider';
import { billPdf, changeBill, getBill, listBills, sendBill } from './bills.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['bills'];

/**
 * The statements' bills (DECISIONS.md, "Statements and bills"). Staff read every store's, a store
 * owner its own (scoped inside the queries; another store's bill is a 404); the concierge none.
 * DEDPREMIUM and SMART generate, send, mark paid, record errors and cancel.
 */
export const billsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  const read = app.requireAction('bills:read');
  const manage = app.requireAction('bills:manage');
  const provider = billProviderFor(config.payment);

  app.route(
    routeOf(
      billsEndpoints.listBills,
      {
        preHandler: read,
        summary: 'One row per processed statement with its bill (id null while NÃO GERADO), newest month first',
        tags,
        errors,
      },
      async (request) => listBills(db, request.query, request.scope, config.timeZone),
    ),
  );

  app.route(
    listExportRoute(
      billsEndpoints.exportBills,
      {
        preHandler: read,
        summary: 'The bills (filters and sort) as CSV or XLSX; a store owner exports its own store only',
        tags,
        errors,
      },
      config.timeZone,
      ({ format: _format, ...q }, request) => ({
        name: 'boletos',
        sheetName: 'Boletos',
        columns: BILL_EXPORT_COLUMNS,
        read: pagesOf((page, limit) => listBills(db, { ...q, page, limit }, request.scope, config.timeZone)),
      }),
    ),
  );

  app.route(
    routeOf(billsEndpoints.getBill, { preHandler: read, summary: 'A bill', tags, errors }, async (request) => ({
      data: await getBill(db, request.params.id, request.scope, config.timeZone),
    })),
  );

  app.route(
    routeOf(
      billsEndpoints.generateBills,
      {
        preHandler: manage,
        summary: 'Generate the bills of the selected statements ("Gerar boletos")',
        description:
          'All or nothing: an unknown statement is a 404. A statement that already has a bill, or whose amount due is zero, is listed in `skipped` with the reason. Bills are due 10 days later, on a São Paulo business day.',
        tags,
        errors,
      },
      async (request, reply) => {
        const answer = await generateBills(db, {
          extractIds: request.body.extractIds,
          userId: currentUser(request).id,
          timeZone: config.timeZone,
          provider,
        });
        return reply.status(201).send(answer);
      },
    ),
  );

  app.route(
    routeOf(
      billsEndpoints.getBillPdf,
      {
        preHandler: read,
        summary: "A bill's PDF: store, month, sales, fee, amount due, due date and the PIX QR Code (or bank details)",
        binaryDescription: 'The PDF',
        tags,
        errors,
      },
      async (request, reply) => {
        const file = await billPdf(db, request.params.id, request.scope, config.payment);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    ),
  );

  app.route(
    routeOf(
      billsEndpoints.sendBill,
      {
        preHandler: manage,
        summary: "E-mail an open bill's PDF to the store's invoice e-mails",
        tags,
        errors,
      },
      async (request) =>
        sendBill(db, currentUser(request).id, request.params.id, {
          timeZone: config.timeZone,
          payment: config.payment,
        }),
    ),
  );

  app.route(
    routeOf(
      billsEndpoints.sendMonthBills,
      {
        preHandler: manage,
        summary: 'E-mail every open bill of a month not sent yet, with its PDF ("Enviar boletos do mês")',
        description:
          "One transaction: each open bill of the month not yet sent is e-mailed to its store's invoice e-mails and marked sent. A bill already sent, or whose store has no invoice e-mail, is listed in `skipped` with the reason, so a second call queues nothing.",
        tags,
        errors,
      },
      async (request) =>
        sendMonthBills(db, currentUser(request).id, request.body, {
          timeZone: config.timeZone,
          payment: config.payment,
        }),
    ),
  );

  app.route(
    routeOf(
      billsEndpoints.updateBill,
      {
        preHandler: manage,
        summary: 'Mark a bill paid (paidAt), record or clear its error (errorMessage), or cancel it (canceled)',
        description:
          "Answers the statement's row after the change; after a cancellation the row has no bill (NÃO GERADO).",
        tags,
        errors,
      },
      async (request) => changeBill(db, currentUser(request).id, request.params.id, request.body, config.timeZone),
    ),
  );
};
