// One entry of the timeline: who and when, the comment (editable by its author), the change lines,
// and for comments their attachments and reactions.
import { useState } from 'react';
import {
  App, Button, Flex, RichText, Tooltip, Typography, EditOutlined, formatDateTime, formatRelativeTime,
} from '@tessera/shared';
import { MiniAvatar } from '../../../entities/task';
import type { Activity } from '../api/activities-api';
import { COMMENT_BLANK, COMMENT_UPDATED, COMMENT_UPDATE_FAILED } from '../model/activities-constants';
import { isBlankComment } from '../model/comment';
import { LazyRichTextEditor, ReferencePreview } from '../../rich-text';
import { useUpdateComment } from '../model/use-activities';
import { ActivityAttachments } from './ActivityAttachments';
import { EmojiReactions } from './EmojiReactions';
import { useTasksReadOnly } from '../../project-access';

function CommentEditor({ activity, workPackageId, onDone }: { activity: Activity; workPackageId: number; onDone: () => void }) {
  const { message } = App.useApp();
  const [text, setText] = useState(activity.comment);
  const [blankError, setBlankError] = useState(false);
  const update = useUpdateComment(workPackageId);

  const save = () => {
    if (update.isPending) return;
    if (isBlankComment(text)) {
      setBlankError(true);
      return;
    }
    update.mutate({ activityId: activity.id, text }, {
      onSuccess: () => {
        void message.success(COMMENT_UPDATED);
        onDone();
      },
      onError: () => void message.error(COMMENT_UPDATE_FAILED),
    });
  };

  return (
    <Flex vertical gap={4}>
      {/* Starts from the comment as the server rendered it; Ctrl/Cmd+Enter saves. */}
      <LazyRichTextEditor
        html={activity.commentHtml}
        workPackageId={workPackageId}
        label="Edit comment"
        testId={`comment-edit-${activity.id}`}
        invalid={blankError}
        minHeight={56}
        onSubmitShortcut={save}
        onChange={(markdown) => {
          setText(markdown);
          if (blankError) setBlankError(false);
        }}
      />
      {blankError && <Typography.Text type="danger" role="alert">{COMMENT_BLANK}</Typography.Text>}
      <Flex gap={8} justify="flex-end">
        <Button size="small" onClick={onDone}>Cancel</Button>
        <Button size="small" type="primary" loading={update.isPending} onClick={save}>Save</Button>
      </Flex>
    </Flex>
  );
}

export function ActivityItem({ activity, workPackageId }: { activity: Activity; workPackageId: number }) {
  const readOnly = useTasksReadOnly();
  const [editing, setEditing] = useState(false);
  const hasComment = activity.comment.trim() !== '';
  const edited = hasComment && activity.updatedAt !== activity.createdAt;

  return (
    <Flex gap={12} data-testid={`activity-${activity.id}`} style={{ padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
      {/* The name is written beside it: the picture is decoration for screen readers. */}
      <MiniAvatar name={activity.userName} src={null} decorative />
      <Flex vertical gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Flex gap={8} align="baseline" wrap>
          <Typography.Text strong>{activity.userName}</Typography.Text>
          <Tooltip title={formatDateTime(activity.createdAt)}>
            <Typography.Text type="secondary">
              <time dateTime={activity.createdAt}>{formatRelativeTime(activity.createdAt)}</time>
            </Typography.Text>
          </Tooltip>
          {edited && <Typography.Text type="secondary">(edited)</Typography.Text>}
          {hasComment && activity.canEdit && !readOnly && !editing && (
            <Button size="small" type="text" icon={<EditOutlined />} aria-label="Edit comment" onClick={() => setEditing(true)} />
          )}
        </Flex>
        {editing ? (
          <CommentEditor activity={activity} workPackageId={workPackageId} onDone={() => setEditing(false)} />
        ) : (
          hasComment &&
          (activity.commentHtml ? (
            // The server's rendering of the markdown, sanitised there.
            <ReferencePreview>
              <RichText html={activity.commentHtml} data-testid={`activity-comment-${activity.id}`} />
            </ReferencePreview>
          ) : (
            // No rendering at hand: the text as typed (React escapes it), line breaks kept.
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid={`activity-comment-${activity.id}`}>
              {activity.comment}
            </Typography.Paragraph>
          ))
        )}
        {activity.details.length > 0 && (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {activity.details.map((line, index) => (
              <li key={index}><Typography.Text type="secondary">{line}</Typography.Text></li>
            ))}
          </ul>
        )}
        {hasComment && (
          <>
            <ActivityAttachments activityId={activity.id} canUpload={activity.canAttach && !readOnly} />
            <EmojiReactions activityId={activity.id} />
          </>
        )}
      </Flex>
    </Flex>
  );
}
