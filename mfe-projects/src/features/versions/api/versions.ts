// A project's versions (sprints) (docs/api.md 'Versions (sprints)'). The list is the query every package shares
// (@tessera/shared projectVersionsQuery), and so are the writes (createVersion, updateVersion, deleteVersion): a
// change here shows on the sprint board and in the tasks area too.
import { useQuery } from '@tanstack/react-query';
import { projectVersionsQuery } from '@tessera/shared';

export function useProjectVersions(projectId: number) {
  return useQuery(projectVersionsQuery(projectId));
}
