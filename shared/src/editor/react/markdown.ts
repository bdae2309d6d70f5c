// Markdown export: the editor's JSON document as GitHub-flavoured Markdown. Every node and mark of the editor's schema
// (@tessera/shared/editor) has a form here; what Markdown cannot say (underline) is written as inline HTML, and what
// it has no use for (comment threads) keeps only its text.

/** The editor's JSON document (Tiptap's JSONContent, kept structural so this module has no editor dependency). */
export interface DocumentNode {
  type?: string;
  attrs?: Record<string, unknown>;
  content?: DocumentNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

type Mark = NonNullable<DocumentNode['marks']>[number];

/** The order marks open in (outermost first); code is innermost because nothing is formatted inside code. */
const MARK_ORDER = ['link', 'bold', 'italic', 'strike', 'underline', 'comment', 'code'];
const MARK_DELIMITERS: Record<string, [string, string]> = {
  bold: ['**', '**'],
  italic: ['_', '_'],
  strike: ['~~', '~~'],
  underline: ['<u>', '</u>'],
  comment: ['', ''],
};

/** Characters that would otherwise start Markdown syntax inside text. */
const escapeText = (text: string) => text.replace(/[\\`*_[\]<>~]/g, '\\$&');

/** A line that would read as a block marker (a list item, a quote, a heading, a rule) is escaped at its start. */
function escapeLineStart(line: string): string {
  return line.replace(/^(\s*)([-+>]|#{1,6}|\d+[.)])(?=\s|$)/, (_all, space: string, marker: string) =>
    /^\d/.test(marker) ? `${space}${marker.slice(0, -1)}\\${marker.slice(-1)}` : `${space}\\${marker}`,
  );
}

const longestRun = (text: string, char: string) =>
  Math.max(0, ...(text.match(new RegExp(`\\${char}+`, 'g')) ?? []).map((run) => run.length));

function inlineCode(text: string): string {
  const fence = '`'.repeat(longestRun(text, '`') + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

const markKey = (mark: Mark) => `${mark.type}:${JSON.stringify(mark.attrs ?? {})}`;
const sortMarks = (marks: Mark[] = []) => [...marks].sort((a, b) => MARK_ORDER.indexOf(a.type) - MARK_ORDER.indexOf(b.type));

function linkDestination(href: unknown): string {
  const value = typeof href === 'string' ? href : '';
  return /[\s()<>]/.test(value) ? `<${value.replace(/[<>]/g, encodeURIComponent)}>` : value;
}

const titlePart = (title: unknown) => (typeof title === 'string' && title ? ` "${title.replace(/"/g, '\\"')}"` : '');

function openMark(mark: Mark): string {
  if (mark.type === 'link') return '[';
  return MARK_DELIMITERS[mark.type]?.[0] ?? '';
}

function closeMark(mark: Mark): string {
  if (mark.type === 'link') return `](${linkDestination(mark.attrs?.href)}${titlePart(mark.attrs?.title)})`;
  return MARK_DELIMITERS[mark.type]?.[1] ?? '';
}

/**
 * How a mention is written: as its text (a document's Markdown export) or as the tag OpenProject stores in
 * formattable text (task descriptions and comments), which the server reads back and notifies on. Set for the
 * duration of one synchronous conversion.
 */
let mentionStyle: 'text' | 'openproject' = 'text';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function openProjectMention(node: DocumentNode): string {
  const id = String(node.attrs?.id ?? '');
  const text = `@${String(node.attrs?.label ?? id)}`;
  return `<mention class="mention" data-id="${attribute(id)}" data-type="user" data-text="${attribute(text)}">${attribute(text)}</mention>`;
}

function inlineAtom(node: DocumentNode): string {
  switch (node.type) {
    case 'hardBreak':
      return '\\\n';
    case 'mention':
      return mentionStyle === 'openproject' ? openProjectMention(node) : escapeText(`@${String(node.attrs?.label ?? node.attrs?.id ?? '')}`);
    case 'image':
      return image(node);
    default:
      return escapeText(textOf(node));
  }
}

/**
 * Inline content with its marks: a mark shared by neighbouring text stays open across them (`**a _b_**`), and
 * spaces at a mark's edge go outside it (Markdown does not read `** a**` as bold).
 */
function inline(nodes: DocumentNode[] = []): string {
  let out = '';
  const open: Mark[] = [];
  let pendingSpace = '';
  const closeTo = (keep: number) => {
    while (open.length > keep) out += closeMark(open.pop()!);
  };
  for (const node of nodes) {
    const marks = node.type === 'text' ? sortMarks(node.marks) : sortMarks(node.marks).filter((mark) => mark.type !== 'code');
    const isText = node.type === 'text';
    const raw = isText ? (node.text ?? '') : null;
    const core = raw === null ? null : raw.trim();
    if (raw !== null && core === '') {
      // Only spaces: close what they do not carry, keep the spaces for after the closing marks.
      let keep = 0;
      while (keep < open.length && keep < marks.length && markKey(open[keep]) === markKey(marks[keep])) keep += 1;
      closeTo(keep);
      pendingSpace += raw;
      continue;
    }
    let keep = 0;
    while (keep < open.length && keep < marks.length && markKey(open[keep]) === markKey(marks[keep])) keep += 1;
    // Inside code nothing else opens or closes, so code never stays open across nodes.
    if (open.some((mark) => mark.type === 'code')) keep = Math.min(keep, open.findIndex((mark) => mark.type === 'code'));
    closeTo(keep);
    const lead = raw === null ? '' : raw.slice(0, raw.length - raw.trimStart().length);
    const trail = raw === null ? '' : raw.slice(raw.trimEnd().length);
    out += pendingSpace + lead;
    pendingSpace = '';
    const opening = marks.slice(keep);
    const code = opening.find((mark) => mark.type === 'code');
    for (const mark of opening) if (mark.type !== 'code') {
      out += openMark(mark);
      open.push(mark);
    }
    if (code && core !== null) out += inlineCode(core);
    else out += core !== null ? escapeText(core) : inlineAtom(node);
    pendingSpace = trail;
  }
  closeTo(0);
  return out + pendingSpace;
}

function textOf(node: DocumentNode): string {
  if (node.type === 'text') return node.text ?? '';
  return (node.content ?? []).map(textOf).join('');
}

function image(node: DocumentNode): string {
  const alt = escapeText(String(node.attrs?.alt ?? ''));
  return `![${alt}](${linkDestination(node.attrs?.src)}${titlePart(node.attrs?.title)})`;
}

const indent = (text: string, prefix: string, first: string = prefix) =>
  text
    .split('\n')
    .map((line, index) => (index === 0 ? first + line : line === '' ? line : prefix + line))
    .join('\n');

function listItems(items: DocumentNode[] = [], marker: (index: number) => string, tight = true): string {
  return items
    .map((item, index) => {
      const bullet = marker(index);
      const body = blocks(item.content ?? [], tight ? '\n' : '\n\n');
      return indent(body, ' '.repeat(bullet.length), bullet);
    })
    .join('\n');
}

function codeBlock(node: DocumentNode): string {
  const text = textOf(node);
  const fence = '`'.repeat(Math.max(3, longestRun(text, '`') + 1));
  const language = typeof node.attrs?.language === 'string' ? node.attrs.language : '';
  return `${fence}${language}\n${text}\n${fence}`;
}

/** A table cell's blocks on one line (Markdown cells cannot hold line breaks): paragraphs joined by <br>. */
function tableCell(cell: DocumentNode): string {
  return (cell.content ?? [])
    .map((block) => (block.type === 'paragraph' || block.type === 'heading' ? inline(block.content) : block.type === 'codeBlock' ? inlineCode(textOf(block)) : escapeText(textOf(block))))
    .filter((text) => text !== '')
    .join('<br>')
    .replace(/\n/g, ' ')
    .replace(/(?<!\\)\|/g, '\\|');
}

/** GitHub tables need a header row: the first row is it. A spanned cell is followed by empty cells for its span. */
function table(node: DocumentNode): string {
  const rows = (node.content ?? []).map((row) =>
    (row.content ?? []).flatMap((cell) => {
      const span = Math.max(1, Number(cell.attrs?.colspan) || 1);
      return [tableCell(cell), ...Array<string>(span - 1).fill('')];
    }),
  );
  if (rows.length === 0) return '';
  const width = Math.max(1, ...rows.map((row) => row.length));
  const line = (cells: string[]) => `| ${[...cells, ...Array<string>(width - cells.length).fill('')].join(' | ')} |`;
  return [line(rows[0]), line(Array<string>(width).fill('---')), ...rows.slice(1).map(line)].join('\n');
}

function block(node: DocumentNode): string {
  switch (node.type) {
    case 'paragraph':
      return inline(node.content).split('\n').map(escapeLineStart).join('\n');
    case 'heading': {
      const level = Math.min(6, Math.max(1, Number(node.attrs?.level) || 1));
      return `${'#'.repeat(level)} ${inline(node.content)}`;
    }
    case 'blockquote':
      return indent(blocks(node.content), '> ', '> ').replace(/^$/gm, '>');
    case 'bulletList':
      return listItems(node.content, () => '- ');
    case 'orderedList': {
      const start = Number(node.attrs?.start ?? 1);
      return listItems(node.content, (index) => `${(Number.isFinite(start) ? start : 1) + index}. `);
    }
    case 'taskList':
      return listItems(node.content, (index) => (node.content?.[index]?.attrs?.checked ? '- [x] ' : '- [ ] '));
    case 'codeBlock':
      return codeBlock(node);
    case 'horizontalRule':
      return '---';
    case 'table':
      return table(node);
    case 'image':
      return image(node);
    case 'listItem':
    case 'taskItem':
      return blocks(node.content);
    default:
      // A node of a later schema: its text, so no words are lost.
      return node.content ? blocks(node.content) : escapeText(textOf(node));
  }
}

function blocks(nodes: DocumentNode[] = [], separator = '\n\n'): string {
  return nodes.map(block).join(separator);
}

/** The document as Markdown, ending with one newline. */
export function documentToMarkdown(doc: DocumentNode, title?: string): string {
  const body = blocks(doc.content).replace(/\n{3,}/g, '\n\n').trim();
  const heading = title ? `# ${escapeText(title)}` : '';
  return `${[heading, body].filter(Boolean).join('\n\n')}\n`;
}

/** Formattable text for OpenProject (task descriptions, comments): Markdown with mentions as OpenProject's tags. */
export function formattableMarkdown(doc: DocumentNode): string {
  mentionStyle = 'openproject';
  try {
    // No trailing newline: an emptied editor is an empty description, not '\n'.
    return documentToMarkdown(doc).trimEnd();
  } finally {
    mentionStyle = 'text';
  }
}
