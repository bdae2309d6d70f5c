// Real-time co-editing of documents (issue 14): Hocuspocus (Yjs) on this server's own HTTP server, at
// COLLABORATION_PATH. The session cookie (or an API token) authenticates the connection, documentAccess decides each
// document (invisible: refused; without edit rights: read-only, enforced here, not only in the browser), and
// collaboration-store.ts persists the shared state and keeps the JSON snapshot current. With REDIS_URL, instances
// relay each other's edits through Redis (Hocuspocus's Redis extension), so people on different instances edit together.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Hocuspocus, type Extension } from '@hocuspocus/server';
import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import { Redis } from 'ioredis';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { actorOf } from '../../access/index.ts';
import { authenticateToken } from '../../auth/access-tokens.ts';
import { tokenFromAuthorization } from '../../auth/authenticate.ts';
import { expectedOrigin, isCrossSiteOrigin } from '../../auth/csrf.ts';
import { resolveSession, SESSION_COOKIE } from '../../auth/sessions.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { API_PREFIX } from '../../http/hal.ts';
import { setLiveDocuments, type LiveDocuments } from './collaboration-registry.ts';
import { loadCollaborationState, replaceSharedContent, storeCollaborationState } from './collaboration-store.ts';
import { documentAccess } from './service.ts';

/** The WebSocket endpoint; one connection carries every document a browser has open (`document.<id>`). */
export const COLLABORATION_PATH = `${API_PREFIX}/documents/collaboration`;
/** Saves follow typing by this long, and come at least this often while typing goes on (Hocuspocus's debounce). */
export const COLLABORATION_SAVE_DEBOUNCE_MS = 2000;
export const COLLABORATION_SAVE_MAX_DEBOUNCE_MS = 10_000;
/** Open connections are checked against the current permissions this often (a role or share taken away ends them). */
export const COLLABORATION_ACCESS_RECHECK_MS = 30_000;
/** How long closing the server waits for open documents to be saved. */
const SHUTDOWN_SAVE_TIMEOUT_MS = 5000;
/** The Redis keys and channels of co-editing start with this (COLLABORATION_REDIS_PREFIX; one per deployment). */
export const DEFAULT_COLLABORATION_REDIS_PREFIX = 'tessera:collaboration';

/** Why a document connection was refused: the provider reports it to the page (onAuthenticationFailed). */
export const COLLABORATION_REFUSALS = {
  unauthenticated: 'unauthenticated',
  notFound: 'not-found',
} as const;

/** A caret colour as the editor sets it (#rrggbb); anything else is replaced, so no style text reaches other pages. */
const PRESENCE_COLOR = /^#[0-9a-f]{6}$/i;
const DEFAULT_PRESENCE_COLOR = '#3559e0';

const DOCUMENT_NAME = /^document\.([1-9]\d{0,15})$/;
export const documentNameOf = (documentId: number) => `document.${documentId}`;

/** The document id a connection names, or null for a name that is not a document's. */
export function documentIdOf(name: string): number | null {
  const match = DOCUMENT_NAME.exec(name);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) ? id : null;
}

interface CollaborationContext {
  /** Who the socket authenticated as at the upgrade (cookie or Authorization header); null until a token names them. */
  user: PrincipalRow | null;
}

/** A refused document: Hocuspocus sends `reason` to the provider (and, with no message, does not log it as an error). */
class Refusal extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super('');
    this.reason = reason;
  }
}

