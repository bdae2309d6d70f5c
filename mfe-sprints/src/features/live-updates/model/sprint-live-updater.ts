// Turns a project's live events into refetches of what the sprint board shows (docs/api.md 'Live updates'):
// work package changes refetch the tasks and the figures, version changes the sprints too, a resync everything.
// Events arriving close together are handled once (a bulk edit sends one event per task). When the refetched tasks
// sit in other sprints than before, the move is read out (this user's own moves are not: their events are skipped).
import type { QueryClient } from '@tanstack/react-query';
import { announce, isFromThisTab, isVersionEvent, isWorkPackageEvent, queryKeys, type ProjectEventMessage, type ProjectVersion } from '@tessera/shared';
import { forgetDeletedSprint, sprintKeys } from '../../../entities/sprint';
import type { SprintTask } from '../../../entities/task';
import { hasPendingAssignments, isAssignmentPending, SPRINT_BOARD_ORIGIN } from '../../sprint-board';
import { foreignMovesMessage } from './foreign-moves';

/** Events within this window are handled together. */
export const LIVE_REFETCH_DEBOUNCE_MS = 300;

export class SprintLiveUpdater {
  private versionsChanged = false;
  private tasksChanged = false;
  /** The tasks other people's events named since the last refetch; null after a resync (any task may have moved). */
  private changedTaskIds: Set<number> | null = new Set();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;

  constructor(
    private readonly queryClient: QueryClient,
    private readonly projectId: number,
    private readonly delayMs = LIVE_REFETCH_DEBOUNCE_MS,
  ) {}

  handle(message: ProjectEventMessage): void {
    if (message.projectId !== this.projectId || this.disposed) return;
    if (message.type === 'resync') {
      this.versionsChanged = true;
      this.tasksChanged = true;
      this.changedTaskIds = null;
    } else {
      // This tab's own changes are on screen already (the request that made them updated the caches), and so are
      // the board's own announcements; another area's announcement (origin set) is a change to show.
      if (isFromThisTab(message) || message.origin === SPRINT_BOARD_ORIGIN) return;
      if (isVersionEvent(message)) {
        // At once, not with the refetch: until then the deleted sprint's figures would be asked for (a 404).
        if (message.type === 'version.deleted') forgetDeletedSprint(this.queryClient, this.projectId, message.versionId);
        this.versionsChanged = true;
      } else if (isWorkPackageEvent(message) && message.type.startsWith('work_package.')) {
        this.tasksChanged = true;
        this.changedTaskIds?.add(message.workPackageId);
      } else {
        // Comments and documents do not change what the board shows.
        return;
      }
    }
    this.schedule();
  }

  private schedule(): void {
    if (this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush();
    }, this.delayMs);
  }

  flush(): void {
    if (this.disposed) return;
    // A card this user just dropped keeps its place until its save is done; the refetch waits for it.
    if (this.tasksChanged && hasPendingAssignments()) {
      this.schedule();
      return;
    }
    const { queryClient, projectId } = this;
    const tasksBefore = queryClient.getQueryData<SprintTask[]>(sprintKeys.tasks(projectId));
    const candidates = this.changedTaskIds;
    const refetches: Promise<void>[] = [];
    if (this.versionsChanged) refetches.push(queryClient.invalidateQueries({ queryKey: queryKeys.projectVersions(projectId) }));
    if (this.tasksChanged) refetches.push(queryClient.invalidateQueries({ queryKey: sprintKeys.tasks(projectId) }));
    // Either kind changes the figures.
    void queryClient.invalidateQueries({ queryKey: sprintKeys.projectStatistics(projectId) });
    void queryClient.invalidateQueries({ queryKey: sprintKeys.sprints });
    // The sprints too, so a task moved into a sprint created meanwhile is read out with that sprint's name.
    if (this.tasksChanged) void Promise.all(refetches).then(() => this.announceMoves(tasksBefore, candidates));
    this.versionsChanged = false;
    this.tasksChanged = false;
    this.changedTaskIds = new Set();
  }

  private announceMoves(before: readonly SprintTask[] | undefined, candidates: ReadonlySet<number> | null): void {
    if (this.disposed) return;
    const { queryClient, projectId } = this;
    const after = queryClient.getQueryData<SprintTask[]>(sprintKeys.tasks(projectId));
    const versions = queryClient.getQueryData<ProjectVersion[]>(queryKeys.projectVersions(projectId));
    // A drop of this user's made while the refetch ran is theirs, not news.
    const message = foreignMovesMessage(before, after, versions, candidates, isAssignmentPending);
    if (message) announce(message);
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
