// The parents a project may move under: the projects where the caller may add sub-projects (their createSubproject
// link: moving under a parent needs add_subprojects there), except itself and its descendants (the server refuses a
// cycle too, with a 422 on 'parent'). The current parent stays, so saving other fields keeps it.
import type { Project } from '@tessera/shared';
import { descendantIds, type ListedProject } from '../../../entities/project';

export interface ParentOption {
  value: number;
  label: string;
}

export function parentOptionsFor(
  projects: readonly Pick<ListedProject, 'id' | 'name' | 'parentId' | 'canCreateSubproject'>[],
  project: Pick<Project, 'id' | 'parentId' | 'parentName'>,
): ParentOption[] {
  const excluded = descendantIds(projects, project.id);
  const options = projects
    .filter((candidate) => candidate.canCreateSubproject && !excluded.has(candidate.id))
    .map((candidate) => ({ value: candidate.id, label: candidate.name }));
  // The current parent stays choosable even when the list does not have it (yet).
  if (project.parentId !== null && !options.some((option) => option.value === project.parentId)) {
    options.push({ value: project.parentId, label: project.parentName ?? `Project #${project.parentId}` });
  }
  return options.sort((a, b) => a.label.localeCompare(b.label));
}
