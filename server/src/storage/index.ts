// The storage kernel: attachment files on disk, and the attachment rows of deleted containers (work packages,
// documents, projects, and the areas to come) with their files once no attachment uses them.
export { deleteAttachmentsOfDocuments, deleteAttachmentsOfMessages, deleteAttachmentsOfProjects, deleteAttachmentsOfWorkPackages, removeUnusedFiles } from './cleanup.ts';
export { ATTACHMENTS_FOLDER, attachmentsRoot, diskPath, removeFiles, SNIFF_BYTES, storeStream, type FileRemovalLog, type StoredFile } from './files.ts';
