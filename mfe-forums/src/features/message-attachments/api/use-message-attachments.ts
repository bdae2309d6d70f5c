// Changing a message's attachments: the uploads in flight (each retried or dismissed on its own) and deletion. The
// files themselves come embedded in the message: after a change, the query that holds the message (its topic, or
// its topic's replies pages) refetches, and the new list shows once it has.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@tessera/shared';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { forumKeys } from '../../../entities/forum';
import { ATTACHMENT_MESSAGES, attachmentFailure } from '../model/attachment-rules';
import { uploadQueue, type QueuedUpload } from '../model/upload-queue';
import { deleteMessageAttachment, uploadMessageAttachment, type MessageAttachment } from './attachments-api';

/**
 * Refetches what shows the message, resolving once it has: the topic for its opening post (exactly that query: its
 * replies did not change), the replies pages for a reply.
 */
function useRefreshMessage(topicId: number, messageId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      messageId === topicId
        ? queryClient.invalidateQueries({ queryKey: forumKeys.topic(topicId), exact: true })
        : queryClient.invalidateQueries({ queryKey: forumKeys.replies(topicId) }),
    [messageId, queryClient, topicId],
  );
}

export interface UploadCallbacks {
  onUploaded: (attachment: MessageAttachment) => void;
}

/**
 * Uploads files to the message's `addAttachment` link, all at once; a failed one stays listed with its reason. A
 * finished upload stays 'Uploading…' until the message has been refetched with it, then shows in its list.
 */
export function useAttachmentUploads(topicId: number, messageId: number, href: string | undefined, callbacks: UploadCallbacks) {
  const refresh = useRefreshMessage(topicId, messageId);
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
      let attachment: MessageAttachment;
      try {
        attachment = await uploadMessageAttachment(href, file);
      } catch (error) {
        dispatch({ type: 'failed', key, error: attachmentFailure(error, ATTACHMENT_MESSAGES.uploadFailed) });
        return;
      }
      await refresh();
      dispatch({ type: 'finished', key });
      latest.current.onUploaded(attachment);
    },
    [href, refresh],
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

/** Deletes a file; pending until the message has been refetched without it. */
export function useDeleteAttachment(topicId: number, messageId: number) {
  const refresh = useRefreshMessage(topicId, messageId);
  return useMutation({
    mutationFn: (attachment: MessageAttachment) => deleteMessageAttachment(attachment.id),
    onSuccess: () => refresh(),
    onError: (error) => {
      // Already gone (or the message is): show the list as it now is.
      if (error instanceof ApiError && error.status === 404) void refresh();
    },
  });
}
