import { AI_MESSAGES } from '../constants.ts';
import { anthropicClient } from './anthropic.ts';
import { openAiClient } from './openai.ts';
import { ProviderFailure, type ProviderClient, type ProviderSettings } from './types.ts';

export { ANTHROPIC_DEFAULT_BASE_URL } from './anthropic.ts';
export { OPENAI_DEFAULT_BASE_URL } from './openai.ts';
export * from './types.ts';

/** The client of a provider's kind (official SDKs, requests only to its configured origin). */
export function providerClient(settings: ProviderSettings, allowedHosts: readonly string[]): ProviderClient {
  switch (settings.kind) {
    case 'openai':
      return openAiClient(settings, allowedHosts);
    case 'anthropic':
      return anthropicClient(settings, allowedHosts);
    default:
      throw new ProviderFailure('UNKNOWN', AI_MESSAGES.unknownKind(String(settings.kind)));
  }
}
