// Server state of a message's attachments: the list, the uploads in flight (each retried or dismissed on its own) and
// deletion.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@tessera/shared';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { forumKeys, STALE_TIMES } from '../../../entities/forum';
import { ATTACHMENT_MESSAGES, attachmentFailure } from '../model/attachment-rules';
import { uploadQueue, type QueuedUpload } from '../model/upload-queue';
import { deleteMessageAttachment, fetchMessageAttachments, uploadMessageAttachment, type MessageAttachment } from './attachments-api';

/** Under the topic's key: a live change in the topic (someone else's file) refetches it along with the thread. */
export const messageAttachmentsKey = (topicId: number, messageId: number) => [...forumKeys.topic(topicId), 'attachments', messageId] as const;

/** The message's files, read from its `attachments` link (none without one). */
export function useMessageAttachments(topicId: number, messageId: number, href: string | undefined) {
  return useQuery({
    queryKey: messageAttachmentsKey(topicId, messageId),
    queryFn: ({ signal }) => (href ? fetchMessageAttachments(href, signal) : Promise.resolve([])),
    enabled: href !== undefined,
    staleTime: STALE_TIMES.replies,
  });
}

export interface UploadCallbacks {
  onUploaded: (attachment: MessageAttachment) => void;
}

/** Uploads files to the message's `addAttachment` link, all at once; a failed one stays listed with its reason. */
export function useAttachmentUploads(topicId: number, messageId: number, href: string | undefined, callbacks: UploadCallbacks) {
  const queryClient = useQueryClient();
  const [queue, dispatch] = useReducer(uploadQueue, []);
  const nextKey = useRef(0);
  // The latest callbacks, for uploads that finish after a re-render.
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  const run = useCallback(
    async (key: string, file: File) => {
      if (!href) return;
      try {
        const attachment = await uploadMessageAttachment(href, file);
        queryClient.setQueryData<MessageAttachment[]>(messageAttachmentsKey(topicId, messageId), (list) => [...(list ?? []), attachment]);
        dispatch({ type: 'finished', key });
        latest.current.onUploaded(attachment);
      } catch (error) {
        dispatch({ type: 'failed', key, error: attachmentFailure(error, ATTACHMENT_MESSAGES.uploadFailed) });
      }
    },
    [href, messageId, queryClient, topicId],
  );

  const add = useCallback(
    (files: File[]) => {
      const uploads = files.map((file) => {
        nextKey.current += 1;
        return { key: `${messageId}-${nextKey.current}`, file };
      });
      dispatch({ type: 'started', uploads });
      for (const upload of uploads) void run(upload.key, upload.file);
    },
    [messageId, run],
  );

  const retry = useCallback(
    (upload: QueuedUpload) => {
      dispatch({ type: 'retried', key: upload.key });
      void run(upload.key, upload.file);
    },
    [run],
  );

  const dismiss = useCallback((key: string) => dispatch({ type: 'finished', key }), []);

  return { queue, add, retry, dismiss };
}

export function useDeleteAttachment(topicId: number, messageId: number) {
  const queryClient = useQueryClient();
  const key = messageAttachmentsKey(topicId, messageId);
  return useMutation({
    mutationFn: (attachment: MessageAttachment) => deleteMessageAttachment(attachment.id),
    onSuccess: (_, attachment) => queryClient.setQueryData<MessageAttachment[]>(key, (list) => list?.filter((item) => item.id !== attachment.id)),
    onError: (error) => {
      // Already gone (or the message is): show the list as it now is.
      if (error instanceof ApiError && error.status === 404) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
