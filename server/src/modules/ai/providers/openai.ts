import OpenAI from 'openai';
import { guardedFetch } from '../../../outbound/hosts.ts';
import { deadline, ProviderFailure, sdkFailure, type ChatRequest, type ProviderClient, type ProviderSettings, type ToolResult, type ToolSpec } from './types.ts';

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

/** Anything the SDK throws, as a ProviderFailure. */
export const openAiFailure = (error: unknown, timedOut: boolean) =>
  sdkFailure(OpenAI, OpenAI.OpenAIError, error, timedOut);

/** The arguments of the first choice's function call, or else of its first tool call (spec 002 §7). */
function toolArguments(completion: OpenAI.Chat.Completions.ChatCompletion): string | undefined {
  const message = completion.choices?.[0]?.message as (OpenAI.Chat.Completions.ChatCompletionMessage & { function_call?: { arguments?: string } }) | undefined;
  if (typeof message?.function_call?.arguments === 'string') return message.function_call.arguments;
  const call = message?.tool_calls?.[0];
  if (call && call.type === 'function' && typeof call.function?.arguments === 'string') return call.function.arguments;
  return undefined;
}

/** OpenAI and everything that speaks its chat completions API (Azure OpenAI, Ollama, vLLM, llama.cpp, LM Studio). */
export function openAiClient(settings: ProviderSettings, allowedHosts: readonly string[]): ProviderClient {
  const baseURL = settings.baseUrl ?? OPENAI_DEFAULT_BASE_URL;
  const client = new OpenAI({
    // Local servers need no key; the SDK insists on one (and would otherwise read OPENAI_API_KEY from the environment).
    apiKey: settings.apiKey ?? 'no-key',
    baseURL,
    timeout: settings.timeoutMs,
    maxRetries: 0,
    fetch: guardedFetch(baseURL, allowedHosts),
  });
  const messages = (request: ChatRequest): OpenAI.Chat.Completions.ChatCompletionMessageParam[] => [
    { role: 'system', content: request.system },
    { role: 'user', content: request.user },
  ];

  return {
    async callTool(request: ChatRequest, tool: ToolSpec): Promise<ToolResult> {
      const time = deadline(settings.timeoutMs);
      try {
        const completion = await client.chat.completions.create(
          {
            model: settings.model,
            temperature: settings.temperature,
            max_tokens: settings.maxTokens,
            messages: messages(request),
            tools: [{ type: 'function', function: { name: tool.name, description: tool.description, parameters: tool.parameters } }],
            tool_choice: { type: 'function', function: { name: tool.name } },
          },
          { signal: time.signal },
        );
        const args = toolArguments(completion);
        if (args === undefined) return { ok: false, reason: 'no tool call', chars: 0 };
        try {
          return { ok: true, value: JSON.parse(args), chars: args.length };
        } catch {
          return { ok: false, reason: 'arguments are not JSON', chars: args.length };
        }
      } catch (error) {
        throw openAiFailure(error, time.expired);
      } finally {
        time.clear();
      }
    },

    async *stream(request: ChatRequest): AsyncIterable<string> {
      const time = deadline(settings.timeoutMs);
      try {
        const stream = await client.chat.completions.create(
          { model: settings.model, temperature: settings.temperature, max_tokens: settings.maxTokens, messages: messages(request), stream: true },
          { signal: time.signal },
        );
        for await (const chunk of stream) {
          const text = chunk.choices?.[0]?.delta?.content;
          if (typeof text === 'string' && text !== '') yield text;
        }
      } catch (error) {
        // A connection that breaks off mid-stream surfaces as the fetch's own error: the provider failed.
        const failure = openAiFailure(error, time.expired);
        throw failure.code === 'UNKNOWN' ? new ProviderFailure('API_ERROR', 'stream interrupted') : failure;
      } finally {
        time.clear();
      }
    },

    async ping(): Promise<void> {
      const time = deadline(settings.timeoutMs);
      try {
        const completion = await client.chat.completions.create({ model: settings.model, max_tokens: 1, messages: [{ role: 'user', content: 'ping' }] }, { signal: time.signal });
        if (!Array.isArray(completion.choices)) throw new ProviderFailure('API_ERROR', 'invalid response');
      } catch (error) {
        throw openAiFailure(error, time.expired);
      } finally {
        time.clear();
      }
    },
  };
}
