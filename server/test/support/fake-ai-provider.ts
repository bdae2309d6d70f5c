// A fake AI provider on loopback for the AI tests: OpenAI's chat completions (tools, function calling, streaming
// SSE) and Anthropic's messages API (tool use, streaming events), reached through the real SDKs by pointing their
// base URL here. Tests choose how it answers: well, slowly, 429, 5xx, garbage, an invalid task, a broken stream.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode =
  | 'ok'
  /** Waits `delayMs` before answering (longer than the provider's timeout: a timeout). */
  | 'slow'
  | 'rate-limit'
  | 'server-error'
  /** A tool call whose arguments are not JSON. */
  | 'garbage'
  /** A response body that is not JSON at all. */
  | 'garbage-body'
  /** An answer without any tool call. */
  | 'no-tool'
  /** A stream that sends its first tokens, then breaks off. */
  | 'broken-stream';

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export const GOOD_TASK = {
  title: 'Set up the staging environment',
  description: 'Provision staging with the production configuration and a copy of anonymised data.',
  type: 'Task',
  priority: 'High',
  estimatedHours: 6,
  startDate: '2026-03-03',
  dueDate: '2026-03-06',
  tags: ['infrastructure', 'staging'],
};

/** Good answers of each tool the server uses. */
export const GOOD_ANSWERS: Record<string, unknown> = {
  generate_task: GOOD_TASK,
  generate_tasks: { tasks: [GOOD_TASK, { ...GOOD_TASK, title: 'Run the smoke tests', type: 'Task', priority: 'Normal' }] },
  analyze_task: { summary: 'A task of moderate size.', risks: ['The deadline is close.'], suggestions: ['Split it into smaller steps.'] },
  recommend_tasks: { recommendations: [{ title: 'Review the open bugs', reason: 'They block the release.' }] },
};

export class FakeAiProvider {
  mode: FakeMode = 'ok';
  delayMs = 2000;
  /** The arguments of the tool call it answers with (any tool); undefined: a good answer for the tool asked for. */
  toolArgs: unknown = undefined;
  /** The pieces a streamed completion sends. */
  tokens = ['the ', 'next ', 'sprint.'];
  retryAfterSeconds = 7;
  readonly requests: RecordedRequest[] = [];
  private readonly server: http.Server;
  private address = '';

  private constructor() {
    this.server = http.createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(raw || '{}');
        } catch {
          body = {};
        }
        this.requests.push({ path: request.url ?? '', headers: request.headers, body });
        void this.answer(request.url ?? '', body, response);
      });
    });
  }

  static async start(): Promise<FakeAiProvider> {
    const fake = new FakeAiProvider();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.address = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  /** The base URL of each SDK: OpenAI's includes /v1, Anthropic's SDK adds /v1/messages itself. */
  get openAiBaseUrl(): string {
    return `${this.address}/v1`;
  }
  get anthropicBaseUrl(): string {
    return this.address;
  }

  reset(): void {
    this.mode = 'ok';
    this.toolArgs = undefined;
    this.tokens = ['the ', 'next ', 'sprint.'];
    this.requests.length = 0;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async answer(path: string, body: Record<string, unknown>, response: http.ServerResponse): Promise<void> {
    if (this.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, this.delayMs).unref());
    if (response.destroyed) return;
    const anthropic = path.startsWith('/v1/messages');
    if (this.mode === 'rate-limit') return this.json(response, 429, anthropic ? anthropicError('rate_limit_error') : openAiError('rate_limit_exceeded'), { 'retry-after': String(this.retryAfterSeconds) });
    if (this.mode === 'server-error') return this.json(response, 500, anthropic ? anthropicError('api_error') : openAiError('server_error'));
    if (this.mode === 'garbage-body') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end('<html>certainly not json');
    }
    if (path === '/v1/chat/completions') return this.openAi(body, response);
    if (anthropic) return this.anthropic(body, response);
    this.json(response, 404, { error: { message: 'unknown path' } });
  }

  /** The tool call's arguments: the test's, or a good answer for that tool. */
  private argsFor(tool: string): unknown {
    if (this.toolArgs !== undefined) return this.toolArgs;
    return GOOD_ANSWERS[tool] ?? GOOD_TASK;
  }

  private json(response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  }

  private async stream(response: http.ServerResponse, events: string[]): Promise<void> {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (const [index, event] of events.entries()) {
      if (this.mode === 'broken-stream' && index === 3) {
        response.destroy();
        return;
      }
      response.write(event);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    response.end();
  }

  private openAi(body: Record<string, unknown>, response: http.ServerResponse): void {
    const base = { id: 'chatcmpl-fake', created: 1_772_445_600, model: String(body.model ?? 'fake') };
    if (body.stream) {
      const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
        `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      void this.stream(response, [chunk({ role: 'assistant', content: '' }), ...this.tokens.map((text) => chunk({ content: text })), chunk({}, 'stop'), 'data: [DONE]\n\n']);
      return;
    }
    const tools = body.tools as { function: { name: string } }[] | undefined;
    let message: Record<string, unknown> = { role: 'assistant', content: 'pong' };
    if (tools?.length && this.mode !== 'no-tool') {
      const args = this.mode === 'garbage' ? '{"title": "Set up staging", "desc' : JSON.stringify(this.argsFor(tools[0].function.name));
      message = { role: 'assistant', content: null, tool_calls: [{ id: 'call_fake', type: 'function', function: { name: tools[0].function.name, arguments: args } }] };
    } else if (tools?.length) {
      message = { role: 'assistant', content: 'I would rather chat about it.' };
    }
    this.json(response, 200, { ...base, object: 'chat.completion', choices: [{ index: 0, message, finish_reason: 'stop' }], usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } });
  }

  private anthropic(body: Record<string, unknown>, response: http.ServerResponse): void {
    const model = String(body.model ?? 'fake');
    const usage = { input_tokens: 10, output_tokens: 10 };
    if (body.stream) {
      const event = (type: string, data: Record<string, unknown>) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
      void this.stream(response, [
        event('message_start', { message: { id: 'msg_fake', type: 'message', role: 'assistant', content: [], model, stop_reason: null, stop_sequence: null, usage: { input_tokens: 10, output_tokens: 0 } } }),
        event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
        ...this.tokens.map((text) => event('content_block_delta', { index: 0, delta: { type: 'text_delta', text } })),
        event('content_block_stop', { index: 0 }),
        event('message_delta', { delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 3 } }),
        event('message_stop', {}),
      ]);
      return;
    }
    const tools = body.tools as { name: string }[] | undefined;
    let content: unknown[] = [{ type: 'text', text: 'pong' }];
    if (tools?.length && this.mode === 'garbage') content = [{ type: 'tool_use', id: 'toolu_fake', name: tools[0].name, input: 'not an object' }];
    else if (tools?.length && this.mode !== 'no-tool') content = [{ type: 'tool_use', id: 'toolu_fake', name: tools[0].name, input: this.argsFor(tools[0].name) }];
    this.json(response, 200, { id: 'msg_fake', type: 'message', role: 'assistant', model, content, stop_reason: tools?.length ? 'tool_use' : 'end_turn', stop_sequence: null, usage });
  }
}

const openAiError = (code: string) => ({ error: { message: `fake ${code}`, type: code, code } });
const anthropicError = (type: string) => ({ type: 'error', error: { type, message: `fake ${type}` } });
