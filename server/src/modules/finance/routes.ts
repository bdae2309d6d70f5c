import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { resolvePage } from '../../http/query.ts';
import { exportFileName, exportRows, type ExportFormat, type ExportView } from './export.ts';
import type { PeriodQuery } from './period.ts';
import type { BreakdownBy, Interval } from './queries.ts';
import { breakdownSchema, exportSchema, summarySchema, trendsSchema } from './schemas.ts';
import * as service from './service.ts';
import { csvStream, xlsxStream } from './xlsx.ts';

type Id = { id: number };
type BreakdownQuery = PeriodQuery & { by?: BreakdownBy; interval?: Interval; offset?: number; pageSize?: number };
type ExportQuery = PeriodQuery & { format?: ExportFormat; view?: ExportView; by?: BreakdownBy; interval?: Interval };

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function financeRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: Id; Querystring: PeriodQuery }>('/projects/:id/finance/summary', { schema: summarySchema }, async (request) =>
    service.summary(await service.financeContext(app, requireUser(request), request.params.id, request.query)),
  );

  app.get<{ Params: Id; Querystring: BreakdownQuery }>('/projects/:id/finance/breakdown', { schema: breakdownSchema }, async (request) => {
    const context = await service.financeContext(app, requireUser(request), request.params.id, request.query);
    const page = resolvePage(request.query, service.BREAKDOWN_PAGE_LIMITS);
    return service.breakdown(context, request.query.by ?? 'user', request.query.interval, page);
  });

  app.get<{ Params: Id; Querystring: PeriodQuery & { interval?: Interval } }>('/projects/:id/finance/trends', { schema: trendsSchema }, async (request) =>
    service.trends(await service.financeContext(app, requireUser(request), request.params.id, request.query), request.query.interval),
  );

  // Every check happens before the first byte: a refused export is an ordinary JSON error.
  app.get<{ Params: Id; Querystring: ExportQuery }>('/projects/:id/finance/export', { schema: exportSchema }, async (request, reply) => {
    const context = await service.financeContext(app, requireUser(request), request.params.id, request.query);
    const format = request.query.format ?? 'csv';
    const view = request.query.view ?? 'summary';
    const rows = exportRows(context, view, request.query.by ?? 'user', request.query.interval);
    const body = format === 'xlsx' ? xlsxStream(`Finance ${view}`, rows, app.clock.now()) : csvStream(rows);
    return reply
      .type(format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(context, view, format)}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(body));
  });
}
