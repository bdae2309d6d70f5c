// Versions (sprints) shaped like docs/api.md 'Versions', for the tasks area's fake servers.
import { type HalCollection, type VersionHal, type VersionSharing, type VersionStatus } from '@tessera/shared';

export interface FakeVersion {
  id: number;
  name: string;
  status?: VersionStatus;
  sharing?: VersionSharing;
  startDate?: string | null;
  endDate?: string | null;
  /** Defaults to project 5 (Apollo). */
  definingProject?: { id: number; name: string };
}

export function versionHal(version: FakeVersion): VersionHal {
  const self = `/api/v3/versions/${version.id}`;
  const defining = version.definingProject ?? { id: 5, name: 'Apollo' };
  return {
    _type: 'Version',
    id: version.id,
    name: version.name,
    description: { format: 'markdown', raw: '', html: '' },
    startDate: version.startDate ?? null,
    endDate: version.endDate ?? null,
    status: version.status ?? 'open',
    sharing: version.sharing ?? 'none',
    lockVersion: 0,
    daysRemaining: null,
    createdAt: '2026-03-01T10:00:00Z',
    updatedAt: '2026-03-01T10:00:00Z',
    _links: {
      self: { href: self, title: version.name },
      definingProject: { href: `/api/v3/projects/${defining.id}`, title: defining.name },
      availableInProjects: { href: `${self}/projects` },
    },
  };
}

export function versionsCollection(versions: readonly FakeVersion[]): HalCollection<VersionHal> {
  return { _type: 'Collection', total: versions.length, count: versions.length, pageSize: 1000, offset: 1, _embedded: { elements: versions.map(versionHal) } };
}
