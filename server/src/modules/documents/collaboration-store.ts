// Co-editing's persistence: a document's Yjs state in `documents.collaboration_state`, and on every save the JSON
// snapshot (content, HTML, text) derived from it, validated like any write, journaled and announced.
import type { FastifyInstance } from 'fastify';
import * as Y from 'yjs';
import { prosemirrorJSONToYDoc, updateYFragment, yDocToProsemirrorJSON } from '@tiptap/y-tiptap';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { editorSchema } from '@tessera/shared/editor';
import type { Db } from '../../db/index.ts';
import { nextUpdatedAt } from '../../http/inputs.ts';
import { DOCUMENT_JOURNABLE, insertJournals } from '../../journals/index.ts';
import { deriveContent, parseContent, searchText, type DerivedContent } from './content.ts';
import { newlyMentionedInDocument, notify, publishNotifications } from '../notifications/index.ts';
import { syncDocumentReferences } from '../references/index.ts';
import { documentJournal } from './journal.ts';
import { checkImageAttachments } from './service.ts';

/** The Yjs field the editor binds to (Tiptap's Collaboration extension's default). */
export const COLLABORATION_FIELD = 'default';
/**
 * Saves of one user within this long extend their last version instead of adding one (as OpenProject aggregates
 * journals of one user within its aggregation time), so typing leaves one version per sitting, not one per save.
 */
export const COLLABORATION_JOURNAL_WINDOW_MS = 5 * 60 * 1000;
/** A save that loses the lockVersion race to a REST write reads the document again, at most this often. */
const SAVE_ATTEMPTS = 3;

/** The database drivers bind Buffers (better-sqlite3 refuses a bare Uint8Array). */
const asBuffer = (state: Uint8Array) => Buffer.from(state.buffer, state.byteOffset, state.byteLength);

/**
 * The document's shared state into `ydoc`: the stored one, or, the first time, one built from its content and stored
 * at once (an instance that stored first wins), so every connection from now on continues one history. False when
 * the document no longer exists.
 */
export async function loadCollaborationState(db: Db, documentId: number, ydoc: Y.Doc): Promise<boolean> {
  const row = await db.selectFrom('documents').select(['content', 'collaboration_state']).where('id', '=', documentId).executeTakeFirst();
  if (!row) return false;
  if (row.collaboration_state) {
    Y.applyUpdate(ydoc, row.collaboration_state);
    return true;
  }
  const state = Y.encodeStateAsUpdate(prosemirrorJSONToYDoc(editorSchema, JSON.parse(row.content), COLLABORATION_FIELD));
  const stored = await db
    .updateTable('documents')
    .set({ collaboration_state: asBuffer(state) })
    .where('id', '=', documentId)
    .where('collaboration_state', 'is', null)
    .executeTakeFirst();
  if (Number(stored.numUpdatedRows) === 1) {
    Y.applyUpdate(ydoc, state);
    return true;
  }
  const winner = await db.selectFrom('documents').select('collaboration_state').where('id', '=', documentId).executeTakeFirst();
  if (!winner?.collaboration_state) return false;
  Y.applyUpdate(ydoc, winner.collaboration_state);
  return true;
}

/**
 * The shared document as valid content, or the reason it is not (a client may send any Yjs update): the editor's
 * schema, the size limit, and images only from https or the document's own attachments, as for an API write.
 */
export async function deriveSharedContent(db: Db, documentId: number, ydoc: Y.Doc, maxBytes: number): Promise<{ content: DerivedContent } | { problem: unknown }> {
  try {
    const node = parseContent(yDocToProsemirrorJSON(ydoc, COLLABORATION_FIELD), maxBytes);
    await checkImageAttachments(db, documentId, node);
    return { content: deriveContent(node) };
  } catch (problem) {
    return { problem };
  }
}

/** Makes the shared document hold `node` with the smallest change (text others are typing next to keeps its place). */
export function replaceSharedContent(ydoc: Y.Doc, node: ProseMirrorNode): void {
  updateYFragment(ydoc, ydoc.getXmlFragment(COLLABORATION_FIELD), node, { mapping: new Map(), isOMark: new Map() });
}

