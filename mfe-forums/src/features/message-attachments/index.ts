// A forum message's attachments: the list under a post or reply, and attaching and deleting files where the server allows.
export { MessageAttachments, type MessageAttachmentsProps } from './ui/MessageAttachments';
