// Deleting a task from the panel (spec 001 section 4 'Delete'): it leaves the lists at once and comes back if
// the server refuses; when the server says it is already gone, the panel just closes.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, App } from '@tessera/shared';
import { removeTaskFromCaches, type Task, taskKeys } from '../../../entities/task';
import { deleteTask } from '../api/task-panel-api';
import { DELETE_FAILED, TASK_DELETED } from './panel-constants';

/** 'Not found' or 'already deleted': nothing is left to delete. */
export function isAlreadyGone(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 404 || error.status === 410 || /not found|already deleted/i.test(error.message);
}

export function useDeleteTask(projectId: number, onGone: () => void) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [deleting, setDeleting] = useState(false);

  /** Resolves to whether the task is gone (deleted now or before). */
  const remove = async (task: Task): Promise<boolean> => {
    setDeleting(true);
    const listKey = taskKeys.list(projectId);
    // A list refetch in flight would put the task back before the server has deleted it.
    await queryClient.cancelQueries({ queryKey: listKey });
    const position = queryClient.getQueryData<Task[]>(listKey)?.findIndex((candidate) => candidate.id === task.id) ?? -1;
    const removed = position === -1 ? task : queryClient.getQueryData<Task[]>(listKey)![position];
    queryClient.setQueryData<Task[]>(listKey, (tasks) => tasks?.filter((candidate) => candidate.id !== task.id));
    try {
      await deleteTask(task.id);
      onGone();
      removeTaskFromCaches(queryClient, projectId, task.id);
      void message.success(TASK_DELETED);
      return true;
    } catch (error) {
      if (isAlreadyGone(error)) {
        onGone();
        removeTaskFromCaches(queryClient, projectId, task.id);
        return true;
      }
      // Back in its place; changes the list received meanwhile (live updates) stay.
      if (position !== -1) {
        queryClient.setQueryData<Task[]>(listKey, (tasks) =>
          !tasks || tasks.some((candidate) => candidate.id === task.id)
            ? tasks
            : [...tasks.slice(0, position), removed, ...tasks.slice(position)]);
      }
      setDeleting(false);
      void message.error(DELETE_FAILED);
      return false;
    }
  };

  return { remove, deleting };
}
