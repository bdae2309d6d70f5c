import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import * as hierarchy from './hierarchy.ts';
import * as schemas from './schemas.ts';
import * as service from './service.ts';

type Range = { Querystring: { range?: string } };
type Id = { Params: { id: number } };
type Table = { Querystring: { offset?: number; pageSize?: number; search?: string } };
const P = service.DASHBOARD_PATH;

export async function adminDashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get(`${P}/executive-summary`, { schema: schemas.summarySchema }, async (request) => service.executiveSummary(app, requireUser(request)));
  app.get<Table>(`${P}/users`, { schema: schemas.usersSchema }, async (request) => service.usersTable(app, requireUser(request), request.query));
  app.get<Table>(`${P}/projects`, { schema: schemas.projectsSchema }, async (request) => service.projectsTable(app, requireUser(request), request.query));
  app.get<Range>(`${P}/work-analytics`, { schema: schemas.workAnalyticsSchema }, async (request) => service.workAnalytics(app, requireUser(request), request.query.range));
  app.get<Range>(`${P}/resources`, { schema: schemas.resourcesSchema }, async (request) => service.resources(app, requireUser(request), request.query.range));
  app.get(`${P}/quality-risk`, { schema: schemas.qualityRiskSchema }, async (request) => service.qualityRisk(app, requireUser(request)));
  app.get(`${P}/system-health`, { schema: schemas.systemHealthSchema }, async (request) => service.systemHealth(app, requireUser(request)));
  app.get<{ Querystring: { limit?: number } }>(`${P}/activity-stream`, { schema: schemas.activityStreamSchema }, async (request) =>
    service.activityStream(app, requireUser(request), request.query.limit),
  );
  app.get<Range>(`${P}/trends`, { schema: schemas.trendsSchema }, async (request) => service.trends(app, requireUser(request), request.query.range));
  app.get(`${P}/health-alerts`, { schema: schemas.healthAlertsSchema }, async (request) => service.healthAlerts(app, requireUser(request)));
  app.get(`${P}/quick-actions`, { schema: schemas.quickActionsSchema }, async (request) => service.quickActions(app, requireUser(request)));
  app.get<{ Querystring: service.ManagersQuery }>(`${P}/managers-list`, { schema: schemas.managersListSchema }, async (request) =>
    service.managersList(app, requireUser(request), request.query),
  );
  app.get(`${P}/stats`, { schema: schemas.statsSchema }, async (request) => hierarchy.stats(app, requireUser(request)));
  app.get<Range>(`${P}/performance`, { schema: schemas.performanceSchema }, async (request) => hierarchy.performance(app, requireUser(request), request.query.range));
  app.get(`${P}/hierarchy-summary`, { schema: schemas.hierarchySummarySchema }, async (request) => hierarchy.hierarchySummary(app, requireUser(request)));
  app.get<Table>(`${P}/parent-projects`, { schema: schemas.parentProjectsSchema }, async (request) => hierarchy.parentProjects(app, requireUser(request), request.query));
  app.get(`${P}/parent-projects/comparison`, { schema: schemas.parentComparisonSchema }, async (request) => hierarchy.parentProjectsComparison(app, requireUser(request)));
  app.get<Id>(`${P}/parent-projects/:id`, { schema: schemas.parentProjectSchema }, async (request) => hierarchy.parentProject(app, requireUser(request), request.params.id));
  app.get<Id & { Querystring: { offset?: number; pageSize?: number; state?: string } }>(`${P}/parent-projects/:id/work-items`, { schema: schemas.parentWorkItemsSchema }, async (request) =>
    hierarchy.parentWorkItems(app, requireUser(request), request.params.id, request.query),
  );
  app.get<Id & Range>(`${P}/parent-projects/:id/resources`, { schema: schemas.parentResourcesSchema }, async (request) =>
    hierarchy.parentResources(app, requireUser(request), request.params.id, request.query.range),
  );
  app.get<Id & Range>(`${P}/parent-projects/:id/timeline`, { schema: schemas.parentTimelineSchema }, async (request) =>
    hierarchy.parentTimeline(app, requireUser(request), request.params.id, request.query.range),
  );
  app.get<Id>(`${P}/parent-projects/:id/milestones`, { schema: schemas.parentMilestonesSchema }, async (request) => hierarchy.parentMilestones(app, requireUser(request), request.params.id));
}
