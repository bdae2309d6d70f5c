// The files attached to a comment: name, size and download link, an upload button and (when allowed) delete.
import { App, Button, Flex, Popconfirm, Typography, Upload, DeleteOutlined, DownloadOutlined, PaperClipOutlined } from '@tessera/shared';
import { ATTACHMENT_ADDED, ATTACHMENT_ADD_FAILED, ATTACHMENT_DELETED, ATTACHMENT_DELETE_FAILED } from '../model/activities-constants';
import { formatFileSize } from '../model/file-size';
import { useActivityAttachments, useDeleteAttachment, useUploadAttachment } from '../model/use-activities';
import { useTasksReadOnly } from '../../project-access';

export function ActivityAttachments({ activityId, canUpload }: { activityId: number; canUpload: boolean }) {
  const { message } = App.useApp();
  const readOnly = useTasksReadOnly();
  const attachments = useActivityAttachments(activityId);
  const upload = useUploadAttachment(activityId);
  const remove = useDeleteAttachment(activityId);
  const list = attachments.data ?? [];

  return (
    <Flex vertical gap={4} data-testid={`attachments-${activityId}`}>
      {list.map((attachment) => (
        <Flex key={attachment.id} align="center" gap={8} data-testid={`attachment-${attachment.id}`}>
          <PaperClipOutlined aria-hidden />
          {attachment.downloadHref ? (
            <Typography.Link href={attachment.downloadHref} download={attachment.fileName} target="_blank" rel="noopener noreferrer">
              {attachment.fileName}
            </Typography.Link>
          ) : (
            <Typography.Text>{attachment.fileName}</Typography.Text>
          )}
          <Typography.Text type="secondary">{formatFileSize(attachment.fileSize)}</Typography.Text>
          {attachment.downloadHref && (
            <Button
              size="small"
              type="text"
              icon={<DownloadOutlined />}
              href={attachment.downloadHref}
              download={attachment.fileName}
              aria-label={`Download ${attachment.fileName}`}
            />
          )}
          {attachment.canDelete && !readOnly && (
            <Popconfirm
              title={`Delete ${attachment.fileName}?`}
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                remove.mutateAsync(attachment.id).then(
                  () => void message.success(ATTACHMENT_DELETED),
                  () => void message.error(ATTACHMENT_DELETE_FAILED),
                )}
            >
              <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${attachment.fileName}`} />
            </Popconfirm>
          )}
        </Flex>
      ))}
      {canUpload && (
        <span data-testid="attachment-upload">
          <Upload
            multiple
            showUploadList={false}
            // One request per file (several may be chosen at once), each with its own toast.
            customRequest={({ file, onSuccess, onError }) => {
              upload.mutateAsync(file as File).then(
                (attachment) => {
                  onSuccess?.(attachment);
                  void message.success(ATTACHMENT_ADDED);
                },
                (error: Error) => {
                  onError?.(error);
                  void message.error(ATTACHMENT_ADD_FAILED);
                },
              );
            }}
          >
            <Button size="small" type="text" icon={<PaperClipOutlined />} loading={upload.isPending}>
              Attach file
            </Button>
          </Upload>
        </span>
      )}
    </Flex>
  );
}
