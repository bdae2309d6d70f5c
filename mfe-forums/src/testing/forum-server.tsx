// Test support: HAL fixtures shaped as the forums contract sends them, a fake forums API over the shared fetch mock,
// and rendering the Forums view inside the suite's providers and a router.
import { act, render, screen, waitFor } from '@testing-library/react';
import { AppProviders, MemoryRouter, useLocation, type AttachmentHal, type HalCollection, type HalLink } from '@tessera/shared';
import { apiPathOf, halError, jsonResponse, mockApi, type RecordedRequest } from '@tessera/shared/test/fetch-mock';
import { projectDetailHal, projectHal } from '@tessera/shared/test/fixtures';
import type { Editor } from '@tiptap/core';
import type { ForumHal, MessageHal } from '../entities/forum';
import ProjectForumsPage from '../pages/ProjectForumsPage';

export const PROJECT_ID = 5;
const link = (href: string, extra: Partial<HalLink> = {}): HalLink => ({ href, ...extra });

export function forumHal(id: number, name: string, overrides: Partial<ForumHal> = {}, { moderator = true } = {}): ForumHal {
  return {
    _type: 'Forum', id, name, description: '', position: id, topicsCount: 0, messagesCount: 0, unreadCount: 0,
    lastMessageAt: null, lastMessageAuthor: null, createdAt: '2026-11-01T10:00:00Z', updatedAt: '2026-11-01T10:00:00Z',
    ...overrides,
    _links: {
      self: link(`/api/v3/forums/${id}`, { title: name }),
      project: link(`/api/v3/projects/${PROJECT_ID}`, { title: 'Apollo' }),
      topics: link(`/api/v3/forums/${id}/topics`),
      lastMessage: { href: null },
      createTopic: link(`/api/v3/forums/${id}/topics`, { method: 'post' }),
      markAllRead: link(`/api/v3/forums/${id}/read`, { method: 'post' }),
      ...(moderator ? { update: link(`/api/v3/forums/${id}`, { method: 'patch' }), delete: link(`/api/v3/forums/${id}`, { method: 'delete' }) } : {}),
      ...overrides._links,
    },
  };
}

const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

/** An attachment of a message as the server represents it; `deletable`: the caller gets its delete link. */
export function attachmentHal(id: number, fileName: string, fileSize: number, { messageId = 21, deletable = true } = {}): AttachmentHal {
  const self = `/api/v3/attachments/${id}`;
  return {
    _type: 'Attachment', id, title: fileName, fileName, fileSize, contentType: 'text/plain', description: { format: 'plain', raw: '', html: '' },
    digest: { algorithm: 'sha256', hash: 'abc' }, status: 'uploaded', createdAt: '2026-11-20T10:01:00Z',
    _links: {
      self: { href: self, title: fileName },
      container: { href: `/api/v3/messages/${messageId}` },
      author: { href: '/api/v3/users/7', title: 'Grace Hopper' },
      downloadLocation: { href: `${self}/content` },
      staticDownloadLocation: { href: `${self}/content` },
      ...(deletable ? { delete: { href: self, method: 'delete' as const } } : {}),
    },
  };
}

/** A message's embedded files: the collection GET /messages/{id}/attachments answers. */
export const embeddedAttachments = (messageId: number, files: AttachmentHal[]): HalCollection<AttachmentHal> => ({
  _type: 'Collection', total: files.length, count: files.length, _embedded: { elements: files }, _links: { self: link(`/api/v3/messages/${messageId}/attachments`) },
});

export interface MessageOptions {
  forumId?: number;
  topicId?: number;
  author?: { id: number; name: string };
  /** The action links the caller gets. */
  actions?: Array<'reply' | 'update' | 'delete' | 'moderate' | 'follow' | 'unfollow'>;
  html?: string;
  /** Its files (embedded, as the server sends them); none by default. */
  attachments?: AttachmentHal[];
}