/** The content's version: one per user per sitting (COLLABORATION_JOURNAL_WINDOW_MS), holding the newest content. */
async function journalContent(db: Db, documentId: number, projectId: number, userId: number, json: string, now: Date): Promise<void> {
  const last = await db
    .selectFrom('journals')
    .select(['id', 'user_id', 'notes', 'created_at'])
    .where('journable_type', '=', DOCUMENT_JOURNABLE)
    .where('journable_id', '=', documentId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (last && last.user_id === userId && last.notes === '' && now.getTime() - new Date(last.created_at).getTime() < COLLABORATION_JOURNAL_WINDOW_MS) {
    const properties = await db.selectFrom('journal_details').select('property').where('journal_id', '=', last.id).execute();
    // Only a version that changed nothing but the content grows: a title or category change stays its own version.
    if (properties.length === 1 && properties[0].property === 'content') {
      await db.updateTable('journal_details').set({ new_value: json }).where('journal_id', '=', last.id).execute();
      await db.updateTable('journals').set({ updated_at: now.toISOString() }).where('id', '=', last.id).execute();
      return;
    }
  }
  await insertJournals(db, [documentJournal({ id: documentId, projectId }, userId, now.toISOString(), [{ property: 'content', old_value: null, new_value: json }])]);
}

/**
 * Saves the shared state, and the snapshot derived from it when it is valid and differs from the stored content (a
 * new lockVersion, a version for `userId`, a document.updated event). Invalid content keeps the snapshot as it was
 * and is logged. Nothing happens for a deleted document.
 */
export async function storeCollaborationState(app: FastifyInstance, documentId: number, ydoc: Y.Doc, userId: number | null): Promise<void> {
  const state = asBuffer(Y.encodeStateAsUpdate(ydoc));
  const derived = await deriveSharedContent(app.db, documentId, ydoc, app.config.documentMaxBytes);
  if ('problem' in derived) app.log.warn({ err: derived.problem, documentId }, 'co-editing: the shared document is not a valid document; its content was not saved');
  const content = 'content' in derived ? derived.content : null;
  for (let attempt = 1; attempt <= SAVE_ATTEMPTS; attempt += 1) {
    const now = app.clock.now();
    const outcome = await app.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('documents')
        .select(['project_id', 'title', 'content', 'lock_version', 'updated_at'])
        .where('id', '=', documentId)
        .executeTakeFirst();
      if (!current) return 'gone' as const;
      if (!content || content.json === current.content || userId === null) {
        await trx.updateTable('documents').set({ collaboration_state: state }).where('id', '=', documentId).execute();
        return 'state' as const;
      }
      const lockVersion = current.lock_version + 1;
      const updated = await trx
        .updateTable('documents')
        .set({
          collaboration_state: state,
          content: content.json,
          content_html: content.html,
          content_text: content.text,
          search_text: searchText(current.title, content.text),
          lock_version: lockVersion,
          updated_at: nextUpdatedAt(current.updated_at, now),
        })
        .where('id', '=', documentId)
        .where('lock_version', '=', current.lock_version)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return 'conflict' as const;
      await journalContent(trx, documentId, current.project_id, userId, content.json, now);
      await syncDocumentReferences(trx, documentId, content.json);
      // Whoever the text now mentions for the first time hears of it, as with a write through the API.
      const mentioned = newlyMentionedInDocument(current.content, content.json);
      const notified = await notify(
        trx,
        mentioned.map((recipientId) => ({ recipientId, reason: 'mentioned' as const, resourceType: 'Document' as const, resourceId: documentId, projectId: current.project_id, actorId: userId })),
        now,
      );
      return { projectId: current.project_id, lockVersion, notified };
    });
    if (outcome === 'conflict') continue;
    if (typeof outcome === 'object' && userId !== null) {
      app.events.publish({ type: 'document.updated', projectId: outcome.projectId, documentId, actorId: userId, lockVersion: outcome.lockVersion });
      publishNotifications(app, outcome.notified);
    }
    return;
  }
  app.log.error({ documentId }, 'co-editing: the document kept changing under the save; it is saved again with the next change');
}
