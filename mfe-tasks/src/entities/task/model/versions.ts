// Versions (sprints) as the tasks area offers them: the create dialog, the task panel and the filter popover
// (spec 001 sections 2 and 8; docs/api.md 'Versions'). The versions themselves come from @tessera/shared.
import { assignableVersions, VERSION_STATUS_LABELS, type ProjectVersion } from '@tessera/shared';

export const NO_VERSIONS_MESSAGE = 'No versions available';
export const NO_VERSION_LABEL = 'No version';
/** Select value for 'No version' (version ids are numbers; this never collides with one). */
export const NO_VERSION_KEY = 'none';

/** What a task says about its version: the work package's version link (its title is the name). */
export interface TaskVersionRef {
  id: number;
  name: string;
}

export interface VersionOption {
  /** The version id as a string, or NO_VERSION_KEY. */
  value: string;
  label: string;
}

/** 'Sprint 12 (Closed)' for a version that no longer accepts work, the plain name otherwise. */
function labelOf(version: TaskVersionRef, known: ProjectVersion | undefined): string {
  return known && known.status !== 'open' ? `${version.name} (${VERSION_STATUS_LABELS[known.status]})` : version.name;
}

/**
 * The task panel's choices: 'No version', the open versions, and the task's current version even when it is
 * locked or closed (a task may stay in a version that was closed after it was assigned; the server refuses only
 * moving a task into one).
 */
export function taskVersionOptions(versions: readonly ProjectVersion[], current: TaskVersionRef | null): VersionOption[] {
  const open = assignableVersions(versions);
  const options: VersionOption[] = open.map((version) => ({ value: String(version.id), label: version.name }));
  if (current && !open.some((version) => version.id === current.id)) {
    options.unshift({ value: String(current.id), label: labelOf(current, versions.find((version) => version.id === current.id)) });
  }
  return [{ value: NO_VERSION_KEY, label: NO_VERSION_LABEL }, ...options];
}

/** The version a panel choice names (null for 'No version'); undefined when it names none of them. */
export function versionOfKey(
  key: string,
  versions: readonly ProjectVersion[],
  current: TaskVersionRef | null,
): TaskVersionRef | null | undefined {
  if (key === NO_VERSION_KEY) return null;
  const id = Number(key);
  if (current?.id === id) return current;
  const version = versions.find((candidate) => candidate.id === id);
  return version ? { id: version.id, name: version.name } : undefined;
}

/**
 * The filter popover's Sprint/Version choices: every version of the project in the list's order (start date,
 * then name), then any version a task still uses that the list does not hold (e.g. one no longer shared with
 * the project), by name, so those tasks can be filtered too.
 */
export function versionFilterChoices(
  versions: readonly ProjectVersion[],
  used: Iterable<TaskVersionRef>,
): TaskVersionRef[] {
  const listed = new Set(versions.map((version) => version.id));
  const extra = new Map<number, string>();
  for (const version of used) if (!listed.has(version.id)) extra.set(version.id, version.name);
  return [
    ...versions.map((version) => ({ id: version.id, name: version.name })),
    ...[...extra].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
  ];
}
