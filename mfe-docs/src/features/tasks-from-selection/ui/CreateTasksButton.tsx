// 'Create tasks' on the selection's toolbar (issue 15): hands the selected text to the dialog. Enabled on a selection
// of at least a few characters; the page shows it only to who may edit, where AI is on.
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Button, ProfileOutlined } from '@tessera/shared';
import { SELECTION_MIN_LENGTH, TASKS_FROM_SELECTION_MESSAGES as MESSAGES } from '../model/drafts';

/** The selection's text, blocks on lines of their own. */
export const selectedText = (editor: Editor) => {
  const { from, to } = editor.state.selection;
  return editor.state.doc.textBetween(from, to, '\n', ' ').trim();
};

export function CreateTasksButton({ editor, onCreate }: { editor: Editor; onCreate: (text: string) => void }) {
  const enough = useEditorState({ editor, selector: ({ editor: current }) => selectedText(current).length >= SELECTION_MIN_LENGTH });
  return (
    <Button
      size="small"
      type="text"
      icon={<ProfileOutlined aria-hidden />}
      disabled={!enough}
      aria-label={MESSAGES.buttonLabel}
      data-testid="create-tasks-from-selection"
      // Keep the editor's selection: a mouse press on a button would otherwise blur the editor first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onCreate(selectedText(editor))}
    >
      {MESSAGES.button}
    </Button>
  );
}
