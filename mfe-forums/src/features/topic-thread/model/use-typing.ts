// Typing indicators: this user's typing is announced (throttled), and others' shows for a few seconds.
import { getCurrentUser, isForumEvent, useProjectEvents } from '@tessera/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sendTyping } from '../../../entities/forum';
import { TYPING_INDICATOR_MS, TYPING_THROTTLE_MS } from './message-rules';

/** Call the returned function on each keystroke: POST /topics/{id}/typing at most every 2 s. */
export function useAnnounceTyping(topicId: number, now: () => number = Date.now) {
  const last = useRef(0);
  return useCallback(() => {
    if (now() - last.current < TYPING_THROTTLE_MS) return;
    last.current = now();
    sendTyping(topicId).catch(() => undefined);
  }, [topicId, now]);
}

/** The names of the others typing a reply to this topic now (each for 3 s after their last notice). */
export function useTypingNames(projectId: number, topicId: number): string[] {
  // Keyed by topic and person, so another topic's typists never show here.
  const [typing, setTyping] = useState<Record<string, { topicId: number; name: string }>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useProjectEvents(projectId, (message) => {
    if (message.type === 'resync' || !isForumEvent(message) || message.type !== 'forum.typing') return;
    if (message.actorId === getCurrentUser()?.id) return;
    const key = `${message.topicId}:${message.actorId}`;
    setTyping((current) => ({ ...current, [key]: { topicId: message.topicId, name: message.actorName } }));
    clearTimeout(timers.current.get(key));
    timers.current.set(
      key,
      setTimeout(() => {
        timers.current.delete(key);
        setTyping(({ [key]: _gone, ...rest }) => rest);
      }, TYPING_INDICATOR_MS),
    );
  });
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  return Object.values(typing).filter((entry) => entry.topicId === topicId).map((entry) => entry.name);
}

export const typingText = (names: string[]) =>
  names.length === 0 ? '' : names.length === 1 ? `${names[0]} is typing...` : `${names.join(', ')} are typing...`;
