// The storage kernel: attachment files on disk, the attachment rows as they are read and represented (the
// attachments module's, and those a container embeds, such as a page of forum messages), and the attachment rows of
// deleted containers (work packages, documents, projects, and the areas to come) with their files once no attachment
// uses them.
export {
  attachmentCollection, attachmentsOfContainers, attachmentsWithAuthor, containerPath, mayDeleteAttachment, representAttachment,
  type AttachmentContext, type AttachmentRecord, type AttachmentRepresentation, type Container, type ContainerAttachmentRights, type ContainerType,
} from './attachments.ts';
export { deleteAttachmentsOfDocuments, deleteAttachmentsOfMessages, deleteAttachmentsOfProjects, deleteAttachmentsOfWorkPackages, removeUnusedFiles } from './cleanup.ts';
export { ATTACHMENTS_FOLDER, attachmentsRoot, diskPath, removeFiles, SNIFF_BYTES, storeStream, type FileRemovalLog, type StoredFile } from './files.ts';
