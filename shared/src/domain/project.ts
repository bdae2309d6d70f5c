// Project, as the UI uses it, mapped from the API's HAL representation.
import { filtersParam, sortByParam, type ApiRead, type FilterSpec } from '../api/client';
import { type HalCollection, elementsOf, hasAction, idFromHref, lastSegmentOfHref, linkOf } from '../api/hal';
import type { ProjectHal } from '../api/types';
import { type ProjectMember, mapMembership } from './membership';
import { enabledModulesOf, type ProjectModuleName } from './project-modules';

export type ProjectStatus = 'active' | 'archived';

/** Project status code that marks an archived project (sent as the status link). */
export const ARCHIVED_STATUS_CODE = 'archived';

export interface Project {
  id: number;
  name: string;
  identifier: string;
  /** Raw (markdown) text. */
  description: string;
  status: ProjectStatus;
  isPublic: boolean;
  isActive: boolean;
  templated: boolean;
  parentId: number | null;
  parentName: string | null;
  createdAt: string;
  updatedAt: string;
  canUpdate: boolean;
  /** The server offers archive (active projects) or unarchive (archived ones) to this caller. */
  canArchive: boolean;
  canDelete: boolean;
  /** The caller may copy it (a template's 'Create from template'). */
  canCopy: boolean;
  /** The server offers createWorkPackageImmediately: the caller may add tasks and the project is not archived. */
  canAddWorkPackages: boolean;
  /** The modules the project has switched on (Project Settings, Modules). */
  enabledModules: ProjectModuleName[];
}

export type ProjectCollectionHal = HalCollection<ProjectHal>;

export interface ProjectDetail extends Project {
  /** The first members by name (the server embeds up to 10). */
  members: ProjectMember[];
  /** All members of the project, including those not embedded. */
  memberTotal: number;
  currentUserMembership: ProjectMember | null;
}

export function mapProject(hal: ProjectHal): Project {
  const parent = linkOf(hal, 'parent');
  const statusCode = lastSegmentOfHref(linkOf(hal, 'status')?.href);
  const isActive = hal.active;
  return {
    id: hal.id,
    name: hal.name,
    identifier: hal.identifier,
    description: hal.description.raw,
    // An inactive project is archived in OpenProject; the status link can also say so explicitly.
    status: !isActive || statusCode === ARCHIVED_STATUS_CODE ? 'archived' : 'active',
    isPublic: hal.public,
    isActive,
    templated: hal.templated,
    parentId: idFromHref(parent?.href),
    parentName: parent?.href ? (parent.title ?? null) : null,
    createdAt: hal.createdAt,
    updatedAt: hal.updatedAt,
    canUpdate: hasAction(hal, 'updateImmediately') || hasAction(hal, 'update'),
    canArchive: hasAction(hal, 'archive') || hasAction(hal, 'unarchive'),
    canDelete: hasAction(hal, 'delete'),
    canCopy: hasAction(hal, 'copy'),
    canAddWorkPackages: hasAction(hal, 'createWorkPackageImmediately'),
    enabledModules: enabledModulesOf(hal.enabledModules),
  };
}

export function mapProjectDetail(hal: ProjectHal): ProjectDetail {
  const memberships = hal._embedded?.memberships;
  const members = memberships ? elementsOf(memberships).map(mapMembership) : [];
  const current = hal._embedded?.currentUserMembership;
  return {
    ...mapProject(hal),
    members,
    memberTotal: memberships?.total ?? members.length,
    currentUserMembership: current ? mapMembership(current) : null,
  };
}

/** A project's href, as links in request bodies name it ('/api/v3/projects/5'). */
export function projectHref(projectId: number): string {
  return `/api/v3/projects/${projectId}`;
}

/** A project id from a route parameter: a positive integer, else null. */
export function parseProjectId(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The projects list reads the API's largest page, so most organisations' projects come in one request. */
export const PROJECTS_PAGE_SIZE = 1000;
/** The server's default order, asked for explicitly so page boundaries are stable. */
export const PROJECTS_SERVER_SORT = [['updatedAt', 'desc']] as const;
/** 'My projects': projects the caller is a member of, directly or through a group. */
export const MY_PROJECTS_FILTER: FilterSpec = { name: 'principal', operator: '=', values: ['me'] };

/** Whether the projects list starts with the caller's projects only: members do, admins see every project. */
export function defaultMyProjects(isAdmin: boolean): boolean {
  return !isAdmin;
}

/** A page (from 1) of the projects list as mfe-projects reads it; the shell starts the first as the page boots. */
export function projectsListPage(myProjects: boolean, offset: number): ApiRead {
  return {
    path: '/projects',
    query: {
      pageSize: PROJECTS_PAGE_SIZE,
      offset,
      sortBy: sortByParam(PROJECTS_SERVER_SORT),
      filters: myProjects ? filtersParam([MY_PROJECTS_FILTER]) : undefined,
    },
  };
}
