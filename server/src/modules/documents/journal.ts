import { DOCUMENT_JOURNABLE, type DetailInput, type JournalEntry } from '../../journals/index.ts';

/** A document's journal entry: the one shape every write (and the project copy) records. */
export function documentJournal(document: { id: number; projectId: number }, userId: number, createdAt: string, details: DetailInput[], notes = ''): JournalEntry {
  return { journableType: DOCUMENT_JOURNABLE, journableId: document.id, projectId: document.projectId, userId, notes, createdAt, details };
}

/** What a new document's first version records: its title, category and content. */
export const creationDetails = (title: string, categoryId: number, json: string): DetailInput[] => [
  { property: 'title', old_value: null, new_value: title },
  { property: 'category_id', old_value: null, new_value: String(categoryId) },
  { property: 'content', old_value: null, new_value: json },
];
