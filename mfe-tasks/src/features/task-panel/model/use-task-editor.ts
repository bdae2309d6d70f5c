// Binds a TaskEditor to React: the API calls, the caches every tasks view reads, and the toasts.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App } from '@tessera/shared';
import { changeTaskStatus, fetchTask, patchTaskInCaches, type Task, taskFromHal } from '../../../entities/task';
import { updateTaskFields } from '../api/task-panel-api';
import { SAVE_FAILED, TASK_UPDATED } from './panel-constants';
import { TaskEditor } from './task-editor';

export function useTaskEditor(task: Task) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [editor] = useState(
    () =>
      new TaskEditor(task, {
        saveFields: async (taskId, body, options) => taskFromHal(queryClient, await updateTaskFields(taskId, body, options)),
        saveStatus: async (taskId, statusId, lockVersion, options) =>
          taskFromHal(queryClient, await changeTaskStatus(taskId, statusId, lockVersion, options)),
        fetchLatest: (taskId) => fetchTask(queryClient, taskId),
        publish: (saved) => void patchTaskInCaches(queryClient, saved),
        onSaved: () => void message.success(TASK_UPDATED),
        onSaveFailed: () => void message.error(SAVE_FAILED),
      }),
  );
  const snapshot = useSyncExternalStore(editor.subscribe, editor.getSnapshot);
  // A refetch or someone else's change: the editor decides whether it can take it or must ask the user.
  useEffect(() => editor.serverChanged(task), [editor, task]);
  useEffect(() => () => editor.dispose(), [editor]);
  // Leaving or hiding the page sends what waits at once (a reload within the 2 s keeps the edit); the browser asks
  // before leaving only when edits would still be lost (a failed save, a conflict, a value that cannot be saved).
  useEffect(() => {
    const flush = () => editor.flush();
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') editor.flush();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (editor.leaving()) event.preventDefault();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [editor]);
  return { editor, snapshot };
}
