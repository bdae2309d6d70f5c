// The XSS corpus and what the suite checks with it: every payload calls xssHit(<id>) (or alert(<id>)) if it ever runs;
// the page records the calls (an init script defines xssHit before any of the page's own scripts), and dialogs are
// recorded and dismissed. Data carrying the corpus is created through the API, in every user-visible text field.
import { expect, type Browser, type Page } from '@playwright/test';
import { XHR } from './projects';

/** One payload per way of getting script to run from text; the number is what xssHit/alert receives. */
export const PAYLOADS = [
  '<script>xssHit(1)</script>',
  '<img src=x onerror=xssHit(2)>',
  '<svg onload=xssHit(3)>',
  '"><img src=x onerror=xssHit(4)>',
  "'><svg/onload=xssHit(5)>",
  '[click me](javascript:xssHit(6))',
  '<a href="javascript:xssHit(7)">link seven</a>',
  '&lt;img src=x onerror=xssHit(8)&gt;',
  '${xssHit(9)}',
  "{{constructor.constructor('xssHit(10)')()}}",
  '<iframe src="javascript:xssHit(11)"></iframe>',
  '<details open ontoggle=xssHit(12)>',
  '<input autofocus onfocus=xssHit(13)>',
  '![pic](x" onerror="xssHit(14))',
  '<a href="jav&#x09;ascript:xssHit(15)">tab link</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=xssHit(16)>',
  '<img src=x onerror=alert(17)>',
  'javascript:alert(18)',
  '<style>*{background:url("javascript:xssHit(19)")}</style>',
  '<video><source onerror=xssHit(20)></video>',
] as const;

/** Every payload, one per line: for long text fields (descriptions, comments). */
export const CORPUS = PAYLOADS.join('\n\n');
/**
 * A document's Markdown: a document's images may only show https or its own attachments (the server refuses the
 * rest with a 422), so the payloads that make images are left out.
 */
export const MARKDOWN_CORPUS = PAYLOADS.filter((payload) => !/<img|!\[/.test(payload)).join('\n\n');
/** Time entry comments take at most 1000 characters. */
export const SHORT_CORPUS = PAYLOADS.slice(0, 8).join('\n');

export interface XssData {
  run: string;
  projectId: number;
  projectName: string;
  /** Task ids by payload index. */
  taskIds: number[];
  taskSubjects: string[];
  commentedTaskId: number;
  versionName: string;
  userName: string;
  fileName: string;
  tokenName: string;
  /** A document whose title, text, links, mention, code and table carry the corpus, shared with the payload-named user. */
  documentId: number;
  documentTitle: string;
  /** A document written as Markdown (OpenProject's description), converted by the server. */
  markdownDocumentId: number;
  /** A forum whose name and description carry payloads, with a topic (payload subject, the corpus as content) and the
   * payload-named user's reply. */
  forumId: number;
  forumName: string;
  topicId: number;
  topicSubject: string;
  /** Cookies of the admin and of the user whose name carries payloads. */
  sessions: { admin: Cookies; xssUser: Cookies };
}

type Cookies = Awaited<ReturnType<ReturnType<Page['context']>['cookies']>>;

async function ok<T>(response: Awaited<ReturnType<Page['request']['post']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function signedIn(browser: Browser, baseURL: string, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const response = await page.request.post('/api/v3/session', { headers: XHR, data: { email, password } });
  expect(response.ok(), `sign in ${email}: ${response.status()}`).toBe(true);
  return page;
}

const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });

/** An editor document with the corpus in every kind of node and mark that holds text or attributes a user sets. */
function corpusDocument(userId: number) {
  return {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [text(PAYLOADS[1])] },
      ...PAYLOADS.map((payload) => paragraph(text(payload))),
      paragraph(text('a link', [{ type: 'link', attrs: { href: 'https://example.com/?q="><img src=x onerror=xssHit(82)>' } }]), text(' and '), text(PAYLOADS[2], [{ type: 'bold' }])),
      paragraph({ type: 'mention', attrs: { id: String(userId), label: '<img src=x onerror=xssHit(83)>' } }),
      { type: 'codeBlock', attrs: { language: '"><img src=x onerror=xssHit(84)>' }, content: [text(PAYLOADS[0])] },
      { type: 'taskList', content: [{ type: 'taskItem', attrs: { checked: false }, content: [paragraph(text(PAYLOADS[3]))] }] },
      {
        type: 'table',
        content: [{ type: 'tableRow', content: [{ type: 'tableHeader', content: [paragraph(text(PAYLOADS[4]))] }, { type: 'tableCell', content: [paragraph(text(PAYLOADS[5]))] }] }],
      },
    ],
  };
}

