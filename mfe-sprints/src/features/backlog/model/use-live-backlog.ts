import { useQueryClient } from '@tanstack/react-query';
import { isFromThisTab, isVersionEvent, isWorkPackageEvent, useProjectEvents } from '@tessera/shared';
import { backlogKeys } from '../api/backlog-api';

/**
 * Keeps the backlog in step with what others change, as the sprint board does: a work package or version event of the
 * project (not this tab's own: its requests already updated the cache) or a resync reads the backlog again.
 */
export function useLiveBacklog(projectId: number): void {
  const queryClient = useQueryClient();
  useProjectEvents(projectId, (message) => {
    if (message.type !== 'resync') {
      if (isFromThisTab(message)) return;
      if (!isVersionEvent(message) && !(isWorkPackageEvent(message) && message.type.startsWith('work_package.'))) return;
    }
    void queryClient.invalidateQueries({ queryKey: backlogKeys.project(projectId) });
  });
}
