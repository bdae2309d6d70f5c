import { useEffect, useRef } from 'react';
import { subscribeToProjectEvents, type ProjectEventHandler } from './project-events';

/**
 * Live updates of a project while the component is mounted: `handler` gets each event (ids only) and a
 * `{ type: 'resync' }` notice when events may have been missed. The latest handler is called; changing it does not
 * resubscribe. No project (null) subscribes to nothing.
 */
export function useProjectEvents(projectId: number | null | undefined, handler: ProjectEventHandler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (projectId === null || projectId === undefined) return undefined;
    return subscribeToProjectEvents(projectId, (message) => latest.current(message));
  }, [projectId]);
}
