// The journable types: journals.journable_type of each journaled resource.

export const WORK_PACKAGE_JOURNABLE = 'WorkPackage';
/** Every create, change and delete of a version is journaled. */
export const VERSION_JOURNABLE = 'Version';
/** Every create, change and delete of a document is journaled; a content change keeps the content as it became. */
export const DOCUMENT_JOURNABLE = 'Document';
