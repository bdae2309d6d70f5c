// The parent choices of the create and template dialogs: the projects the caller can see (the loaded list).
import type { Project } from '@tessera/shared';

export interface ParentOption {
  value: number;
  label: string;
}

/** Active projects by name: an archived project is read-only and takes no new sub-projects. */
export function parentOptionsFrom(projects: readonly Pick<Project, 'id' | 'name' | 'status'>[]): ParentOption[] {
  return projects
    .filter((project) => project.status === 'active')
    .map((project) => ({ value: project.id, label: project.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
