import { errorSchema, extractsEndpoints } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listExportRoute, pagesOf } from '../../lib/list-export';
import { routeOf } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import { EXTRACT_EXPORT_COLUMNS } from './extracts.export';
import { monthLabel } from './extracts.mapper';
import { processStatements } from './extracts.process';
import { deleteExtracts, getExtract, listExtracts } from './extracts.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['extracts'];

/**
 * Monthly store statements (DECISIONS.md, "Statements and bills"). Staff and the concierge read
 * every store's; a store owner its own (scoped inside the queries); DEDPREMIUM and SMART process
 * and delete.
 */
export const extractsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  const read = app.requireAction('extracts:read');
  const processing = app.requireAction('extracts:process');

  app.route(
    routeOf(
      extractsEndpoints.listExtracts,
      {
        preHandler: read,
        summary: 'Statements, newest month first; totalValue sums the amount due of every match',
        tags,
        errors,
      },
      async (request) => listExtracts(db, request.query, request.scope, config.timeZone),
    ),
  );

  app.route(
    listExportRoute(
      extractsEndpoints.exportExtracts,
      {
        preHandler: read,
        summary: 'The statements (filters and sort) as CSV or XLSX; a store owner exports its own store only',
        tags,
        errors,
      },
      config.timeZone,
      ({ format: _format, ...q }, request) => ({
        name: 'demonstrativos',
        sheetName: 'Demonstrativos',
        columns: EXTRACT_EXPORT_COLUMNS,
        read: pagesOf((page, limit) => listExtracts(db, { ...q, page, limit }, request.scope, config.timeZone)),
      }),
    ),
  );

  app.route(
    routeOf(
      extractsEndpoints.getExtract,
      {
        preHandler: read,
        summary: 'A statement with its frozen sales, the sales it misses and its history',
        tags,
        errors,
      },
      async (request) => ({ data: await getExtract(db, request.params.id, request.scope, config.timeZone) }),
    ),
  );

  app.route(
    routeOf(
      extractsEndpoints.processExtracts,
      {
        preHandler: processing,
        summary: 'Process (or reprocess) the statements of an ended month for the given stores, or for all that sold',
        description:
          'One statement per store-month, frozen with its approved sales and its adjustment lines (differences of earlier billed months of the store, a negative balance carried). storeIds: each named store gets its statement, a zero one without approved sales; allStores: true: every active store with an approved sale that month, closed statements left as they are. A closed statement named (billed, or carried onto another statement) is refused (409); the month must have ended in APP_TIMEZONE.',
        tags,
        errors,
      },
      async (request) => {
        const { storeIds, allStores, month, year } = request.body;
        const data = await processStatements(db, {
          storeIds: allStores ? 'all-that-sold' : (storeIds ?? []),
          month,
          year,
          userId: currentUser(request).id,
          timeZone: config.timeZone,
        });
        const message =
          data.length === 0
            ? `Nenhum extrato processado: nenhuma loja com venda aprovada em ${monthLabel(month, year)} sem boleto`
            : data.length === 1
              ? 'Extrato processado com sucesso'
              : 'Extratos processados com sucesso';
        return { message, data };
      },
    ),
  );

  app.route(
    routeOf(
      extractsEndpoints.deleteExtracts,
      {
        preHandler: processing,
        summary: 'Delete statements without an active bill (all or none)',
        tags,
        errors,
      },
      async (request) => {
        const n = await deleteExtracts(db, currentUser(request).id, request.body.extractIds);
        return { message: n === 1 ? 'Extrato excluído com sucesso' : 'Extratos excluídos com sucesso' };
      },
    ),
  );
};
