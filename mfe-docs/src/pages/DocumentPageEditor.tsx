// The document page's editor, loaded when the reader asks for it (pages/DocumentPage.tsx: Edit or Comments; the
// document to read stays on screen meanwhile): the editor bound to the document's co-editing session, its images,
// mentions, AI suggestions, comment threads, linked tasks and backlinks. Everyone who opens it edits it together (the
// server saves what they type), and comments on its text (threads beside it, live through the same connection).
import { useState, type ReactNode } from 'react';
import type { Editor } from '@tiptap/core';
import { announce, Flex, useCurrentUser, type CurrentUser } from '@tessera/shared';
import { AiAutocompleteSession, AiSuggestionsStatus, useAiHealth } from '../features/ai-autocomplete';
import { CoEditingPresence, coEditingExtensions, useCoEditingSession, useCoEditingState } from '../features/co-editing';
import { CommentButton, CommentsPanel, CommentsToggle, useDocumentComments } from '../features/document-comments';
import { DocumentEditor, type DocumentEditorProps, type EditableDocument, type EditorContext } from '../features/document-editor';
import { imageExtensions, ImageUploadButton, useImageMessages } from '../features/document-images';
import { mentionExtension } from '../features/mentions';
import { CreateTasksButton, CreateTasksDialog, LinkedTasks } from '../features/tasks-from-selection';
import { DocumentBacklinks } from '../features/document-backlinks';

/** Why the editor was opened: to type (the caret goes into the text) or to see the comments (their panel opens). */
export type EditorIntent = 'edit' | 'comments';

interface DocumentProps {
  documentId: number;
  intent: EditorIntent;
  back: (document: EditableDocument | null) => ReactNode;
  /** Images (stored as the document's attachments) and the '@' picker over the document's project. */
  media: NonNullable<DocumentEditorProps['extraExtensions']>;
  /** AI suggestions while typing (its extension is among `media`); its tag and failures show beside the title. */
  ai: AiAutocompleteSession;
}

/** 'Create tasks' on a selection, for who may edit, where AI is on, configured and on in the project. */
function CreateTasksFromSelection({ editor, projectId, onCreate }: { editor: Editor; projectId: number; onCreate: (text: string) => void }) {
  const health = useAiHealth(projectId).data;
  if (!health?.enabled || !health.configured || health.projectEnabled === false) return null;
  return <CreateTasksButton editor={editor} onCreate={onCreate} />;
}

/**
 * The editor bound to the document's co-editing session: content through Yjs, carets, the connection and the people;
 * and its comment threads (the Comment button only for who may start one).
 */
function CoEditedDocument({ documentId, intent, user, back, media, ai }: DocumentProps & { user: CurrentUser }) {
  const session = useCoEditingSession(documentId, user);
  const comments = useDocumentComments({ documentId, session, panelInitiallyOpen: intent === 'comments' });
  const { facts } = useCoEditingState(session);
  // The passage 'Create tasks' was chosen on (null: its dialog is closed).
  const [tasksFrom, setTasksFrom] = useState<string | null>(null);
  return (
    <DocumentEditor
      documentId={documentId}
      back={back}
      saveMode="collaboration"
      contentPending={!facts.wasConnected}
      focusWhenReady={intent === 'edit'}
      extraExtensions={(context) => [...coEditingExtensions(session), ...media(context)]}
      toolbarExtras={(editor) => <ImageUploadButton editor={editor} />}
      selectionExtras={(editor, { document, editable }) => (
        <>
          {comments.createThreadHref ? <CommentButton editor={editor} comments={comments} /> : null}
          {editable && document.projectId ? <CreateTasksFromSelection editor={editor} projectId={document.projectId} onCreate={setTasksFrom} /> : null}
        </>
      )}
      actions={(_editor, { document, editable }) => (
        <>
          <AiSuggestionsStatus session={ai} projectId={document.projectId} editable={editable} />
          <CommentsToggle comments={comments} autoFocus={intent === 'comments'} />
        </>
      )}
      aside={(editor, { document, editable }) => (
        <Flex vertical gap={16} style={{ flex: '0 1 auto', minWidth: 0 }}>
          <CoEditingPresence session={session} />
          <LinkedTasks documentId={documentId} projectId={document.projectId} />
          <DocumentBacklinks documentId={documentId} />
          <CommentsPanel editor={editor} comments={comments} editable={editable} />
          {document.projectId ? (
            <CreateTasksDialog text={tasksFrom} document={{ id: document.id, title: document.title, projectId: document.projectId }} onClose={() => setTasksFrom(null)} />
          ) : null}
        </Flex>
      )}
    />
  );
}

/** A document to edit together once the signed-in user is known (nobody signed in: the API answers for itself). */
function DocumentForUser(props: DocumentProps) {
  const { user } = useCurrentUser();
  if (!user) return <DocumentEditor documentId={props.documentId} back={props.back} extraExtensions={props.media} focusWhenReady={props.intent === 'edit'} />;
  return <CoEditedDocument key={`${props.documentId}:${user.id}`} {...props} user={user} />;
}

export interface DocumentPageEditorProps {
  documentId: number;
  intent: EditorIntent;
  back: (document: EditableDocument | null) => ReactNode;
}

export default function DocumentPageEditor({ documentId, intent, back }: DocumentPageEditorProps) {
  const onImageMessage = useImageMessages();
  const [ai] = useState(() => new AiAutocompleteSession({ announce }));
  const media = ({ document }: EditorContext): ReturnType<DocumentProps['media']> => [
    ...imageExtensions({ documentId: document.id, onMessage: onImageMessage }),
    ...(document.projectId ? [mentionExtension({ projectId: document.projectId }), ai.extension({ projectId: document.projectId, documentId: document.id })] : []),
  ];
  return <DocumentForUser key={documentId} documentId={documentId} intent={intent} back={back} media={media} ai={ai} />;
}
