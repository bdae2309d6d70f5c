// The PATCH save path: the editor's content saved by debounced PATCH /documents/{id} with the lockVersion, one save at
// a time. Co-editing saves through its own provider instead (saveMode 'collaboration'), and then this stays idle.
import type { Editor } from '@tiptap/core';
import { errorMessage, isApiError } from '@tessera/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocumentWriter } from '../model/document-writer';
import { documentToMarkdown, type DocumentNode } from '@tessera/shared/editor/react';
import type { EditableDocument } from '../../document-reading';

/** How long typing pauses before the content is saved. */
export const AUTOSAVE_DELAY_MS = 1000;

export const SAVE_MESSAGES = {
  saving: 'Saving…',
  saved: 'Saved',
  notSaved: (reason: string) => `Not saved: ${reason}`,
  conflict: 'Not saved: someone else changed this document after you opened it.',
  conflictHelp: 'Reload to get their version. Your text is kept below so you can copy it back.',
} as const;

export type SaveState =
  | { status: 'saved' }
  /** Edits wait for the typing pause, or a save is on its way. */
  | { status: 'saving' }
  | { status: 'failed'; reason: string }
  | { status: 'conflict' };

export interface PatchAutosave {
  state: SaveState;
  /** Saves now what is not saved (Retry). */
  retry: () => void;
  /** After a conflict: loads the document as it is now into the editor, keeping the user's text in `keptText`. */
  reload: () => Promise<void>;
  /** The user's own version of the text (Markdown) kept across a conflict's reload, until they dismiss it. */
  keptText: string | null;
  dismissKeptText: () => void;
  /** Puts the server's content into the editor as saved (after a restore), continuing from its lockVersion. */
  accept: (document: Pick<EditableDocument, 'content' | 'lockVersion'>) => void;
}

interface Options {
  editor: Editor | null;
  writer: DocumentWriter;
  /** false: another save path owns the content (co-editing); nothing is sent. */
  enabled: boolean;
  /** Reads the document as the server has it now (for Reload after a conflict). */
  load: () => Promise<EditableDocument>;
  delayMs?: number;
}

export function usePatchAutosave({ editor, writer, enabled, load, delayMs = AUTOSAVE_DELAY_MS }: Options): PatchAutosave {
  const [state, setState] = useState<SaveState>({ status: 'saved' });
  const [keptText, setKeptText] = useState<string | null>(null);
  // Edits are counted: a save covers the edits made before it started; any made during it are saved after it.
  const edits = useRef(0);
  const saved = useRef(0);
  const inFlight = useRef(false);
  const conflict = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The save after a save (edits made while it was on its way) calls the current `save` through this.
  const saveAgain = useRef<() => void>(() => undefined);

  const clearTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  const save = useCallback(() => {
    clearTimer();
    if (!editor || editor.isDestroyed || inFlight.current || conflict.current) return;
    if (edits.current === saved.current) {
      setState({ status: 'saved' });
      return;
    }
    const covered = edits.current;
    inFlight.current = true;
    setState({ status: 'saving' });
    writer.write({ content: editor.getJSON() }).then(
      () => {
        inFlight.current = false;
        saved.current = covered;
        if (edits.current !== saved.current) saveAgain.current();
        else setState({ status: 'saved' });
      },
      (error: unknown) => {
        inFlight.current = false;
        if (isApiError(error) && error.status === 409) {
          conflict.current = true;
          setState({ status: 'conflict' });
        } else {
          setState({ status: 'failed', reason: errorMessage(error) });
        }
      },
    );
  }, [editor, writer]);
  useEffect(() => {
    saveAgain.current = save;
  }, [save]);

  useEffect(() => {
    if (!editor || !enabled) return undefined;
    const onUpdate = () => {
      edits.current += 1;
      if (conflict.current) return;
      setState((current) => (current.status === 'saving' ? current : { status: 'saving' }));
      clearTimer();
      timer.current = setTimeout(save, delayMs);
    };
    editor.on('update', onUpdate);
    return () => {
      editor.off('update', onUpdate);
    };
  }, [editor, enabled, save, delayMs]);

  // Leaving the page saves what waits for the pause; closing the tab with unsaved words asks first.
  useEffect(() => {
    if (!enabled) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (edits.current !== saved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      if (timer.current !== null) save();
      clearTimer();
    };
  }, [enabled, save]);

  const accept = useCallback(
    (document: Pick<EditableDocument, 'content' | 'lockVersion'>) => {
      if (!editor || editor.isDestroyed) return;
      clearTimer();
      writer.resetLockVersion(document.lockVersion);
      editor.commands.setContent(document.content, { emitUpdate: !enabled });
      edits.current = 0;
      saved.current = 0;
      conflict.current = false;
      setState({ status: 'saved' });
    },
    [editor, writer, enabled],
  );

  const reload = useCallback(async () => {
    if (!editor) return;
    const mine = documentToMarkdown(editor.getJSON() as DocumentNode);
    const latest = await load();
    setKeptText(mine);
    accept(latest);
  }, [editor, load, accept]);

  return { state, retry: save, reload, keptText, dismissKeptText: () => setKeptText(null), accept };
}
