// The forums part of npm run bench (issue 16), on the bench's SQLite file:
// - a topic with 5,000 replies, paged (GET /api/v3/messages/{id}/replies?offset=N, every page in turn) at 20
//   connections: p95, and the ratio to a raw-SQL floor (a bare Fastify route reading the same page in one query);
// - full-text search over 100,000 messages (GET /api/v3/messages?q=<word>, a different word each request): p95, and
//   the ratio to the floor's own FTS query.
// The forums and first topic are made through the API; the bulk of the messages is written straight into the file
// (the FTS triggers index them), then the counters are recounted as the API's writes keep them.
// Run as `node forums.mjs floor <sqliteFile> <port> <userId>` it is that floor (a process of its own, like floor.mjs).
import { fork } from 'node:child_process';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import Fastify from 'fastify';

const REPLIES = 5_000;
const SEARCH_MESSAGES = 100_000;
const PAGE_SIZE = 20;
const REPLY_CONNECTIONS = 20;
const SEARCH_CONNECTIONS = 10;
/** Words messages are made of: each message holds 12 of them, so one word is in about 1 % of messages. */
const VOCABULARY = Array.from({ length: 1_000 }, (_, index) => `w${index.toString(36)}x${((index * 7919) % 997).toString(36)}`);
const WORDS_PER_MESSAGE = 12;

const percentile = (sorted, p) => (sorted.length === 0 ? null : Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] * 100) / 100);

const freePort = () => new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => { const { port } = server.address(); server.close(() => resolve(port)); });
});

/** One autocannon run whose request paths come from `pathOf(n)`; latencies from every response. */
async function load(base, pathOf, headers, connections, duration) {
  const latencies = [];
  let sent = 0;
  const instance = autocannon({
    url: `${base}${pathOf(0)}`, headers, connections, duration, pipelining: 1,
    requests: [{ setupRequest: (request) => ({ ...request, path: pathOf(++sent) }) }],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99),
    requests: result.requests.total, failures: result.non2xx + result.errors + result.timeouts,
  };
}

const doc = (text) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
const sentence = (seed) => Array.from({ length: WORDS_PER_MESSAGE }, (_, index) => VOCABULARY[(seed * 31 + index * 131 + ((seed * index) % 17)) % VOCABULARY.length]).join(' ');

