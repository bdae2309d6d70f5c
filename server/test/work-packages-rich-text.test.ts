// Rich text in tasks (issue 22): descriptions and comments are OpenProject formattable text whose html is rendered
// for the shared editor (mentions, task lists) and sanitised; a description's new mentions notify once.
import { renderRichText } from '../src/modules/work-packages/index.ts';
import { createTestContext, DEMO_PASSWORD, login, XHR, type TestContext } from './helpers.ts';

// Seeded: Content migration is private (Priya 'member' and Tomás are Members, Liam its Team Leader); Sofia is no member.
let ctx: TestContext;
const cookies: Record<string, string> = {};
const projectIds: Record<string, number> = {};
const userIds: Record<string, number> = {};
const LOGINS = ['member', 'tomas.herrera', 'liam.oconnor', 'sofia.rossi'];

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of LOGINS) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  for (const row of await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute()) projectIds[row.identifier] = row.id;
  for (const row of await ctx.db.selectFrom('principals').select(['id', 'login']).where('type', '=', 'User').execute()) userIds[row.login!] = row.id;
});
afterAll(async () => ctx.close());

const get = (url: string, who = 'member') => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
const send = (method: 'POST' | 'PATCH', url: string, who: string, payload: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, payload: payload as object });
const mention = (login: string, name: string) => `<mention class="mention" data-id="${userIds[login]}" data-type="user" data-text="@${name}">@${name}</mention>`;
const mentionedCount = async (login: string, taskId: number) =>
  (await ctx.db.selectFrom('notifications').select('id').where('recipient_id', '=', userIds[login]).where('resource_id', '=', taskId).where('reason', '=', 'mentioned').execute()).length;

async function createTask(subject: string, description?: string): Promise<{ id: number; lockVersion: number; description: { raw: string; html: string } }> {
  const response = await send('POST', `/api/v3/projects/${projectIds.content_migration}/work_packages`, 'member', {
    subject,
    ...(description === undefined ? {} : { description: { raw: description } }),
  });
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json();
}

