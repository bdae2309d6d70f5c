// Turns a project's live events into refetches of what the sprint board shows (docs/api.md 'Live updates'):
// work package changes refetch the tasks and the figures, version changes the sprints too, a resync everything.
// Events arriving close together are handled once (a bulk edit sends one event per task).
import type { QueryClient } from '@tanstack/react-query';
import { isFromThisTab, isVersionEvent, queryKeys, type ProjectEventMessage } from '@tessera/shared';
import { forgetDeletedSprint, sprintKeys } from '../../../entities/sprint';
import { hasPendingAssignments, SPRINT_BOARD_ORIGIN } from '../../sprint-board';

/** Events within this window are handled together. */
export const LIVE_REFETCH_DEBOUNCE_MS = 300;

export class SprintLiveUpdater {
  private versionsChanged = false;
  private tasksChanged = false;
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
    } else {
      // This tab's own changes are on screen already (the request that made them updated the caches), and so are
      // the board's own announcements; another area's announcement (origin set) is a change to show.
      if (isFromThisTab(message) || message.origin === SPRINT_BOARD_ORIGIN) return;
      if (isVersionEvent(message)) {
        // At once, not with the refetch: until then the deleted sprint's figures would be asked for (a 404).
        if (message.type === 'version.deleted') forgetDeletedSprint(this.queryClient, this.projectId, message.versionId);
        this.versionsChanged = true;
      } else if (message.type.startsWith('work_package.')) {
        this.tasksChanged = true;
      } else {
        // Comments do not change what the board shows.
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
    if (this.versionsChanged) void queryClient.invalidateQueries({ queryKey: queryKeys.projectVersions(projectId) });
    if (this.tasksChanged) void queryClient.invalidateQueries({ queryKey: sprintKeys.tasks(projectId) });
    // Either kind changes the figures.
    void queryClient.invalidateQueries({ queryKey: sprintKeys.projectStatistics(projectId) });
    void queryClient.invalidateQueries({ queryKey: sprintKeys.sprints });
    this.versionsChanged = false;
    this.tasksChanged = false;
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
