// Under a topic's post or a reply: its files (name as a download link, size, Delete for who may), read from the
// message itself (`_embedded.attachments`: no request per message), and, for who may attach (the server's
// `addAttachment` link), 'Attach files' with each upload's state, its failure and a Retry.
import {
  App, Button, DeleteOutlined, Flex, linkOf, PaperClipOutlined, Popconfirm, ReloadOutlined, Spin, Typography, hasAction,
} from '@tessera/shared';
import { useRef, type ChangeEvent } from 'react';
import type { MessageHal } from '../../../entities/forum';
import { attachmentsOf, type MessageAttachment } from '../api/attachments-api';
import { useAttachmentUploads, useDeleteAttachment } from '../api/use-message-attachments';
import { ATTACHMENT_MESSAGES, attachmentFailure, formatFileSize } from '../model/attachment-rules';
import type { QueuedUpload } from '../model/upload-queue';

export interface MessageAttachmentsProps {
  message: MessageHal;
  topicId: number;
}

const LIST_STYLE = { listStyle: 'none', padding: 0, margin: 0 } as const;

export function MessageAttachments({ message, topicId }: MessageAttachmentsProps) {
  const { message: toast } = App.useApp();
  const addHref = hasAction(message, 'addAttachment') ? (linkOf(message, 'addAttachment')?.href ?? undefined) : undefined;
  const files = attachmentsOf(message);
  // Toasts are read out; a failure also stays under the message (role alert) with Retry.
  const uploads = useAttachmentUploads(topicId, message.id, addHref, {
    onUploaded: (attachment) => void toast.success(ATTACHMENT_MESSAGES.uploaded(attachment.fileName)),
  });
  const input = useRef<HTMLInputElement>(null);

  if (files.length === 0 && !addHref && uploads.queue.length === 0) return null;

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again (after a failure) is a change too.
    event.target.value = '';
    if (picked.length > 0) uploads.add(picked);
  };

  return (
    <Flex vertical gap={4} style={{ marginTop: 8 }} data-testid={`attachments-${message.id}`}>
      {files.length > 0 ? (
        <ul style={LIST_STYLE} aria-label={`${ATTACHMENT_MESSAGES.listLabel}: ${message.subject}`}>
          {files.map((file) => (
            <AttachmentRow key={file.id} attachment={file} topicId={topicId} messageId={message.id} />
          ))}
        </ul>
      ) : null}
      {uploads.queue.length > 0 ? (
        <ul style={LIST_STYLE} aria-label={ATTACHMENT_MESSAGES.uploadsLabel}>
          {uploads.queue.map((upload) => (
            <UploadRow key={upload.key} upload={upload} onRetry={() => uploads.retry(upload)} onDismiss={() => uploads.dismiss(upload.key)} />
          ))}
        </ul>
      ) : null}
      {addHref ? (
        <div>
          {/* The button opens the picker; the input itself stays out of the tab order and the accessibility tree. */}
          <input ref={input} type="file" multiple hidden onChange={chosen} data-testid={`attach-input-${message.id}`} />
          <Button size="small" icon={<PaperClipOutlined aria-hidden />} aria-label={`${ATTACHMENT_MESSAGES.attach} to ${message.subject}`} onClick={() => input.current?.click()}>
            {ATTACHMENT_MESSAGES.attach}
          </Button>
        </div>
      ) : null}
    </Flex>
  );
}

function AttachmentRow({ attachment, topicId, messageId }: { attachment: MessageAttachment; topicId: number; messageId: number }) {
  const { message: toast, notification } = App.useApp();
  const remove = useDeleteAttachment(topicId, messageId);
  const confirm = () =>
    remove.mutateAsync(attachment).then(
      () => void toast.success(ATTACHMENT_MESSAGES.deleted(attachment.fileName)),
      (error: unknown) => notification.error({ title: ATTACHMENT_MESSAGES.deleteFailedTitle, description: attachmentFailure(error, ATTACHMENT_MESSAGES.deleteFailed) }),
    );
  return (
    <li data-testid={`attachment-${attachment.id}`}>
      <Flex gap={8} align="center" wrap>
        <PaperClipOutlined aria-hidden />
        <Typography.Link href={attachment.downloadHref} download={attachment.fileName}>
          {attachment.fileName}
        </Typography.Link>
        <Typography.Text type="secondary">{formatFileSize(attachment.fileSize)}</Typography.Text>
        {attachment.canDelete ? (
          <Popconfirm
            title={ATTACHMENT_MESSAGES.deleteConfirm(attachment.fileName)}
            description={ATTACHMENT_MESSAGES.deleteDescription}
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={confirm}
          >
            <Button size="small" type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Delete ${attachment.fileName}`} loading={remove.isPending} />
          </Popconfirm>
        ) : null}
      </Flex>
    </li>
  );
}

function UploadRow({ upload, onRetry, onDismiss }: { upload: QueuedUpload; onRetry: () => void; onDismiss: () => void }) {
  const name = upload.file.name;
  return (
    <li data-testid="attachment-upload">
      <Flex gap={8} align="center" wrap>
        <PaperClipOutlined aria-hidden />
        <Typography.Text>{name}</Typography.Text>
        {upload.status === 'uploading' ? (
          <Flex gap={4} align="center" role="status">
            <Spin size="small" />
            <Typography.Text type="secondary">{ATTACHMENT_MESSAGES.uploading}</Typography.Text>
          </Flex>
        ) : (
          <>
            <Typography.Text type="danger" role="alert">{upload.error}</Typography.Text>
            <Button size="small" icon={<ReloadOutlined aria-hidden />} aria-label={`${ATTACHMENT_MESSAGES.retry} uploading ${name}`} onClick={onRetry}>
              {ATTACHMENT_MESSAGES.retry}
            </Button>
            <Button size="small" type="text" aria-label={`${ATTACHMENT_MESSAGES.dismiss} ${name}`} onClick={onDismiss}>
              {ATTACHMENT_MESSAGES.dismiss}
            </Button>
          </>
        )}
      </Flex>
    </li>
  );
}