describe('rendering a task text', () => {
  test('mentions become the editor mention node, task lists its task items, code stays code', () => {
    const html = renderRichText(`Hi <mention class="mention" data-id="3" data-type="user" data-text="@Ann Lee">@Ann Lee</mention>\n\n- [ ] one\n- [x] two\n\n\`\`\`\nif (a < b) {}\n\`\`\``);
    expect(html).toContain('<span class="mention" data-type="mention" data-id="3" data-label="Ann Lee">@Ann Lee</span>');
    expect(html).toContain('<ul data-type="taskList">');
    expect(html).toContain('<li data-type="taskItem" data-checked="false">');
    expect(html).toContain('<li data-type="taskItem" data-checked="true">');
    expect(html).toContain('<input type="checkbox" disabled checked aria-label="two" />');
    expect(html).toContain('<pre><code>if (a &lt; b) {}');
  });

  test.each([
    ['<script>alert(1)</script>', /<script/i],
    ['<img src=x onerror=alert(1)>', /onerror/i],
    ['[x](javascript:alert(1))', /href="javascript/i],
    ['<mention data-id="1" data-type="user" onclick="alert(1)">@x</mention>', /onclick/i],
    ['<mention data-id="javascript:1" data-type="user">@x</mention>', /data-id/i],
    ['<span class="mention" data-type="mention" data-id="4">forged</span>', /data-id|class=/i],
    ['<input type="text" onfocus="alert(1)" autofocus>', /onfocus|autofocus|type="text"/i],
    ['<iframe src="https://evil.example"></iframe>', /<iframe/i],
  ])('%s is made harmless', (raw, forbidden) => {
    expect(renderRichText(raw)).not.toMatch(forbidden);
  });
});

describe('images in a task text (pasted, dropped or uploaded as the task\'s attachments)', () => {
  test('an attachment\'s content and https images are kept', () => {
    expect(renderRichText('![Screenshot](/api/v3/attachments/12/content)')).toBe('<p><img src="/api/v3/attachments/12/content" alt="Screenshot" /></p>');
    expect(renderRichText('![Chart](https://cdn.example/chart.png)')).toContain('<img src="https://cdn.example/chart.png" alt="Chart" />');
  });

  test.each([
    ['![x](http://evil.example/a.png)'],
    ['<img src="data:image/png;base64,iVBORw0KGgo=">'],
    ['<img src="/api/v3/users/1">'],
    ['<img src="/api/v3/attachments/12/content?x=1">'],
    ['<img src="//evil.example/x.png">'],
    ['<img src="javascript:alert(1)">'],
    ['<img src=" /api/v3/attachments/12/content">'],
  ])('%s shows no image', (raw) => {
    expect(renderRichText(raw)).not.toMatch(/<img/i);
  });
});

describe('descriptions and comments through the API', () => {
  test('a formatted description round-trips: raw as sent, html rendered and sanitised', async () => {
    const raw = `**Plan** for ${mention('liam.oconnor', 'Liam')}\n\n- [ ] draft\n- [x] review\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\n<script>alert(1)</script>`;
    const task = await createTask('Rich description', raw);
    const fetched = (await get(`/api/v3/work_packages/${task.id}`)).json();
    expect(fetched.description.raw).toBe(raw);
    expect(fetched.description.html).toContain('<strong>Plan</strong>');
    expect(fetched.description.html).toContain(`data-id="${userIds['liam.oconnor']}"`);
    expect(fetched.description.html).toContain('<table>');
    expect(fetched.description.html).toContain('data-type="taskList"');
    expect(fetched.description.html).not.toContain('<script');
    // The list's projection (cards) renders the same html.
    const listed = (await get(`/api/v3/projects/${projectIds.content_migration}/work_packages?pageSize=100&select=elements/id,elements/description`)).json();
    const element = listed._embedded.elements.find((row: { id: number }) => row.id === task.id);
    expect(element.description.html).toBe(fetched.description.html);
  });

  test('plain markdown from an API client keeps working', async () => {
    const task = await createTask('Plain client', 'Just *text*');
    expect(task.description).toMatchObject({ format: 'markdown', raw: 'Just *text*', html: '<p>Just <em>text</em></p>' });
  });

  test('a comment with a code block renders as code in the activity feed', async () => {
    const task = await createTask('Comment code');
    const response = await send('POST', `/api/v3/work_packages/${task.id}/activities`, 'member', { comment: { raw: '```\nconst a = 1 < 2;\n```' } });
    expect(response.statusCode).toBe(201);
    expect(response.json().comment.html).toBe('<pre><code>const a = 1 &lt; 2;\n</code></pre>');
  });

  test('a description notifies each newly mentioned member once, not on every save; outsiders never', async () => {
    const task = await createTask('Mentions in a description', `Over to ${mention('liam.oconnor', 'Liam')} and ${mention('sofia.rossi', 'Sofia')}`);
    expect(await mentionedCount('liam.oconnor', task.id)).toBe(1);
    // Sofia is no member of the private project.
    expect(await mentionedCount('sofia.rossi', task.id)).toBe(0);
    const again = await send('PATCH', `/api/v3/work_packages/${task.id}`, 'member', {
      lockVersion: task.lockVersion,
      description: { raw: `Over to ${mention('liam.oconnor', 'Liam')}, ${mention('tomas.herrera', 'Tomás')} and ${mention('sofia.rossi', 'Sofia')}.` },
    });
    expect(again.statusCode).toBe(200);
    expect(await mentionedCount('liam.oconnor', task.id)).toBe(1);
    expect(await mentionedCount('tomas.herrera', task.id)).toBe(1);
    // A save that changes something else notifies nobody again.
    const other = await send('PATCH', `/api/v3/work_packages/${task.id}`, 'member', { lockVersion: again.json().lockVersion, subject: 'Mentions, renamed' });
    expect(other.statusCode).toBe(200);
    expect(await mentionedCount('tomas.herrera', task.id)).toBe(1);
  });
});
