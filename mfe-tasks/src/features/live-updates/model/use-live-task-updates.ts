import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { subscribeToProjectEvents } from '@tessera/shared';
import { LiveTaskUpdater } from './live-task-updater';

/**
 * Keeps the project's task caches (list, statistics, open task panels and their activities) in step with what
 * other users change, through the page's shared live update stream. Mounted once by the tasks view.
 */
export function useLiveTaskUpdates(projectId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const updater = new LiveTaskUpdater(queryClient, projectId);
    const unsubscribe = subscribeToProjectEvents(projectId, (message) => updater.handle(message));
    return () => {
      unsubscribe();
      updater.dispose();
    };
  }, [queryClient, projectId]);
}
