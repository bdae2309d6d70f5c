import { Editor, type JSONContent } from '@tiptap/core';
import { documentEditorExtensions } from '../../document-editor';
import { findThreadRange, isCommentableSelection, keptRange, locateText, selectedText, threadIdsAt } from './ranges';

type MarkJson = NonNullable<JSONContent['marks']>[number];
const comment = (threadId: string): MarkJson => ({ type: 'comment', attrs: { threadId } });
const text = (value: string, marks: MarkJson[] = []): JSONContent => ({ type: 'text', text: value, ...(marks.length ? { marks } : {}) });
const paragraph = (...content: JSONContent[]): JSONContent => ({ type: 'paragraph', content });

function editorWith(...blocks: JSONContent[]) {
  return new Editor({ extensions: documentEditorExtensions(), content: { type: 'doc', content: blocks } });
}

describe('comment ranges in the document', () => {
  let editor: Editor;
  afterEach(() => editor?.destroy());

  it("finds a thread's marked text, across a split by other marks, and nothing for a thread without a mark", () => {
    // "Ship the editor today": "the editor" is thread 7's, with "editor" also bold.
    editor = editorWith(paragraph(text('Ship '), text('the ', [comment('7')]), text('editor', [{ type: 'bold' }, comment('7')]), text(' today')));
    const range = findThreadRange(editor.state.doc, '7');
    expect(range).not.toBeNull();
    expect(editor.state.doc.textBetween(range!.from, range!.to)).toBe('the editor');
    expect(findThreadRange(editor.state.doc, '8')).toBeNull();
  });

  it('names the threads whose text holds the cursor, overlapping ones included', () => {
    editor = editorWith(paragraph(text('Ship '), text('the', [comment('7')]), text(' editor', [comment('7'), comment('9')]), text(' today')));
    const inside = (offset: number) => {
      editor.commands.setTextSelection(1 + offset);
      return threadIdsAt(editor.state);
    };
    expect(inside(6)).toEqual(['7']); // "Ship t|he"
    expect(inside(10)).toEqual(['7', '9']); // "Ship the e|ditor"
    expect(inside(17)).toEqual([]); // "... tod|ay"
    editor.commands.setTextSelection({ from: 1, to: 4 });
    expect(threadIdsAt(editor.state)).toEqual([]);
  });

  it('offers Comment only on a selection holding some text', () => {
    editor = editorWith(paragraph(text('Alpha   beta')), paragraph());
    editor.commands.setTextSelection(3);
    expect(isCommentableSelection(editor.state)).toBe(false); // empty
    editor.commands.setTextSelection({ from: 6, to: 9 });
    expect(selectedText(editor.state)).toBe('   ');
    expect(isCommentableSelection(editor.state)).toBe(false); // spaces only
    editor.commands.setTextSelection({ from: 13, to: 15 });
    expect(isCommentableSelection(editor.state)).toBe(false); // across the empty paragraph only
    editor.commands.setTextSelection({ from: 1, to: 6 });
    expect(isCommentableSelection(editor.state)).toBe(true);
    expect(selectedText(editor.state)).toBe('Alpha');
  });

  it('finds the kept text again after the document changed under it, the occurrence nearest to where it was', () => {
    editor = editorWith(paragraph(text('plan A, plan B')), paragraph(text('the plan')));
    // "plan" of "the plan" (second paragraph starts at 16: 1 + 14 + 1).
    const kept = { from: 21, to: 25 };
    expect(editor.state.doc.textBetween(kept.from, kept.to)).toBe('plan');
    expect(keptRange(editor.state.doc, kept, 'plan')).toEqual(kept);
    // A co-editor typed before it: the kept positions no longer hold the text; the nearest "plan" is found.
    editor.commands.insertContentAt(1, 'New ');
    const found = keptRange(editor.state.doc, kept, 'plan');
    expect(found).toEqual({ from: 25, to: 29 });
    expect(locateText(editor.state.doc, 'missing', 1)).toBeNull();
  });
});
