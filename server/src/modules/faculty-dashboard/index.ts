// The faculty (mentor) dashboard (issue 20 item 2): managers' and admins' figures of their own projects under
// /dashboard/faculty/..., from the stored data, cached per caller and invalidated by writes. It reads the admin
// dashboard's figure queries and cache, and the milestones module's milestones.
import type { ServerModule } from '../module.ts';
import { facultyDashboardRoutes } from './routes.ts';
import { FACULTY_DASHBOARD_COMPONENTS } from './schemas.ts';

export const facultyDashboardModule: ServerModule = { name: 'faculty-dashboard', routes: facultyDashboardRoutes, schemas: FACULTY_DASHBOARD_COMPONENTS };
