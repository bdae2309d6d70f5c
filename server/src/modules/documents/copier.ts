import type { NewDocument } from '../../db/schema.ts';
import { type Copier } from '../../copying/index.ts';
import { insertJournals, type JournalEntry } from '../../journals/index.ts';
import { creationDetails, documentJournal } from './journal.ts';
import { deriveContent, parseContent, searchText, withoutCommentMarks } from './content.ts';

/** Rows per INSERT ... RETURNING (11 columns, large text values: kept small so one statement stays modest). */
const DOCUMENTS_PER_INSERT = 200;

/**
 * Documents: every document of the source project with its title, category and content (and the derived html, text
 * and search columns, which depend on nothing but the content), written by the copying user at lockVersion 0 with a
 * creation journal, so the copy's history starts at the copy. Comment threads are not copied: the copy's content
 * loses their marks. idMaps 'documents' pairs old and new ids.
 */
export const documentsCopier: Copier = {
  option: 'documents',
  order: 40,
  async copy({ trx, sourceProjectId, targetProjectId, now, userId, idMaps }) {
    const sources = await trx
      .selectFrom('documents')
      .select(['id', 'category_id', 'title', 'content', 'content_html', 'content_text', 'search_text'])
      .where('project_id', '=', sourceProjectId)
      .orderBy('id')
      .execute();
    const newIds = new Map<number, number>();
    idMaps.set('documents', newIds);
    const rows: NewDocument[] = sources.map((document) => {
      // Comment threads stay with the original: the copy's text loses their marks (and its HTML their spans).
      const stripped = withoutCommentMarks(document.content);
      const derived = stripped === null ? null : deriveContent(parseContent(stripped, Number.MAX_SAFE_INTEGER));
      return {
        project_id: targetProjectId,
        category_id: document.category_id,
        title: document.title,
        content: derived?.json ?? document.content,
        content_html: derived?.html ?? document.content_html,
        content_text: derived?.text ?? document.content_text,
        search_text: derived ? searchText(document.title, derived.text) : document.search_text,
        author_id: userId,
        lock_version: 0,
        created_at: now,
        updated_at: now,
      };
    });
    const journals: JournalEntry[] = [];
    for (let start = 0; start < rows.length; start += DOCUMENTS_PER_INSERT) {
      const chunk = rows.slice(start, start + DOCUMENTS_PER_INSERT);
      // RETURNING follows the VALUES order on both databases for a plain multi-row insert.
      const inserted = await trx.insertInto('documents').values(chunk).returning('id').execute();
      chunk.forEach((row, index) => {
        newIds.set(sources[start + index].id, inserted[index].id);
        journals.push(documentJournal({ id: inserted[index].id, projectId: targetProjectId }, userId, now, creationDetails(row.title, row.category_id, row.content)));
      });
    }
    await insertJournals(trx, journals);
    return { copied: rows.length };
  },
};
