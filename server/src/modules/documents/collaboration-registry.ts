// Where a REST write finds the documents open for co-editing (without importing co-editing, which uses the service).
import type { FastifyInstance } from 'fastify';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { PrincipalRow } from '../../db/schema.ts';

export interface LiveDocuments {
  /** Puts content written outside the editor into the shared document (see DocumentCollaboration.applyContent). */
  applyContent(documentId: number, node: ProseMirrorNode, user: PrincipalRow): Promise<void>;
  /** Sends a stateless message to everyone who has the document open (on any instance, with Redis). */
  broadcastStateless(documentId: number, payload: string): Promise<void>;
}

/** One per HTTP server: tests run several apps in one process. */
const registry = new WeakMap<object, LiveDocuments>();

export const liveDocumentsOf = (app: FastifyInstance): LiveDocuments | undefined => registry.get(app.server);
/**
 * Tells every open editor of the document something happened beside its content (a comment thread changed), as a
 * stateless message of its co-editing connection: its readers hear it too, shared viewers who are no project members
 * included. Call it after the change has committed; a failure is logged, never the request's.
 */
export async function broadcastToDocument(app: FastifyInstance, documentId: number, message: Record<string, unknown>): Promise<void> {
  try {
    await registry.get(app.server)?.broadcastStateless(documentId, JSON.stringify(message));
  } catch (error) {
    app.log.warn({ err: error, documentId }, 'co-editing: a message to the open editors of a document failed');
  }
}

export const setLiveDocuments = (app: FastifyInstance, live: LiveDocuments): void => void registry.set(app.server, live);