export function messageHal(id: number, subject: string, overrides: Partial<MessageHal> = {}, options: MessageOptions = {}): MessageHal {
  const { forumId = 1, topicId = id, author = { id: 7, name: 'Grace Hopper' }, actions = ['reply', 'update', 'delete', 'moderate', 'follow'] } = options;
  const isTopic = (overrides._type ?? 'Topic') === 'Topic';
  const text = `Text of ${subject}`;
  const actionLinks: Record<string, HalLink> = {
    reply: link(`/api/v3/topics/${topicId}/reply`, { method: 'post' }),
    update: link(`/api/v3/messages/${id}`, { method: 'patch' }),
    delete: link(`/api/v3/messages/${id}`, { method: 'delete' }),
    moderate: link(`/api/v3/messages/${id}`, { method: 'patch' }),
    follow: link(`/api/v3/topics/${topicId}/follow`, { method: 'post' }),
    unfollow: link(`/api/v3/topics/${topicId}/follow`, { method: 'delete' }),
  };
  return {
    _type: 'Topic', id, subject, content: { format: 'custom', raw: text, html: options.html ?? `<p>${text}</p>` }, contentDocument: doc(text),
    sticky: false, locked: false, repliesCount: 0, views: 3, createdAt: '2026-11-20T10:00:00Z', updatedAt: '2026-11-20T10:00:00Z',
    lastActivityAt: '2026-11-20T10:00:00Z', editableUntil: '2026-11-20T10:15:00Z', read: true,
    ...(isTopic ? { category: { id: 1, name: 'General' }, followed: false, unreadRepliesCount: 0 } : {}),
    _embedded: { attachments: embeddedAttachments(id, options.attachments ?? []) },
    ...overrides,
    _links: {
      self: link(`/api/v3/messages/${id}`, { title: subject }),
      topic: link(`/api/v3/topics/${topicId}`),
      forum: link(`/api/v3/forums/${forumId}`, { title: 'General discussion' }),
      project: link(`/api/v3/projects/${PROJECT_ID}`, { title: 'Apollo' }),
      author: link(`/api/v3/users/${author.id}`, { title: author.name }),
      ...(isTopic ? { replies: link(`/api/v3/messages/${id}/replies`) } : {}),
      attachments: link(`/api/v3/messages/${id}/attachments`),
      ...Object.fromEntries(actions.map((action) => [action, actionLinks[action]])),
      // As the server: who may edit the message may attach files to it.
      ...(actions.includes('update') ? { addAttachment: link(`/api/v3/messages/${id}/attachments`, { method: 'post' }) } : {}),
      ...overrides._links,
    },
  };
}

export const CATEGORY_NAMES = ['General', 'Announcements', 'Introductions', 'Off-Topic Chatter', 'Feedback', 'Member Spotlight', 'Showcase', 'Jobs', "FAQ's"];

export const collection = <T,>(elements: T[], total = elements.length) => ({ _type: 'Collection', total, count: elements.length, pageSize: 20, offset: 1, _embedded: { elements } });

export interface ForumData {
  forums: ForumHal[];
  topics: MessageHal[];
  replies: Record<number, MessageHal[]>;
  draft: { subject: string; contentDocument: unknown } | null;
  /** Reply drafts by topic id (GET/PUT/DELETE /forums/{id}/draft with a topic). */
  replyDrafts: Record<number, { subject: string | null; contentDocument: unknown } | undefined>;
}

