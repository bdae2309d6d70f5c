// The milestones module's public face: the only file other modules (and the app) import from it. The dashboards
// reuse milestonesForProjects (one statement for any set of projects) and milestoneFigures (the section 4 rules).
import type { ServerModule } from '../module.ts';
import { milestoneRoutes } from './routes.ts';
import { MILESTONE_COMPONENTS } from './schemas.ts';

export const milestonesModule: ServerModule = { name: 'milestones', routes: milestoneRoutes, schemas: MILESTONE_COMPONENTS };

export { AT_RISK_DAYS, AT_RISK_PROGRESS, MILESTONE_HEALTH, milestoneFigures, type MilestoneHealth } from './health.ts';
export type { Milestone } from './representer.ts';
export { milestonesForProjects } from './service.ts';
export { milestoneRoutes };
