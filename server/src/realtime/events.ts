import { randomUUID } from 'node:crypto';
import { currentTabId, isTabId } from './tab.ts';

/**
 * What changed, as small as possible: ids only. Browsers refetch what they may see (docs/api.md 'Live updates'),
 * so an event never carries data the receiver might not be allowed to read.
 */
export const WORK_PACKAGE_EVENT_TYPES = [
  'work_package.created',
  'work_package.updated',
  'work_package.deleted',
  'activity.created',
  'activity.updated',
] as const;

/** A version (sprint) usable in the event's project was created, changed or deleted (one event per such project). */
export const VERSION_EVENT_TYPES = ['version.created', 'version.updated', 'version.deleted'] as const;

/** A document of the event's project was created, changed or deleted (delivered to those who may view documents there). */
export const DOCUMENT_EVENT_TYPES = ['document.created', 'document.updated', 'document.deleted'] as const;

/**
 * A forum of the event's project (forumId), or one of its topics or replies (topicId, messageId), was created, changed
 * or deleted; forum.typing: someone (actorName) is typing a reply in a topic. Delivered to those who may view forums there.
 */
export const FORUM_EVENT_TYPES = [
  'forum.created',
  'forum.updated',
  'forum.deleted',
  'forum_message.created',
  'forum_message.updated',
  'forum_message.deleted',
  'forum.typing',
] as const;

/**
 * A user's own events, delivered only to that user's streams of GET /events/me: a notification was created for them,
 * or one (notificationId) or several (none named) were marked read or unread.
 */
export const USER_EVENT_TYPES = ['notification.created', 'notification.read'] as const;

/**
 * github_pull_requests.changed: the pull requests linked to the event's work package changed (a webhook, a link or
 * unlink), so a task's GitHub tab refetches. github.updated (no id but the project's): any pull request or repository
 * of the project changed (a webhook, a backfill, a link, a connection), so the project's GitHub view refetches. Both
 * are delivered to those who may view GitHub content there; a webhook's events name no user (actorId 0).
 */
export const GITHUB_EVENT_TYPES = ['github_pull_requests.changed', 'github.updated'] as const;
/** The GitHub event that names nothing but its project. */
export const GITHUB_PROJECT_EVENT = 'github.updated' satisfies (typeof GITHUB_EVENT_TYPES)[number];

export const PROJECT_EVENT_TYPES = [...WORK_PACKAGE_EVENT_TYPES, ...VERSION_EVENT_TYPES, ...DOCUMENT_EVENT_TYPES, ...FORUM_EVENT_TYPES, ...GITHUB_EVENT_TYPES] as const;
export const EVENT_TYPES = [...PROJECT_EVENT_TYPES, ...USER_EVENT_TYPES] as const;

export type EventType = (typeof EVENT_TYPES)[number];
export type WorkPackageEventType = (typeof WORK_PACKAGE_EVENT_TYPES)[number];
export type GithubEventType = (typeof GITHUB_EVENT_TYPES)[number];
export type VersionEventType = (typeof VERSION_EVENT_TYPES)[number];
export type DocumentEventType = (typeof DOCUMENT_EVENT_TYPES)[number];
export type ForumEventType = (typeof FORUM_EVENT_TYPES)[number];
export type ProjectEventType = (typeof PROJECT_EVENT_TYPES)[number];
export type UserEventType = (typeof USER_EVENT_TYPES)[number];

interface EventBase {
  projectId: number;
  /** Who made the change (0: no user, e.g. a GitHub webhook). */
  actorId: number;
  /**
   * The browser tab that made it (its X-Tab-Id header; publish fills it in from the request in progress): that tab
   * already shows the change and ignores the event, the user's other tabs refresh like everyone else's.
   */
  tabId?: string;
}

export interface WorkPackageEventInput extends EventBase {
  type: WorkPackageEventType;
  workPackageId: number;
  /** The work package's lockVersion after the change, when the change moved it. */
  lockVersion?: number;
  /** The activity (journal) an activity event is about. */
  activityId?: number;
}

export type GithubEventInput = EventBase &
  ({ type: Exclude<GithubEventType, typeof GITHUB_PROJECT_EVENT>; workPackageId: number } | { type: typeof GITHUB_PROJECT_EVENT });

export interface VersionEventInput extends EventBase {
  type: VersionEventType;
  versionId: number;
}

export interface DocumentEventInput extends EventBase {
  type: DocumentEventType;
  documentId: number;
  /** The document's lockVersion after the change (none for a deletion). */
  lockVersion?: number;
}

export interface ForumEventInput extends EventBase {
  type: ForumEventType;
  forumId: number;
  /** Message and typing events: the topic (a topic's own id for the topic itself). */
  topicId?: number;
  /** Message events: the topic or reply that changed. */
  messageId?: number;
  /** forum.typing: who types, as the clients show it. */
  actorName?: string;
}

