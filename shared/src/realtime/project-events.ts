// Live updates (docs/api.md 'Live updates'): one EventSource per page on GET /api/v3/events for every project some
// view watches. @tessera/shared is a federation singleton, so the shell and every remote share this one stream.
import { apiUrl } from '../api/client';
import { TAB_ID } from '../api/tab-id';
import { authStore } from '../auth/auth-store';

export type WorkPackageEventType =
  | 'work_package.created'
  | 'work_package.updated'
  | 'work_package.deleted'
  | 'activity.created'
  | 'activity.updated';
export type VersionEventType = 'version.created' | 'version.updated' | 'version.deleted';
export type DocumentEventType = 'document.created' | 'document.updated' | 'document.deleted';
export type ForumEventType =
  | 'forum.created'
  | 'forum.updated'
  | 'forum.deleted'
  | 'forum_message.created'
  | 'forum_message.updated'
  | 'forum_message.deleted'
  | 'forum.typing';
/**
 * github_pull_requests.changed: the pull requests linked to a work package changed (a webhook, a link or unlink): its
 * GitHub tab refetches. github.updated: any pull request or repository of the project changed: its GitHub view refetches.
 */
export type GithubEventType = 'github_pull_requests.changed' | 'github.updated';
export type ProjectEventType = WorkPackageEventType | VersionEventType | DocumentEventType | ForumEventType | GithubEventType;

interface ProjectEventBase {
  /** Unique per event (a duplicate is dropped). */
  id: string;
  projectId: number;
  /** Who made the change. */
  actorId: number;
  /** The tab whose request made the change, when it said (see isFromThisTab). */
  tabId?: string;
  at: string;
  /**
   * Set only on an announcement made in this page (announceProjectChange): the area that made the change, which
   * already shows it. Other areas treat it like a change made elsewhere.
   */
  origin?: string;
}

/** A work package or one of its activities changed: ids only, refetch what you show. */
export interface WorkPackageEvent extends ProjectEventBase {
  type: WorkPackageEventType;
  workPackageId: number;
  /** The work package's lockVersion after the change, when the change moved it. */
  lockVersion?: number;
  activityId?: number;
}

/**
 * A version (sprint) usable in the project was created, changed or deleted (one event per project it is shared
 * with). Work packages a deleted version held get their own work_package.updated events.
 */
export interface VersionEvent extends ProjectEventBase {
  type: VersionEventType;
  versionId: number;
}

/** A document of the project was created, changed or deleted (sent to those who may view documents there). */
export interface DocumentEvent extends ProjectEventBase {
  type: DocumentEventType;
  documentId: number;
  /** The document's lockVersion after the change (none for a deletion). */
  lockVersion?: number;
}

/**
 * A forum of the project, or one of its topics or replies, changed; or someone is typing a reply (sent to those who
 * may view forums there). forum.typing lasts 3 s on screen and carries who types.
 */
export type ForumEvent =
  | (ProjectEventBase & { type: 'forum.created' | 'forum.updated' | 'forum.deleted'; forumId: number })
  | (ProjectEventBase & {
      type: 'forum_message.created' | 'forum_message.updated' | 'forum_message.deleted';
      forumId: number;
      topicId: number;
      messageId: number;
    })
  | (ProjectEventBase & { type: 'forum.typing'; forumId: number; topicId: number; actorName: string });

/** Sent to those who may view GitHub content in the project; a webhook's events name no user (actorId 0). */
export type GithubEvent =
  | (ProjectEventBase & { type: 'github_pull_requests.changed'; workPackageId: number })
  /** Names only its project (workPackageId is never set, so a task's filter on it reads the same for both). */
  | (ProjectEventBase & { type: 'github.updated'; workPackageId?: undefined });

export type ProjectEvent = WorkPackageEvent | VersionEvent | DocumentEvent | ForumEvent | GithubEvent;

export function isVersionEvent(event: ProjectEvent): event is VersionEvent {
  return event.type.startsWith('version.');
}

export function isDocumentEvent(event: ProjectEvent): event is DocumentEvent {
  return event.type.startsWith('document.');
}

/** A forum, forum message or typing event: what the forums view follows. */
export function isForumEvent(event: ProjectEvent): event is ForumEvent {
  return event.type.startsWith('forum.') || event.type.startsWith('forum_message.');
}

