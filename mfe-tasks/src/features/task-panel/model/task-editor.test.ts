import { ApiError } from '@tessera/shared';
import type { Task } from '../../../entities/task';
import { AUTO_SAVE_DELAY_MS } from './panel-constants';
import { TaskEditor, type TaskEditorDeps } from './task-editor';

function taskOf(overrides: Partial<Task> = {}): Task {
  return {
    id: 12, title: 'Pay with a saved card', description: '', descriptionRaw: '', descriptionText: '',
    status: 'New', statusId: 1, statusColor: '#1677ff', isClosed: false, priority: 'Normal', priorityId: 8,
    type: 'Task', typeId: 1, storyPoints: null, assignees: [], commentCount: 0, dueDate: null, startDate: null,
    estimatedTime: null, remainingTime: null, percentageDone: null, lockVersion: 3, position: 1, parent: null,
    version: null, projectId: 5, createdAt: '', updatedAt: '',
    permissions: { canEdit: true, canChangeStatus: true, canDelete: true, canComment: true, canShare: true },
    ...overrides,
  };
}

const conflict = () => new ApiError(409, 'urn:openproject-org:api:v3:errors:UpdateConflict', 'Changed by someone else.');

/** A server that applies what it is sent and moves the lockVersion on, like docs/api.md says. */
function fakeDeps(start: Task) {
  let current = start;
  const calls: string[] = [];
  const deps: TaskEditorDeps & { calls: string[]; current: () => Task; setCurrent: (task: Task) => void } = {
    calls,
    current: () => current,
    setCurrent: (task) => {
      current = task;
    },
    saveFields: jest.fn(async (_id, body) => {
      calls.push(`fields:${JSON.stringify(body)}`);
      if (body.lockVersion !== current.lockVersion) throw conflict();
      current = {
        ...current,
        title: body.subject ?? current.title,
        estimatedTime: body.estimatedTime === undefined ? current.estimatedTime : body.estimatedTime === null ? null : 1.5,
        dueDate: body.dueDate === undefined ? current.dueDate : body.dueDate,
        lockVersion: current.lockVersion + 1,
      };
      return current;
    }),
    saveStatus: jest.fn(async (_id, statusId, lockVersion) => {
      calls.push(`status:${statusId}@${lockVersion}`);
      if (lockVersion !== current.lockVersion) throw conflict();
      current = { ...current, statusId, status: `S${statusId}`, lockVersion: current.lockVersion + 1 };
      return current;
    }),
    fetchLatest: jest.fn(async () => {
      calls.push('fetch');
      return current;
    }),
    publish: jest.fn(),
    onSaved: jest.fn(),
    onSaveFailed: jest.fn(),
  };
  return deps;
}

