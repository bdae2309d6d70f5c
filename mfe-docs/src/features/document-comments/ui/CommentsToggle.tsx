// "Comments (N open)" beside the document's outline and export: shows or hides the comments panel.
import { Button, CommentOutlined } from '@tessera/shared';
import type { DocumentComments } from '../model/use-document-comments';
import { COMMENTS_MESSAGES } from '../model/messages';

export const COMMENTS_PANEL_ID = 'document-comments-panel';

/** `autoFocus`: the page was opened with the reading view's Comments button, which this button replaces. */
export function CommentsToggle({ comments, autoFocus = false }: { comments: DocumentComments; autoFocus?: boolean }) {
  return (
    <Button
      autoFocus={autoFocus}
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
