import { PROJECT_MODULES, type ProjectModule } from '../../access/index.ts';
import type { ProjectRow } from '../../db/schema.ts';
import { toBoolean, toIsoString } from '../../db/values.ts';
import { actionLink, formattable, link, UNDISCLOSED_HREF, type Link } from '../../http/hal.ts';
import type { AncestorRow } from './queries.ts';
import { membershipsHrefFor } from '../memberships/index.ts';

/** OpenProject's project status codes and their labels. */
export const PROJECT_STATUSES: Record<string, string> = {
  on_track: 'On track',
  at_risk: 'At risk',
  off_track: 'Off track',
  not_started: 'Not started',
  finished: 'Finished',
  discontinued: 'Discontinued',
};

/** OpenProject's ProjectStatus (`GET /project_statuses/{code}`): the code is its id. */
export function representProjectStatus(code: string) {
  return { _type: 'ProjectStatus', id: code, name: PROJECT_STATUSES[code], _links: { self: link(`/project_statuses/${code}`) } };
}

export interface ProjectContext {
  /** Ancestors from the root down to the parent. */
  ancestors: AncestorRow[];
  permissions: ReadonlySet<string>;
  /** The project's switched-on modules. */
  modules: ReadonlySet<ProjectModule>;
}

function ancestorLink(ancestor: AncestorRow): Link {
  return toBoolean(ancestor.visible) ? link(`/projects/${ancestor.ancestor_id}`, ancestor.name) : { href: UNDISCLOSED_HREF, title: 'Undisclosed' };
}

export const projectCategoriesPath = (projectId: number) => `/projects/${projectId}/categories`;

/** The project's memberships collection (filtered by the project). */
export const projectMembershipsHref = membershipsHrefFor('project');

/** The permissions that add action links to a project; a cached representation is keyed by them. */
export const PROJECT_ACTION_PERMISSIONS = ['edit_project', 'archive_project', 'delete_project', 'copy_projects', 'add_work_packages', 'add_subprojects'] as const;

export function representProject(project: ProjectRow, context: ProjectContext) {
  const parent = context.ancestors.at(-1);
  const links: Record<string, Link | Link[]> = {
    self: link(`/projects/${project.id}`, project.name),
    parent: parent ? ancestorLink(parent) : { href: null },
    ancestors: context.ancestors.map(ancestorLink),
    status: project.status_code ? link(`/project_statuses/${project.status_code}`, PROJECT_STATUSES[project.status_code] ?? project.status_code) : { href: null },
    memberships: { href: projectMembershipsHref(project.id) },
    workPackages: link(`/projects/${project.id}/work_packages`),
    versions: link(`/projects/${project.id}/versions`),
    types: link(`/projects/${project.id}/types`),
    categories: link(projectCategoriesPath(project.id)),
  };
  if (context.permissions.has('edit_project')) {
    links.update = actionLink(`/projects/${project.id}/form`, 'post');
    links.updateImmediately = actionLink(`/projects/${project.id}`, 'patch');
  }
  // Archiving is a PATCH of `active` that also needs archive_project; the link says which way it goes now.
  if (context.permissions.has('edit_project') && context.permissions.has('archive_project')) {
    links[toBoolean(project.active) ? 'archive' : 'unarchive'] = actionLink(`/projects/${project.id}`, 'patch');
  }
  // As OpenProject: offered only where the caller may add work packages and the project is not archived.
  if (context.permissions.has('add_work_packages') && toBoolean(project.active)) {
    links.createWorkPackage = actionLink(`/projects/${project.id}/work_packages/form`, 'post');
    links.createWorkPackageImmediately = actionLink(`/projects/${project.id}/work_packages`, 'post');
  }
  if (context.permissions.has('delete_project')) links.delete = actionLink(`/projects/${project.id}`, 'delete');
  // The copy itself also needs the right to create the new project where it goes (checked on POST).
  if (context.permissions.has('copy_projects')) links.copy = actionLink(`/projects/${project.id}/copy`, 'post');
  // POST /projects with this project as the parent; top-level projects are for admins and managers (GET /users/me).
  if (context.permissions.has('add_subprojects')) links.createSubproject = actionLink('/projects', 'post');
  return {
    _type: 'Project',
    id: project.id,
    identifier: project.identifier,
    name: project.name,
    active: toBoolean(project.active),
    public: toBoolean(project.public),
    templated: toBoolean(project.templated),
    documentCommentsEnabled: toBoolean(project.document_comments_enabled),
    aiEnabled: toBoolean(project.ai_enabled),
    // In the kernel's order, whatever order they were switched on in.
    enabledModules: PROJECT_MODULES.filter((module) => context.modules.has(module)),
    description: formattable(project.description),
    statusExplanation: formattable(project.status_explanation),
    createdAt: toIsoString(project.created_at),
    updatedAt: toIsoString(project.updated_at),
    _links: links,
  };
}
