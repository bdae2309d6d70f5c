// AI endpoints (issue 15; spec 002 §3, §4, §5, §7, §8, §9) through the real openai and @anthropic-ai/sdk clients
// against fake providers on loopback: answers, every error mapping, fallback between providers, the fallback task,
// input preprocessing, streaming autocomplete and its cache, the rate limit, permissions and the AI switches.
import { AI_MESSAGES } from '../src/modules/ai/constants.ts';
import { createAiWorld, events, expectAiError, type AiWorld } from './support/ai-world.ts';
import { GOOD_TASK } from './support/fake-ai-provider.ts';

let world: AiWorld;
let openAiId = 0;
let anthropicId = 0;

const generate = (payload: Record<string, unknown>, who: 'member' | 'reader' | 'outsider' | 'admin' = 'member') =>
  world.send('POST', '/api/v3/ai/generate-task', who, { projectId: world.project, ...payload });
const lastUserMessage = (fake = world.primary) => {
  const body = fake.requests.at(-1)!.body as { messages: { role: string; content: string }[] };
  return body.messages.find((message) => message.role === 'user')!.content;
};
const setProvider = (id: number, changes: Record<string, unknown>) => world.must('PATCH', `/api/v3/ai/providers/${id}`, 'admin', changes);

beforeAll(async () => {
  world = await createAiWorld();
}, 120_000);
afterAll(async () => world?.close());
beforeEach(async () => {
  // Each test starts with a fresh minute of the per-user rate limit.
  world.ctx.clock.advance(61_000);
  world.primary.reset();
  world.secondary.reset();
});

describe('no provider configured', () => {
  test('health says configured: false, and every endpoint answers 503 NOT_CONFIGURED instead of pretending', async () => {
    const health = (await world.get(`/api/v3/ai/health?projectId=${world.project}`, 'member')).json();
    expect(health).toMatchObject({ _type: 'AiHealth', enabled: true, configured: false, available: false, projectEnabled: true, providers: [] });
    const calls: [string, Record<string, unknown>][] = [
      ['autocomplete', { text: 'We will ship', projectId: world.project }],
      ['generate-task', { text: 'Set up staging', projectId: world.project }],
      ['generate-subtasks', { projectId: world.project, parentTaskId: world.workPackage }],
      ['tasks-from-text', { text: 'Write docs. Fix bugs.', projectId: world.project }],
      ['analyze-task', { taskId: world.workPackage }],
      ['task-recommendations', { projectId: world.project }],
    ];
    for (const [path, body] of calls) {
      const error = expectAiError(await world.send('POST', `/api/v3/ai/${path}`, 'member', body), 503, 'NOT_CONFIGURED', 'ServiceUnavailable');
      expect(error.message).toBe(AI_MESSAGES.notConfigured);
    }
  });
});

