// The outline: the document's headings in order, each with where it starts in the editor's document.
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

export interface OutlineHeading {
  /** The heading's position in the editor's document (where the cursor goes when it is chosen). */
  pos: number;
  level: number;
  text: string;
}

export function outlineOf(doc: ProseMirrorNode): OutlineHeading[] {
  const headings: OutlineHeading[] = [];
  doc.descendants((node, pos) => {
    if (node.type.name === 'heading') {
      headings.push({ pos, level: Number(node.attrs.level) || 1, text: node.textContent });
      return false;
    }
    return true;
  });
  return headings;
}

/** Two outlines that read the same (so an edit inside a paragraph does not re-render the outline). */
export function sameOutline(a: readonly OutlineHeading[], b: readonly OutlineHeading[]): boolean {
  return a.length === b.length && a.every((heading, index) => heading.pos === b[index].pos && heading.level === b[index].level && heading.text === b[index].text);
}
