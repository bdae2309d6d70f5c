import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { csvStream, xlsxStream } from '../finance/index.ts';
import * as schemas from './schemas.ts';
import * as service from './service.ts';

const P = service.FACULTY_PATH;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function facultyDashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get(`${P}/comprehensive`, { schema: schemas.comprehensiveSchema }, async (request) => service.comprehensive(app, requireUser(request)));
  app.get(`${P}/overview`, { schema: schemas.overviewSchema }, async (request) => service.overview(app, requireUser(request)));
  app.get(`${P}/teams`, { schema: schemas.teamsSchema }, async (request) => service.teams(app, requireUser(request)));
  app.get(`${P}/reviews`, { schema: schemas.reviewsSchema }, async (request) => service.reviews(app, requireUser(request)));
  app.get(`${P}/performance`, { schema: schemas.performanceSchema }, async (request) => service.performanceFigures(app, requireUser(request)));
  app.get(`${P}/analytics`, { schema: schemas.analyticsSchema }, async (request) => service.analytics(app, requireUser(request)));
  app.get(`${P}/milestones`, { schema: schemas.milestonesSchema }, async (request) => service.milestones(app, requireUser(request)));
  app.get(`${P}/health`, { schema: schemas.healthSchema }, async (request) => service.health(app, requireUser(request)));
  app.get<{ Querystring: { period?: string; duration?: string } }>(`${P}/trends`, { schema: schemas.trendsSchema }, async (request) => service.trends(app, requireUser(request), request.query));

  // Every check happens before the first byte: a refused export is an ordinary JSON error.
  app.get<{ Querystring: { format?: string } }>(`${P}/export`, { schema: schemas.exportSchema }, async (request, reply) => {
    const user = requireUser(request);
    service.requireFaculty(user);
    const format = service.parseFormat(request.query.format);
    const rows = await service.exportRows(app, user);
    async function* batches() {
      yield rows;
    }
    const body = format === 'xlsx' ? xlsxStream('Faculty dashboard', batches(), app.clock.now()) : csvStream(batches());
    return reply
      .type(format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${service.exportFileName(app, format)}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(body));
  });
}
