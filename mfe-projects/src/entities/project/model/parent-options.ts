// What the caller may create from the projects page, from the server's truth: top-level projects are for admins and
// managers (roleType of GET /users/me), a sub-project needs the parent's createSubproject link (add_subprojects
// there), and a copy needs the template's copy link. The server refuses anything else; the page offers only this.
import { isFaculty, type CurrentUser, type Project } from '@tessera/shared';
import type { ListedProject } from '../api/projects-list';

export interface ParentOption {
  value: number;
  label: string;
}

/** Active projects the caller may add sub-projects to, by name (an archived project is read-only). */
export function parentOptionsFrom(projects: readonly Pick<ListedProject, 'id' | 'name' | 'status' | 'canCreateSubproject'>[]): ParentOption[] {
  return projects
    .filter((project) => project.status === 'active' && project.canCreateSubproject)
    .map((project) => ({ value: project.id, label: project.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export interface CreationRights {
  mayCreateTopLevel: boolean;
  /** Where a sub-project (or a copy) may go. */
  parents: ParentOption[];
  /** Some project can be created: at the top level, or under one of `parents`. */
  canCreate: boolean;
  /** Active templates the caller may copy. */
  templates: Project[];
  /** 'From Template': a template to copy and somewhere to put the copy. */
  canCopyTemplate: boolean;
}

/**
 * `projects` are the loaded list: for a non-admin every project where they hold a role (the only way to hold
 * add_subprojects or copy_projects), so nothing they may use is missing from it.
 */
export function creationRights(user: CurrentUser | null | undefined, projects: readonly ListedProject[]): CreationRights {
  const mayCreateTopLevel = isFaculty(user);
  const parents = parentOptionsFrom(projects);
  const canCreate = mayCreateTopLevel || parents.length > 0;
  const templates = projects.filter((project) => project.templated && project.canCopy && project.status === 'active');
  return { mayCreateTopLevel, parents, canCreate, templates, canCopyTemplate: canCreate && templates.length > 0 };
}
