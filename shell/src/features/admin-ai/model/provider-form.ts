// The provider dialog's values and the API body they become; the order of providers and how a move renumbers them.
import type { AiProvider, AiProviderBody } from '../api/ai-admin';

export type AiKind = AiProvider['kind'];

export const KIND_LABELS: Record<AiKind, string> = { openai: 'OpenAI-compatible', anthropic: 'Anthropic' };
export const KIND_OPTIONS = (Object.keys(KIND_LABELS) as AiKind[]).map((value) => ({ value, label: KIND_LABELS[value] }));

/** The server's defaults for a new provider (docs/api.md, Administration). */
export const PROVIDER_DEFAULTS = { temperature: 0.7, maxTokens: 1000, timeoutSeconds: 30 } as const;
export const DEFAULT_MODELS: Record<AiKind, string> = { openai: 'gpt-4o-mini', anthropic: 'claude-3-5-haiku-latest' };

export interface ProviderFormValues {
  name: string;
  kind: AiKind;
  baseUrl: string;
  model: string;
  apiKey: string;
  removeApiKey: boolean;
  temperature: number | null;
  maxTokens: number | null;
  /** Seconds in the form; the API takes milliseconds. */
  timeoutSeconds: number | null;
  enabled: boolean;
}

/** API attribute -> the form's field. */
export const FIELD_BY_ATTRIBUTE: Record<string, keyof ProviderFormValues> = {
  name: 'name',
  kind: 'kind',
  baseUrl: 'baseUrl',
  model: 'model',
  apiKey: 'apiKey',
  temperature: 'temperature',
  maxTokens: 'maxTokens',
  timeoutMs: 'timeoutSeconds',
  enabled: 'enabled',
};

export function initialValues(provider: AiProvider | null): ProviderFormValues {
  if (!provider) {
    return {
      name: '', kind: 'openai', baseUrl: '', model: DEFAULT_MODELS.openai, apiKey: '', removeApiKey: false,
      temperature: PROVIDER_DEFAULTS.temperature, maxTokens: PROVIDER_DEFAULTS.maxTokens, timeoutSeconds: PROVIDER_DEFAULTS.timeoutSeconds, enabled: true,
    };
  }
  return {
    name: provider.name,
    kind: provider.kind,
    baseUrl: provider.baseUrl ?? '',
    model: provider.model,
    // The key is never answered: the field starts empty, and empty keeps the stored one.
    apiKey: '',
    removeApiKey: false,
    temperature: provider.temperature,
    maxTokens: provider.maxTokens,
    timeoutSeconds: provider.timeoutMs / 1000,
    enabled: provider.enabled,
  };
}

/** The body of a POST (new) or PATCH (edit). An empty key field leaves the stored key alone; "remove" sends null. */
export function providerBody(values: ProviderFormValues, editing: boolean): AiProviderBody {
  const body: AiProviderBody = {
    name: values.name.trim(),
    kind: values.kind,
    baseUrl: values.baseUrl.trim() === '' ? null : values.baseUrl.trim(),
    model: values.model.trim(),
    enabled: values.enabled,
  };
  if (values.temperature !== null && values.temperature !== undefined) body.temperature = values.temperature;
  if (values.maxTokens !== null && values.maxTokens !== undefined) body.maxTokens = values.maxTokens;
  if (values.timeoutSeconds !== null && values.timeoutSeconds !== undefined) body.timeoutMs = Math.round(values.timeoutSeconds * 1000);
  const key = (values.apiKey ?? '').trim();
  if (key !== '') body.apiKey = key;
  else if (editing && values.removeApiKey) body.apiKey = null;
  return body;
}

/**
 * The position changes that move one of the admins' providers up (-1) or down (+1) among them: the whole list is
 * renumbered 1..n in its new order, and only the providers whose position changes are sent.
 */
export function movePlan(providers: readonly AiProvider[], id: number, direction: -1 | 1): { id: number; position: number }[] {
  const movable = providers.filter((provider) => !provider.readOnly);
  const index = movable.findIndex((provider) => provider.id === id);
  const target = index + direction;
  if (index === -1 || target < 0 || target >= movable.length) return [];
  const order = [...movable];
  [order[index], order[target]] = [order[target], order[index]];
  return order.flatMap((provider, at) => (provider.position === at + 1 ? [] : [{ id: provider.id, position: at + 1 }]));
}
