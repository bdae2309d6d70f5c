// The forum resources as the API sends them (the forums contract: Forum, Topic / Message, ForumCategory, ForumDraft).
import type { AttachmentHal, FormattableText, HalCollection, HalLink } from '@tessera/shared';
import type { JSONContent } from '@tiptap/core';

/** An editor document (Tiptap JSON): what the API takes as `content` and sends back as `contentDocument`. */
export type EditorDocument = JSONContent;

export interface ForumHal {
  _type: 'Forum';
  id: number;
  name: string;
  /** '' when none. */
  description: string;
  position: number;
  topicsCount: number;
  /** Topics plus replies. */
  messagesCount: number;
  /** Messages the caller has not read. */
  unreadCount: number;
  lastMessageAt: string | null;
  lastMessageAuthor: { id: number; name: string } | null;
  createdAt: string;
  updatedAt: string;
  _links: Record<string, HalLink | undefined> & { self: HalLink; lastMessage: HalLink };
}

/** A topic (_type 'Topic') or a reply (_type 'Message'): one table on the server. */
export interface MessageHal {
  _type: 'Topic' | 'Message';
  id: number;
  subject: string;
  content: FormattableText & { html: string };
  contentDocument: EditorDocument;
  sticky: boolean;
  locked: boolean;
  repliesCount: number;
  views: number;
  createdAt: string;
  updatedAt: string;
  lastActivityAt: string;
  /** createdAt + 15 minutes: an author (not a moderator) edits and deletes until then. */
  editableUntil: string;
  read: boolean;
  /** Topics only. */
  category?: { id: number; name: string } | null;
  followed?: boolean;
  unreadRepliesCount?: number;
  /** Its files, as GET /messages/{id}/attachments lists them (a page of replies needs no request per reply). */
  _embedded: { attachments: HalCollection<AttachmentHal> };
  _links: Record<string, HalLink | undefined> & { self: HalLink; author: HalLink };
}

export interface ForumCategoryHal {
  _type: 'ForumCategory';
  id: number;
  name: string;
  position: number;
}

export interface ForumDraftHal {
  _type: 'ForumDraft';
  subject: string | null;
  contentDocument: EditorDocument | null;
  updatedAt: string;
}

export type ForumCollection = HalCollection<ForumHal>;
export type MessageCollection = HalCollection<MessageHal>;

/** The author's name: the link's title, else the spec's fallback. */
export const authorNameOf = (message: Pick<MessageHal, '_links'>): string => message._links.author?.title || 'Unknown User';
