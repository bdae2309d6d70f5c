import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TASK_SEARCH_PARAM, useProjectEvents, useSearchParams } from '@tessera/shared';
import { sprintKeys } from '../../../entities/sprint';
import { SprintLiveUpdater } from './sprint-live-updater';

/** Keeps the board in step with what other users and tabs change, through the page's shared event stream. */
export function useLiveSprintUpdates(projectId: number): void {
  const queryClient = useQueryClient();
  // Made in the effect (not in render), so StrictMode's unmount-remount gets a live one again.
  const updater = useRef<SprintLiveUpdater | null>(null);
  useEffect(() => {
    const instance = new SprintLiveUpdater(queryClient, projectId);
    updater.current = instance;
    return () => {
      instance.dispose();
      if (updater.current === instance) updater.current = null;
    };
  }, [queryClient, projectId]);
  useProjectEvents(projectId, (message) => updater.current?.handle(message));
}

/**
 * The task panel (the tasks area's, mounted by the shell on this view from ?task=<id>) writes through its own
 * caches, and this tab's events are not delivered back to it: when the panel closes (or shows another task), the
 * board reads its tasks and figures again, since the panel may have changed them.
 */
export function useRefetchWhenTaskPanelCloses(projectId: number): void {
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const taskParam = searchParams.get(TASK_SEARCH_PARAM);
  const previous = useRef(taskParam);
  useEffect(() => {
    const before = previous.current;
    previous.current = taskParam;
    if (before === null || before === taskParam) return;
    void queryClient.invalidateQueries({ queryKey: sprintKeys.tasks(projectId) });
    void queryClient.invalidateQueries({ queryKey: sprintKeys.projectStatistics(projectId) });
    void queryClient.invalidateQueries({ queryKey: sprintKeys.sprints });
  }, [taskParam, queryClient, projectId]);
}
