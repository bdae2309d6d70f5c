import { sql, type Kysely } from 'kysely';
import { storedNode, taskItemNames } from '../../task-item-names.ts';

/**
 * Task lists' checkboxes in the stored HTML of documents and forum messages get their names, as saves now write them
 * (task-item-names.ts, the one rule): each task item's own text, in document order, as `aria-label`. Only rows whose
 * HTML holds a task item are read, a page at a time. The names come from the stored JSON and go into the stored HTML's
 * checkboxes in turn; a row whose JSON does not parse, or whose checkboxes do not match its task items, keeps its HTML
 * (its next save derives it again).
 */
const PAGE = 500;
const UNNAMED_CHECKBOX = /<input type="checkbox" disabled( checked)? \/>/g;
// Escaped as sanitize-html writes attribute values (not `'`), so a row ends byte for byte as a save writes it.
const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The HTML with its checkboxes named, or null when they are not the task items one for one. */
export function namedCheckboxes(html: string, content: string): string | null {
  const node = storedNode(content);
  if (!node) return null;
  const names = taskItemNames(node);
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
