import { sql, type Kysely } from 'kysely';

/**
 * Task lists' checkboxes in the stored HTML of documents and forum messages get their names, as saves now write them
 * (modules/documents/content.ts, deriveContent): each task item's own text, in document order, as `aria-label`. Only
 * rows whose HTML holds a task item are read, a page at a time. The names come from the stored JSON and go into the
 * stored HTML's checkboxes in turn; a row whose JSON does not parse, or whose checkboxes do not match its task items,
 * keeps its HTML (its next save derives it again).
 */
const PAGE = 500;
const NAME_MAX_LENGTH = 200;
const UNNAMED_CHECKBOX = /<input type="checkbox" disabled( checked)? \/>/g;

type Node = { type?: unknown; text?: unknown; content?: unknown };
const childrenOf = (node: Node): Node[] => (Array.isArray(node.content) ? (node.content as Node[]) : []);

function textOf(node: Node): string {
  let text = '';
  const stack = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (typeof current.text === 'string') text += current.text;
    stack.push(...childrenOf(current).toReversed());
  }
  return text;
}

/** Each task item's own text (its blocks but its nested task list), in document order. */
function taskItemNames(root: Node): string[] {
  const names: string[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'taskItem') {
      const own = childrenOf(node).filter((block) => block.type !== 'taskList').map(textOf);
      names.push(own.join(' ').replace(/\s+/g, ' ').trim().slice(0, NAME_MAX_LENGTH) || 'Task');
    }
    stack.push(...childrenOf(node).toReversed());
  }
  return names;
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The HTML with its checkboxes named, or null when they are not the task items one for one. */
export function namedCheckboxes(html: string, content: string): string | null {
  let names: string[];
  try {
    names = taskItemNames(JSON.parse(content) as Node);
  } catch {
    return null;
  }
  if ((html.match(UNNAMED_CHECKBOX) ?? []).length !== names.length || names.length === 0) return null;
  let next = 0;
  return html.replace(UNNAMED_CHECKBOX, (_, checked: string | undefined) => `<input type="checkbox" disabled${checked ?? ''} aria-label="${attribute(names[next++])}" />`);
}

// Migrations are frozen in time: they must not depend on the current Database interface.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['documents', 'forum_messages'] as const) {
    let after = 0;
    for (;;) {
      const page = (
        await sql<{ id: number; content: string; content_html: string }>`select id, content, content_html from ${sql.table(table)}
          where id > ${after} and content_html like ${'%data-type="taskItem"%'} order by id limit ${PAGE}`.execute(db)
      ).rows;
      if (page.length === 0) break;
      after = Number(page[page.length - 1].id);
      for (const row of page) {
        const html = namedCheckboxes(row.content_html, row.content);
        if (html !== null) await sql`update ${sql.table(table)} set content_html = ${html} where id = ${row.id}`.execute(db);
      }
    }
  }
}

/** The names stay: an older release derives HTML without them again on the next save. */
export async function down(): Promise<void> {}
