// Query keys that more than one package reads or invalidates. Keys private to a remote live in that remote.
import type { QueryValue } from '../api/client';

export type ProjectListParams = Record<string, QueryValue>;

export const queryKeys = {
  currentUser: ['currentUser'] as const,
  /** Without params: the prefix of every project list (for invalidation). */
  projects: (params?: ProjectListParams) => (params ? (['projects', params] as const) : (['projects'] as const)),
  /** Holds the ProjectDetail of GET /projects/{id} (mapProjectDetail); invalidate it after changing a project or its members. */
  project: (id: number) => ['project', id] as const,
  /** ProjectVersion[] of GET /projects/{id}/versions (domain/version.ts); invalidate it after writing a version. */
  projectVersions: (id: number) => ['project', id, 'versions'] as const,
};
