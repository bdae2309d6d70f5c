// The selected task lives in the URL (?task=12) so a panel can be linked to and survives a reload; the
// parameter is removed when the panel closes.
import { useCallback } from 'react';
import { TASK_SEARCH_PARAM, useSearchParams } from '@tessera/shared';

/** The id in ?task=, null when there is none; NaN for a value that is not a task id. */
export function parseTaskParam(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  return /^\d{1,10}$/.test(value.trim()) && Number(value) > 0 ? Number(value) : Number.NaN;
}

export function useSelectedTask() {
  const [searchParams, setSearchParams] = useSearchParams();
  const taskId = parseTaskParam(searchParams.get(TASK_SEARCH_PARAM));

  /** Keeps the page's other parameters (view mode, filters); `replace` for clearing a selection that failed. */
  const clearSelection = useCallback(
    (replace = false) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(TASK_SEARCH_PARAM);
          return next;
        },
        { replace },
      ),
    [setSearchParams],
  );

  return { taskId, clearSelection };
}
