// How commented text looks in the editor: highlighted, the thread with the cursor more strongly, a resolved thread's
// text not at all (its mark stays in the document, so reopening brings the highlight back).
import type { CommentThread } from '../model/threads';

const MARK = '.document-editor-content .document-comment';

const BASE = `
${MARK} { background: rgba(250, 219, 20, 0.3); border-bottom: 2px solid #d48806; }
`;

/** A selector keyed by the marks' data attribute; ids are numbers, and a pasted mark's odd id is left out. */
const selectorOf = (ids: readonly string[]) =>
  ids
    .filter((id) => /^\d+$/.test(id))
    .map((id) => `${MARK}[data-thread-id="${id}"]`)
    .join(',\n');

const rule = (ids: readonly string[], body: string) => {
  const selector = selectorOf(ids);
  return selector ? `${selector} { ${body} }\n` : '';
};

export function commentStyles(resolved: readonly CommentThread[], activeIds: readonly string[]): string {
  return BASE + rule(resolved.map((thread) => thread.markId), 'background: none; border-bottom: 0;') + rule(activeIds, 'background: rgba(250, 173, 20, 0.55);');
}
