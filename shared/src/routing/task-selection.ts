// The selected task lives in the URL (?task=<id> on the project page: the tasks views and the sprint board), so a link opens it
// and the task panel renders from it; closing the panel removes the parameter.
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from './router';

export const TASK_SEARCH_PARAM = 'task';

/** Opens the task panel for a task: sets ?task=<id>, keeping the other parameters. */
export function useOpenTask(): (taskId: number) => void {
  const [, setSearchParams] = useSearchParams();
  // The router gives a new setter whenever the URL changes; thousands of memoised cards receive this callback,
  // so it keeps one identity and calls the latest setter.
  const latest = useRef(setSearchParams);
  useLayoutEffect(() => {
    latest.current = setSearchParams;
  }, [setSearchParams]);
  return useCallback(
    (taskId: number) =>
      latest.current((current) => {
        const next = new URLSearchParams(current);
        next.set(TASK_SEARCH_PARAM, String(taskId));
        return next;
      }),
    [],
  );
}