async function advance(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

describe('TaskEditor auto-save', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('saves 2 s after the last change, with the lockVersion and only the changed fields', async () => {
    const deps = fakeDeps(taskOf());
    const editor = new TaskEditor(taskOf(), deps);

    editor.change({ subject: 'Pay with a card' });
    await advance(1500);
    editor.change({ subject: 'Pay with a stored card' });
    await advance(AUTO_SAVE_DELAY_MS - 1);
    expect(deps.saveFields).not.toHaveBeenCalled();
    expect(editor.getSnapshot().saveState).toBe('dirty');

    await advance(1);
    expect(deps.calls).toEqual([`fields:${JSON.stringify({ lockVersion: 3, subject: 'Pay with a stored card' })}`]);
    expect(editor.getSnapshot().saveState).toBe('saved');
    expect(editor.getSnapshot().saved.lockVersion).toBe(4);
    expect(deps.onSaved).toHaveBeenCalledTimes(1);
    expect(deps.publish).toHaveBeenCalledWith(expect.objectContaining({ lockVersion: 4 }));
  });

  it('sends hours as ISO 8601 durations and an emptied field as null', async () => {
    const deps = fakeDeps(taskOf({ remainingTime: 2 }));
    const editor = new TaskEditor(taskOf({ remainingTime: 2 }), deps);
    editor.change({ estimatedTime: 1.5, remainingTime: null, dueDate: '2026-07-01' });
    await advance(AUTO_SAVE_DELAY_MS);
    expect((deps.saveFields as jest.Mock).mock.calls[0][1]).toEqual({
      lockVersion: 3, estimatedTime: 'PT1H30M', remainingTime: null, dueDate: '2026-07-01',
    });
  });

  it('does not save a change that is undone before the 2 s are over', async () => {
    const deps = fakeDeps(taskOf());
    const editor = new TaskEditor(taskOf(), deps);
    editor.change({ subject: 'Other' });
    editor.change({ subject: 'Pay with a saved card' });
    await advance(AUTO_SAVE_DELAY_MS * 2);
    expect(deps.saveFields).not.toHaveBeenCalled();
    expect(editor.getSnapshot().saveState).toBe('idle');
  });

  it('saves the status by its own call after the field update, on the lockVersion that update returned', async () => {
    const deps = fakeDeps(taskOf());
    const editor = new TaskEditor(taskOf(), deps);
    editor.change({ statusId: 2, dueDate: '2026-07-01' });
    await advance(AUTO_SAVE_DELAY_MS);
    expect(deps.calls).toEqual([`fields:${JSON.stringify({ lockVersion: 3, dueDate: '2026-07-01' })}`, 'status:2@4']);
    expect(editor.getSnapshot().saved).toEqual(expect.objectContaining({ statusId: 2, lockVersion: 5 }));
    expect(editor.getSnapshot().dirtyFields).toEqual([]);
  });

  it('sends only the status call when only the status changed', async () => {
    const deps = fakeDeps(taskOf());
    const editor = new TaskEditor(taskOf(), deps);
    editor.change({ statusId: 4 });
    await advance(AUTO_SAVE_DELAY_MS);
    expect(deps.calls).toEqual(['status:4@3']);
  });

  it('fetches the lockVersion first when the copy at hand has none', async () => {
    const withoutVersion = taskOf({ lockVersion: undefined as unknown as number });
    const deps = fakeDeps(taskOf({ lockVersion: 7 }));
    const editor = new TaskEditor(withoutVersion, deps);
    editor.change({ subject: 'New title' });
    await advance(AUTO_SAVE_DELAY_MS);
    expect(deps.calls).toEqual(['fetch', `fields:${JSON.stringify({ lockVersion: 7, subject: 'New title' })}`]);
  });

  it('does not send a blank title: not saved until there is one', async () => {
    const deps = fakeDeps(taskOf());
    const editor = new TaskEditor(taskOf(), deps);
    editor.change({ subject: '   ' });
    await advance(AUTO_SAVE_DELAY_MS);
    expect(deps.saveFields).not.toHaveBeenCalled();
    expect(editor.getSnapshot().saveState).toBe('invalid');
  });

  it('keeps values that cannot be saved as typed and sends nothing until they are corrected', async () => {
    const deps = fakeDeps(taskOf());
    const editor = new TaskEditor(taskOf(), deps);
    for (const patch of [{ estimatedTime: -3 }, { estimatedTime: Number.NaN }, { storyPoints: 101 }, { storyPoints: 2.5 }, { percentageDone: 120 }]) {
      editor.change({ estimatedTime: null, storyPoints: null, percentageDone: null, ...patch, subject: 'Renamed' });
      await advance(AUTO_SAVE_DELAY_MS);
      expect(deps.saveFields).not.toHaveBeenCalled();
      expect(editor.getSnapshot()).toEqual(expect.objectContaining({ saveState: 'invalid', draft: expect.objectContaining(patch) }));
      // Leaving the page now would lose the edits: the browser asks first.
      expect(editor.leaving()).toBe(true);
    }
    editor.change({ estimatedTime: 0, storyPoints: 100, percentageDone: 0 });
    await advance(AUTO_SAVE_DELAY_MS);
    expect(deps.calls).toEqual([`fields:${JSON.stringify({ lockVersion: 3, subject: 'Renamed', estimatedTime: 'PT0H', storyPoints: 100, percentageDone: 0 })}`]);
    expect(editor.getSnapshot().saveState).toBe('saved');
  });

  it('sends what waits for the 2 s at once when the page goes away, in one request that outlives the page', async () => {
    const deps = fakeDeps(taskOf());
    const editor = new TaskEditor(taskOf(), deps);
    editor.change({ subject: 'Typed just before the reload', statusId: 2 });
    // beforeunload: sent now, and nothing would be lost, so the browser need not ask.
    expect(editor.leaving()).toBe(false);
    expect(deps.saveFields).toHaveBeenCalledWith(
      12,
      { lockVersion: 3, subject: 'Typed just before the reload', _links: { status: { href: '/api/v3/statuses/2' } } },
      { keepalive: true },
    );
    expect(deps.saveStatus).not.toHaveBeenCalled();
    await advance(AUTO_SAVE_DELAY_MS);
    expect(deps.saveFields).toHaveBeenCalledTimes(1);
    // pagehide after that: nothing waits any more.
    editor.flush();
    expect(deps.saveFields).toHaveBeenCalledTimes(1);
  });

  it('asks before leaving while a save failed or a conflict is open', async () => {
    const deps = fakeDeps(taskOf());
    deps.saveFields = jest.fn(async () => {
      throw new ApiError(422, 'urn:openproject-org:api:v3:errors:PropertyConstraintViolation', 'Finish date must be on or after the start date.');
    });
    const editor = new TaskEditor(taskOf(), deps);
    expect(editor.leaving()).toBe(false);
    editor.change({ dueDate: '2026-01-01' });
    await advance(AUTO_SAVE_DELAY_MS);
    expect(editor.getSnapshot().saveState).toBe('error');
    expect(editor.leaving()).toBe(true);

    const other = new TaskEditor(taskOf(), fakeDeps(taskOf()));
    other.change({ subject: 'Mine' });
    other.serverChanged(taskOf({ lockVersion: 4, title: 'Theirs' }));
    expect(other.getSnapshot().saveState).toBe('conflict');
    expect(other.leaving()).toBe(true);
  });

  it('keeps what was typed during a save and saves it afterwards', async () => {
    const deps = fakeDeps(taskOf());
    let release!: () => void;
    const original = deps.saveFields;
    deps.saveFields = jest.fn(async (id, body) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return original(id, body);
    });
    const editor = new TaskEditor(taskOf(), deps);
    editor.change({ subject: 'First' });
    await advance(AUTO_SAVE_DELAY_MS);
    editor.change({ subject: 'Second' });
    await advance(AUTO_SAVE_DELAY_MS);
    expect(editor.getSnapshot().draft.subject).toBe('Second');
    release();
    await advance(0);
    release();
    await advance(0);
    expect(deps.calls).toEqual([
      `fields:${JSON.stringify({ lockVersion: 3, subject: 'First' })}`,
      `fields:${JSON.stringify({ lockVersion: 4, subject: 'Second' })}`,
    ]);
    expect(editor.getSnapshot().draft.subject).toBe('Second');
    expect(editor.getSnapshot().saveState).toBe('saved');
  });

  it('reports a failed save and tries again on the next change', async () => {
    const deps = fakeDeps(taskOf());
    (deps.saveFields as jest.Mock).mockRejectedValueOnce(new ApiError(422, 'urn:x:PropertyConstraintViolation', 'Finish date must be on or after the start date.', 'dueDate'));
    const editor = new TaskEditor(taskOf(), deps);
    editor.change({ dueDate: '2020-01-01' });
    await advance(AUTO_SAVE_DELAY_MS);
    expect(editor.getSnapshot()).toEqual(expect.objectContaining({ saveState: 'error', error: 'Finish date must be on or after the start date.' }));
    expect(deps.onSaveFailed).toHaveBeenCalledTimes(1);
    editor.change({ dueDate: '2026-08-01' });
    await advance(AUTO_SAVE_DELAY_MS);
    expect(editor.getSnapshot().saveState).toBe('saved');
  });

  it('saves at once what was still waiting when the panel closes, and nothing after a delete', async () => {
    const deps = fakeDeps(taskOf());
    const editor = new TaskEditor(taskOf(), deps);
    editor.change({ subject: 'Closing soon' });
    editor.dispose();
    await advance(0);
    expect(deps.saveFields).toHaveBeenCalledTimes(1);

    const deleted = fakeDeps(taskOf());
    const other = new TaskEditor(taskOf(), deleted);
    other.change({ subject: 'About to be deleted' });
    other.discard();
    other.dispose();
    await advance(AUTO_SAVE_DELAY_MS);
    expect(deleted.saveFields).not.toHaveBeenCalled();

    // The delete failed: the task stays and what was typed is saved after all.
    other.resume();
    await advance(0);
    expect(deleted.saveFields).toHaveBeenCalledTimes(1);
  });
});

