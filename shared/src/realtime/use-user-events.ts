import { useEffect, useRef } from 'react';
import { subscribeToUserEvents, type UserEventHandler } from './user-events';

/** The signed-in user's own live events while the component is mounted; the latest handler is called. */
export function useUserEvents(handler: UserEventHandler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeToUserEvents((message) => latest.current(message)), []);
}