describe('with providers', () => {
  beforeAll(async () => {
    openAiId = (await world.must('POST', '/api/v3/ai/providers', 'admin', { name: 'Local OpenAI', kind: 'openai', baseUrl: world.primary.openAiBaseUrl, apiKey: 'sk-primary-123' })).id;
    anthropicId = (
      await world.must('POST', '/api/v3/ai/providers', 'admin', { name: 'Claude', kind: 'anthropic', baseUrl: world.secondary.anthropicBaseUrl, apiKey: 'sk-ant-456', enabled: false })
    ).id;
  });

  describe('generate-task', () => {
    test('a good answer becomes a draft; the call is a forced generate_task function call with the §9 defaults and the key', async () => {
      const response = await generate({ text: 'Set up the staging environment for the beta' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ _type: 'AiTaskDraft', ...GOOD_TASK, fallback: false, provider: 'Local OpenAI' });
      const request = world.primary.requests.at(-1)!;
      expect(request.path).toBe('/v1/chat/completions');
      expect(request.headers.authorization).toBe('Bearer sk-primary-123');
      expect(request.body).toMatchObject({
        model: 'gpt-4o-mini',
        temperature: 0.7,
        max_tokens: 1000,
        tool_choice: { type: 'function', function: { name: 'generate_task' } },
        tools: [{ type: 'function', function: { name: 'generate_task' } }],
      });
      expect(lastUserMessage()).toBe('Set up the staging environment for the beta');
    });

    test('the parent task goes into the prompt; a parent of another project or an invisible one is a 422 naming parentTaskId', async () => {
      expect((await generate({ text: 'Write the release notes', parentTaskId: world.workPackage })).statusCode).toBe(200);
      const system = (world.primary.requests.at(-1)!.body.messages as { role: string; content: string }[])[0].content;
      expect(system).toContain(`#${world.workPackage} "Launch the beta"`);
      expect(expectAiError(await generate({ text: 'x y z', parentTaskId: 999_999 }), 422, null)._embedded.details.attribute).toBe('parentTaskId');
      const foreign = await world.must('POST', `/api/v3/projects/${world.otherProject}/work_packages`, 'member', { subject: 'Elsewhere' });
      const error = expectAiError(await generate({ text: 'x y z', parentTaskId: foreign.id }), 422, null);
      expect(error).toMatchObject({ message: AI_MESSAGES.parentOtherProject, _embedded: { details: { attribute: 'parentTaskId' } } });
    });

    test.each([
      ['a type outside the four', { ...GOOD_TASK, type: 'Story' }],
      ['a priority outside the four', { ...GOOD_TASK, priority: 'Urgent' }],
      ['an empty title', { ...GOOD_TASK, title: '  ' }],
      ['no description', { ...GOOD_TASK, description: undefined }],
      ['not an object', ['a', 'list']],
    ])('an answer with %s becomes the fallback task, flagged PARSING_ERROR', async (_name, args) => {
      world.primary.toolArgs = args;
      const response = await generate({ text: 'Prepare the investor demo. It needs slides, a script and a rehearsal with the whole team!' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        _type: 'AiTaskDraft',
        title: 'Prepare the investor demo',
        description: 'Prepare the investor demo. It needs slides, a script and a rehearsal with the whole team!',
        type: 'Task',
        priority: 'Normal',
        estimatedHours: 2,
        startDate: null,
        dueDate: null,
        tags: ['prepare', 'investor', 'demo', 'needs', 'slides'],
        fallback: true,
        code: 'PARSING_ERROR',
        message: 'Unable to process AI response. The task was created with default values.',
        provider: 'Local OpenAI',
      });
    });

    test('unparseable arguments and an answer without a tool call also become the fallback task; its title is at most 100 characters', async () => {
      for (const mode of ['garbage', 'no-tool'] as const) {
        world.primary.mode = mode;
        const draft = (await generate({ text: `${'Migrate '.repeat(30)}now` })).json();
        expect(draft).toMatchObject({ fallback: true, code: 'PARSING_ERROR', estimatedHours: 2, type: 'Task', priority: 'Normal' });
        expect(draft.title.length).toBeLessThanOrEqual(100);
        expect(draft.tags.length).toBeLessThanOrEqual(5);
      }
    });

    test('invalid dates, hours and tags of a valid task are dropped, not invented', async () => {
      world.primary.toolArgs = { ...GOOD_TASK, estimatedHours: -3, startDate: '2026-02-30', dueDate: 'next week', tags: ['a', 7, '', 'a'] };
      expect((await generate({ text: 'Set up staging' })).json()).toMatchObject({ fallback: false, estimatedHours: null, startDate: null, dueDate: null, tags: ['a'] });
    });
  });

  describe('input preprocessing (§5)', () => {
    test.each([
      ['  Fix   the\tlogin\n\nbug  <script>alert(1)</script> ', 'Fix the login bug scriptalert(1)script'],
      ['deploy', 'Create a task: deploy'],
      ['Refactoring', 'Complete the following work item: Refactoring'],
      ['Documentation-overhaul-now!', 'Documentation-overhaul-now!'],
      ['Übersetzung für 需求 prüfen', 'Übersetzung für 需求 prüfen'],
      ['Budget: 5 € + 10% {draft}', 'Budget 5 10% draft'],
    ])('%j is sent as %j', async (text, sent) => {
      expect((await generate({ text })).statusCode).toBe(200);
      expect(lastUserMessage()).toBe(sent);
    });

    test('5,000 characters are accepted and cut to 1000', async () => {
      expect((await generate({ text: 'a'.repeat(2500) + ' ' + 'b'.repeat(2499) })).statusCode).toBe(200);
      expect(lastUserMessage()).toHaveLength(1000);
    });

    test('empty text (or nothing but removed characters) is a 422 naming text; control characters are refused', async () => {
      for (const text of ['', '   ', '<<>>{}']) {
        const error = expectAiError(await generate({ text }), 422, null, 'PropertyConstraintViolation');
        expect(error._embedded.details.attribute).toBe('text');
      }
      expect(expectAiError(await generate({ text: 'Fix\u0000it' }), 422, null)._embedded.details.attribute).toBe('text');
      expect(expectAiError(await generate({}), 422, null)._embedded.details.attribute).toBe('text');
      expect(world.primary.requests).toHaveLength(0);
    });
  });

  describe('provider errors (§8)', () => {
    test('429 -> 429 RATE_LIMIT with the provider\'s Retry-After', async () => {
      world.primary.mode = 'rate-limit';
      const response = await generate({ text: 'Set up staging' });
      const error = expectAiError(response, 429, 'RATE_LIMIT', 'TooManyRequests');
      expect(error.message).toBe('OpenAI rate limit exceeded. Please try again later.');
      expect(response.headers['retry-after']).toBe('7');
    });

    test('5xx -> 502 API_ERROR, and the provider is marked unhealthy', async () => {
      world.primary.mode = 'server-error';
      const error = expectAiError(await generate({ text: 'Set up staging' }), 502, 'API_ERROR', 'BadGateway');
      expect(error.message).toBe('Failed to generate task with OpenAI');
      const health = (await world.get('/api/v3/ai/health', 'admin')).json();
      expect(health.providers).toEqual([expect.objectContaining({ id: openAiId, status: 'unhealthy', lastError: 'HTTP 500' })]);
      const member = (await world.get('/api/v3/ai/health', 'member')).json();
      expect(member.providers[0]).not.toHaveProperty('lastError');
      expect(member.available).toBe(false);
      world.primary.mode = 'ok';
      expect((await generate({ text: 'Set up staging' })).statusCode).toBe(200);
      expect((await world.get('/api/v3/ai/health', 'member')).json()).toMatchObject({ available: true, providers: [{ status: 'healthy' }] });
    });

    test('a body that is not JSON -> 502 API_ERROR', async () => {
      world.primary.mode = 'garbage-body';
      expectAiError(await generate({ text: 'Set up staging' }), 502, 'API_ERROR');
    });

    test('no answer within the provider\'s timeout -> 504 TIMEOUT', async () => {
      await setProvider(openAiId, { timeoutMs: 300 });
      world.primary.mode = 'slow';
      world.primary.delayMs = 1500;
      const started = Date.now();
      const error = expectAiError(await generate({ text: 'Set up staging' }), 504, 'TIMEOUT', 'GatewayTimeout');
      expect(error.message).toBe('OpenAI request timed out. Please try again.');
      expect(Date.now() - started).toBeLessThan(1400);
      await setProvider(openAiId, { timeoutMs: 30_000 });
    });
  });

  describe('fallback between providers (§4)', () => {
    beforeAll(async () => {
      await setProvider(anthropicId, { enabled: true });
    });
    afterAll(async () => {
      await setProvider(anthropicId, { enabled: false });
    });
    beforeEach(async () => {
      // Both known to be up: the order of the list decides.
      for (const id of [openAiId, anthropicId]) expect((await world.must('POST', `/api/v3/ai/providers/${id}/test`, 'admin')).status).toBe('healthy');
      world.primary.requests.length = 0;
      world.secondary.requests.length = 0;
    });

    test('an API error of the first hands over to the next; the one marked down is tried last afterwards', async () => {
      world.primary.mode = 'server-error';
      const draft = (await generate({ text: 'Set up staging' })).json();
      expect(draft).toMatchObject({ title: GOOD_TASK.title, fallback: false, provider: 'Claude' });
      expect(world.primary.requests).toHaveLength(1);
      const request = world.secondary.requests.at(-1)!;
      expect(request.path).toBe('/v1/messages');
      expect(request.headers.authorization).toBe('Bearer sk-ant-456');
      expect(request.body).toMatchObject({ model: 'claude-3-5-haiku-latest', max_tokens: 1000, tool_choice: { type: 'tool', name: 'generate_task' } });

      world.primary.mode = 'ok';
      expect((await generate({ text: 'Set up staging' })).json().provider).toBe('Claude');
      expect(world.primary.requests).toHaveLength(1);
      const health = (await world.get('/api/v3/ai/health', 'member')).json();
      expect(health.providers.map((provider: { name: string; status: string }) => [provider.name, provider.status])).toEqual([
        ['Local OpenAI', 'unhealthy'],
        ['Claude', 'healthy'],
      ]);
      // The scheduled check finds it up again: it serves first again.
      await world.must('POST', `/api/v3/ai/providers/${openAiId}/test`, 'admin');
      expect((await generate({ text: 'Set up staging' })).json().provider).toBe('Local OpenAI');
    });

    test('a timeout and a 429 hand over too; when every provider fails, the last failure is the answer', async () => {
      await setProvider(openAiId, { timeoutMs: 300 });
      world.primary.mode = 'slow';
      world.primary.delayMs = 1500;
      expect((await generate({ text: 'Set up staging' })).json().provider).toBe('Claude');
      await setProvider(openAiId, { timeoutMs: 30_000 });
      world.primary.mode = 'ok';
      await world.must('POST', `/api/v3/ai/providers/${openAiId}/test`, 'admin');
      world.primary.mode = 'rate-limit';
      expect((await generate({ text: 'Set up staging' })).json().provider).toBe('Claude');
      world.secondary.mode = 'server-error';
      expectAiError(await generate({ text: 'Set up staging' }), 502, 'API_ERROR');
      world.secondary.mode = 'rate-limit';
      expectAiError(await generate({ text: 'Set up staging' }), 429, 'RATE_LIMIT');
      world.primary.mode = 'ok';
      await world.must('POST', `/api/v3/ai/providers/${anthropicId}/test`, 'admin');
    });

    test('Anthropic: an unusable tool input becomes the fallback task; a 429 is RATE_LIMIT', async () => {
      await setProvider(openAiId, { enabled: false });
      try {
        world.secondary.mode = 'garbage';
        expect((await generate({ text: 'Set up staging' })).json()).toMatchObject({ fallback: true, code: 'PARSING_ERROR', provider: 'Claude' });
        world.secondary.mode = 'rate-limit';
        expectAiError(await generate({ text: 'Set up staging' }), 429, 'RATE_LIMIT');
      } finally {
        await setProvider(openAiId, { enabled: true });
      }
    });
  });

  describe('autocomplete (streamed)', () => {
    const complete = (text: string, who: 'member' | 'reader' | 'admin' = 'member', extra: Record<string, unknown> = {}) =>
      world.send('POST', '/api/v3/ai/autocomplete', who, { text, projectId: world.project, ...extra });

    test('tokens as server-sent events, then done with the provider; the same text again comes from the cache', async () => {
      const response = await complete('Next we will plan', 'member', { documentId: world.document });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/event-stream');
      expect(events(response.body)).toEqual([
        { event: 'token', data: { text: 'the ' } },
        { event: 'token', data: { text: 'next ' } },
        { event: 'token', data: { text: 'sprint.' } },
        { event: 'done', data: { provider: 'Local OpenAI' } },
      ]);
      expect(world.primary.requests.at(-1)!.body).toMatchObject({ stream: true, model: 'gpt-4o-mini' });
      expect(lastUserMessage()).toBe('Next we will plan');

      const again = await complete('  Next   we will plan ', 'member');
      expect(events(again.body)).toEqual([
        { event: 'token', data: { text: 'the next sprint.' } },
        { event: 'done', data: { provider: 'Local OpenAI', cached: true } },
      ]);
      expect(world.primary.requests).toHaveLength(1);
      // Another user's identical text is not theirs to reuse; after 5 minutes the cache is gone.
      await complete('Next we will plan', 'admin');
      expect(world.primary.requests).toHaveLength(2);
      world.ctx.clock.advance(5 * 60_000);
      await complete('Next we will plan', 'member');
      expect(world.primary.requests).toHaveLength(3);
    });

    test('fewer than 3 characters of context is a 422 naming text', async () => {
      for (const text of ['', 'ab', '  a  ', ' <a>{} ']) expect(expectAiError(await complete(text), 422, null)._embedded.details.attribute).toBe('text');
      expect(world.primary.requests).toHaveLength(0);
    });

    test('a failure before the first token is a normal error answer; after it an error event', async () => {
      world.primary.mode = 'server-error';
      const error = expectAiError(await complete('Before the first token'), 502, 'API_ERROR');
      expect(error.message).toBe('Failed to generate completion');
      world.primary.mode = 'broken-stream';
      await world.must('POST', `/api/v3/ai/providers/${openAiId}/test`, 'admin');
      const response = await complete('After the first token');
      expect(response.statusCode).toBe(200);
      const received = events(response.body);
      expect(received[0]).toEqual({ event: 'token', data: { text: 'the ' } });
      expect(received.at(-1)).toEqual({ event: 'error', data: { code: 'API_ERROR', message: 'Failed to generate completion' } });
      expect(received.some((event) => event.event === 'done')).toBe(false);
      world.primary.mode = 'ok';
      // A broken completion is not cached.
      await complete('After the first token');
      expect(world.primary.requests.filter((request) => request.body.stream)).toHaveLength(3);
    });

    test('Anthropic streams too (messages API events)', async () => {
      await setProvider(anthropicId, { enabled: true });
      await setProvider(openAiId, { enabled: false });
      try {
        const response = await complete('Anthropic continues this');
        expect(events(response.body)).toEqual([
          { event: 'token', data: { text: 'the ' } },
          { event: 'token', data: { text: 'next ' } },
          { event: 'token', data: { text: 'sprint.' } },
          { event: 'done', data: { provider: 'Claude' } },
        ]);
        expect(world.secondary.requests.at(-1)!.body).toMatchObject({ stream: true });
      } finally {
        await setProvider(openAiId, { enabled: true });
        await setProvider(anthropicId, { enabled: false });
      }
    });

    test('who may: the document\'s editors, or writers in the project; readers 403, outsiders 404; the document must be of that project', async () => {
      expectAiError(await complete('Reader writes', 'reader'), 403, null, 'MissingPermission');
      expectAiError(await complete('Reader writes', 'reader', { documentId: world.document }), 403, null, 'MissingPermission');
      expectAiError(await world.send('POST', '/api/v3/ai/autocomplete', 'outsider', { text: 'abc def', projectId: world.project }), 404, null, 'NotFound');
      expectAiError(await world.send('POST', '/api/v3/ai/autocomplete', 'outsider', { text: 'abc def', projectId: world.project, documentId: world.document }), 404, null, 'NotFound');
      const error = expectAiError(await world.send('POST', '/api/v3/ai/autocomplete', 'member', { text: 'abc def', projectId: world.otherProject, documentId: world.document }), 422, null);
      expect(error._embedded.details.attribute).toBe('documentId');
    });
  });

  describe('subtasks, tasks from text, analysis, recommendations', () => {
    test('generate-subtasks: the valid drafts; an invalid one with text becomes a fallback draft, the list flagged', async () => {
      world.primary.toolArgs = { tasks: [GOOD_TASK, { ...GOOD_TASK, title: 'Write the test plan', type: 'Chore' }, { nothing: true }] };
      const list = (await world.must('POST', '/api/v3/ai/generate-subtasks', 'member', { projectId: world.project, parentTaskId: world.workPackage, text: 'focus on QA' }));
      expect(list).toMatchObject({ _type: 'AiTaskDraftList', fallback: true, code: 'PARSING_ERROR', provider: 'Local OpenAI' });
      expect(list.drafts.map((draft: { title: string; fallback: boolean }) => [draft.title, draft.fallback])).toEqual([
        [GOOD_TASK.title, false],
        ['Write the test plan', true],
      ]);
      expect(lastUserMessage()).toContain('Title: Launch the beta');
      expect(lastUserMessage()).toContain('Guidance: focus on QA');
      world.primary.mode = 'garbage';
      const fallback = await world.must('POST', '/api/v3/ai/generate-subtasks', 'member', { projectId: world.project, parentTaskId: world.workPackage });
      expect(fallback.drafts).toEqual([expect.objectContaining({ title: 'Launch the beta', fallback: true })]);
    });

    test('tasks-from-text: drafts from a selection; at most 10', async () => {
      world.primary.toolArgs = { tasks: Array.from({ length: 12 }, (_, index) => ({ ...GOOD_TASK, title: `Task ${index + 1}` })) };
      const list = await world.must('POST', '/api/v3/ai/tasks-from-text', 'member', { projectId: world.project, text: 'We need to write docs, fix bugs and release.' });
      expect(list).toMatchObject({ _type: 'AiTaskDraftList', fallback: false, provider: 'Local OpenAI' });
      expect(list.drafts).toHaveLength(10);
      expect(list).not.toHaveProperty('code');
      expectAiError(await world.send('POST', '/api/v3/ai/tasks-from-text', 'member', { projectId: world.project, text: ' ' }), 422, null);
      expectAiError(await world.send('POST', '/api/v3/ai/tasks-from-text', 'reader', { projectId: world.project, text: 'docs' }), 403, null);
    });

    test('analyze-task: summary, risks, suggestions for whoever sees the task; an unusable answer is 502 PARSING_ERROR', async () => {
      world.primary.toolArgs = { summary: 'Beta launch to testers.', risks: ['Tight schedule', 3], suggestions: ['Recruit testers early'] };
      const analysis = (await world.send('POST', '/api/v3/ai/analyze-task', 'reader', { taskId: world.workPackage })).json();
      expect(analysis).toEqual({ _type: 'AiTaskAnalysis', summary: 'Beta launch to testers.', risks: ['Tight schedule'], suggestions: ['Recruit testers early'], provider: 'Local OpenAI' });
      expect(lastUserMessage()).toContain('Title: Launch the beta');
      world.primary.toolArgs = { risks: [] };
      const error = expectAiError(await world.send('POST', '/api/v3/ai/analyze-task', 'member', { taskId: world.workPackage }), 502, 'PARSING_ERROR');
      expect(error.message).toBe('Unable to process AI response.');
      expectAiError(await world.send('POST', '/api/v3/ai/analyze-task', 'outsider', { taskId: world.workPackage }), 404, null, 'NotFound');
    });

    test('task-recommendations: taskId only for work packages the model was shown', async () => {
      world.primary.toolArgs = {
        recommendations: [
          { title: 'Launch the beta', reason: 'It is due first.', taskId: world.workPackage },
          { title: 'Invented', reason: 'Not a real id.', taskId: 424242 },
          { title: '', reason: 'no title' },
        ],
      };
      const answer = (await world.send('POST', '/api/v3/ai/task-recommendations', 'reader', { projectId: world.project })).json();
      expect(answer).toEqual({
        _type: 'AiTaskRecommendations',
        recommendations: [{ title: 'Launch the beta', reason: 'It is due first.', taskId: world.workPackage }, { title: 'Invented', reason: 'Not a real id.' }],
        provider: 'Local OpenAI',
      });
      expect(lastUserMessage()).toContain(`#${world.workPackage} [`);
      expectAiError(await world.send('POST', '/api/v3/ai/task-recommendations', 'outsider', { projectId: world.project }), 404, null);
    });
  });

  describe('permissions and switches', () => {
    test('a non-member gets 404, a reader 403 for generating; nothing reaches the provider', async () => {
      expectAiError(await generate({ text: 'Set up staging' }, 'outsider'), 404, null, 'NotFound');
      expectAiError(await generate({ text: 'Set up staging' }, 'reader'), 403, null, 'MissingPermission');
      expectAiError(await world.send('POST', '/api/v3/ai/generate-subtasks', 'reader', { projectId: world.project, parentTaskId: world.workPackage }), 403, null);
      expectAiError(await world.get(`/api/v3/ai/health?projectId=${world.project}`, 'outsider'), 404, null);
      expect(world.primary.requests).toHaveLength(0);
    });

    test('a project with AI off: 403 DISABLED with a clear message, and health says projectEnabled: false', async () => {
      await world.must('PATCH', `/api/v3/projects/${world.project}`, 'admin', { aiEnabled: false });
      try {
        expect((await world.get(`/api/v3/projects/${world.project}`, 'member')).json().aiEnabled).toBe(false);
        expect((await world.get(`/api/v3/ai/health?projectId=${world.project}`, 'member')).json()).toMatchObject({ projectEnabled: false, available: true });
        const error = expectAiError(await generate({ text: 'Set up staging' }), 403, 'DISABLED', 'MissingPermission');
        expect(error.message).toBe('AI features are turned off for this project.');
        expectAiError(await world.send('POST', '/api/v3/ai/analyze-task', 'member', { taskId: world.workPackage }), 403, 'DISABLED');
        expectAiError(await world.send('POST', '/api/v3/ai/autocomplete', 'member', { text: 'abc def', projectId: world.project }), 403, 'DISABLED');
        expect(world.primary.requests).toHaveLength(0);
        expectAiError(await world.send('PATCH', `/api/v3/projects/${world.project}`, 'member', { aiEnabled: true }), 403, null);
      } finally {
        await world.must('PATCH', `/api/v3/projects/${world.project}`, 'admin', { aiEnabled: true });
      }
    });

    test('aiEnabled: on by default, set on create, validated as a boolean, shown in the form, kept by a project copy', async () => {
      expect((await world.get(`/api/v3/projects/${world.project}`, 'reader')).json().aiEnabled).toBe(true);
      const notBoolean = expectAiError(await world.send('PATCH', `/api/v3/projects/${world.project}`, 'admin', { aiEnabled: 'no' }), 400, null, 'InvalidRequestBody');
      expect(notBoolean._embedded.details.attribute).toBe('aiEnabled');
      const form = (await world.send('POST', `/api/v3/projects/${world.project}/form`, 'admin', { aiEnabled: false })).json();
      expect(form._embedded.payload.aiEnabled).toBe(false);
      const source = await world.must('POST', '/api/v3/projects', 'admin', { name: 'No AI', identifier: 'no_ai', aiEnabled: false });
      expect(source.aiEnabled).toBe(false);
      const copy = await world.send('POST', `/api/v3/projects/${source.id}/copy`, 'admin', { name: 'No AI copy', identifier: 'no_ai_copy' });
      expect(copy.statusCode).toBe(302);
      await world.ctx.app.jobs.drain();
      const target = await world.ctx.db.selectFrom('projects').select('ai_enabled').where('identifier', '=', 'no_ai_copy').executeTakeFirstOrThrow();
      expect(Boolean(target.ai_enabled)).toBe(false);
    });

    test('AI turned off globally: 403 DISABLED everywhere, health enabled: false', async () => {
      await world.must('PATCH', '/api/v3/ai/settings', 'admin', { enabled: false });
      try {
        expect((await world.get('/api/v3/ai/health', 'member')).json()).toMatchObject({ enabled: false, configured: true, available: false });
        expect(expectAiError(await generate({ text: 'Set up staging' }), 403, 'DISABLED').message).toBe('AI features are turned off.');
      } finally {
        await world.must('PATCH', '/api/v3/ai/settings', 'admin', { enabled: true });
      }
    });

    test('the per-user rate limit: a 429 RATE_LIMIT with Retry-After, per user, until the minute has passed', async () => {
      await world.must('PATCH', '/api/v3/ai/settings', 'admin', { rateLimitPerMinute: 2 });
      try {
        world.ctx.clock.advance(120_000);
        expect((await generate({ text: 'One task' })).statusCode).toBe(200);
        world.ctx.clock.advance(20_000);
        expect((await generate({ text: 'Two tasks' })).statusCode).toBe(200);
        const limited = await generate({ text: 'Three tasks' });
        expect(expectAiError(limited, 429, 'RATE_LIMIT', 'TooManyRequests').message).toBe(AI_MESSAGES.userRateLimit(2));
        expect(limited.headers['retry-after']).toBe('40');
        expect((await generate({ text: 'Admin task' }, 'admin')).statusCode).toBe(200);
        world.ctx.clock.advance(40_000);
        expect((await generate({ text: 'Three tasks' })).statusCode).toBe(200);
        expect(world.primary.requests).toHaveLength(4);
      } finally {
        await world.must('PATCH', '/api/v3/ai/settings', 'admin', { rateLimitPerMinute: 20 });
        world.ctx.clock.advance(120_000);
      }
    });
  });
});
