// What a text refers to (issue 22): tasks as `#123` or by their URL (/work_packages/123, or a project page's
// ?task=123), documents by their URL (/docs/45, /api/v3/documents/45). Code (fenced blocks, inline code) refers to
// nothing: `#1` in a snippet is not a link.
// Kernel, not the references module: migration 0033 backfills older texts with these same rules.

export interface References {
  workPackageIds: number[];
  documentIds: number[];
}

/** At most this many targets of each kind per text: a pasted list of ids does not grow the table without bound. */
export const MAX_REFERENCES_PER_TEXT = 100;

const ID = '([1-9][0-9]{0,9})';
/** `#123` at a word start: not `a#1` (a URL fragment), not `&#39;` (an HTML entity), not `##1`. */
const TASK_HASH = new RegExp(`(?:^|[^\\w&#/])#${ID}(?![\\w])`, 'g');
const TASK_URL = new RegExp(`\\/work_packages\\/${ID}(?![\\d])|[?&]task=${ID}(?![\\d])`, 'g');
const DOCUMENT_URL = new RegExp(`\\/(?:docs|api\\/v3\\/documents)\\/${ID}(?![\\d])`, 'g');
const FENCED_CODE = /^ {0,3}(```|~~~)[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm;
const INLINE_CODE = /(`+)[^`][\s\S]*?\1/g;
const MAX_ID = 2_147_483_647;

function idsOf(text: string, pattern: RegExp): number[] {
  const ids = new Set<number>();
  for (const match of text.matchAll(pattern)) {
    const id = Number(match[1] ?? match[2]);
    if (id <= MAX_ID) ids.add(id);
    if (ids.size >= MAX_REFERENCES_PER_TEXT) break;
  }
  return [...ids];
}

/** The references of text with no code in it. */
export function referencesInText(text: string): References {
  return { workPackageIds: [...new Set([...idsOf(text, TASK_HASH), ...idsOf(text, TASK_URL)])].slice(0, MAX_REFERENCES_PER_TEXT), documentIds: idsOf(text, DOCUMENT_URL) };
}

/** The references of OpenProject Markdown (a description or a comment), code left out. */
export function referencesInMarkdown(raw: string): References {
  return referencesInText(raw.replace(FENCED_CODE, '\n').replace(INLINE_CODE, ' '));
}

interface ContentNode {
  type?: string;
  text?: string;
  marks?: { type?: string; attrs?: Record<string, unknown> }[];
  content?: ContentNode[];
}

/** The references of a document's content (the editor's JSON): its text and its links' targets, code left out. */
export function referencesInContent(json: string): References {
  const parts: string[] = [];
  const walk = (node: ContentNode) => {
    if (node.type === 'codeBlock') return;
    if (node.type === 'text') {
      const marks = node.marks ?? [];
      if (!marks.some((mark) => mark.type === 'code')) parts.push(node.text ?? '');
      for (const mark of marks) if (mark.type === 'link' && typeof mark.attrs?.href === 'string') parts.push(` ${mark.attrs.href} `);
      return;
    }
    // Blocks are separated, so text of two paragraphs never runs together into one reference.
    for (const child of node.content ?? []) walk(child);
    parts.push('\n');
  };
  try {
    walk(JSON.parse(json) as ContentNode);
  } catch {
    return { workPackageIds: [], documentIds: [] };
  }
  return referencesInText(parts.join(''));
}