describe('TaskEditor conflicts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function editorInConflict() {
    const deps = fakeDeps(taskOf());
    const editor = new TaskEditor(taskOf(), deps);
    // Someone else changes the title and the due date on the server.
    deps.setCurrent(taskOf({ title: 'Their title', dueDate: '2026-09-09', lockVersion: 4 }));
    editor.change({ subject: 'My title', estimatedTime: 1.5 });
    await advance(AUTO_SAVE_DELAY_MS);
    return { deps, editor };
  }

  it("shows the server's copy on a 409, keeps the user's edits and stops saving", async () => {
    const { deps, editor } = await editorInConflict();
    const snapshot = editor.getSnapshot();
    expect(snapshot.saveState).toBe('conflict');
    expect(snapshot.conflict).toEqual(expect.objectContaining({ title: 'Their title', lockVersion: 4 }));
    expect(snapshot.draft.subject).toBe('My title');
    expect(deps.publish).toHaveBeenCalledWith(expect.objectContaining({ lockVersion: 4 }));

    editor.change({ subject: 'My better title' });
    await advance(AUTO_SAVE_DELAY_MS * 2);
    expect(deps.saveFields).toHaveBeenCalledTimes(1);
    expect(editor.getSnapshot().draft.subject).toBe('My better title');
  });

  it("'Keep mine' re-applies only the user's edits on the new lockVersion", async () => {
    const { deps, editor } = await editorInConflict();
    await editor.keepMine();
    expect((deps.saveFields as jest.Mock).mock.calls[1][1]).toEqual({ lockVersion: 4, subject: 'My title', estimatedTime: 'PT1H30M' });
    // Their due date stays: the user did not touch it.
    expect(editor.getSnapshot().draft.dueDate).toBe('2026-09-09');
    expect(editor.getSnapshot().saveState).toBe('saved');
    expect(editor.getSnapshot().conflict).toBeNull();
  });

  it("'Reload' takes the server's copy and drops the user's edits", async () => {
    const { deps, editor } = await editorInConflict();
    editor.reload();
    expect(editor.getSnapshot().draft).toEqual(expect.objectContaining({ subject: 'Their title', dueDate: '2026-09-09', estimatedTime: null }));
    expect(editor.getSnapshot().saveState).toBe('idle');
    await advance(AUTO_SAVE_DELAY_MS);
    expect(deps.saveFields).toHaveBeenCalledTimes(1);
  });

  it('takes a newer copy from the server silently when nothing is being edited', () => {
    const editor = new TaskEditor(taskOf(), fakeDeps(taskOf()));
    editor.serverChanged(taskOf({ title: 'Renamed elsewhere', lockVersion: 4 }));
    expect(editor.getSnapshot().draft.subject).toBe('Renamed elsewhere');
    expect(editor.getSnapshot().conflict).toBeNull();
  });

  it('tells the user instead of overwriting unsaved edits when a newer copy arrives', async () => {
    const deps = fakeDeps(taskOf());
    const editor = new TaskEditor(taskOf(), deps);
    editor.change({ subject: 'Typing…' });
    editor.serverChanged(taskOf({ title: 'Renamed elsewhere', lockVersion: 4 }));
    expect(editor.getSnapshot().saveState).toBe('conflict');
    expect(editor.getSnapshot().draft.subject).toBe('Typing…');
    await advance(AUTO_SAVE_DELAY_MS);
    expect(deps.saveFields).not.toHaveBeenCalled();
  });

  it('ignores an older copy arriving late', () => {
    const editor = new TaskEditor(taskOf({ lockVersion: 5, title: 'Current' }), fakeDeps(taskOf()));
    editor.serverChanged(taskOf({ title: 'Stale', lockVersion: 4 }));
    expect(editor.getSnapshot().draft.subject).toBe('Current');
  });
});
