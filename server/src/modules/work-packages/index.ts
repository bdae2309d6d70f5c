// The work-packages module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { workPackagesCopier } from './copier.ts';
import { workPackageRoutes } from './routes.ts';
import { WORK_PACKAGE_COMPONENTS } from './schemas.ts';

export const workPackagesModule: ServerModule = { name: 'work-packages', routes: workPackageRoutes, copiers: [workPackagesCopier], schemas: WORK_PACKAGE_COMPONENTS };

export { diffDetails, type JournaledColumn, snapshotDetails, WORK_PACKAGE_JOURNALED } from './attributes.ts';
export { DEFAULT_WORK_PACKAGE_SORT, WORK_PACKAGE_SORTS, workPackageFilters } from './filters.ts';
export { findPrincipal, findWorkPackage, membersAmong, touchWorkPackage, type WorkPackagesEB } from './queries.ts';
export { createWorkPackage, listWorkPackages, updateWorkPackage, visibleWorkPackage, writeWorkPackageUpdate } from './service.ts';
export { projectGenerations } from './page-cache.ts';
export { WORK_PACKAGES_DEFAULT_PAGE_SIZE, WORK_PACKAGES_MAX_PAGE_SIZE } from './routes.ts';
export { isAllowedImageSource, renderRichText, richText } from './rich-text.ts';
export { workPackageRoutes };
