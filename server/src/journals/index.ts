// The journals kernel: writing and reading the journals of any journaled resource. Modules import it from here.
export { DOCUMENT_JOURNABLE, VERSION_JOURNABLE, WORK_PACKAGE_JOURNABLE } from './journables.ts';
export {
  countJournals,
  findDetails,
  findJournal,
  findJournalsByIds,
  journalPage,
  referenceNames,
  REFERENCE_TABLES,
  updateJournalNotes,
  type JournalRecord,
  type ReferenceKind,
  type ReferenceNames,
} from './read.ts';
export { insertJournals, journalValue, type DetailInput, type JournalEntry } from './write.ts';