/** Answers an upgrade that is refused with a plain HTTP status, then closes the socket. */
function refuseUpgrade(socket: Duplex, status: 400 | 401 | 403 | 404, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`);
}

/**
 * Who opens the socket: an API token in the Authorization header (a wrong one refuses the upgrade, as on any API
 * request), else the session cookie, which a page of another site must not use (its Origin is checked, as the CSRF
 * defence does for writes). No credential: the provider's token may still name the user (see onAuthenticate).
 */
async function upgradeUser(app: FastifyInstance, request: IncomingMessage): Promise<{ user: PrincipalRow | null } | { refuse: 401 | 403 }> {
  const authorization = request.headers.authorization;
  if (authorization) {
    const token = tokenFromAuthorization(authorization);
    const user = token ? await authenticateToken(app, token) : null;
    return user ? { user } : { refuse: 401 };
  }
  const cookie = request.headers.cookie ? app.parseCookie(request.headers.cookie)[SESSION_COOKIE] : undefined;
  if (!cookie) return { user: null };
  const protocol = 'encrypted' in request.socket && request.socket.encrypted ? 'https' : 'http';
  if (isCrossSiteOrigin(request.headers, expectedOrigin(app.config.publicUrl, protocol, request.headers.host ?? ''))) return { refuse: 403 };
  const unsigned = app.unsignCookie(cookie);
  const session = unsigned.valid && unsigned.value ? await resolveSession(app, unsigned.value) : null;
  return { user: session?.user ?? null };
}

/** The request as Hocuspocus keeps it, without the credentials (they were used at the upgrade and stay there). */
function hocuspocusRequest(request: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'cookie' || name === 'authorization') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(new URL(request.url ?? '/', 'http://localhost'), { headers });
}

const asBytes = (data: RawData): Uint8Array => {
  const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
};

export class DocumentCollaboration implements LiveDocuments {
  readonly hocuspocus: Hocuspocus<CollaborationContext>;
  private readonly app: FastifyInstance;
  private readonly sockets = new WebSocketServer({ noServer: true });
  private readonly recheckTimer: NodeJS.Timeout;
  /** With REDIS_URL: the relay between instances, which also carries stateless messages. */
  private readonly redis: RedisExtension | null = null;

  constructor(app: FastifyInstance, options: { redisPrefix?: string } = {}) {
    this.app = app;
    const extensions: Extension[] = [];
    const redisUrl = app.config.redisUrl;
    if (redisUrl) {
      this.redis = new RedisExtension({
        prefix: options.redisPrefix ?? app.config.collaborationRedisPrefix ?? DEFAULT_COLLABORATION_REDIS_PREFIX,
        // The project's Redis client (the extension accepts any ioredis-compatible one).
        createClient: () => new Redis(redisUrl, { connectionName: 'tessera-collaboration', maxRetriesPerRequest: null }) as never,
      });
      extensions.push(this.redis);
    }
    this.hocuspocus = new Hocuspocus<CollaborationContext>({
      name: 'tessera-documents',
      quiet: true,
      debounce: COLLABORATION_SAVE_DEBOUNCE_MS,
      maxDebounce: COLLABORATION_SAVE_MAX_DEBOUNCE_MS,
      // A document's frames may be as large as its content may be (a paste of a whole document).
      extensions,
      onAuthenticate: async ({ context, documentName, token, connectionConfig }) => {
        const documentId = documentIdOf(documentName);
        if (documentId === null) throw new Refusal(COLLABORATION_REFUSALS.notFound);
        const user = context.user ?? (token ? await authenticateToken(app, token) : null);
        if (!user) throw new Refusal(COLLABORATION_REFUSALS.unauthenticated);
        const access = await this.access(user, documentId);
        if (!access) throw new Refusal(COLLABORATION_REFUSALS.notFound);
        connectionConfig.readOnly = !access.canEdit;
        return { user };
      },
      // Presence names the signed-in user, whatever a page claims, and only a plain colour reaches the others' styles.
      beforeHandleAwareness: async ({ states, context }) => {
        const user = (context as CollaborationContext | undefined)?.user;
        if (!user) return;
        for (const state of states.values()) {
          if (typeof state.user !== 'object' || state.user === null) continue;
          const color = typeof state.user.color === 'string' && PRESENCE_COLOR.test(state.user.color) ? state.user.color : DEFAULT_PRESENCE_COLOR;
          state.user = { id: user.id, name: user.name, color };
        }
      },
      onLoadDocument: async ({ document, documentName }) => {
        const documentId = documentIdOf(documentName);
        if (documentId === null || !(await loadCollaborationState(app.db, documentId, document))) throw new Refusal(COLLABORATION_REFUSALS.notFound);
      },
      onStoreDocument: async ({ document, documentName, lastContext }) => {
        const documentId = documentIdOf(documentName);
        if (documentId === null) return;
        await storeCollaborationState(app, documentId, document, (lastContext as CollaborationContext | undefined)?.user?.id ?? null);
      },
    });
    this.recheckTimer = setInterval(() => void this.recheckAccess(), COLLABORATION_ACCESS_RECHECK_MS);
    this.recheckTimer.unref();
    // A deleted document's editors are disconnected at once (their pages say so).
    app.events.subscribe((event) => {
      if (event.type === 'document.deleted' && event.documentId !== undefined) this.hocuspocus.closeConnections(documentNameOf(event.documentId));
    });
  }

  /** documentAccess, or null when the user may not see the document (any more). */
  private async access(user: PrincipalRow, documentId: number) {
    try {
      return await documentAccess(this.app.db, actorOf(user), documentId);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  }

  /** Re-decides every open connection: closed when the document became invisible, read-only when edit rights went. */
  private async recheckAccess(): Promise<void> {
    for (const document of this.hocuspocus.documents.values()) {
      const documentId = documentIdOf(document.name);
      if (documentId === null) continue;
      for (const connection of document.getConnections()) {
        const user = (connection.context as CollaborationContext).user;
        if (!user) continue;
        try {
          const access = await this.access(user, documentId);
          if (!access) connection.close();
          else connection.readOnly = !access.canEdit;
        } catch (error) {
          this.app.log.warn({ err: error, documentId }, 'co-editing: the access check of an open connection failed');
        }
      }
    }
  }

  /** Takes an upgrade request for COLLABORATION_PATH: authenticates it, then hands the socket to Hocuspocus. */
  async handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    let identity: Awaited<ReturnType<typeof upgradeUser>>;
    try {
      identity = await upgradeUser(this.app, request);
    } catch (error) {
      this.app.log.error({ err: error }, 'co-editing: authenticating a connection failed');
      socket.destroy();
      return;
    }
    if ('refuse' in identity) {
      refuseUpgrade(socket, identity.refuse, identity.refuse === 401 ? 'Unauthorized' : 'Forbidden');
      return;
    }
    this.sockets.handleUpgrade(request, socket, head, (websocket: WebSocket) => {
      const connection = this.hocuspocus.handleConnection(websocket, hocuspocusRequest(request), { user: identity.user });
      websocket.on('message', (data) => connection.handleMessage(asBytes(data)));
      websocket.on('close', (code, reason) => connection.handleClose({ code, reason: reason.toString() }));
      websocket.on('error', (error) => this.app.log.warn({ err: error }, 'co-editing: a connection failed'));
    });
  }

  /**
   * A content change made outside the editor (a REST write, a restored version) into the shared document, so open
   * editors show it and their next save keeps it. Loads the document when no one here has it open (with Redis, from
   * the instances that do), which saves the state the change extends.
   */
  async applyContent(documentId: number, node: ProseMirrorNode, user: PrincipalRow): Promise<void> {
    const connection = await this.hocuspocus.openDirectConnection(documentNameOf(documentId), { user });
    try {
      await connection.transact((document) => replaceSharedContent(document, node));
    } finally {
      await connection.disconnect();
    }
  }

  /**
   * A stateless message to the document's open connections. Loaded here: Hocuspocus sends it to this instance's
   * connections and (its Redis extension's beforeBroadcastStateless) to the other instances'. Not loaded here: no one
   * has it open on this instance, so with Redis only the others may; the extension's relay is published directly,
   * without loading the document (a stateless message needs no document state; the hook reads only its name).
   */
  async broadcastStateless(documentId: number, payload: string): Promise<void> {
    const documentName = documentNameOf(documentId);
    const document = this.hocuspocus.documents.get(documentName);
    if (document) {
      document.broadcastStateless(payload);
      return;
    }
    await this.redis?.beforeBroadcastStateless({ documentName, payload } as Parameters<RedisExtension['beforeBroadcastStateless']>[0]);
  }

  /** Ends every connection, saves what is open (waiting at most SHUTDOWN_SAVE_TIMEOUT_MS) and closes Redis. */
  async close(): Promise<void> {
    clearInterval(this.recheckTimer);
    for (const websocket of this.sockets.clients) websocket.terminate();
    this.hocuspocus.closeConnections();
    this.hocuspocus.flushPendingStores();
    const deadline = Date.now() + SHUTDOWN_SAVE_TIMEOUT_MS;
    while (this.hocuspocus.getDocumentsCount() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await this.hocuspocus.hooks('onDestroy', { instance: this.hocuspocus });
    this.sockets.close();
  }
}

/** Starts co-editing for the app: the upgrade handler on its HTTP server, closed (after saving) before the app closes. */
export function registerCollaboration(app: FastifyInstance): DocumentCollaboration {
  const collaboration = new DocumentCollaboration(app);
  setLiveDocuments(app, collaboration);
  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path !== COLLABORATION_PATH) {
      // No other WebSocket endpoint exists: anything else is not found (instead of a socket left hanging).
      refuseUpgrade(socket, 404, 'Not Found');
      return;
    }
    void collaboration.handleUpgrade(request, socket, head);
  });
  app.addHook('preClose', async () => collaboration.close());
  return collaboration;
}
