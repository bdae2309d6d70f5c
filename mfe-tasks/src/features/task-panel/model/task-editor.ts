// The panel's edit session for one task: the draft, auto-save 2 s after the last change, the status saved by
// its own call after the field update, and conflicts (a 409, or a newer copy arriving while the user has
// unsaved edits) that never overwrite anything silently. Values that cannot be saved are kept as typed and not
// sent. When the page goes away, what waits is sent at once in a request that outlives the page. A plain store
// (subscribe/getSnapshot) so the timing and the save sequence do not depend on React's render cycle.
import { ApiError, errorMessage } from '@tessera/shared';
import type { Task } from '../../../entities/task';
import { AUTO_SAVE_DELAY_MS, KEEPALIVE_BODY_LIMIT, type SaveState } from './panel-constants';
import { changedFields, draftFromTask, draftProblems, editsOf, patchBody, type DraftField, type TaskDraft } from './task-draft';

/** `keepalive`: the request must outlive the page (fetch's keepalive). */
export interface SaveOptions {
  keepalive?: boolean;
}

export interface TaskEditorDeps {
  /** PATCH /work_packages/{id}; resolves to the saved task. */
  saveFields(taskId: number, body: ReturnType<typeof patchBody>, options?: SaveOptions): Promise<Task>;
  /** PATCH /work_packages/{id}/status. */
  saveStatus(taskId: number, statusId: number, lockVersion: number, options?: SaveOptions): Promise<Task>;
  /** GET /work_packages/{id}: the server's current copy. */
  fetchLatest(taskId: number): Promise<Task>;
  /** A newer server copy to put into the caches (after a save, or the copy a conflict revealed). */
  publish(task: Task): void;
  /** One save (fields and status) went through. */
  onSaved(): void;
  /** A save failed for another reason than a conflict. */
  onSaveFailed(error: unknown): void;
  delayMs?: number;
}

export interface TaskEditorSnapshot {
  /** The last copy known to be saved on the server: the draft is compared against it. */
  saved: Task;
  draft: TaskDraft;
  /** Fields that differ from the saved copy. */
  dirtyFields: DraftField[];
  saveState: SaveState;
  /** The server's current copy when it changed under the user's unsaved edits. */
  conflict: Task | null;
  /** Why the last save did not go through (the server's message, or a client-side rule). */
  error: string | null;
}

function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

const hasProblems = (draft: TaskDraft) => Object.keys(draftProblems(draft)).length > 0;
/** States in which leaving the page loses the user's edits. */
const UNSAVED_STATES: ReadonlySet<SaveState> = new Set(['error', 'conflict', 'invalid']);

export class TaskEditor {
  private snapshot: TaskEditorSnapshot;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private saving = false;
  private saveAgain = false;
  private discarded = false;
  /** The save in flight finishes even if the page goes away (one keepalive request, nothing to send after it). */
  private inFlightOutlivesPage = false;
  private readonly deps: TaskEditorDeps;

  constructor(task: Task, deps: TaskEditorDeps) {
    this.deps = deps;
    this.snapshot = { saved: task, draft: draftFromTask(task), dirtyFields: [], saveState: 'idle', conflict: null, error: null };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): TaskEditorSnapshot => this.snapshot;