/** Creates the project, user, tasks, comment, attachment, time entry, version, documents, forum and token that carry the corpus. */
export async function createXssData(browser: Browser, baseURL: string, admin: { email: string; password: string }): Promise<XssData> {
  const run = Date.now().toString(36).slice(-5);
  const page = await signedIn(browser, baseURL, admin.email, admin.password);
  const post = <T>(path: string, data: unknown, what: string) => page.request.post(path, { headers: XHR, data }).then((r) => ok<T>(r, what));
  const today = new Date().toISOString().slice(0, 10);
  const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

  const projectName = `XSS lab ${run} <img src=x onerror=xssHit(41)> "'><svg onload=xssHit(42)>`;
  const project = await post<{ id: number }>('/api/v3/projects', { name: projectName, identifier: `xss_lab_${run}`, description: { raw: CORPUS } }, 'project');
  const projectHref = `/api/v3/projects/${project.id}`;

  const password = `Xss-lab-${run}-Pass9`;
  const email = `xss-${run}@tessera.local`;
  const user = await post<{ id: number; name: string }>(
    '/api/v3/users',
    { email, login: `xss_${run}`, firstName: '<img src=x onerror=xssHit(31)>', lastName: `"><svg onload=xssHit(32)> ${run}`, password },
    'user',
  );
  const roles = await (await page.request.get('/api/v3/roles?pageSize=100')).json();
  const member = roles._embedded.elements.find((role: { name: string }) => role.name === 'Member');
  await post('/api/v3/memberships', { _links: { principal: { href: `/api/v3/users/${user.id}` }, project: { href: projectHref }, roles: [{ href: `/api/v3/roles/${member.id}` }] } }, 'membership');

  const versionName = `Sprint <svg onload=xssHit(51)> ${run}`;
  const version = await post<{ id: number }>(
    '/api/v3/versions',
    { name: versionName, description: { raw: CORPUS }, startDate: today, endDate: inTwoWeeks, _links: { definingProject: { href: projectHref } } },
    'version',
  );

  const taskSubjects = PAYLOADS.map((payload) => `${payload} ${run}`);
  const taskIds: number[] = [];
  for (const subject of taskSubjects) {
    const task = await post<{ id: number }>(
      `${projectHref}/work_packages`,
      {
        subject,
        description: { raw: CORPUS },
        dueDate: today,
        storyPoints: 3,
        _links: { assignee: { href: `/api/v3/users/${user.id}` }, version: { href: `/api/v3/versions/${version.id}` } },
      },
      'task',
    );
    taskIds.push(task.id);
  }
  const commentedTaskId = taskIds[1];
  const comment = await post<{ id: number }>(`/api/v3/work_packages/${commentedTaskId}/activities`, { comment: { raw: CORPUS } }, 'comment');
  const fileName = `"><img src=x onerror=xssHit(61)> ${run}.txt`;
  const upload = await page.request.post(`/api/v3/activities/${comment.id}/attachments`, {
    headers: XHR,
    multipart: {
      metadata: JSON.stringify({ fileName }),
      file: { name: 'payload.txt', mimeType: 'text/plain', buffer: Buffer.from(CORPUS) },
    },
  });
  await ok(upload, 'attachment');
  // Development: the default time entry activity (docs/api.md 'Time entry activities').
  const development = '/api/v3/time_entries/activities/1';
  await post(
    '/api/v3/time_entries',
    {
      hours: 'PT1H',
      spentOn: today,
      comment: { raw: SHORT_CORPUS },
      _links: {
        project: { href: projectHref },
        workPackage: { href: `/api/v3/work_packages/${commentedTaskId}` },
        activity: { href: development },
      },
    },
    'time entry',
  );

  const documentTitle = `Notes <img src=x onerror=xssHit(81)> ${run}`;
  const document = await post<{ id: number }>(`${projectHref}/documents`, { title: documentTitle, content: corpusDocument(user.id) }, 'document');
  const markdownDocument = await post<{ id: number }>(`${projectHref}/documents`, { title: `Markdown ${run}`, description: { raw: MARKDOWN_CORPUS } }, 'markdown document');
  await post(`/api/v3/documents/${document.id}/shares`, { permissionLevel: 'view', _links: { user: { href: `/api/v3/users/${user.id}` } } }, 'document share');

  const xssPage = await signedIn(browser, baseURL, email, password);
  const tokenName = `<img src=x onerror=xssHit(71)> ${run}`;
  await ok(await xssPage.request.post('/api/v3/access_tokens', { headers: XHR, data: { name: tokenName } }), 'token');

  const forumName = `Forum <img src=x onerror=xssHit(85)> ${run}`;
  const forum = await post<{ id: number }>(`${projectHref}/forums`, { name: forumName, description: SHORT_CORPUS.slice(0, 500) }, 'forum');
  const topicSubject = `Topic <svg onload=xssHit(86)> ${run}`;
  const topic = await post<{ id: number }>(`/api/v3/forums/${forum.id}/topics`, { subject: topicSubject, content: corpusDocument(user.id) }, 'forum topic');
  await ok(await xssPage.request.post(`/api/v3/topics/${topic.id}/reply`, { headers: XHR, data: { content: corpusDocument(user.id) } }), 'forum reply');

  const sessions = { admin: await page.context().cookies(), xssUser: await xssPage.context().cookies() };
  await page.context().close();
  await xssPage.context().close();
  return {
    run,
    projectId: project.id,
    projectName,
    taskIds,
    taskSubjects,
    commentedTaskId,
    versionName,
    userName: user.name,
    fileName,
    tokenName,
    documentId: document.id,
    documentTitle,
    markdownDocumentId: markdownDocument.id,
    forumId: forum.id,
    forumName,
    topicId: topic.id,
    topicSubject,
    sessions,
  };
}

