// The references kept between texts (issue 22): what a task's description or comment, or a document's content,
// names (tasks by #id or URL, documents by URL), rewritten on every save by the modules that write those texts, and
// read by the backlinks module. It imports no other module, so every writer may use it.
export { referencesInContent, referencesInMarkdown, referencesInText, MAX_REFERENCES_PER_TEXT, type References } from '../../text-references.ts';
export { syncCommentReferences, syncDescriptionReferences, syncDocumentReferences } from './sync.ts';
export { backlinkPage, countBacklinks, type BacklinkRecord, type ReferenceTarget } from './queries.ts';
