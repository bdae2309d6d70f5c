// The comment box at the top of the timeline: non-blank comments only, Ctrl/Cmd+Enter sends.
import { useState } from 'react';
import { App, Button, Flex, Typography } from '@tessera/shared';
import { LazyRichTextEditor, useResetKey } from '../../rich-text';
import { COMMENT_ADDED, COMMENT_ADD_FAILED, COMMENT_BLANK, COMMENT_PLACEHOLDER } from '../model/activities-constants';
import { isBlankComment } from '../model/comment';
import { useAddComment } from '../model/use-activities';

export function CommentBox({ workPackageId, projectId, onAdded }: { workPackageId: number; projectId?: number; onAdded?: () => void }) {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [blankError, setBlankError] = useState(false);
  const add = useAddComment(workPackageId, onAdded);

  const submit = () => {
    if (add.isPending) return;
    if (isBlankComment(text)) {
      setBlankError(true);
      return;
    }
    add.mutate(text, {
      onSuccess: () => {
        setText('');
        void message.success(COMMENT_ADDED);
      },
      // The text stays in the box so nothing typed is lost.
      onError: () => void message.error(COMMENT_ADD_FAILED),
    });
  };

  const { resetKey, emitted } = useResetKey(text);

  return (
    <Flex vertical gap={8}>
      {/* The shared editor (formatting, code blocks, tables); Ctrl/Cmd+Enter sends, as the spec's comment box does. */}
      <LazyRichTextEditor
        html=""
        resetKey={resetKey}
        label="Comment"
        testId="comment-input"
        workPackageId={workPackageId}
        mentionProjectId={projectId}
        placeholder={COMMENT_PLACEHOLDER}
        invalid={blankError}
        minHeight={56}
        onSubmitShortcut={submit}
        onChange={(markdown) => {
          emitted(markdown);
          setText(markdown);
          if (blankError) setBlankError(false);
        }}
      />
      {blankError && <Typography.Text type="danger" role="alert">{COMMENT_BLANK}</Typography.Text>}
      <Flex justify="flex-end">
        <Button type="primary" data-testid="comment-submit" loading={add.isPending} onClick={submit}>
          Comment
        </Button>
      </Flex>
    </Flex>
  );
}
