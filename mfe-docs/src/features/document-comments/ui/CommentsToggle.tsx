// "Comments (N open)" beside the document's outline and export: shows or hides the comments panel.
import { Button, CommentOutlined } from '@tessera/shared';
import type { DocumentComments } from '../model/use-document-comments';
import { COMMENTS_MESSAGES } from '../model/messages';

export const COMMENTS_PANEL_ID = 'document-comments-panel';

export function CommentsToggle({ comments }: { comments: DocumentComments }) {
  return (
    <Button
      icon={<CommentOutlined aria-hidden />}
      aria-expanded={comments.panelOpen}
      aria-controls={COMMENTS_PANEL_ID}
      data-testid="document-comments-toggle"
      onClick={() => comments.setPanelOpen(!comments.panelOpen)}
    >
      {COMMENTS_MESSAGES.toggle(comments.ordered.open.length)}
    </Button>
  );
}