/**
 * A GitHub event: the task panel's GitHub tab follows those naming its work package, the project's GitHub view
 * github.updated.
 */
export function isGithubEvent(event: ProjectEvent): event is GithubEvent {
  return event.type.startsWith('github_pull_requests.') || event.type.startsWith('github.');
}

/** A work package or activity event: what the task and sprint views follow. */
export function isWorkPackageEvent(event: ProjectEvent): event is WorkPackageEvent {
  return !isVersionEvent(event) && !isDocumentEvent(event) && !isForumEvent(event) && !isGithubEvent(event);
}

/** Whether this tab made the change: it already shows it. The same user's other tabs are told like everyone else. */
export function isFromThisTab(event: ProjectEvent): boolean {
  return event.tabId === TAB_ID;
}

/** Events may have been missed (the stream was interrupted): refetch everything of the project. */
export interface ResyncNotice {
  type: 'resync';
  projectId: number;
}

export type ProjectEventMessage = ProjectEvent | ResyncNotice;
export type ProjectEventHandler = (message: ProjectEventMessage) => void;

export const EVENTS_PATH = '/events';
/** Reconnecting after a failure waits 1 s, then 2, 4, ... at most 30 s (plus up to 20 % jitter, so tabs spread out). */
export const RECONNECT_BASE_DELAY_MS = 1000;
export const RECONNECT_MAX_DELAY_MS = 30_000;
const RECONNECT_JITTER = 0.2;

/** How long to wait before the `failures`-th reconnect (both live streams back off the same way). */
export function reconnectDelayMs(failures: number): number {
  const backoff = Math.min(RECONNECT_BASE_DELAY_MS * 2 ** (failures - 1), RECONNECT_MAX_DELAY_MS);
  return backoff * (1 + Math.random() * RECONNECT_JITTER);
}
/**
 * When the watched projects change, a new stream opens first and the old one stays this long after the new one is
 * open (both deliver meanwhile, duplicates are dropped by id), so nothing published during the switch is lost.
 */
export const STREAM_HANDOVER_MS = 1000;
/** Ids of recently delivered events kept to drop duplicates. */
const SEEN_EVENT_IDS = 500;

const WORK_PACKAGE_EVENT_TYPES: readonly string[] = ['work_package.created', 'work_package.updated', 'work_package.deleted', 'activity.created', 'activity.updated'];
const VERSION_EVENT_TYPES: readonly string[] = ['version.created', 'version.updated', 'version.deleted'];
const DOCUMENT_EVENT_TYPES: readonly string[] = ['document.created', 'document.updated', 'document.deleted'];
const FORUM_EVENT_TYPES: readonly string[] = ['forum.created', 'forum.updated', 'forum.deleted'];
const FORUM_MESSAGE_EVENT_TYPES: readonly string[] = ['forum_message.created', 'forum_message.updated', 'forum_message.deleted'];
const GITHUB_EVENT_TYPES: readonly string[] = ['github_pull_requests.changed'];
const GITHUB_PROJECT_EVENT_TYPES: readonly string[] = ['github.updated'];

function parseEvent(data: unknown): ProjectEvent | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const event = value as { [K in 'id' | 'type' | 'tabId' | 'actorName']?: unknown } & {
    [K in 'projectId' | 'actorId' | 'workPackageId' | 'versionId' | 'documentId' | 'forumId' | 'topicId' | 'messageId']?: unknown;
  };
  if (typeof event.id !== 'string' || typeof event.projectId !== 'number' || typeof event.actorId !== 'number') return null;
  if (event.tabId !== undefined && typeof event.tabId !== 'string') return null;
  if (WORK_PACKAGE_EVENT_TYPES.includes(event.type as string)) return typeof event.workPackageId === 'number' ? (value as WorkPackageEvent) : null;
  if (GITHUB_EVENT_TYPES.includes(event.type as string)) return typeof event.workPackageId === 'number' ? (value as GithubEvent) : null;
  // Project-level: whatever else it carries, it names no work package (a task's filter must never match it).
  if (GITHUB_PROJECT_EVENT_TYPES.includes(event.type as string)) {
    const { workPackageId: _ignored, ...projectEvent } = value as GithubEvent;
    return projectEvent as GithubEvent;
  }
  if (VERSION_EVENT_TYPES.includes(event.type as string)) return typeof event.versionId === 'number' ? (value as VersionEvent) : null;
  if (DOCUMENT_EVENT_TYPES.includes(event.type as string)) return typeof event.documentId === 'number' ? (value as DocumentEvent) : null;
  if (FORUM_EVENT_TYPES.includes(event.type as string)) return typeof event.forumId === 'number' ? (value as ForumEvent) : null;
  if (FORUM_MESSAGE_EVENT_TYPES.includes(event.type as string)) {
    const ids = [event.forumId, event.topicId, event.messageId];
    return ids.every((id) => typeof id === 'number') ? (value as ForumEvent) : null;
  }
  if (event.type === 'forum.typing') {
    const valid = typeof event.forumId === 'number' && typeof event.topicId === 'number' && typeof event.actorName === 'string';
    return valid ? (value as ForumEvent) : null;
  }
  return null;
}

