// The parents a project may move under: any project the caller can see except itself and its descendants
// (the server refuses a cycle too, with a 422 on 'parent').
import type { Project } from '@tessera/shared';
import { descendantIds } from '../../projects/api/project-writes';

export interface ParentOption {
  value: number;
  label: string;
}

export function parentOptionsFor(
  projects: readonly Pick<Project, 'id' | 'name' | 'parentId'>[],
  project: Pick<Project, 'id' | 'parentId' | 'parentName'>,
): ParentOption[] {
  const excluded = descendantIds(projects, project.id);
  const options = projects
    .filter((candidate) => !excluded.has(candidate.id))
    .map((candidate) => ({ value: candidate.id, label: candidate.name }));
  // The current parent stays choosable even when the list does not have it (yet).
  if (project.parentId !== null && !options.some((option) => option.value === project.parentId)) {
    options.push({ value: project.parentId, label: project.parentName ?? `Project #${project.parentId}` });
  }
  return options.sort((a, b) => a.label.localeCompare(b.label));
}
