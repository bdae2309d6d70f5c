import Anthropic from '@anthropic-ai/sdk';
import { guardedFetch } from '../../../outbound/hosts.ts';
import { deadline, ProviderFailure, sdkFailure, type ChatRequest, type ProviderClient, type ProviderSettings, type ToolResult, type ToolSpec } from './types.ts';

export const ANTHROPIC_DEFAULT_BASE_URL = 'https://api.anthropic.com';

/** Anything the SDK throws, as a ProviderFailure. */
export const anthropicFailure = (error: unknown, timedOut: boolean) =>
  sdkFailure(Anthropic, Anthropic.AnthropicError, error, timedOut);

/** Anthropic's messages API (official SDK); tool use stands for OpenAI's function calling. */
export function anthropicClient(settings: ProviderSettings, allowedHosts: readonly string[]): ProviderClient {
  const baseURL = settings.baseUrl ?? ANTHROPIC_DEFAULT_BASE_URL;
  const client = new Anthropic({ apiKey: settings.apiKey ?? '', baseURL, timeout: settings.timeoutMs, maxRetries: 0, fetch: guardedFetch(baseURL, allowedHosts) });
  // The SDK's messages API (1.x) takes no temperature: the provider's temperature setting applies to OpenAI-compatible ones.

  return {
    async callTool(request: ChatRequest, tool: ToolSpec): Promise<ToolResult> {
      const time = deadline(settings.timeoutMs);
      try {
        const message = await client.messages.create(
          {
            model: settings.model,
            max_tokens: settings.maxTokens,
            system: request.system,
            messages: [{ role: 'user', content: request.user }],
            tools: [{ name: tool.name, description: tool.description, input_schema: tool.parameters as Anthropic.Messages.Tool.InputSchema }],
            tool_choice: { type: 'tool', name: tool.name },
          },
          { signal: time.signal },
        );
        const use = (Array.isArray(message.content) ? message.content : []).find((block) => block.type === 'tool_use');
        if (!use || use.type !== 'tool_use') return { ok: false, reason: 'no tool call', chars: 0 };
        const chars = JSON.stringify(use.input ?? null).length;
        return typeof use.input === 'object' && use.input !== null ? { ok: true, value: use.input, chars } : { ok: false, reason: 'tool input is not an object', chars };
      } catch (error) {
        throw anthropicFailure(error, time.expired);
      } finally {
        time.clear();
      }
    },

    async *stream(request: ChatRequest): AsyncIterable<string> {
      const time = deadline(settings.timeoutMs);
      try {
        const stream = await client.messages.create(
          { model: settings.model, max_tokens: settings.maxTokens, system: request.system, messages: [{ role: 'user', content: request.user }], stream: true },
          { signal: time.signal },
        );
        for await (const event of stream) {
          if (event.type === 'content_block_delta' && event.delta.type === 'text_delta' && event.delta.text !== '') yield event.delta.text;
        }
      } catch (error) {
        // A connection that breaks off mid-stream surfaces as the fetch's own error: the provider failed.
        const failure = anthropicFailure(error, time.expired);
        throw failure.code === 'UNKNOWN' ? new ProviderFailure('API_ERROR', 'stream interrupted') : failure;
      } finally {
        time.clear();
      }
    },

    async ping(): Promise<void> {
      const time = deadline(settings.timeoutMs);
      try {
        const message = await client.messages.create({ model: settings.model, max_tokens: 1, messages: [{ role: 'user', content: 'ping' }] }, { signal: time.signal });
        if (!Array.isArray(message.content)) throw new ProviderFailure('API_ERROR', 'invalid response');
      } catch (error) {
        throw anthropicFailure(error, time.expired);
      } finally {
        time.clear();
      }
    },
  };
}