/**
 * A handler that throws must not keep the others from hearing the event; its error still reaches the console. (The
 * user's own stream delivers the same way.)
 */
export function callSafely<Message>(handler: (message: Message) => void, message: Message): void {
  try {
    handler(message);
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}

interface Source {
  es: EventSource;
  /** The sorted project ids, comma-separated, as requested. */
  key: string;
  projects: number[];
}

/** Exported for tests; the app uses the singleton below through subscribeToProjectEvents / useProjectEvents. */
export class ProjectEventStream {
  private readonly handlers = new Map<number, Set<ProjectEventHandler>>();
  /** The open stream that delivers. */
  private current: Source | null = null;
  /** A stream for a new set of projects, connecting; it replaces `current` when it opens. */
  private pending: Source | null = null;
  /** Replaced streams, open a little longer (STREAM_HANDOVER_MS). */
  private readonly retiring = new Set<Source>();
  private reconcileTimer: ReturnType<typeof setTimeout> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  /** A delivering stream failed: subscribers refetch once the next stream is open. */
  private resyncOnOpen = false;
  private readonly seen = new Set<string>();
  private userId: number | null = authStore.getState().user?.id ?? null;
  private readonly unsubscribeAuth: () => void;

  constructor() {
    this.unsubscribeAuth = authStore.subscribe((state) => {
      const previous = this.userId;
      this.userId = state.user?.id ?? null;
      // Another account signed in (the cookie changed): the open stream still speaks for the previous one.
      if (previous !== null && this.userId !== null && previous !== this.userId) this.closeAll();
      this.scheduleReconcile();
    });
  }

  subscribe(projectId: number, handler: ProjectEventHandler): () => void {
    let set = this.handlers.get(projectId);
    if (!set) {
      set = new Set();
      this.handlers.set(projectId, set);
    }
    // A wrapper per subscription: the same function subscribed twice is two subscriptions.
    const entry: ProjectEventHandler = (message) => handler(message);
    set.add(entry);
    this.scheduleReconcile();
    return () => {
      const handlers = this.handlers.get(projectId);
      if (!handlers?.delete(entry)) return;
      if (handlers.size === 0) this.handlers.delete(projectId);
      this.scheduleReconcile();
    };
  }

  /** Subscriptions made in one render pass open one stream, not one each. */
  private scheduleReconcile(): void {
    if (this.reconcileTimer !== null) return;
    this.reconcileTimer = setTimeout(() => {
      this.reconcileTimer = null;
      this.reconcile();
    }, 0);
  }

  private desiredKey(): string {
    if (typeof EventSource === 'undefined' || authStore.getState().status === 'anonymous') return '';
    return [...this.handlers.keys()].sort((a, b) => a - b).join(',');
  }

  private reconcile(): void {
    // After a failure the backoff timer reconnects, with whatever projects are wanted by then.
    if (this.reconnectTimer !== null) return;
    const key = this.desiredKey();
    if (key === '') {
      this.closeAll();
      // Nobody is left to refetch.
      this.resyncOnOpen = false;
      return;
    }
    if (this.pending?.key === key) return;
    if (this.current?.key === key) {
      this.closeSource(this.pending);
      this.pending = null;
      return;
    }
    this.closeSource(this.pending);
    this.pending = this.open(key);
  }

  private open(key: string): Source {
    const es = new EventSource(apiUrl(EVENTS_PATH, { projects: key }));
    const source: Source = { es, key, projects: key.split(',').map(Number) };
    es.addEventListener('open', () => this.onOpen(source));
    es.addEventListener('error', () => this.onError(source));
    es.addEventListener('message', (event) => this.onMessage(source, (event as MessageEvent).data));
    es.addEventListener('resync', () => {
      if (this.delivers(source)) this.resync(source.projects);
    });
    return source;
  }

  private delivers(source: Source): boolean {
    return source === this.current || this.retiring.has(source);
  }

  private onOpen(source: Source): void {
    if (source !== this.pending) return;
    this.pending = null;
    this.failures = 0;
    const previous = this.current;
    this.current = source;
    if (previous) {
      this.retiring.add(previous);
      setTimeout(() => {
        if (this.retiring.delete(previous)) previous.es.close();
      }, STREAM_HANDOVER_MS);
    }
    if (this.resyncOnOpen) {
      this.resyncOnOpen = false;
      this.resync(source.projects);
    }
  }

  private onError(source: Source): void {
    // EventSource would retry on its own, without backoff and without telling us what was missed: we do it instead.
    source.es.close();
    if (this.retiring.delete(source)) return;
    if (source === this.current) {
      this.current = null;
      this.resyncOnOpen = true;
    } else if (source === this.pending) {
      this.pending = null;
    } else {
      return;
    }
    if (this.reconnectTimer !== null) return;
    this.failures += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.reconcile();
    }, reconnectDelayMs(this.failures));
  }

  private onMessage(source: Source, data: unknown): void {
    if (!this.delivers(source)) return;
    const event = parseEvent(data);
    if (!event || this.seen.has(event.id)) return;
    this.seen.add(event.id);
    if (this.seen.size > SEEN_EVENT_IDS) this.seen.delete(this.seen.values().next().value as string);
    for (const handler of [...(this.handlers.get(event.projectId) ?? [])]) callSafely(handler, event);
  }

  /** An announcement made in this page: straight to the project's subscribers, no server round trip. */
  announce(event: ProjectEvent): void {
    for (const handler of [...(this.handlers.get(event.projectId) ?? [])]) callSafely(handler, event);
  }

  private resync(projects: number[]): void {
    for (const projectId of projects) {
      for (const handler of [...(this.handlers.get(projectId) ?? [])]) callSafely(handler, { type: 'resync', projectId });
    }
  }

  private closeSource(source: Source | null): void {
    source?.es.close();
  }

  private closeAll(): void {
    this.closeSource(this.current);
    this.closeSource(this.pending);
    for (const source of this.retiring) this.closeSource(source);
    this.retiring.clear();
    this.current = null;
    this.pending = null;
  }

  /** Closes everything and forgets every subscription (tests). */
  dispose(): void {
    this.closeAll();
    this.handlers.clear();
    for (const timer of [this.reconcileTimer, this.reconnectTimer]) if (timer !== null) clearTimeout(timer);
    this.reconcileTimer = null;
    this.reconnectTimer = null;
    this.failures = 0;
    this.resyncOnOpen = false;
    this.seen.clear();
    this.unsubscribeAuth();
  }
}

