// The storage kernel: attachment files (in DATA_DIR or an S3-compatible bucket), the attachment rows as they are read
// and represented (the attachments module's, and those a container embeds, such as a page of forum messages), the
// attachment rows of deleted containers (work packages, documents, projects, and the areas to come) with their files
// once no attachment uses them, and the sweep of files no row uses.
export {
  attachmentCollection, attachmentsOfContainers, attachmentsWithAuthor, containerPath, mayDeleteAttachment, representAttachment,
  type AttachmentContext, type AttachmentRecord, type AttachmentRepresentation, type Container, type ContainerAttachmentRights, type ContainerType,
} from './attachments.ts';
export {
  deleteAttachmentsOfDocuments, deleteAttachmentsOfMessages, deleteAttachmentsOfProjects, deleteAttachmentsOfWorkPackages, removeUnusedFiles, sweepUnusedFiles, SWEEP_GRACE_MS,
  type SweepResult,
} from './cleanup.ts';
export { ATTACHMENTS_FOLDER, attachmentsRoot, diskPath, LocalFileStore, removeFiles, SNIFF_BYTES, storeStream } from './files.ts';
// Where the files live: DATA_DIR by default, an S3-compatible bucket when configured (app.files).
export { FILE_STORE_MESSAGES, fileStoreUnavailable, type FileRemovalLog, type FileStore, type StoredFile, type StoredObject } from './file-store.ts';
export { S3_PUT_ATTEMPTS, S3FileStore } from './s3.ts';
export { createFileStore } from './stores.ts';
