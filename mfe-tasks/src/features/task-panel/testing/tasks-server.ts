// An in-memory stand-in for the API v3 endpoints the task panel and its Activities tab use, behind the
// browser's fetch, so tests drive the real API client and see every request with its body. Answers follow
// docs/api.md (lockVersion and 409, the status call, activities, attachments, emoji reactions);
// `answerNext` makes one request answer otherwise, `hold` keeps one waiting.
import { halError, jsonResponse, mockApi, type MockResponse, type RecordedRequest } from '@tessera/shared/test/fetch-mock';
import { membershipHal, projectHal, projectLinks } from '@tessera/shared/test/fixtures';
import { formatIsoDuration, parseIsoDuration, type ActivityHal, type AttachmentHal, type EmojiReactionHal, type ProjectHal } from '@tessera/shared';
import { emojiOf } from '../../activities/model/reactions';
import { handleTimeEntryRequest, type TimeEntryState } from '../../time-entries/testing/time-entries-server';
import { createGithubState, handleGithubRequest, type GithubFakeOptions } from '../../task-github/testing/github-server';
import { versionsCollection, type FakeVersion } from '../../../entities/task/testing/versions';

export const PROJECT_ID = 5;

export const STATUSES = [
  { id: 1, name: 'New', color: '#1677ff', isClosed: false, isDefault: true },
  { id: 2, name: 'In Progress', color: '#fa8c16', isClosed: false, isDefault: false },
  { id: 3, name: 'On Hold', color: '#8c8c8c', isClosed: false, isDefault: false },
  { id: 4, name: 'Completed', color: '#52c41a', isClosed: true, isDefault: false },
];
export const PRIORITIES = [
  { id: 7, name: 'Low' },
  { id: 8, name: 'Normal' },
  { id: 9, name: 'High' },
  { id: 10, name: 'Immediate' },
];
export const TYPES = [
  { id: 1, name: 'Task' },
  { id: 2, name: 'Bug' },
  { id: 3, name: 'User story' },
];
export const MEMBERS = [
  { id: 3, name: 'Priya Raman' },
  { id: 4, name: 'Tomás Herrera' },
];

export interface FakeTask {
  id: number;
  projectId: number;
  subject: string;
  description: string;
  statusId: number;
  typeId: number;
  priorityId: number;
  assigneeId: number | null;
  parentId: number | null;
  versionId: number | null;
  startDate: string | null;
  dueDate: string | null;
  estimatedHours: number | null;
  remainingHours: number | null;
  storyPoints: number | null;
  percentageDone: number | null;
  lockVersion: number;
  commentCount: number;
  canEdit: boolean;
  canDelete: boolean;
  canComment: boolean;
  /** Whether the caller may share it (the `share` link). */
  canShare?: boolean;
  /** The server's rendering of `description` (escaped text in a paragraph when not given). */
  descriptionHtml?: string;
}

export interface FakeActivity {
  id: number;
  workPackageId: number;
  version: number;
  comment: string;
  details: string[];
  userId: number;
  userName: string;
  createdAt: string;
  updatedAt: string;
  canEdit: boolean;
  canAttach: boolean;
  /** The server's rendering of `comment` (escaped text in a paragraph when not given). */
  commentHtml?: string;
}

export interface FakeAttachment {
  id: number;
  fileName: string;
  fileSize: number;
  contentType: string;
  canDelete?: boolean;
}

export function fakeTask(overrides: Partial<FakeTask> & { id: number }): FakeTask {
  return {
    projectId: PROJECT_ID,
    subject: `Task ${overrides.id}`,
    description: '',
    statusId: 1,
    typeId: 1,
    priorityId: 8,
    assigneeId: null,
    parentId: null,
    versionId: null,
    startDate: null,
    dueDate: null,
    estimatedHours: null,
    remainingHours: null,
    storyPoints: null,
    percentageDone: null,
    lockVersion: 3,
    commentCount: 0,
    canEdit: true,
    canDelete: true,
    canComment: true,
    ...overrides,
  };
}

const NOW = '2026-06-20T10:00:00Z';
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const nameOf = (list: ReadonlyArray<{ id: number; name: string }>, id: number | null) => list.find((item) => item.id === id)?.name;

export function collection<T>(elements: T[], options: { total?: number; offset?: number; pageSize?: number } = {}) {
  return {
    _type: 'Collection',
    total: options.total ?? elements.length,
    count: elements.length,
    pageSize: options.pageSize ?? elements.length,
    offset: options.offset ?? 1,
    _embedded: { elements },
    _links: { self: { href: '/api/v3/collection' } },
  };
}