let instance: ProjectEventStream | null = null;

function stream(): ProjectEventStream {
  instance ??= new ProjectEventStream();
  return instance;
}

/**
 * Calls `handler` with each event of the project the signed-in user may see, and with `{ type: 'resync' }` when events
 * may have been missed (after a reconnection). Returns the unsubscribe function. Every subscriber on the page shares
 * one connection, opened while anyone is subscribed.
 */
export function subscribeToProjectEvents(projectId: number, handler: ProjectEventHandler): () => void {
  return stream().subscribe(projectId, handler);
}

let announcements = 0;

/**
 * Tells the page's other areas about a change one area made (the sprint board moved a task into a sprint): the
 * server's own event for it names this tab, and every area skips those as "already on screen", which holds only for
 * the area that made the change. The announcement carries `origin` (that area, which ignores it) and no `tabId`,
 * so the others refresh as for anyone's change. Call it after the write succeeded.
 */
export function announceProjectChange(change: { type: WorkPackageEventType; projectId: number; workPackageId: number; lockVersion?: number; origin: string }): void {
  stream().announce({
    ...change,
    id: `local-${++announcements}`,
    actorId: authStore.getState().user?.id ?? 0,
    at: new Date().toISOString(),
  });
}

/** Closes the page's stream and drops every subscription (tests). */
export function resetProjectEvents(): void {
  instance?.dispose();
  instance = null;
}
