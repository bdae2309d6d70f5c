// A work package's activities (journals and comments), their attachments and emoji reactions
// (docs/api.md 'Activities and comments'; attachments and reactions follow OpenProject's paths).
import {
  ApiError,
  api,
  apiFetch,
  elementsOf,
  hasAction,
  idFromHref,
  linkOf,
  linksOf,
  sortByParam,
  type ActivityHal,
  type ApiRequestBody,
  type AttachmentHal,
  type EmojiReactionHal,
  type HalCollection,
} from '@tessera/shared';
import { ACTIVITIES_PAGE_SIZE } from '../model/activities-constants';
import { emojiOf } from '../model/reactions';

export interface Activity {
  id: number;
  version: number;
  /** The comment's raw text (markdown, for editing); '' for a change without a comment. */
  comment: string;
  /** The comment as the server rendered and sanitised it (what the timeline shows). */
  commentHtml: string;
  /** One line per changed property ('Status changed from New to In Progress'). */
  details: string[];
  createdAt: string;
  updatedAt: string;
  userId: number | null;
  userName: string;
  /** The server offers `update` only to the comment's author while they may comment. */
  canEdit: boolean;
  /** The server offers `addAttachment` to who may attach files to it. */
  canAttach: boolean;
}

const DELETED_USER = 'Deleted user';

export function mapActivity(hal: ActivityHal): Activity {
  const user = linkOf(hal, 'user');
  return {
    id: hal.id,
    version: hal.version,
    comment: hal.comment?.raw ?? '',
    commentHtml: hal.comment?.html ?? '',
    // The raw line says everything the html does (which only adds emphasis), and text needs no sanitising.
    details: (hal.details ?? []).map((detail) => detail.raw).filter((line) => line.trim() !== ''),
    createdAt: hal.createdAt,
    updatedAt: hal.updatedAt,
    userId: idFromHref(user?.href),
    userName: user?.title ?? DELETED_USER,
    canEdit: hasAction(hal, 'update'),
    canAttach: hasAction(hal, 'addAttachment'),
  };
}

export interface ActivityPage {
  activities: Activity[];
  total: number;
  /** 1-based page number of this page. */
  offset: number;
}

/** Newest first, so the first page shows what just happened and 'Load more' goes back in time. */
export const ACTIVITIES_SORT = sortByParam([['version', 'desc']]);

export async function fetchActivitiesPage(workPackageId: number, offset: number, signal?: AbortSignal): Promise<ActivityPage> {
  const collection = await api.get<HalCollection<ActivityHal>>(`/work_packages/${workPackageId}/activities`, {
    query: { offset, pageSize: ACTIVITIES_PAGE_SIZE, sortBy: ACTIVITIES_SORT },
    signal,
  });
  return { activities: elementsOf(collection).map(mapActivity), total: collection.total, offset };
}

export async function addComment(workPackageId: number, text: string): Promise<Activity> {
  const body: ApiRequestBody<'/api/v3/work_packages/{id}/activities', 'post'> = { comment: { raw: text } };
  const hal = await api.post<ActivityHal>(`/work_packages/${workPackageId}/activities`, body);
  return mapActivity(hal);
}

export async function updateComment(activityId: number, text: string): Promise<Activity> {
  const body: ApiRequestBody<'/api/v3/activities/{id}', 'patch'> = { comment: { raw: text } };
  const hal = await api.patch<ActivityHal>(`/activities/${activityId}`, body);
  return mapActivity(hal);
}

// Attachments ---------------------------------------------------------------------------------------------------

export interface Attachment {
  id: number;
  fileName: string;
  fileSize: number;
  contentType: string;
  createdAt: string;
  downloadHref: string | null;
  canDelete: boolean;
}

export function mapAttachment(hal: AttachmentHal): Attachment {
  return {
    id: hal.id,
    fileName: hal.fileName || hal.title || `Attachment ${hal.id}`,
    fileSize: hal.fileSize,
    contentType: hal.contentType ?? '',
    createdAt: hal.createdAt,
    downloadHref: linkOf(hal, 'downloadLocation')?.href ?? null,
    canDelete: hasAction(hal, 'delete'),
  };
}

export async function fetchActivityAttachments(activityId: number, signal?: AbortSignal): Promise<Attachment[]> {
  const collection = await api.get<HalCollection<AttachmentHal>>(`/activities/${activityId}/attachments`, { signal });
  return elementsOf(collection).map(mapAttachment);
}

/** OpenProject's upload: a `metadata` JSON part naming the file, then the `file` part. */
export function attachmentFormData(file: File): FormData {
  const form = new FormData();
  form.append('metadata', JSON.stringify({ fileName: file.name }));
  form.append('file', file, file.name);
  return form;
}

export async function uploadActivityAttachment(activityId: number, file: File): Promise<Attachment> {
  const hal = await apiFetch<AttachmentHal>(`/activities/${activityId}/attachments`, { method: 'POST', body: attachmentFormData(file) });
  return mapAttachment(hal);
}

export function deleteAttachment(attachmentId: number): Promise<void> {
  return api.del(`/attachments/${attachmentId}`);
}

// Emoji reactions -----------------------------------------------------------------------------------------------

export interface EmojiReaction {
  reaction: string;
  emoji: string;
  count: number;
  userIds: number[];
  userNames: string[];
}

export function mapReaction(hal: EmojiReactionHal): EmojiReaction {
  const users = linksOf(hal, 'reactingUsers');
  return {
    reaction: hal.reaction,
    emoji: hal.emoji || emojiOf(hal.reaction) || hal.reaction,
    count: hal.reactionsCount,
    userIds: users.map((user) => idFromHref(user.href)).filter((id): id is number => id !== null),
    userNames: users.map((user) => user.title ?? '').filter(Boolean),
  };
}

function reactionsOf(collection: HalCollection<EmojiReactionHal>): EmojiReaction[] {
  return elementsOf(collection).map(mapReaction).filter((reaction) => reaction.count > 0);
}

/** Spec 001 section 7: a 404 here means no reactions yet, not an error. */
export async function fetchReactions(activityId: number, signal?: AbortSignal): Promise<EmojiReaction[]> {
  try {
    return reactionsOf(await api.get<HalCollection<EmojiReactionHal>>(`/activities/${activityId}/emoji_reactions`, { signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

/** Adds the caller's reaction, or takes it back when they already gave it; answers the updated reactions. */
export async function toggleReaction(activityId: number, reaction: string): Promise<EmojiReaction[]> {
  const body: ApiRequestBody<'/api/v3/activities/{id}/emoji_reactions', 'post'> = { reaction };
  return reactionsOf(await api.post<HalCollection<EmojiReactionHal>>(`/activities/${activityId}/emoji_reactions`, body));
}