/** An event for one user only (their notifications): it names no project and goes to nobody else. */
export interface UserEventInput {
  type: UserEventType;
  /** The one user it is delivered to. */
  userId: number;
  /** The notification created or marked; none when several changed at once (mark all as read). */
  notificationId?: number;
  actorId: number;
  tabId?: string;
}

/** What a publisher says; the bus adds `id` and `at`. */
export type EventInput = WorkPackageEventInput | GithubEventInput | VersionEventInput | DocumentEventInput | ForumEventInput | UserEventInput;

interface EventIdentity {
  /** Unique per event, the same on every instance: lets a client drop a duplicate. */
  id: string;
  /** ISO 8601 time of publishing. */
  at: string;
}

/** An event as streams send it: a work package event's fields, a version event's `versionId`, or a document event's `documentId` (and lockVersion). */
export interface ProjectRealtimeEvent extends EventBase, EventIdentity {
  type: ProjectEventType;
  workPackageId?: number;
  lockVersion?: number;
  activityId?: number;
  versionId?: number;
  documentId?: number;
  forumId?: number;
  topicId?: number;
  messageId?: number;
  actorName?: string;
  userId?: undefined;
  notificationId?: undefined;
}

/** A user event as streams send it (the project fields are named, never set, so either kind reads the same way). */
export interface UserRealtimeEvent extends EventIdentity {
  type: UserEventType;
  userId: number;
  notificationId?: number;
  actorId: number;
  tabId?: string;
  projectId?: undefined;
  workPackageId?: undefined;
  lockVersion?: undefined;
  activityId?: undefined;
  versionId?: undefined;
  documentId?: undefined;
  forumId?: undefined;
  topicId?: undefined;
  messageId?: undefined;
  actorName?: undefined;
}

export type RealtimeEvent = ProjectRealtimeEvent | UserRealtimeEvent;

export const isUserEvent = (event: { type: string }): event is UserRealtimeEvent => (USER_EVENT_TYPES as readonly string[]).includes(event.type);

const isDocumentEventType = (type: unknown): type is DocumentEventType => (DOCUMENT_EVENT_TYPES as readonly unknown[]).includes(type);
/** The permission that lets a stream's user receive an event of this type: events never reach those who cannot read what they name. */
const isForumEventType = (type: unknown): type is ForumEventType => (FORUM_EVENT_TYPES as readonly unknown[]).includes(type);
const isGithubEventType = (type: unknown): type is GithubEventType => (GITHUB_EVENT_TYPES as readonly unknown[]).includes(type);
export const viewPermissionOf = (type: ProjectEventType): 'view_work_packages' | 'view_documents' | 'view_forums' | 'view_github' =>
  isDocumentEventType(type) ? 'view_documents' : isForumEventType(type) ? 'view_forums' : isGithubEventType(type) ? 'view_github' : 'view_work_packages';

const isVersionEventType = (type: unknown): type is VersionEventType => (VERSION_EVENT_TYPES as readonly unknown[]).includes(type);

export type EventListener = (event: RealtimeEvent) => void;
/** Called when events may have been missed (the Redis subscription was interrupted): streams tell clients to refetch. */
export type ResyncListener = () => void;

