// The versions module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { versionsCopier } from './copier.ts';
import { versionRoutes } from './routes.ts';
import { VERSION_COMPONENTS } from './schemas.ts';

export const versionsModule: ServerModule = { name: 'versions', routes: versionRoutes, copiers: [versionsCopier], schemas: VERSION_COMPONENTS };

export { projectsOfVersion } from './availability.ts';
export { versionDetails } from './journal.ts';
export { findVersion, versionForAssignment, versionsAvailableIn, versionsForProject } from './queries.ts';
export { daysRemaining } from './representer.ts';
export { visibleVersion } from './service.ts';
export { linksAcrossSubtree, lockedWorkPackagesOfVersions, unassignWorkPackages, unusableLinks } from './unassign.ts';
export { versionRoutes };
