// The page's hooks: a co-editing session for the open document (one per document, ended when the page leaves it),
// its state for rendering, and the editor extensions that bind the editor to it.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AnyExtension } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import type { CurrentUser } from '@tessera/shared';
import { CollaborationCaret } from '../model/collaboration-caret';
import { coEditorColor } from '../model/participants';
import { COLLABORATION_FIELD, CoEditingSession, type CoEditingMessage, type CoEditingSnapshot } from './session';

/**
 * The session of one document for the signed-in user, connected while the calling component is mounted. Render the
 * caller with `key={documentId}`: a session belongs to one document and one user.
 */
export function useCoEditingSession(documentId: number, user: Pick<CurrentUser, 'id' | 'name'>): CoEditingSession {
  const [session] = useState(() => new CoEditingSession(documentId, { id: user.id, name: user.name, color: coEditorColor(user.id) }));
  useEffect(() => {
    session.connect();
    return () => session.release();
  }, [session]);
  return session;
}

export function useCoEditingState(session: CoEditingSession): CoEditingSnapshot {
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}

/**
 * The editor's side of a session: Collaboration binds the editor to the shared document (and brings Yjs's undo and
 * redo, which undo only this user's changes), CollaborationCaret shows the others' carets.
 */
export function coEditingExtensions(session: CoEditingSession): AnyExtension[] {
  return [
    Collaboration.configure({ document: session.ydoc, field: COLLABORATION_FIELD }),
    CollaborationCaret.configure({ awareness: session.provider.awareness, user: session.user }),
  ];
}

/**
 * Calls `listener` with each stateless message of the given type the server sends on the session's connection (no
 * session: nothing to hear). The latest listener is used without subscribing again.
 */
export function useCoEditingMessages(session: CoEditingSession | null, type: string, listener: (message: CoEditingMessage) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!session) return undefined;
    return session.onMessage((message) => {
      if (message.type === type) latest.current(message);
    });
  }, [session, type]);
}
