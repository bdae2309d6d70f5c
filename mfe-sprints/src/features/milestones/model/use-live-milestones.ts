import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isFromThisTab, isVersionEvent, isWorkPackageEvent, subscribeToProjectEvents, type ProjectEventMessage } from '@tessera/shared';
import { milestoneKeys } from '../api/milestones-api';

/** Whether a project event can change a milestone: a version's (dates, status, name) or a work package's (progress). */
export function changesMilestones(message: ProjectEventMessage): boolean {
  if (message.type === 'resync') return true;
  // This tab's own writes (the Scrum view's) already refresh the sprints area's queries, this one among them.
  if (isFromThisTab(message)) return false;
  return isVersionEvent(message) || (isWorkPackageEvent(message) && message.type.startsWith('work_package.'));
}

/**
 * Keeps the Milestones view in step with what others change, as the backlog does: a version or work package event
 * (or a resync) reads the milestones again. The view shows sub-projects' versions too, and events come per project,
 * so it listens to the project and to every project its milestones belong to (one shared connection for them all).
 */
export function useLiveMilestones(projectId: number, milestoneProjectIds: readonly number[]): void {
  const queryClient = useQueryClient();
  // A stable dependency: the same projects in any order are the same subscription.
  const projects = [...new Set([projectId, ...milestoneProjectIds])].sort((a, b) => a - b).join(',');
  useEffect(() => {
    const onEvent = (message: ProjectEventMessage) => {
      if (changesMilestones(message)) void queryClient.invalidateQueries({ queryKey: milestoneKeys.project(projectId) });
    };
    const unsubscribes = projects.split(',').map((id) => subscribeToProjectEvents(Number(id), onEvent));
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [queryClient, projectId, projects]);
}