async function must(response, what) {
  if (response.status >= 300) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Writes `count` messages straight into the file, in one transaction per 10,000 (the FTS triggers index each). */
function insertMessages(db, rows) {
  const insert = db.prepare(`insert into forum_messages (forum_id, parent_id, author_id, subject, content, content_html, content_text,
    sticky, locked, replies_count, views, category_id, last_activity_at, created_at, updated_at)
    values (@forum_id, @parent_id, @author_id, @subject, @content, @content_html, @content_text, 0, 0, 0, 0, @category_id, @at, @at, @at)`);
  const chunk = db.transaction((slice) => slice.map((row) => Number(insert.run(row).lastInsertRowid)));
  const ids = [];
  for (let start = 0; start < rows.length; start += 10_000) ids.push(...chunk(rows.slice(start, start + 10_000)));
  return ids;
}

/** The counters the API keeps, recounted for the forums written here. */
function recount(db, forumIds) {
  db.exec(`update forum_messages set replies_count = (select count(*) from forum_messages r where r.parent_id = forum_messages.id),
      last_activity_at = coalesce((select max(r.created_at) from forum_messages r where r.parent_id = forum_messages.id), created_at)
    where parent_id is null and forum_id in (${forumIds.join(',')})`);
  db.exec(`update forums set topics_count = (select count(*) from forum_messages t where t.forum_id = forums.id and t.parent_id is null),
      messages_count = (select count(*) from forum_messages m where m.forum_id = forums.id),
      last_message_id = (select n.id from forum_messages n where n.forum_id = forums.id order by n.created_at desc, n.id desc limit 1),
      last_message_at = (select max(l.created_at) from forum_messages l where l.forum_id = forums.id)
    where id in (${forumIds.join(',')})`);
}

/** The dataset: a forum with one topic of 5,000 replies, and a second forum making 100,000 messages in all. */
async function generate({ api, headers, projectId, sqliteFile, userId }) {
  const forumA = await must(await fetch(`${api}/api/v3/projects/${projectId}/forums`, { method: 'POST', headers, body: JSON.stringify({ name: 'Bench forum: long thread' }) }), 'creating a forum');
  const forumB = await must(await fetch(`${api}/api/v3/projects/${projectId}/forums`, { method: 'POST', headers, body: JSON.stringify({ name: 'Bench forum: search' }) }), 'creating a forum');
  const topic = await must(await fetch(`${api}/api/v3/forums/${forumA.id}/topics`, { method: 'POST', headers, body: JSON.stringify({ subject: 'A long thread', content: doc(sentence(0)) }) }), 'creating a topic');
  const db = new Database(sqliteFile);
  db.pragma('busy_timeout = 10000');
  const base = Date.parse('2026-01-01T00:00:00.000Z');
  const row = (index, forumId, parentId, subject) => {
    const text = sentence(index + 1);
    return {
      forum_id: forumId, parent_id: parentId, author_id: userId, subject, category_id: parentId === null ? 1 : null,
      content: JSON.stringify(doc(text)), content_html: `<p>${text}</p>`, content_text: text, at: new Date(base + index * 1000).toISOString(),
    };
  };
  insertMessages(db, Array.from({ length: REPLIES }, (_, index) => row(index, forumA.id, topic.id, 'Re: A long thread')));
  // The rest: topics of 9 replies each.
  const remaining = SEARCH_MESSAGES - REPLIES - 1;
  const topics = Math.ceil(remaining / 10);
  const topicIds = insertMessages(db, Array.from({ length: topics }, (_, index) => row(REPLIES + index, forumB.id, null, `Search topic ${index}`)));
  const replies = [];
  for (let index = 0; replies.length < remaining - topics; index++) replies.push(row(REPLIES + topics + index, forumB.id, topicIds[index % topicIds.length], 'Re: Search topic'));
  insertMessages(db, replies);
  recount(db, [forumA.id, forumB.id]);
  db.close();
  return { topicId: topic.id, forumIds: [forumA.id, forumB.id] };
}

/** Both measurements; `duration` seconds per run (warm-up, endpoint, floor). */
export async function measureForums({ api, headers, projectId, sqliteFile, userId, duration = 10 }) {
  const started = Date.now();
  const { topicId } = await generate({ api, headers, projectId, sqliteFile, userId });
  const generationMs = Date.now() - started;
  const port = await freePort();
  const floor = fork(import.meta.filename, ['floor', sqliteFile, String(port), String(userId)], { stdio: 'inherit' });
  try {
    await new Promise((resolve, reject) => { floor.once('message', resolve); floor.once('exit', reject); });
    const floorBase = `http://127.0.0.1:${port}`;
    const pages = Math.ceil(REPLIES / PAGE_SIZE);
    const replyPath = (n) => `/api/v3/messages/${topicId}/replies?offset=${(n % pages) + 1}`;
    const floorReplyPath = (n) => `/floor/replies/${topicId}?offset=${(n % pages) + 1}`;
    const searchPath = (n) => `/api/v3/messages?q=${VOCABULARY[n % VOCABULARY.length]}`;
    const floorSearchPath = (n) => `/floor/search?q=${VOCABULARY[n % VOCABULARY.length]}`;
    const check = await fetch(`${api}${searchPath(1)}`, { headers });
    if (check.status !== 200 || (await check.json()).total === 0) throw new Error('the search finds nothing: the dataset is not indexed');

    await load(api, replyPath, headers, REPLY_CONNECTIONS, duration); // warm-up: JIT, statement caches, replies read
    const replies = await load(api, replyPath, headers, REPLY_CONNECTIONS, duration);
    const repliesFloor = await load(floorBase, floorReplyPath, {}, REPLY_CONNECTIONS, duration);
    await load(api, searchPath, headers, SEARCH_CONNECTIONS, duration);
    const search = await load(api, searchPath, headers, SEARCH_CONNECTIONS, duration);
    const searchFloor = await load(floorBase, floorSearchPath, {}, SEARCH_CONNECTIONS, duration);
    const ratio = (measured, bare) => (bare.requestsPerSecond ? Math.round((measured.requestsPerSecond / bare.requestsPerSecond) * 100) / 100 : null);
    return {
      dataset: { repliesInTopic: REPLIES, messages: SEARCH_MESSAGES, generationMs },
      replies: {
        endpoint: `GET /api/v3/messages/{id}/replies?offset=N (${REPLIES} replies, ${pages} pages of ${PAGE_SIZE}, each in turn)`,
        connections: REPLY_CONNECTIONS, api: replies, floor: repliesFloor, ratioOfFloor: ratio(replies, repliesFloor),
        target: 'ratioOfFloor >= 0.4 and p95 < 50 ms at 20 connections',
      },
      search: {
        endpoint: `GET /api/v3/messages?q=<word> (${SEARCH_MESSAGES} messages, a different word each request)`,
        connections: SEARCH_CONNECTIONS, api: search, floor: searchFloor, ratioOfFloor: ratio(search, searchFloor),
        target: 'p95 < 100 ms',
      },
    };
  } finally {
    floor.kill('SIGTERM');
  }
}

/** The floor: the same rows from the same file, one raw query each, plain JSON (no HAL, auth or validation). */
async function serveFloor([sqliteFile, port, userId]) {
  const db = new Database(sqliteFile, { readonly: true });
  const COLUMNS = `m.*, a.name AS author_name, f.name AS forum_name, f.project_id, p.name AS project_name,
    exists (select 1 from forum_message_reads r where r.user_id = ${Number(userId)} and r.message_id = m.id) AS read`;
  const FROM = 'forum_messages m JOIN forums f ON f.id = m.forum_id JOIN projects p ON p.id = f.project_id LEFT JOIN principals a ON a.id = m.author_id';
  const replyPage = db.prepare(`SELECT ${COLUMNS}, (SELECT count(*) FROM forum_messages c WHERE c.parent_id = :topic) AS total
    FROM ${FROM} WHERE m.parent_id = :topic ORDER BY m.created_at, m.id LIMIT ${PAGE_SIZE} OFFSET :offset`);
  // The search reads the matches through the narrow index the API uses too (migration 0024).
  const searchPage = db.prepare(`SELECT ${COLUMNS}, (SELECT count(*) FROM forum_messages_fts WHERE forum_messages_fts MATCH :q) AS total
    FROM ${FROM.replace('forum_messages m', 'forum_messages m INDEXED BY forum_messages_search')} WHERE m.id IN (SELECT rowid FROM forum_messages_fts WHERE forum_messages_fts MATCH :q)
    ORDER BY m.created_at DESC, m.id DESC LIMIT ${PAGE_SIZE}`);
  const app = Fastify({ logger: false });
  app.get('/floor/replies/:topic', async (request) => replyPage.all({ topic: Number(request.params.topic), offset: (Number(request.query.offset) - 1) * PAGE_SIZE }));
  app.get('/floor/search', async (request) => searchPage.all({ q: `"${String(request.query.q).replace(/"/g, '')}"*` }));
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  process.send?.('ready');
}

if (process.argv[2] === 'floor') await serveFloor(process.argv.slice(3));
