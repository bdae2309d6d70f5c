import { actionLink, link } from '../../http/hal.ts';
import type { AiSettings, ProviderEntry } from './runtime.ts';

export const providersPath = '/ai/providers';
export const providerPath = (id: number) => `/ai/providers/${id}`;
export const settingsPath = '/ai/settings';

/** A provider as admins see it: never its key (hasApiKey says whether one is set). */
export function representProvider(entry: ProviderEntry) {
  const self = providerPath(entry.id);
  const readOnly = entry.source === 'environment';
  return {
    _type: 'AiProvider' as const,
    id: entry.id,
    position: entry.position,
    name: entry.name,
    kind: entry.kind,
    baseUrl: entry.baseUrl,
    model: entry.model,
    temperature: entry.temperature,
    maxTokens: entry.maxTokens,
    timeoutMs: entry.timeoutMs,
    enabled: entry.enabled,
    hasApiKey: entry.hasApiKey,
    apiKeyUnreadable: entry.apiKeyUnreadable,
    readOnly,
    source: entry.source,
    status: entry.health.status,
    checkedAt: entry.health.checkedAt,
    lastError: entry.health.lastError,
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt,
    _links: {
      self: link(self, entry.name),
      test: actionLink(`${self}/test`, 'post'),
      ...(readOnly ? {} : { update: actionLink(self, 'patch'), delete: actionLink(self, 'delete') }),
    },
  };
}

export type ProviderRepresentation = ReturnType<typeof representProvider>;

export function representSettings(settings: AiSettings) {
  return {
    _type: 'AiSettings' as const,
    enabled: settings.enabled,
    logPrompts: settings.logPrompts,
    rateLimitPerMinute: settings.rateLimitPerMinute,
    updatedAt: settings.updatedAt,
    _links: { self: link(settingsPath), update: actionLink(settingsPath, 'patch') },
  };
}

/** GET /ai/health: providers without their error details for non-admins. */
export function representHealth(input: { enabled: boolean; providers: ProviderEntry[]; admin: boolean; projectEnabled?: boolean }) {
  const enabledProviders = input.providers.filter((entry) => entry.enabled);
  return {
    _type: 'AiHealth' as const,
    enabled: input.enabled,
    configured: enabledProviders.length > 0,
    available: input.enabled && enabledProviders.some((entry) => entry.health.status !== 'unhealthy'),
    ...(input.projectEnabled === undefined ? {} : { projectEnabled: input.projectEnabled }),
    providers: enabledProviders.map((entry) => ({
      id: entry.id,
      name: entry.name,
      kind: entry.kind,
      status: entry.health.status,
      checkedAt: entry.health.checkedAt,
      ...(input.admin ? { lastError: entry.health.lastError } : {}),
    })),
    _links: { self: link('/ai/health') },
  };
}
