// Turns a project's live events into cache updates: the board, list, calendar, summary cards and task panel all
// read these caches, so what another user (or tab) changed shows everywhere within LIVE_UPDATE_BATCH_MS plus one request.
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { announce, isApiError, isFromThisTab, isVersionEvent, isWorkPackageEvent, queryKeys, type ProjectEventMessage } from '@tessera/shared';
import { activityKeys } from '../../activities';
import { isStatusUpdatePending } from '../../board';
import { type AssigneeOption, fetchTask, invalidateProjectTasks, patchTaskInCaches, type Task, taskKeys } from '../../../entities/task';
import { recordForeignChange } from './foreign-changes';
import { LIVE_UPDATE_BATCH_MS, LIVE_UPDATE_SINGLE_FETCH_LIMIT } from './live-update-constants';

interface PendingTask {
  deleted: boolean;
  /** Activities (comments) created or edited: their attachments and reactions are refetched too. */
  activityIds: Set<number>;
  /** Who made the latest change. */
  actorId: number;
}

/** What a screen reader hears when someone else moves a task to another status (politely, after what it is reading). */
export function foreignMoveMessage(actorName: string | undefined, task: Pick<Task, 'title' | 'status'>): string {
  return `${actorName ?? 'Someone'} moved ${task.title} to ${task.status}`;
}

export class LiveTaskUpdater {
  private readonly queryClient: QueryClient;
  private readonly projectId: number;
  private readonly pending = new Map<number, PendingTask>();
  /** Events may have been missed: reload everything of the project. */
  private resyncPending = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;

  constructor(queryClient: QueryClient, projectId: number) {
    this.queryClient = queryClient;
    this.projectId = projectId;
  }

  handle(message: ProjectEventMessage): void {
    if (message.projectId !== this.projectId) return;
    if (message.type === 'resync') {
      this.resyncPending = true;
    } else {
      // A version created, renamed, shared or deleted changes the version choices and what the cards show. The tasks
      // area never writes versions: one changed in this tab was changed by another remote (project settings, the
      // sprint board), which cannot refresh this area's task caches, so it counts even from this tab.
      if (isVersionEvent(message)) {
        void this.queryClient.invalidateQueries({ queryKey: queryKeys.projectVersions(this.projectId) });
        void invalidateProjectTasks(this.queryClient, this.projectId);
        return;
      }
      // Documents and forums are not shown here. This tab's own changes are on screen already: the request that made
      // them updated the caches. The same user's changes in another tab are handled like anyone's.
      if (!isWorkPackageEvent(message) || isFromThisTab(message)) return;
      recordForeignChange(message);
      const entry = this.pending.get(message.workPackageId) ?? { deleted: false, activityIds: new Set<number>(), actorId: message.actorId };
      entry.actorId = message.actorId;
      if (message.type === 'work_package.deleted') entry.deleted = true;
      if (message.activityId !== undefined) entry.activityIds.add(message.activityId);
      this.pending.set(message.workPackageId, entry);
    }
    this.schedule();
  }

  private schedule(): void {
    if (this.timer !== null || this.disposed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, LIVE_UPDATE_BATCH_MS);
  }

  private listKey() {
    return taskKeys.list(this.projectId);
  }

  async flush(): Promise<void> {
    if (this.disposed) return;
    // A card this user is moving keeps its optimistic place: its refresh waits until the move is saved.
    if (this.resyncPending || this.pending.size > LIVE_UPDATE_SINGLE_FETCH_LIMIT) {
      const cached = this.queryClient.getQueryData<Task[]>(this.listKey()) ?? [];
      if (cached.some((task) => isStatusUpdatePending(task.id))) {
        this.schedule();
        return;
      }
      const changedIds = [...this.pending.keys()];
      const everything = this.resyncPending;
      this.pending.clear();
      this.resyncPending = false;
      await Promise.all([invalidateProjectTasks(this.queryClient, this.projectId), this.invalidateDetails(everything ? null : new Set(changedIds))]);
      return;
    }
    const ready = [...this.pending].filter(([taskId]) => !isStatusUpdatePending(taskId));
    for (const [taskId] of ready) this.pending.delete(taskId);
    if (this.pending.size > 0) this.schedule();
    await Promise.all(ready.map(([taskId, entry]) => this.refreshTask(taskId, entry)));
  }