/** Records every xssHit() call and every dialog of the page. Call before the first navigation. */
export async function watchForExecution(page: Page): Promise<{ dialogs: string[] }> {
  await page.addInitScript(() => {
    const hits: number[] = [];
    Object.assign(window, { __xssHits: hits, xssHit: (id: number) => hits.push(id) });
  });
  const watched = { dialogs: [] as string[] };
  page.on('dialog', (dialog) => {
    watched.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return watched;
}

/**
 * Nothing ran and nothing that could run later is in the page: once images have loaded or failed (onerror) and two
 * frames have passed (onload, ontoggle, autofocus), no xssHit call, no dialog, no event handler or script carrying a
 * payload, no javascript: URL.
 */
export async function expectNothingRan(page: Page, watched: { dialogs: string[] }, where: string): Promise<void> {
  await page.evaluate(async () => {
    await Promise.all(
      Array.from(document.images).map((image) =>
        image.complete ? null : new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        })),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const found = await page.evaluate(() => ({
    hits: (window as unknown as { __xssHits: number[] }).__xssHits,
    handlers: Array.from(document.querySelectorAll('*')).flatMap((element) =>
      Array.from(element.attributes).filter((attribute) => attribute.name.startsWith('on') && /xssHit|alert/.test(attribute.value)).map((attribute) => `${element.tagName} ${attribute.name}`)),
    scripts: Array.from(document.querySelectorAll('script, iframe, object, embed')).filter((element) => /xssHit|alert\(/.test(element.outerHTML)).length,
    javascriptUrls: Array.from(document.querySelectorAll('[href], [src], [action], [formaction]')).filter((element) =>
      // As browsers read URLs: tabs and newlines inside the scheme do not count ("jav&#x09;ascript:").
      ['href', 'src', 'action', 'formaction'].some((name) => /^\s*javascript:/i.test((element.getAttribute(name) ?? '').replace(/[\t\n\r]/g, '')))).length,
  }));
  expect(found, where).toEqual({ hits: [], handlers: [], scripts: 0, javascriptUrls: 0 });
  expect(watched.dialogs, where).toEqual([]);
}
