// Keeping the references table in step with the texts: called inside the writing transaction of each save.
import type { Db } from '../../db/index.ts';
import { referencesInContent, referencesInMarkdown } from '../../text-references.ts';
import { replaceReferences } from './queries.ts';

/** A task's description was saved. */
export const syncDescriptionReferences = (db: Db, workPackageId: number, raw: string | null | undefined) =>
  replaceReferences(db, { workPackageId, journalId: null }, referencesInMarkdown(raw ?? ''));

/** A comment of a task was added or edited. */
export const syncCommentReferences = (db: Db, workPackageId: number, journalId: number, raw: string) =>
  replaceReferences(db, { workPackageId, journalId }, referencesInMarkdown(raw));

/** A document's content (the editor's JSON) was saved. */
export const syncDocumentReferences = (db: Db, documentId: number, json: string) => replaceReferences(db, { documentId }, referencesInContent(json));
