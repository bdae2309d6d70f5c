// Where the comment marks are in the editor's document: a thread's text, the threads at the cursor, and whether a
// selection may start a thread (only a non-blank one, spec 002).
import type { Mark, Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { EditorState } from '@tiptap/pm/state';

export const COMMENT_MARK = 'comment';

export interface TextRange {
  from: number;
  to: number;
}

const threadIdOf = (mark: Mark): string | null =>
  mark.type.name === COMMENT_MARK && typeof mark.attrs.threadId === 'string' && mark.attrs.threadId !== '' ? mark.attrs.threadId : null;

/** The text a thread's mark covers, first to last (an edit may have split it); null when none of it is left. */
export function findThreadRange(doc: ProseMirrorNode, threadId: string): TextRange | null {
  let range: TextRange | null = null;
  doc.descendants((node, pos) => {
    if (!node.isText) return true;
    if (node.marks.some((mark) => threadIdOf(mark) === threadId)) {
      const to = pos + node.nodeSize;
      range = range ? { from: Math.min(range.from, pos), to: Math.max(range.to, to) } : { from: pos, to };
    }
    return false;
  });
  return range;
}

/** The threads whose text holds the cursor (or meets the selection), in document order, without repeats. */
export function threadIdsAt(state: EditorState): string[] {
  const { selection, doc } = state;
  const ids = new Set<string>();
  const collect = (marks: readonly Mark[]) => {
    for (const mark of marks) {
      const id = threadIdOf(mark);
      if (id) ids.add(id);
    }
  };
  if (selection.empty) {
    // In a commented text or at either end of it (a click on its first or last letter puts the cursor there).
    const { $from } = selection;
    if ($from.nodeBefore?.isText) collect($from.nodeBefore.marks);
    if ($from.nodeAfter?.isText) collect($from.nodeAfter.marks);
  } else {
    doc.nodesBetween(selection.from, selection.to, (node) => {
      if (node.isText) collect(node.marks);
      return true;
    });
  }
  return [...ids];
}

/** The selection's text ('' for an empty selection), blocks separated by a line break. */
export function selectedText(state: EditorState): string {
  const { from, to, empty } = state.selection;
  return empty ? '' : state.doc.textBetween(from, to, '\n', ' ');
}

/** A thread starts only on a selection holding some text (not only spaces, not an empty paragraph). */
export function isCommentableSelection(state: EditorState): boolean {
  return selectedText(state).trim() !== '';
}

/**
 * Where `text` is now, the occurrence nearest to `near`: the kept selection of a comment being written, after the
 * document changed under it (a co-editor's change reaches the editor as one replacement of the whole document, which
 * no position mapping survives). Looks inside single text blocks (a quote across blocks is only found where it was).
 */
export function locateText(doc: ProseMirrorNode, text: string, near: number): TextRange | null {
  if (text === '') return null;
  let best: TextRange | null = null;
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    // Each character of the block's text with its position in the document.
    let chars = '';
    const positions: number[] = [];
    node.forEach((child, offset) => {
      if (!child.isText || !child.text) return;
      for (let index = 0; index < child.text.length; index += 1) positions.push(pos + 1 + offset + index);
      chars += child.text;
    });
    for (let index = chars.indexOf(text); index !== -1; index = chars.indexOf(text, index + 1)) {
      const candidate = { from: positions[index], to: positions[index + text.length - 1] + 1 };
      if (!best || Math.abs(candidate.from - near) < Math.abs(best.from - near)) best = candidate;
    }
    return false;
  });
  return best;
}

/** The kept range if it still holds `text`, else where `text` is now (nearest to it), else null. */
export function keptRange(doc: ProseMirrorNode, range: TextRange, text: string): TextRange | null {
  const size = doc.content.size;
  if (range.from >= 0 && range.to <= size && range.from < range.to && doc.textBetween(range.from, range.to, '\n', ' ') === text) return range;
  return locateText(doc, text, range.from);
}
