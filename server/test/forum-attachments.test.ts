// Attachments on forum messages (issue 16): the 'Message' container of the attachments module. Who reads a message
// reads its files; its author attaches and deletes while they may edit it (15 minutes, an open topic), moderators
// always; an archived project or a switched-off Forums module refuses; deleting a message, its topic or its project
// takes the files along.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD, expectError, login, XHR } from './helpers.ts';
import { createForumWorld, doc, WHO, type ForumWorld, type Who } from './support/forum-world.ts';

let world: ForumWorld;
let forum: { id: number };
/** Sessions of our own: the world's requests send JSON, an upload sends a multipart body. */
const cookies = {} as Record<Who, string>;
beforeAll(async () => {
  world = await createForumWorld();
  forum = await world.forum(world.project, 'Files forum');
  for (const who of WHO) cookies[who] = await login(world.ctx.app, `${who}@forums.test`, DEMO_PASSWORD);
}, 60_000);
afterAll(async () => world?.close());

const MINUTE = 60_000;
const BOUNDARY = '----tessera-forum-attachment';
const TEXT = Buffer.from('Minutes of the meeting\n');

function multipart(data: Buffer, filename: string) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

const attachmentsOf = (messageId: number) => `/api/v3/messages/${messageId}/attachments`;
const upload = (messageId: number, who: Who = 'member', data: Buffer = TEXT, filename = 'minutes.txt') => {
  const body = multipart(data, filename);
  return world.ctx.app.inject({ method: 'POST', url: attachmentsOf(messageId), headers: { cookie: cookies[who], ...XHR, 'content-type': body.contentType }, payload: body.payload });
};
const attach = async (messageId: number, who: Who = 'member', filename = 'minutes.txt') => {
  const response = await upload(messageId, who, TEXT, filename);
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json() as { id: number; fileName: string; _links: Record<string, { href: string | null; title?: string; method?: string }> };
};
const listIds = async (messageId: number, who: Who = 'member') => {
  const response = await world.get(attachmentsOf(messageId), who);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return (response.json()._embedded.elements as { id: number }[]).map((element) => element.id);
};
const fileOf = async (attachmentId: number) => {
  const row = await world.ctx.db.selectFrom('attachments').select('disk_file').where('id', '=', attachmentId).executeTakeFirstOrThrow();
  return path.join(world.ctx.config.dataDir, 'attachments', row.disk_file);
};
const attachmentRows = (messageIds: number[]) => world.ctx.db.selectFrom('attachments').select('id').where('container_type', '=', 'Message').where('container_id', 'in', messageIds).execute();

