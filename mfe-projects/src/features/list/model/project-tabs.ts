// The Active / Archived tabs and the counters above them.
import type { Project } from '@tessera/shared';

export type ProjectsTab = 'active' | 'archived';

export interface ProjectCounts {
  total: number;
  active: number;
  archived: number;
}

export function countProjects(projects: readonly Pick<Project, 'status'>[]): ProjectCounts {
  const active = projects.filter((project) => project.status === 'active').length;
  return { total: projects.length, active, archived: projects.length - active };
}

export function projectsInTab<P extends Pick<Project, 'status'>>(projects: readonly P[], tab: ProjectsTab): P[] {
  return projects.filter((project) => project.status === tab);
}

/** The parents of the loaded projects, by name: the choices of the parent filter. */
export function parentOptionsOf(projects: readonly Pick<Project, 'parentId' | 'parentName'>[]): { id: number; name: string }[] {
  const byId = new Map<number, string>();
  for (const project of projects) {
    if (project.parentId !== null && !byId.has(project.parentId)) {
      byId.set(project.parentId, project.parentName ?? `Project #${project.parentId}`);
    }
  }
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The page to show: page 1 when the criteria changed, and never past the last page when the list shrank. */
export function clampPage(page: number, itemCount: number, pageSize: number): number {
  const lastPage = Math.max(1, Math.ceil(itemCount / pageSize));
  return Math.min(Math.max(1, page), lastPage);
}
