// Binds a TaskEditor to React: the API calls, the caches every tasks view reads, and the toasts.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App } from '@tessera/shared';
import type { Task } from '../../tasks/model/task';
import { changeTaskStatus, fetchTask } from '../../tasks/api/tasks-api';
import { patchTaskInCaches, taskFromHal } from '../../tasks/api/task-keys';
import { updateTaskFields } from '../api/task-panel-api';
import { SAVE_FAILED, TASK_UPDATED } from './panel-constants';
import { TaskEditor } from './task-editor';

export function useTaskEditor(task: Task) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [editor] = useState(
    () =>
      new TaskEditor(task, {
        saveFields: async (taskId, body) => taskFromHal(queryClient, await updateTaskFields(taskId, body)),
        saveStatus: async (taskId, statusId, lockVersion) =>
          taskFromHal(queryClient, await changeTaskStatus(taskId, statusId, lockVersion)),
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
  return { editor, snapshot };
}