/** A fake forums API answering from `data` (which tests change between requests). */
export function serveForums(data: Partial<ForumData> = {}) {
  const state: ForumData = { forums: [], topics: [], replies: {}, draft: null, replyDrafts: {}, ...data };
  let nextAttachmentId = 500;
  const server = mockApi((request: RecordedRequest) => {
    const path = apiPathOf(request);
    const { method } = request;
    const forumMatch = /^\/forums\/(\d+)$/.exec(path);
    const topicMatch = /^\/topics\/(\d+)$/.exec(path);
    const repliesMatch = /^\/messages\/(\d+)\/replies$/.exec(path);
    if (method === 'GET' && path === `/projects/${PROJECT_ID}`) {
      // A project where the caller may add tasks ('Create task from this post' shows).
      const addTasks = { createWorkPackageImmediately: { href: `/api/v3/projects/${PROJECT_ID}/work_packages`, method: 'post' as const } };
      return jsonResponse(200, projectDetailHal(0, { id: PROJECT_ID, _links: { ...projectHal()._links, ...addTasks } }));
    }
    if (method === 'GET' && path === `/projects/${PROJECT_ID}/forums`) return jsonResponse(200, collection(state.forums));
    if (method === 'POST' && path === `/projects/${PROJECT_ID}/forums`) {
      const body = request.body as { name: string; description: string };
      const forum = forumHal(100 + state.forums.length, body.name, { description: body.description });
      state.forums.push(forum);
      return jsonResponse(201, forum);
    }
    if (method === 'GET' && forumMatch) {
      const forum = state.forums.find((candidate) => candidate.id === Number(forumMatch[1]));
      return forum ? jsonResponse(200, forum) : halError(404, 'NotFound', 'The requested resource could not be found.');
    }
    if (method === 'PATCH' && forumMatch) {
      const forum = state.forums.find((candidate) => candidate.id === Number(forumMatch[1]))!;
      Object.assign(forum, request.body);
      return jsonResponse(200, forum);
    }
    if (method === 'DELETE' && forumMatch) {
      state.forums = state.forums.filter((forum) => forum.id !== Number(forumMatch[1]));
      return jsonResponse(204);
    }
    if (method === 'POST' && /^\/forums\/\d+\/read$/.test(path)) {
      state.forums.forEach((forum) => (forum.unreadCount = 0));
      state.topics.forEach((topic) => (topic.read = true));
      return jsonResponse(204);
    }
    if (method === 'GET' && /^\/forums\/\d+\/topics$/.test(path)) return jsonResponse(200, collection(state.topics));
    if (method === 'POST' && /^\/forums\/\d+\/topics$/.test(path)) {
      const body = request.body as { subject: string };
      const topic = messageHal(500, body.subject);
      state.topics.unshift(topic);
      return jsonResponse(201, topic);
    }
    if (method === 'GET' && path === '/forum_categories') {
      return jsonResponse(200, collection(CATEGORY_NAMES.map((name, index) => ({ _type: 'ForumCategory', id: index + 1, name, position: index + 1, _links: { self: link(`/api/v3/forum_categories/${index + 1}`) } }))));
    }
    const draftTopic = new URL(request.url, 'http://localhost').searchParams.get('topic') ?? (request.body as { topic?: number } | undefined)?.topic;
    if (/^\/forums\/\d+\/draft$/.test(path) && draftTopic) {
      const topicId = Number(draftTopic);
      const draft = state.replyDrafts[topicId];
      if (method === 'GET') return draft ? jsonResponse(200, { _type: 'ForumDraft', ...draft, updatedAt: '2026-11-20T10:00:00Z' }) : halError(404, 'NotFound', 'No draft.');
      if (method === 'PUT') state.replyDrafts[topicId] = { subject: null, contentDocument: (request.body as { content: unknown }).content };
      if (method === 'DELETE') delete state.replyDrafts[topicId];
      return jsonResponse(204);
    }
    if (/^\/forums\/\d+\/draft$/.test(path)) {
      if (method === 'GET') return state.draft ? jsonResponse(200, { _type: 'ForumDraft', ...state.draft, updatedAt: '2026-11-20T10:00:00Z' }) : halError(404, 'NotFound', 'No draft.');
      if (method === 'PUT') {
        const body = request.body as { subject: string; content: unknown };
        state.draft = { subject: body.subject, contentDocument: body.content };
      }
      if (method === 'DELETE') state.draft = null;
      return jsonResponse(204);
    }
    if (method === 'GET' && topicMatch) {
      const topic = state.topics.find((candidate) => candidate.id === Number(topicMatch[1]));
      return topic ? jsonResponse(200, topic) : halError(404, 'NotFound', 'The requested resource could not be found.');
    }
    if (method === 'GET' && repliesMatch) return jsonResponse(200, collection(state.replies[Number(repliesMatch[1])] ?? []));
    const replyMatch = /^\/topics\/(\d+)\/reply$/.exec(path);
    if (method === 'POST' && replyMatch) {
      const topicId = Number(replyMatch[1]);
      const list = (state.replies[topicId] ??= []);
      // As the server: posting the reply deletes its author's draft of it.
      delete state.replyDrafts[topicId];
      const reply = messageHal(900 + list.length, `Re: topic ${topicId}`, { _type: 'Message' }, { topicId, html: '<p>Posted reply</p>' });
      list.push(reply);
      return jsonResponse(201, reply);
    }
    if (/^\/topics\/\d+\/(typing|follow)$/.test(path)) return jsonResponse(204);
    const messageMatch = /^\/messages\/(\d+)$/.exec(path);
    if (messageMatch && method === 'PATCH') {
      const id = Number(messageMatch[1]);
      const message = [...state.topics, ...Object.values(state.replies).flat()].find((candidate) => candidate.id === id)!;
      Object.assign(message, request.body);
      return jsonResponse(200, message);
    }
    if (messageMatch && method === 'DELETE') {
      const id = Number(messageMatch[1]);
      state.topics = state.topics.filter((topic) => topic.id !== id);
      for (const key of Object.keys(state.replies)) state.replies[Number(key)] = state.replies[Number(key)].filter((reply) => reply.id !== id);
      return jsonResponse(204);
    }
    const attachmentsMatch = /^\/messages\/(\d+)\/attachments$/.exec(path);
    if (method === 'POST' && attachmentsMatch) {
      // The file joins the message's embedded list (there is no GET of it here: the thread reads it from the messages).
      const id = Number(attachmentsMatch[1]);
      const message = [...state.topics, ...Object.values(state.replies).flat()].find((candidate) => candidate.id === id)!;
      const file = (request.body as FormData).get('file') as File;
      nextAttachmentId += 1;
      const attachment = attachmentHal(nextAttachmentId, file.name, file.size, { messageId: id });
      const files = [...message._embedded.attachments._embedded.elements, attachment];
      message._embedded = { ...message._embedded, attachments: embeddedAttachments(id, files) };
      return jsonResponse(201, attachment);
    }
    const attachmentMatch = /^\/attachments\/(\d+)$/.exec(path);
    if (method === 'DELETE' && attachmentMatch) {
      const id = Number(attachmentMatch[1]);
      for (const message of [...state.topics, ...Object.values(state.replies).flat()]) {
        const files = message._embedded.attachments._embedded.elements;
        if (files.some((file) => file.id === id)) message._embedded = { ...message._embedded, attachments: embeddedAttachments(message.id, files.filter((file) => file.id !== id)) };
      }
      return jsonResponse(204);
    }
    if (method === 'GET' && path === '/principals') {
      // The project's members, for the author filter.
      return jsonResponse(200, collection([
        { _type: 'User', id: 3, name: 'Ana Lima', _links: { self: link('/api/v3/users/3') } },
        { _type: 'User', id: 8, name: 'Linus Berg', _links: { self: link('/api/v3/users/8') } },
      ]));
    }
    const userMatch = /^\/users\/(\d+)$/.exec(path);
    if (method === 'GET' && userMatch) return jsonResponse(200, { _type: 'User', id: Number(userMatch[1]), name: `User ${userMatch[1]}`, _links: { self: link(path) } });
    if (method === 'POST' && path === `/projects/${PROJECT_ID}/work_packages`) {
      return jsonResponse(201, { id: 77, subject: (request.body as { subject: string }).subject });
    }
    return halError(404, 'NotFound', `No fake route for ${method} ${path}`);
  });
  return { ...server, state };
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The Forums view at `path`, as the shell renders it (with the project id). */
export function renderForums(path = `/projects/${PROJECT_ID}/forums`) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <ProjectForumsPage projectId={PROJECT_ID} />
        <Location />
      </MemoryRouter>
    </AppProviders>,
  );
}

export const currentPath = () => screen.getByTestId('location').textContent;

/**
 * Types into a post editor as a user would (jsdom cannot type into ProseMirror): through the editor's commands. The
 * editor's code loads when a form first shows it: this waits for it.
 */
export async function typeInEditor(testId: string, text: string) {
  const dom = (await screen.findByTestId(testId)) as HTMLElement & { editor: Editor };
  act(() => {
    dom.editor.commands.insertContent(text);
  });
}

/**
 * The open dialog with this title. (Under jest, antd gives every generated id the same value, so a dialog's
 * aria-labelledby can point at another element once a Select is on the page: find it by its title instead.)
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((candidate) => candidate.querySelector('.ant-modal-title')?.textContent === title);
    if (!dialog) throw new Error(`no open dialog titled ${title}`);
    return dialog;
  });
}
