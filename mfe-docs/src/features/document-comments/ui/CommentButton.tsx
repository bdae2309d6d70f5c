// "Comment" on the selection's toolbar: enabled on a selection holding some text; opens the comment form with the
// selection kept. Shown only when the requester may start a thread (the page passes it only then).
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Button, CommentOutlined } from '@tessera/shared';
import type { DocumentComments } from '../model/use-document-comments';
import { isCommentableSelection } from '../model/ranges';
import { COMMENTS_MESSAGES } from '../model/messages';

export function CommentButton({ editor, comments }: { editor: Editor; comments: DocumentComments }) {
  const commentable = useEditorState({ editor, selector: ({ editor: current }) => isCommentableSelection(current.state) });
  if (!comments.createThreadHref) return null;
  return (
    <Button
      size="small"
      type="text"
      icon={<CommentOutlined aria-hidden />}
      disabled={!commentable}
      data-testid="document-comment-button"
      // Keep the editor's selection: a mouse press on a button would otherwise blur the editor first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => comments.startDraft(editor)}
    >
      {COMMENTS_MESSAGES.commentButton}
    </Button>
  );
}