describe('attaching files to a message', () => {
  test('the author attaches a file to their reply: listed, downloadable, its container the message, a live update', async () => {
    const topic = await world.topic(forum.id, 'moderator');
    const reply = await world.reply(topic.id, 'member');
    expect(reply._links.attachments).toEqual({ href: attachmentsOf(reply.id) });
    expect(reply._links.addAttachment).toEqual({ href: attachmentsOf(reply.id), method: 'post' });

    world.events.length = 0;
    const created = await attach(reply.id);
    expect(created).toMatchObject({ _type: 'Attachment', fileName: 'minutes.txt', fileSize: TEXT.length, contentType: 'text/plain' });
    expect(created._links.container).toEqual({ href: `/api/v3/messages/${reply.id}`, title: reply.subject });
    expect(created._links.delete).toEqual({ href: `/api/v3/attachments/${created.id}`, method: 'delete' });
    expect(world.events).toEqual([expect.objectContaining({ type: 'forum_message.updated', forumId: forum.id, topicId: topic.id, messageId: reply.id, actorId: world.users.member })]);

    const list = (await world.get(attachmentsOf(reply.id), 'reader')).json();
    expect(list).toMatchObject({ _type: 'Collection', total: 1, count: 1, _links: { self: { href: attachmentsOf(reply.id) } } });
    // A reader sees the file but may not delete it.
    expect(list._embedded.elements[0]._links.delete).toBeUndefined();
    const content = await world.get(`/api/v3/attachments/${created.id}/content`, 'reader');
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-disposition']).toMatch(/^attachment/);
    expect(content.rawPayload.equals(TEXT)).toBe(true);
  });

  test('readers and other members may not attach; non-members get 404 as for the message itself', async () => {
    const topic = await world.topic(forum.id, 'member');
    const file = await attach(topic.id);
    const asReader = (await world.get(`/api/v3/messages/${topic.id}`, 'reader')).json();
    expect(asReader._links.attachments).toEqual({ href: attachmentsOf(topic.id) });
    expect(asReader._links.addAttachment).toBeUndefined();
    expect(expectError(await upload(topic.id, 'reader'), 403, 'MissingPermission').message).toBe('Only the author of a message (within 15 minutes of posting it) or a moderator can attach files to it.');
    expectError(await upload(topic.id, 'other'), 403, 'MissingPermission');
    expect(expectError(await world.send('DELETE', `/api/v3/attachments/${file.id}`, 'other'), 403, 'MissingPermission').message).toBe(
      'Only the author of an attachment (within 15 minutes of posting its message) or a moderator can delete it.',
    );

    for (const answer of [
      await world.get(attachmentsOf(topic.id), 'outsider'),
      await upload(topic.id, 'outsider'),
      await world.get(`/api/v3/attachments/${file.id}`, 'outsider'),
      await world.get(`/api/v3/attachments/${file.id}/content`, 'outsider'),
      await world.send('DELETE', `/api/v3/attachments/${file.id}`, 'outsider'),
      await world.get(attachmentsOf(999_999), 'member'),
    ]) {
      expectError(answer, 404, 'NotFound');
    }
    expect(await listIds(topic.id)).toEqual([file.id]);
  });

  test('the upload checks of every container apply: an empty file is a 422 naming file, JSON a 415', async () => {
    const topic = await world.topic(forum.id, 'member');
    expect(expectError(await upload(topic.id, 'member', Buffer.alloc(0)), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('file');
    expectError(await world.send('POST', attachmentsOf(topic.id), 'member', { fileName: 'x.txt' }), 415, 'TypeNotSupported');
    expect(await listIds(topic.id)).toEqual([]);
  });
});

describe('files embedded in the message', () => {
  type Collection = { _type: string; total: number; count: number; _embedded: { elements: Array<{ id: number; _links: Record<string, unknown> }> } };
  const listed = async (messageId: number, who: Who) => (await world.get(attachmentsOf(messageId), who)).json() as Collection;
  const embedded = (message: { _embedded: { attachments: Collection } }) => message._embedded.attachments;
  const elementsOf = async (url: string, who: Who) => {
    const response = await world.get(url, who);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json()._embedded.elements as Array<{ id: number; _embedded: { attachments: Collection } }>;
  };
  const byId = (elements: Array<{ id: number; _embedded: { attachments: Collection } }>, id: number) => {
    const element = elements.find((candidate) => candidate.id === id);
    if (!element) throw new Error(`message ${id} is not listed`);
    return embedded(element);
  };

  test('every answer that represents messages embeds their files as GET /messages/{id}/attachments lists them, delete links included', async () => {
    const own = await world.forum(world.project, 'Embedded files');
    const topic = await world.topic(own.id, 'member');
    expect(embedded(topic)).toEqual({ _type: 'Collection', total: 0, count: 0, _embedded: { elements: [] }, _links: { self: { href: attachmentsOf(topic.id) } } });
    const reply = await world.reply(topic.id, 'other');
    const bare = await world.reply(topic.id, 'other', 'A reply without files.');
    const files = [await attach(topic.id, 'member'), await attach(reply.id, 'other', 'other.txt'), await attach(reply.id, 'moderator', 'moderator.txt')];

    const compare = async (who: Who) => {
      const lists = { topic: await listed(topic.id, who), reply: await listed(reply.id, who), bare: await listed(bare.id, who) };
      expect(lists.topic.total).toBe(1);
      expect(lists.reply.total).toBe(2);
      expect(lists.bare.total).toBe(0);
      expect(embedded((await world.get(`/api/v3/messages/${topic.id}`, who)).json())).toEqual(lists.topic);
      expect(embedded((await world.get(`/api/v3/topics/${topic.id}`, who)).json())).toEqual(lists.topic);
      expect(embedded((await world.get(`/api/v3/messages/${reply.id}`, who)).json())).toEqual(lists.reply);
      const replies = await elementsOf(`/api/v3/messages/${topic.id}/replies`, who);
      expect(byId(replies, reply.id)).toEqual(lists.reply);
      expect(byId(replies, bare.id)).toEqual(lists.bare);
      expect(byId(await elementsOf(`/api/v3/forums/${own.id}/topics`, who), topic.id)).toEqual(lists.topic);
      const forumMessages = await elementsOf(`/api/v3/forums/${own.id}/messages`, who);
      expect(byId(forumMessages, topic.id)).toEqual(lists.topic);
      expect(byId(forumMessages, reply.id)).toEqual(lists.reply);
      const found = await elementsOf(`/api/v3/messages?forum=${own.id}`, who);
      expect(byId(found, topic.id)).toEqual(lists.topic);
      expect(byId(found, reply.id)).toEqual(lists.reply);
      return lists;
    };
    const deletable = (list: Collection) => list._embedded.elements.filter((element) => element._links.delete !== undefined).map((element) => element.id);

    // Each caller sees the delete links GET /attachments/{id} gives them: the authors theirs, moderators all, readers none.
    expect(deletable((await compare('member')).topic)).toEqual([files[0].id]);
    expect(deletable((await compare('other')).reply)).toEqual([files[1].id]);
    expect(deletable((await compare('moderator')).reply)).toEqual([files[1].id, files[2].id]);
    const asReader = await compare('reader');
    expect([...deletable(asReader.topic), ...deletable(asReader.reply)]).toEqual([]);

    // A write answers with the files too; after the 15 minutes the authors' delete links go, in both places alike.
    const changed = await world.must('PATCH', `/api/v3/messages/${reply.id}`, 'other', { subject: 'Renamed reply' });
    expect(embedded(changed)).toEqual(await listed(reply.id, 'other'));
    expect(embedded(changed)._embedded.elements[0]._links.container).toEqual({ href: `/api/v3/messages/${reply.id}`, title: 'Renamed reply' });
    world.ctx.clock.advance(15 * MINUTE);
    expect(deletable((await compare('other')).reply)).toEqual([]);
    expect(deletable((await compare('moderator')).reply)).toEqual([files[1].id, files[2].id]);
  });

  test('a page of replies reads its files in one statement: the same count with 0, 1 and 20 files across the page', async () => {
    const own = await world.forum(world.project, 'Counted files');
    const topic = await world.topic(own.id, 'moderator');
    const replies = [];
    for (let index = 0; index < 20; index += 1) replies.push(await world.reply(topic.id, 'other', `Counted reply ${index}`));
    const count = async (url: string) => {
      world.ctx.statements.count = 0;
      const response = await world.get(url, 'reader');
      expect(response.statusCode).toBe(200);
      return { statements: world.ctx.statements.count, files: (response.json()._embedded.elements as Array<{ _embedded: { attachments: { total: number } } }>).reduce((sum, element) => sum + element._embedded.attachments.total, 0) };
    };
    const repliesUrl = `/api/v3/messages/${topic.id}/replies`;
    const topicsUrl = `/api/v3/forums/${own.id}/topics`;
    // The first read marks the replies read (one more statement): counted from the second on.
    await world.get(repliesUrl, 'reader');
    const none = await count(repliesUrl);
    const noneInTopics = await count(topicsUrl);
    expect(none.files).toBe(0);

    await attach(replies[0].id, 'other');
    await attach(topic.id, 'moderator');
    expect(await count(repliesUrl)).toEqual({ statements: none.statements, files: 1 });
    expect(await count(topicsUrl)).toEqual({ statements: noneInTopics.statements, files: 1 });

    for (const reply of replies.slice(1)) await attach(reply.id, 'other');
    expect(await count(repliesUrl)).toEqual({ statements: none.statements, files: 20 });
    expect(none.statements).toBeLessThanOrEqual(9);
  });
});

describe('the edit window, locks, moderators and archived projects', () => {
  test('after 15 minutes the author neither attaches nor deletes (403 naming the limit); a moderator does both', async () => {
    const topic = await world.topic(forum.id, 'member');
    const own = await attach(topic.id);
    world.ctx.clock.advance(15 * MINUTE);
    const late = (await world.get(`/api/v3/messages/${topic.id}`, 'member')).json();
    expect(late._links.addAttachment).toBeUndefined();
    expect((await world.get(`/api/v3/attachments/${own.id}`, 'member')).json()._links.delete).toBeUndefined();
    const timeLimit = 'Attachment time limit exceeded. Files can only be attached or deleted within 15 minutes of posting the message.';
    expect(expectError(await upload(topic.id), 403, 'MissingPermission').message).toBe(timeLimit);
    expect(expectError(await world.send('DELETE', `/api/v3/attachments/${own.id}`, 'member'), 403, 'MissingPermission').message).toBe(timeLimit);

    expect((await world.get(`/api/v3/messages/${topic.id}`, 'moderator')).json()._links.addAttachment).toBeDefined();
    const moderated = await attach(topic.id, 'moderator', 'moderator-notes.txt');
    expect((await world.send('DELETE', `/api/v3/attachments/${own.id}`, 'moderator')).statusCode).toBe(204);
    expect(await listIds(topic.id)).toEqual([moderated.id]);
  });

  test('in a locked topic only moderators change attachments', async () => {
    const topic = await world.topic(forum.id, 'moderator');
    const reply = await world.reply(topic.id, 'member');
    const own = await attach(reply.id);
    await world.must('PATCH', `/api/v3/messages/${topic.id}`, 'moderator', { locked: true });
    expect((await world.get(`/api/v3/messages/${reply.id}`, 'member')).json()._links.addAttachment).toBeUndefined();
    const locked = 'Cannot change the attachments of a message in a locked topic.';
    expect(expectError(await upload(reply.id), 403, 'MissingPermission').message).toBe(locked);
    expect(expectError(await world.send('DELETE', `/api/v3/attachments/${own.id}`, 'member'), 403, 'MissingPermission').message).toBe(locked);
    await attach(reply.id, 'moderator');
    expect((await world.send('DELETE', `/api/v3/attachments/${own.id}`, 'moderator')).statusCode).toBe(204);
  });

  test('an archived project takes no change, for moderators neither; a switched-off Forums module is a 403 naming it', async () => {
    const projectId = (await world.must('POST', '/api/v3/projects', 'admin', { name: 'Archived files', public: false })).id;
    const inside = await world.must('POST', `/api/v3/projects/${projectId}/forums`, 'admin', { name: 'Files' });
    const topic = await world.must('POST', `/api/v3/forums/${inside.id}/topics`, 'admin', { subject: 'With a file', content: doc('A topic long enough to post.') });
    const file = await attach(topic.id, 'admin');
    await world.must('PATCH', `/api/v3/projects/${projectId}`, 'admin', { active: false });
    expect((await world.get(`/api/v3/messages/${topic.id}`, 'admin')).json()._links.addAttachment).toBeUndefined();
    const archived = 'The project is archived: its attachments cannot be changed.';
    expect(expectError(await upload(topic.id, 'admin'), 403, 'MissingPermission').message).toBe(archived);
    expect(expectError(await world.send('DELETE', `/api/v3/attachments/${file.id}`, 'admin'), 403, 'MissingPermission').message).toBe(archived);
    expect(await listIds(topic.id, 'admin')).toEqual([file.id]);
    // The message's embedded files say the same as the list (its delete link included).
    expect((await world.get(`/api/v3/messages/${topic.id}`, 'admin')).json()._embedded.attachments).toEqual((await world.get(attachmentsOf(topic.id), 'admin')).json());

    await world.must('PATCH', `/api/v3/projects/${projectId}`, 'admin', { active: true });
    await world.must('PATCH', `/api/v3/projects/${projectId}`, 'admin', { enabledModules: ['work_package_tracking', 'documents'] });
    for (const answer of [await world.get(attachmentsOf(topic.id), 'admin'), await upload(topic.id, 'admin'), await world.get(`/api/v3/attachments/${file.id}/content`, 'admin')]) {
      expect(expectError(answer, 403, 'MissingPermission').message).toBe('The Forums module is not enabled in this project.');
    }
    await world.must('DELETE', `/api/v3/projects/${projectId}`, 'admin');
  });
});

describe('deleting what holds the files', () => {
  test('deleting a reply removes its attachments and their files', async () => {
    const topic = await world.topic(forum.id, 'moderator');
    const reply = await world.reply(topic.id, 'member');
    const file = await attach(reply.id);
    const onDisk = await fileOf(file.id);
    expect(existsSync(onDisk)).toBe(true);
    expect((await world.send('DELETE', `/api/v3/messages/${reply.id}`, 'member')).statusCode).toBe(204);
    expect(await attachmentRows([reply.id])).toEqual([]);
    expect(existsSync(onDisk)).toBe(false);
  });

  test("deleting a topic removes its own and its replies' attachments", async () => {
    const topic = await world.topic(forum.id, 'member');
    const reply = await world.reply(topic.id, 'other');
    const files = [await attach(topic.id, 'member'), await attach(reply.id, 'other')];
    const onDisk = await Promise.all(files.map((file) => fileOf(file.id)));
    expect((await world.send('DELETE', `/api/v3/messages/${topic.id}`, 'moderator')).statusCode).toBe(204);
    expect(await attachmentRows([topic.id, reply.id])).toEqual([]);
    for (const file of onDisk) expect(existsSync(file)).toBe(false);
  });

  test("deleting the project removes its messages' attachments and files", async () => {
    const projectId = (await world.must('POST', '/api/v3/projects', 'admin', { name: 'Deleted with files', public: false })).id;
    const inside = await world.must('POST', `/api/v3/projects/${projectId}/forums`, 'admin', { name: 'Soon gone' });
    const topic = await world.must('POST', `/api/v3/forums/${inside.id}/topics`, 'admin', { subject: 'Going away', content: doc('A topic long enough to post.') });
    const file = await attach(topic.id, 'admin');
    const onDisk = await fileOf(file.id);
    await world.must('DELETE', `/api/v3/projects/${projectId}`, 'admin');
    expect(await attachmentRows([topic.id])).toEqual([]);
    expect(existsSync(onDisk)).toBe(false);
  });
});