export interface EventBus {
  /** Fire and forget, after the change is committed. Never throws: a lost event only delays a refresh. */
  publish(input: EventInput): void;
  subscribe(listener: EventListener): () => void;
  onResync(listener: ResyncListener): () => void;
  /** Resolves once events from other instances are being received (immediately for the in-process bus). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** The event with only the known properties (publishers may pass more; other instances may send anything). */
function compact(source: RealtimeEvent): RealtimeEvent {
  if (isUserEvent(source)) {
    const event: UserRealtimeEvent = { id: source.id, type: source.type, userId: source.userId, actorId: source.actorId, at: source.at };
    if (source.notificationId !== undefined) event.notificationId = source.notificationId;
    if (source.tabId !== undefined) event.tabId = source.tabId;
    return event;
  }
  if (isForumEventType(source.type)) return compactForumEvent(source);
  if (source.type === GITHUB_PROJECT_EVENT) {
    const event: ProjectRealtimeEvent = { id: source.id, type: source.type, projectId: source.projectId, actorId: source.actorId, at: source.at };
    if (source.tabId !== undefined) event.tabId = source.tabId;
    return event;
  }
  const version = isVersionEventType(source.type);
  const document = isDocumentEventType(source.type);
  const event: ProjectRealtimeEvent = {
    id: source.id,
    type: source.type,
    projectId: source.projectId,
    ...(version ? { versionId: source.versionId } : document ? { documentId: source.documentId } : { workPackageId: source.workPackageId }),
    actorId: source.actorId,
    at: source.at,
  };
  if (!version && source.lockVersion !== undefined) event.lockVersion = source.lockVersion;
  if (!version && !document && source.activityId !== undefined) event.activityId = source.activityId;
  if (source.tabId !== undefined) event.tabId = source.tabId;
  return event;
}

/** A typing indicator's name, as long as a user's name may be. */
const ACTOR_NAME_MAX_LENGTH = 512;

function compactForumEvent(source: ProjectRealtimeEvent): ProjectRealtimeEvent {
  const event: ProjectRealtimeEvent = { id: source.id, type: source.type, projectId: source.projectId, forumId: source.forumId, actorId: source.actorId, at: source.at };
  if (source.topicId !== undefined) event.topicId = source.topicId;
  if (source.messageId !== undefined) event.messageId = source.messageId;
  if (source.actorName !== undefined) event.actorName = source.actorName;
  if (source.tabId !== undefined) event.tabId = source.tabId;
  return event;
}

export function createEvent(input: EventInput, now: Date): RealtimeEvent {
  const tabId = input.tabId ?? currentTabId();
  return compact({ ...input, tabId: isTabId(tabId) ? tabId : undefined, id: randomUUID(), at: now.toISOString() } as RealtimeEvent);
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
/** An actor is a user, or 0 for changes no user made (GitHub's webhooks). */
const isActorId = (value: unknown): value is number => value === 0 || isId(value);

/** An event read from another instance, checked before it reaches any stream; null for anything malformed. */
export function parseEvent(value: unknown): RealtimeEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Record<string, unknown>;
  if (typeof candidate.id !== 'string' || typeof candidate.at !== 'string') return null;
  if (!(EVENT_TYPES as readonly unknown[]).includes(candidate.type)) return null;
  if (candidate.tabId !== undefined && !isTabId(candidate.tabId)) return null;
  if (isUserEvent(candidate as { type: string })) {
    if (!isId(candidate.userId) || !isId(candidate.actorId)) return null;
    if (candidate.notificationId !== undefined && !isId(candidate.notificationId)) return null;
    return compact(candidate as unknown as RealtimeEvent);
  }
  if (!isId(candidate.projectId) || !isActorId(candidate.actorId)) return null;
  // A version event names its version and nothing of a work package.
  if (isVersionEventType(candidate.type)) return isId(candidate.versionId) ? compact(candidate as unknown as RealtimeEvent) : null;
  if (isForumEventType(candidate.type)) {
    if (!isId(candidate.forumId)) return null;
    if ((candidate.topicId !== undefined && !isId(candidate.topicId)) || (candidate.messageId !== undefined && !isId(candidate.messageId))) return null;
    if (candidate.actorName !== undefined && !(typeof candidate.actorName === 'string' && candidate.actorName.length <= ACTOR_NAME_MAX_LENGTH)) return null;
    return compact(candidate as unknown as RealtimeEvent);
  }
  if (candidate.type === GITHUB_PROJECT_EVENT) return compact(candidate as unknown as RealtimeEvent);
  const document = isDocumentEventType(candidate.type);
  if (!isId(document ? candidate.documentId : candidate.workPackageId)) return null;
  if (candidate.lockVersion !== undefined && !(typeof candidate.lockVersion === 'number' && Number.isSafeInteger(candidate.lockVersion))) return null;
  if (candidate.activityId !== undefined && !isId(candidate.activityId)) return null;
  return compact(candidate as unknown as RealtimeEvent);
}

interface Logger {
  error(object: object, message: string): void;
}

/** Listener bookkeeping shared by both buses: one failing listener never stops the others. */
export class LocalFanout {
  private readonly listeners = new Set<EventListener>();
  private readonly resyncListeners = new Set<ResyncListener>();
  private readonly log: Logger;

  constructor(log: Logger) {
    this.log = log;
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onResync(listener: ResyncListener): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  deliver(event: RealtimeEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.log.error({ err: error }, 'realtime: an event listener failed');
      }
    }
  }

  resync(): void {
    for (const listener of this.resyncListeners) {
      try {
        listener();
      } catch (error) {
        this.log.error({ err: error }, 'realtime: a resync listener failed');
      }
    }
  }

  get size(): number {
    return this.listeners.size;
  }
}

/** The default bus: one process, no network service (DESIGN.md: `npm start` needs none). */
export class InProcessEventBus implements EventBus {
  private readonly fanout: LocalFanout;
  private readonly now: () => Date;

  constructor(log: Logger, now: () => Date = () => new Date()) {
    this.fanout = new LocalFanout(log);
    this.now = now;
  }

  publish(input: EventInput): void {
    this.fanout.deliver(createEvent(input, this.now()));
  }

  subscribe(listener: EventListener): () => void {
    return this.fanout.subscribe(listener);
  }

  onResync(listener: ResyncListener): () => void {
    return this.fanout.onResync(listener);
  }

  ready(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
