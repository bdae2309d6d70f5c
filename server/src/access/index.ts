// The access kernel: who the caller is, what they may see and do. Modules and realtime import it from here.
export { actorOf } from './actor.ts';
export * from './permissions.ts';
export { authoriseWrite, mayAddAttachments, PROJECT_ARCHIVED_MESSAGE, projectAccess, projectAccessOfRows, type ProjectAccess, type ProjectModuleRow } from './project-access.ts';
export {
  DEFAULT_PROJECT_SORT,
  PROJECT_SORTS,
  PROJECTS_DEFAULT_PAGE_SIZE,
  PROJECTS_MAX_PAGE_SIZE,
  projectFilters,
  type ProjectsEB,
} from './project-filters.ts';
export { viewableProjectIds, type ProjectIdSet } from './visibility.ts';
export {
  deleteSharesOf,
  EDIT_SHARED_DOCUMENT,
  SHARE_ENTITY,
  SHARE_LEVELS,
  shareLevelOf,
  withSharePermissions,
  type ShareEntityType,
  type ShareLevel,
} from './shares.ts';
export {
  enabledModulesOf,
  isProjectModule,
  MODULE_LABELS,
  moduleNotEnabledMessage,
  PROJECT_MODULES,
  projectIdsWithoutModule,
  requireModule,
  type ProjectModule,
} from './modules.ts';