export interface TasksServerOptions {
  tasks?: FakeTask[];
  activities?: FakeActivity[];
  attachments?: Record<number, FakeAttachment[]>;
  /** activity id -> reaction -> users who gave it. */
  reactions?: Record<number, Record<string, Array<{ id: number; name: string }>>>;
  /** Activities whose emoji reactions answer 404 (a server without reactions for them). */
  reactionsNotFound?: number[];
  /** The project's versions (GET /projects/{id}/versions), in the list's order. */
  versions?: FakeVersion[];
  /** The signed-in user (who reacts and comments). */
  user?: { id: number; name: string };
  /** GET /projects/{id} says the project is archived (everything read-only); otherwise it is active. */
  projectArchived?: boolean;
  /** The GitHub tab's endpoints (no repository connected, nothing linked, when not given). */
  github?: GithubFakeOptions;
}

export function createTasksServer(options: TasksServerOptions = {}) {
  const user = options.user ?? { id: 3, name: 'Priya Raman' };
  const projectVersions = [...(options.versions ?? [])];
  const tasks = new Map((options.tasks ?? []).map((task) => [task.id, { ...task }]));
  const activities = (options.activities ?? []).map((activity) => ({ ...activity }));
  const attachments = new Map(Object.entries(options.attachments ?? {}).map(([id, list]) => [Number(id), [...list]]));
  const reactions = new Map(
    Object.entries(options.reactions ?? {}).map(([id, byReaction]) => [Number(id), new Map(Object.entries(byReaction).map(([r, users]) => [r, [...users]]))]),
  );
  let nextActivityId = 1000;
  let nextAttachmentId = 500;

  function workPackageHal(task: FakeTask) {
    const self = `/api/v3/work_packages/${task.id}`;
    const assigneeName = nameOf(MEMBERS, task.assigneeId);
    const parent = task.parentId === null ? null : tasks.get(task.parentId);
    return {
      _type: 'WorkPackage',
      id: task.id,
      lockVersion: task.lockVersion,
      subject: task.subject,
      description: { format: 'markdown', raw: task.description, html: task.descriptionHtml ?? (task.description ? `<p>${escapeHtml(task.description)}</p>` : '') },
      startDate: task.startDate,
      dueDate: task.dueDate,
      estimatedTime: task.estimatedHours === null ? null : formatIsoDuration(task.estimatedHours),
      remainingTime: task.remainingHours === null ? null : formatIsoDuration(task.remainingHours),
      storyPoints: task.storyPoints,
      percentageDone: task.percentageDone,
      position: task.id,
      isClosed: STATUSES.find((status) => status.id === task.statusId)?.isClosed ?? false,
      commentCount: task.commentCount,
      createdAt: NOW,
      updatedAt: NOW,
      _links: {
        self: { href: self, title: task.subject },
        project: { href: `/api/v3/projects/${task.projectId}`, title: 'Apollo' },
        type: { href: `/api/v3/types/${task.typeId}`, title: nameOf(TYPES, task.typeId) },
        status: { href: `/api/v3/statuses/${task.statusId}`, title: nameOf(STATUSES, task.statusId) },
        priority: { href: `/api/v3/priorities/${task.priorityId}`, title: nameOf(PRIORITIES, task.priorityId) },
        assignee: task.assigneeId === null ? { href: null } : { href: `/api/v3/users/${task.assigneeId}`, title: assigneeName },
        parent: parent ? { href: `/api/v3/work_packages/${parent.id}`, title: parent.subject } : { href: null },
        version: task.versionId === null
          ? { href: null }
          : { href: `/api/v3/versions/${task.versionId}`, title: projectVersions.find((version) => version.id === task.versionId)?.name },
        ...(task.canEdit
          ? { updateImmediately: { href: self, method: 'patch' }, changeStatus: { href: `${self}/status`, method: 'patch' } }
          : {}),
        ...(task.canDelete ? { delete: { href: self, method: 'delete' } } : {}),
        ...(task.canComment ? { addComment: { href: `${self}/activities`, method: 'post' } } : {}),
        ...(task.canShare ? { share: { href: `${self}/shares`, method: 'post' } } : {}),
      },
    };
  }

  function activityHal(activity: FakeActivity): ActivityHal {
    const self = `/api/v3/activities/${activity.id}`;
    return {
      _type: activity.comment ? 'Activity::Comment' : 'Activity',
      id: activity.id,
      version: activity.version,
      comment: { format: 'markdown', raw: activity.comment, html: activity.commentHtml ?? (activity.comment ? `<p>${escapeHtml(activity.comment)}</p>` : '') },
      details: activity.details.map((raw) => ({ format: 'custom', raw, html: raw })),
      internal: false,
      createdAt: activity.createdAt,
      updatedAt: activity.updatedAt,
      _links: {
        self: { href: self },
        workPackage: { href: `/api/v3/work_packages/${activity.workPackageId}` },
        user: { href: `/api/v3/users/${activity.userId}`, title: activity.userName },
        attachments: { href: `${self}/attachments` },
        emojiReactions: { href: `${self}/emoji_reactions` },
        ...(activity.canEdit ? { update: { href: self, method: 'patch' } } : {}),
        ...(activity.canAttach ? { addAttachment: { href: `${self}/attachments`, method: 'post' } } : {}),
      },
    };
  }

  function attachmentHal(attachment: FakeAttachment): AttachmentHal {
    return {
      _type: 'Attachment',
      id: attachment.id,
      title: attachment.fileName,
      fileName: attachment.fileName,
      fileSize: attachment.fileSize,
      contentType: attachment.contentType,
      description: { format: 'plain', raw: '', html: '' },
      digest: { algorithm: 'sha256', hash: `fake-digest-${attachment.id}` },
      status: 'uploaded',
      createdAt: NOW,
      _links: {
        self: { href: `/api/v3/attachments/${attachment.id}` },
        downloadLocation: { href: `/api/v3/attachments/${attachment.id}/content` },
        ...(attachment.canDelete ? { delete: { href: `/api/v3/attachments/${attachment.id}`, method: 'delete' } } : {}),
      },
    };
  }

  function reactionsCollection(activityId: number) {
    const byReaction = reactions.get(activityId) ?? new Map<string, Array<{ id: number; name: string }>>();
    const elements = [...byReaction].filter(([, users]) => users.length > 0).map(([reaction, users]): EmojiReactionHal => ({
      _type: 'EmojiReaction',
      id: `${activityId}-${reaction}`,
      // The fake keeps whatever name the client posts; the server accepts only its eight reactions.
      reaction: reaction as EmojiReactionHal['reaction'],
      emoji: emojiOf(reaction) ?? reaction,
      reactionsCount: users.length,
      firstReactionAt: NOW,
      _links: {
        self: { href: `/api/v3/emoji_reactions/${activityId}-${reaction}` },
        reactable: { href: `/api/v3/activities/${activityId}` },
        reactingUsers: users.map((who) => ({ href: `/api/v3/users/${who.id}`, title: who.name })),
      },
    }));
    return collection(elements);
  }

  const idOf = (href: string | null | undefined) => (href ? Number(/\/(\d+)$/.exec(href)?.[1]) : null);

  function applyPatch(task: FakeTask, body: Record<string, unknown>) {
    if (typeof body.subject === 'string') task.subject = body.subject;
    if (body.description && typeof body.description === 'object') {
      task.description = (body.description as { raw: string }).raw;
      task.descriptionHtml = undefined;
    }
    if ('startDate' in body) task.startDate = body.startDate as string | null;
    if ('dueDate' in body) task.dueDate = body.dueDate as string | null;
    if ('estimatedTime' in body) task.estimatedHours = parseIsoDuration(body.estimatedTime as string | null);
    if ('remainingTime' in body) task.remainingHours = parseIsoDuration(body.remainingTime as string | null);
    if ('storyPoints' in body) task.storyPoints = body.storyPoints as number | null;
    if ('percentageDone' in body) task.percentageDone = body.percentageDone as number | null;
    const links = (body._links ?? {}) as Record<string, { href: string | null }>;
    if (links.type) task.typeId = idOf(links.type.href) ?? task.typeId;
    if (links.priority) task.priorityId = idOf(links.priority.href) ?? task.priorityId;
    if (links.status) task.statusId = idOf(links.status.href) ?? task.statusId;
    if (links.assignee) task.assigneeId = idOf(links.assignee.href);
    if (links.parent) task.parentId = idOf(links.parent.href);
    if (links.version) task.versionId = idOf(links.version.href);
    task.lockVersion += 1;
  }

  /** docs/api.md 'Work packages and versions': a task may move only into a version of its project that is open. */
  function versionRefusal(task: FakeTask, body: Record<string, unknown>): MockResponse | null {
    const href = (body._links as Record<string, { href: string | null }> | undefined)?.version?.href;
    const versionId = idOf(href);
    if (versionId === null || versionId === task.versionId) return null;
    const version = projectVersions.find((candidate) => candidate.id === versionId);
    if (!version) return halError(422, 'PropertyConstraintViolation', 'The version is not available in this project.', 'version');
    const status = version.status ?? 'open';
    if (status !== 'open') {
      return halError(422, 'PropertyConstraintViolation', `${version.name} is ${status}: work packages cannot be added to it.`, 'version');
    }
    return null;
  }

  const timeEntries: TimeEntryState = { entries: [], nextId: 1, user: { id: 3, name: 'Priya Raman' } };
  const github = createGithubState(options.github);

  function route(request: RecordedRequest): MockResponse {
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v3/, '');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { method } = request;
    let match: RegExpExecArray | null;

    if (method === 'GET' && path === '/users/me') return jsonResponse(200, { _type: 'User', id: user.id, name: user.name, _links: { self: { href: `/api/v3/users/${user.id}` } } });
    if (method === 'GET' && path === '/statuses') {
      return jsonResponse(200, collection(STATUSES.map((status, index) => ({ _type: 'Status', ...status, position: index + 1, _links: { self: { href: `/api/v3/statuses/${status.id}` } } }))));
    }
    if (method === 'GET' && path === '/priorities') {
      return jsonResponse(200, collection(PRIORITIES.map((priority, index) => ({ _type: 'Priority', ...priority, color: '#8c8c8c', position: index + 1, isDefault: priority.id === 8, isActive: true, _links: { self: { href: `/api/v3/priorities/${priority.id}` } } }))));
    }
    if (method === 'GET' && (match = /^\/projects\/(\d+)\/available_types$/.exec(path))) {
      return jsonResponse(200, collection(TYPES.map((type, index) => ({ _type: 'Type', ...type, color: '#1677ff', position: index + 1, enabled: true, is_default: index === 0, in_use: false, _links: { self: { href: `/api/v3/types/${type.id}` } } }))));
    }
    if (method === 'GET' && (match = /^\/projects\/(\d+)\/memberships$/.exec(path))) {
      return jsonResponse(200, collection(MEMBERS.map((member, index) => membershipHal(40 + index, member))));
    }
    if (method === 'GET' && /^\/projects\/\d+\/versions$/.test(path)) return jsonResponse(200, versionsCollection(projectVersions));
    if (method === 'GET' && (match = /^\/projects\/(\d+)$/.exec(path))) {
      const id = Number(match[1]);
      const links: ProjectHal['_links'] = projectLinks(id, 'Apollo');
      if (!options.projectArchived) links.createWorkPackageImmediately = { href: `/api/v3/projects/${id}/work_packages`, method: 'post' };
      return jsonResponse(200, projectHal({ id, active: !options.projectArchived, _links: links }));
    }
    if (method === 'GET' && (match = /^\/projects\/(\d+)\/work_packages$/.exec(path))) {
      const projectId = Number(match[1]);
      return jsonResponse(200, collection([...tasks.values()].filter((task) => task.projectId === projectId).map(workPackageHal)));
    }
    if ((match = /^\/work_packages\/(\d+)$/.exec(path))) {
      const task = tasks.get(Number(match[1]));
      if (!task) return halError(404, 'NotFound', 'The requested resource could not be found.');
      if (method === 'GET') return jsonResponse(200, workPackageHal(task));
      if (method === 'DELETE') {
        tasks.delete(task.id);
        return jsonResponse(204);
      }
      if (method === 'PATCH') {
        if (body.lockVersion !== task.lockVersion) {
          return halError(409, 'UpdateConflict', 'Your changes could not be saved: the work package was changed by someone else in the meantime.');
        }
        const refusal = versionRefusal(task, body);
        if (refusal) return refusal;
        applyPatch(task, body);
        return jsonResponse(200, workPackageHal(task));
      }
    }
    if (method === 'PATCH' && (match = /^\/work_packages\/(\d+)\/status$/.exec(path))) {
      const task = tasks.get(Number(match[1]));
      if (!task) return halError(404, 'NotFound', 'The requested resource could not be found.');
      if (body.lockVersion !== undefined && body.lockVersion !== task.lockVersion) return halError(409, 'UpdateConflict', 'Changed by someone else.');
      applyPatch(task, body);
      return jsonResponse(200, workPackageHal(task));
    }
    if ((match = /^\/work_packages\/(\d+)\/activities$/.exec(path))) {
      const workPackageId = Number(match[1]);
      if (method === 'GET') {
        const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
        const offset = Number(url.searchParams.get('offset') ?? 1);
        const sorted = activities.filter((activity) => activity.workPackageId === workPackageId).sort((a, b) => b.version - a.version);
        const page = sorted.slice((offset - 1) * pageSize, offset * pageSize);
        return jsonResponse(200, collection(page.map(activityHal), { total: sorted.length, offset, pageSize }));
      }
      if (method === 'POST') {
        const raw = (body.comment as { raw: string }).raw;
        const versions = activities.filter((activity) => activity.workPackageId === workPackageId).map((activity) => activity.version);
        const created: FakeActivity = {
          id: nextActivityId++, workPackageId, version: Math.max(0, ...versions) + 1, comment: raw, details: [],
          userId: user.id, userName: user.name, createdAt: NOW, updatedAt: NOW, canEdit: true, canAttach: true,
        };
        activities.push(created);
        const task = tasks.get(workPackageId);
        if (task) task.commentCount += 1;
        return jsonResponse(201, activityHal(created));
      }
    }
    if (method === 'PATCH' && (match = /^\/activities\/(\d+)$/.exec(path))) {
      const activity = activities.find((candidate) => candidate.id === Number(match![1]));
      if (!activity) return halError(404, 'NotFound', 'Not found.');
      activity.comment = (body.comment as { raw: string }).raw;
      activity.updatedAt = '2026-06-20T11:00:00Z';
      return jsonResponse(200, activityHal(activity));
    }
    if ((match = /^\/activities\/(\d+)\/attachments$/.exec(path))) {
      const activityId = Number(match[1]);
      const list = attachments.get(activityId) ?? [];
      if (method === 'GET') return jsonResponse(200, collection(list.map(attachmentHal)));
      if (method === 'POST') {
        const form = request.body as FormData;
        const metadata = JSON.parse(String(form.get('metadata'))) as { fileName: string };
        const file = form.get('file') as File;
        const created: FakeAttachment = { id: nextAttachmentId++, fileName: metadata.fileName, fileSize: file.size, contentType: file.type, canDelete: true };
        attachments.set(activityId, [...list, created]);
        return jsonResponse(200, attachmentHal(created));
      }
    }
    if (method === 'DELETE' && (match = /^\/attachments\/(\d+)$/.exec(path))) {
      const id = Number(match[1]);
      for (const [activityId, list] of attachments) attachments.set(activityId, list.filter((attachment) => attachment.id !== id));
      return jsonResponse(204);
    }
    if ((match = /^\/activities\/(\d+)\/emoji_reactions$/.exec(path))) {
      const activityId = Number(match[1]);
      if (options.reactionsNotFound?.includes(activityId)) return halError(404, 'NotFound', 'Not found.');
      if (method === 'GET') return jsonResponse(200, reactionsCollection(activityId));
      if (method === 'POST') {
        const reaction = String(body.reaction);
        const byReaction = reactions.get(activityId) ?? new Map<string, Array<{ id: number; name: string }>>();
        const users = byReaction.get(reaction) ?? [];
        byReaction.set(reaction, users.some((who) => who.id === user.id) ? users.filter((who) => who.id !== user.id) : [...users, user]);
        reactions.set(activityId, byReaction);
        return jsonResponse(200, reactionsCollection(activityId));
      }
    }
    // The GitHub tab talks to its own fake (the panel's user is a member, not an admin).
    const githubAnswer = handleGithubRequest(github, request);
    if (githubAnswer) return githubAnswer;
    // The time entries card in the Details tab talks to its own fake (no entries logged yet).
    const timeEntryAnswer = handleTimeEntryRequest(timeEntries, request);
    if (timeEntryAnswer) return timeEntryAnswer;
    return halError(404, 'NotFound', `No fake for ${method} ${path}`);
  }

  const api = mockApi(route);

  return {
    fetch: api.fetch,
    tasks,
    activities,
    /** Requests received, decoded, optionally by method and path (without /api/v3). */
    requests: api.requests,
    /** The next matching request gets this answer instead. */
    answerNext: (method: string, path: RegExp, response: MockResponse) => api.answerNext(method, path, response),
    /** The next matching request waits until the returned function is called (then answers as usual, or with `response`). */
    hold: api.hold,
    /** Someone else changes a task on the server (its lockVersion moves on). */
    changeElsewhere(taskId: number, change: Partial<FakeTask>) {
      const task = tasks.get(taskId)!;
      Object.assign(task, change);
      task.lockVersion += 1;
    },
  };
}

export type TasksServer = ReturnType<typeof createTasksServer>;