  /** The project's open task panels (their task, timeline, attachments, reactions): those of `taskIds`, or all. */
  private async invalidateDetails(taskIds: Set<number> | null): Promise<void> {
    const work: Promise<void>[] = [];
    for (const query of this.queryClient.getQueryCache().getAll()) {
      const data = query.state.data as Partial<Task> | undefined;
      if (typeof data?.id !== 'number' || data.projectId !== this.projectId) continue;
      if (taskIds && !taskIds.has(data.id)) continue;
      const key = taskKeys.detail(data.id);
      if (query.queryHash === hashKey(key)) work.push(this.queryClient.invalidateQueries({ queryKey: key }));
    }
    // Attachments and reactions are keyed by activity, not by task: only the open timelines' ones refetch.
    if (work.length > 0) work.push(this.queryClient.invalidateQueries({ queryKey: ['activities'] }));
    await Promise.all(work);
  }

  private async removeTask(taskId: number): Promise<void> {
    // The server sends one event per deleted task (descendants included), so only this one goes.
    this.queryClient.setQueryData<Task[]>(this.listKey(), (tasks) => tasks?.filter((task) => task.id !== taskId));
    // An open panel refetches, finds nothing and says the task is gone.
    await this.queryClient.invalidateQueries({ queryKey: taskKeys.detail(taskId) });
  }

  private async refreshTask(taskId: number, entry: PendingTask): Promise<void> {
    if (entry.deleted) return this.removeTask(taskId);
    const listLoaded = this.queryClient.getQueryData(this.listKey()) !== undefined;
    const listLoading = this.queryClient.isFetching({ queryKey: this.listKey() }) > 0;
    const detailLoaded = this.queryClient.getQueryData(taskKeys.detail(taskId)) !== undefined;
    if (listLoading || (!listLoaded && !detailLoaded)) {
      // A load in flight may have read the task before the change: reload (or just count it again).
      await invalidateProjectTasks(this.queryClient, this.projectId);
      return;
    }
    const before = this.queryClient.getQueryData<Task[]>(this.listKey())?.find((task) => task.id === taskId);
    try {
      // One task, not the whole board: added to the list when new, replaced when newer, statistics refetched.
      const latest = await fetchTask(this.queryClient, taskId);
      patchTaskInCaches(this.queryClient, latest);
      if (before && before.statusId !== latest.statusId) announce(foreignMoveMessage(this.nameOf(entry.actorId), latest));
    } catch (error) {
      if (isApiError(error) && error.status === 404) return this.removeTask(taskId);
      await invalidateProjectTasks(this.queryClient, this.projectId);
      return;
    }
    // Every change and comment is an activity: an open Activities tab refetches its timeline.
    const timelines = [this.queryClient.invalidateQueries({ queryKey: activityKeys.timeline(taskId) })];
    for (const activityId of entry.activityIds) {
      timelines.push(this.queryClient.invalidateQueries({ queryKey: activityKeys.attachments(activityId) }));
      timelines.push(this.queryClient.invalidateQueries({ queryKey: activityKeys.reactions(activityId) }));
    }
    await Promise.all(timelines);
  }

  /** The actor's name from the project's members (the list the assignee choices come from), when loaded. */
  private nameOf(userId: number): string | undefined {
    const members = this.queryClient.getQueryData<AssigneeOption[]>(taskKeys.assignees(this.projectId));
    return members?.find((member) => member.type === 'User' && member.id === userId)?.name;
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.pending.clear();
  }
}
