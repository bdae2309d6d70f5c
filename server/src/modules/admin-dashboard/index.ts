// The admin dashboard (issue 20 item 1): organisation analytics for administrators under /admin/dashboard/..., from
// the stored data, cached per section and invalidated by writes. Its figure queries (queries.ts) are shared with the
// faculty dashboard through this face.
import type { ServerModule } from '../module.ts';
import { adminDashboardRoutes } from './routes.ts';
import { ADMIN_DASHBOARD_COMPONENTS } from './schemas.ts';

export const adminDashboardModule: ServerModule = { name: 'admin-dashboard', routes: adminDashboardRoutes, schemas: ADMIN_DASHBOARD_COMPONENTS };

export * as dashboardFigures from './queries.ts';
export * as dashboardSchemas from './schemas.ts';
export { cachedAnswer as cachedDashboardAnswer, CACHE_TTL_SECONDS as DASHBOARD_CACHE_TTL_SECONDS, writeFingerprint as dashboardWriteFingerprint } from './cache.ts';