  private set(patch: Partial<TaskEditorSnapshot>): void {
    const next = { ...this.snapshot, ...patch };
    next.dirtyFields = changedFields(next.draft, draftFromTask(next.saved));
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  private get delay(): number {
    return this.deps.delayMs ?? AUTO_SAVE_DELAY_MS;
  }

  private cancelTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** The user changed fields: save 2 s after the last change, if anything differs from the saved copy. */
  change(patch: Partial<TaskDraft>): void {
    this.set({ draft: { ...this.snapshot.draft, ...patch } });
    const { dirtyFields, conflict, saveState } = this.snapshot;
    // While a conflict is open the user keeps editing; nothing is sent until they choose.
    if (conflict || this.discarded) return;
    this.cancelTimer();
    if (dirtyFields.length === 0) {
      if (!this.saving) this.set({ saveState: saveState === 'dirty' || saveState === 'error' ? 'idle' : saveState, error: null });
      return;
    }
    // A value that cannot be saved waits, as typed, until the user corrects it (its field says why).
    if (hasProblems(this.snapshot.draft)) {
      this.set({ saveState: this.saving ? 'saving' : 'invalid', error: null });
      return;
    }
    this.set({ saveState: this.saving ? 'saving' : 'dirty', error: null });
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.save();
    }, this.delay);
  }

  /**
   * Saves now what differs: the fields first, then the status by its own call. When the page is going away it is
   * one request, the status inside the field update, as only the first request can still be sent.
   */
  async save({ pageLeaving = false }: { pageLeaving?: boolean } = {}): Promise<void> {
    this.cancelTimer();
    if (this.saving) {
      this.saveAgain = true;
      return;
    }
    const { draft, saved, dirtyFields, conflict } = this.snapshot;
    if (conflict || dirtyFields.length === 0 || this.discarded) return;
    if (hasProblems(draft)) {
      this.set({ saveState: 'invalid', error: null });
      return;
    }
    const statusChanged = dirtyFields.includes('statusId');
    const fieldChanges = dirtyFields.filter((field) => field !== 'statusId');
    const statusWithFields = pageLeaving && statusChanged && fieldChanges.length > 0;
    this.saving = true;
    this.set({ saveState: 'saving', error: null });
    const taskId = saved.id;
    const sent = draft;
    try {
      // The update needs the lock version: fetch it first when the copy at hand has none.
      let lockVersion = Number.isInteger(saved.lockVersion) ? saved.lockVersion : (await this.deps.fetchLatest(taskId)).lockVersion;
      const sentFields = statusWithFields ? dirtyFields : fieldChanges;
      const body = patchBody(sent, sentFields, lockVersion, { withStatus: statusWithFields });
      // Every save may outlive the page if it is small enough: leaving right after typing loses nothing.
      const keepalive = JSON.stringify(body).length <= KEEPALIVE_BODY_LIMIT;
      this.inFlightOutlivesPage = keepalive && !(statusChanged && fieldChanges.length > 0 && !statusWithFields);
      if (fieldChanges.length > 0) {
        const updated = await this.deps.saveFields(taskId, body, { keepalive });
        lockVersion = updated.lockVersion;
        this.acceptSaved(updated, sent, sentFields);
      }
      if (statusChanged && !statusWithFields) {
        const updated = await this.deps.saveStatus(taskId, sent.statusId, lockVersion, { keepalive });
        this.acceptSaved(updated, sent, ['statusId']);
      }
      this.set({ saveState: this.stateAfterSave(), error: null });
      this.deps.onSaved();
    } catch (error) {
      if (isConflict(error)) {
        await this.openConflict(taskId);
      } else {
        this.set({ saveState: 'error', error: errorMessage(error) });
        this.deps.onSaveFailed(error);
      }
    } finally {
      this.saving = false;
    }
    if (this.saveAgain) {
      this.saveAgain = false;
      if (this.snapshot.saveState !== 'conflict' && this.snapshot.dirtyFields.length > 0) await this.save();
    }
  }

  /** What is left after a save: edits made meanwhile wait (or cannot be saved as they are), or all is saved. */
  private stateAfterSave(): SaveState {
    if (this.snapshot.dirtyFields.length === 0) return 'saved';
    return hasProblems(this.snapshot.draft) ? 'invalid' : 'dirty';
  }

  /**
   * The server's copy is now `updated`. Fields the user has not touched since they were sent take the server's
   * value (it may have normalised them, e.g. trimmed a title); later edits stay in the draft.
   */
  private acceptSaved(updated: Task, sent: TaskDraft, fields: readonly DraftField[]): void {
    const serverDraft = draftFromTask(updated);
    const draft = { ...this.snapshot.draft };
    for (const field of fields) {
      if (draft[field] === sent[field]) (draft as Record<DraftField, unknown>)[field] = serverDraft[field];
    }
    this.set({ saved: updated, draft });
    this.deps.publish(updated);
  }

  private async openConflict(taskId: number): Promise<void> {
    this.cancelTimer();
    try {
      const latest = await this.deps.fetchLatest(taskId);
      this.set({ saveState: 'conflict', conflict: latest, error: null });
      this.deps.publish(latest);
    } catch (error) {
      this.set({ saveState: 'error', error: errorMessage(error) });
      this.deps.onSaveFailed(error);
    }
  }

  /** A copy of the task arrived from the server (a refetch, or someone else's change). */
  serverChanged(task: Task): void {
    const { saved, conflict, dirtyFields } = this.snapshot;
    if (task.id !== saved.id || this.saving) return;
    if (task.lockVersion < saved.lockVersion) return;
    if (task.lockVersion === saved.lockVersion) {
      // Same version: nothing the user edits changed (e.g. a new comment); keep the fresher extras.
      if (task !== saved) this.set({ saved: task });
      return;
    }
    if (conflict) {
      this.set({ conflict: task });
    } else if (dirtyFields.length > 0) {
      // Someone else saved while the user has unsaved edits: tell them instead of overwriting either side.
      this.cancelTimer();
      this.set({ saveState: 'conflict', conflict: task, error: null });
    } else {
      this.set({ saved: task, draft: draftFromTask(task) });
    }
  }

  /** Conflict: take the server's copy, dropping the user's unsaved edits. */
  reload(): void {
    const { conflict } = this.snapshot;
    if (!conflict) return;
    this.set({ saved: conflict, draft: draftFromTask(conflict), conflict: null, saveState: 'idle', error: null });
  }

  /** Conflict: re-apply only the user's edits on the server's copy, and save them on its lock version. */
  keepMine(): Promise<void> {
    const { conflict, draft, saved } = this.snapshot;
    if (!conflict) return Promise.resolve();
    const edits = editsOf(draft, draftFromTask(saved));
    this.set({ saved: conflict, draft: { ...draftFromTask(conflict), ...edits }, conflict: null, saveState: 'dirty', error: null });
    if (this.snapshot.dirtyFields.length === 0) {
      this.set({ saveState: 'idle' });
      return Promise.resolve();
    }
    return this.save();
  }

  /** The task is being deleted: nothing waiting may be saved any more. */
  discard(): void {
    this.cancelTimer();
    this.saveAgain = false;
    this.discarded = true;
  }

  /** The delete did not happen: edits save again (what changed meanwhile is saved now). */
  resume(): void {
    this.discarded = false;
    if (this.snapshot.dirtyFields.length > 0 && !this.snapshot.conflict) void this.save();
  }

  /** The panel closes or shows another task: what is waiting for the 2 s is saved now rather than lost. */
  dispose(): void {
    if (this.timer === null) return;
    this.cancelTimer();
    void this.save();
  }

  /** The page is being hidden or left: what is waiting for the 2 s is sent now, in a request that outlives the page. */
  flush(): void {
    if (this.timer === null) return;
    this.cancelTimer();
    void this.save({ pageLeaving: true });
  }

  /**
   * The page is about to go (beforeunload): sends what waits (flush) and says whether edits would still be lost:
   * a save that failed, a conflict, a value that cannot be saved, or a save in flight that cannot outlive the page.
   */
  leaving(): boolean {
    this.flush();
    // saveAgain: edits made during a save wait for it to finish, which the page may not live to see.
    return UNSAVED_STATES.has(this.snapshot.saveState) || (this.saving && (!this.inFlightOutlivesPage || this.saveAgain));
  }
}
