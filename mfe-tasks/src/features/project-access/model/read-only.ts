// Read-only tasks area (an archived project): every control that would write is hidden or disabled below the
// provider, whatever the work package's own action links say.
import { createContext, useContext } from 'react';

export const PROJECT_ARCHIVED_NOTE = 'This project is archived';
export const PROJECT_ARCHIVED_HINT = 'Its tasks can be read but not changed. Unarchive the project to work on them again.';

export const TasksReadOnlyContext = createContext(false);

export function useTasksReadOnly(): boolean {
  return useContext(TasksReadOnlyContext);
}
