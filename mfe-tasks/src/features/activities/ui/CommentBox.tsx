// The comment box at the top of the timeline: non-blank comments only, Ctrl/Cmd+Enter sends.
import { useState, type KeyboardEvent } from 'react';
import { App, Button, Flex, Input, Typography } from '@tessera/shared';
import { COMMENT_ADDED, COMMENT_ADD_FAILED, COMMENT_BLANK, COMMENT_PLACEHOLDER } from '../model/activities-constants';
import { isBlankComment, isSubmitShortcut } from '../model/comment';
import { useAddComment } from '../model/use-activities';

export function CommentBox({ workPackageId, onAdded }: { workPackageId: number; onAdded?: () => void }) {
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

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSubmitShortcut(event)) return;
    event.preventDefault();
    submit();
  };

  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        data-testid="comment-input"
        aria-label="Comment"
        placeholder={COMMENT_PLACEHOLDER}
        autoSize={{ minRows: 2, maxRows: 8 }}
        value={text}
        status={blankError ? 'error' : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (blankError) setBlankError(false);
        }}
        onKeyDown={onKeyDown}
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
