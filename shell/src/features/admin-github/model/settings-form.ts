// The settings form's values, the PATCH body they become, and what each field is called (server: modules/github).
import type { GithubSettings, GithubSettingsBody } from '../api/github-admin';

export type SettingsField = GithubSettings['fromEnvironment'][number];
export type AuthMode = 'app' | 'token';

export const SECRET_FIELDS = ['privateKey', 'webhookSecret', 'token'] as const satisfies readonly SettingsField[];
export type SecretField = (typeof SECRET_FIELDS)[number];
const APP_FIELDS = ['appId', 'installationId', 'privateKey'] as const satisfies readonly SettingsField[];

/** What the server answers for apiUrl when none is set (github.com's API). */
export const DEFAULT_API_URL = 'https://api.github.com';

export const FIELD_LABELS: Record<SettingsField, string> = {
  apiUrl: 'API URL',
  appId: 'App ID',
  installationId: 'Installation ID',
  organization: 'Organization',
  privateKey: 'Private key',
  webhookSecret: 'Webhook secret',
  token: 'Token',
};

/** The variables that set a field from the environment (server/src/modules/github/settings.ts). */
export const ENV_VARIABLES: Record<SettingsField, string> = {
  apiUrl: 'GITHUB_API_URL',
  appId: 'GITHUB_APP_ID',
  installationId: 'GITHUB_APP_INSTALLATION_ID',
  organization: 'GITHUB_ORGANIZATION',
  privateKey: 'GITHUB_APP_PRIVATE_KEY',
  webhookSecret: 'GITHUB_WEBHOOK_SECRET',
  token: 'GITHUB_TOKEN',
};

export interface SettingsFormValues {
  authMode: AuthMode;
  appId: string;
  installationId: string;
  organization: string;
  apiUrl: string;
  /** Secrets: what the admin typed to replace the stored one (absent or empty: keep it). Never prefilled. */
  privateKey?: string;
  webhookSecret?: string;
  token?: string;
}

export const fromEnvironment = (settings: GithubSettings, field: SettingsField) => settings.fromEnvironment.includes(field);

export function isSecretSet(settings: GithubSettings, field: SecretField): boolean {
  if (field === 'privateKey') return settings.privateKeySet;
  if (field === 'webhookSecret') return settings.webhookSecretSet;
  return settings.tokenSet;
}

/** The mode the server uses now; with nothing set yet, the GitHub App (the recommended way). */
export function authModeOf(settings: GithubSettings): AuthMode {
  if (settings.authMethod) return settings.authMethod;
  return settings.tokenSet && !settings.appId && !settings.installationId && !settings.privateKeySet ? 'token' : 'app';
}

export function initialValues(settings: GithubSettings): SettingsFormValues {
  return {
    authMode: authModeOf(settings),
    appId: settings.appId ?? '',
    installationId: settings.installationId ?? '',
    organization: settings.organization ?? '',
    // The default is shown as the field's placeholder, so an empty field means github.com.
    apiUrl: settings.apiUrl === DEFAULT_API_URL && !fromEnvironment(settings, 'apiUrl') ? '' : settings.apiUrl,
  };
}

/** Whether the token mode would drop stored app credentials (which the server would otherwise prefer). */
export function hasStoredApp(settings: GithubSettings): boolean {
  return APP_FIELDS.some((field) => !fromEnvironment(settings, field) && (field === 'privateKey' ? settings.privateKeySet : Boolean(settings[field])));
}

/** The fields the form shows in a mode (a 422 naming another one is shown above the form). */
export function visibleFields(mode: AuthMode): SettingsField[] {
  return mode === 'app'
    ? ['appId', 'installationId', 'privateKey', 'organization', 'webhookSecret', 'apiUrl']
    : ['token', 'organization', 'webhookSecret', 'apiUrl'];
}

/**
 * The PATCH body: only what changed, never a field the environment sets. A secret is sent only when a new one was
 * typed. Saving in token mode removes the stored app credentials, since the server uses a complete app first.
 */
export function settingsBody(values: SettingsFormValues, settings: GithubSettings): GithubSettingsBody {
  const body: GithubSettingsBody = {};
  const initial = initialValues(settings);
  const editable = (field: SettingsField) => !fromEnvironment(settings, field);
  const plain = (field: 'appId' | 'installationId' | 'organization' | 'apiUrl') => {
    const value = (values[field] ?? '').trim();
    if (editable(field) && value !== initial[field]) body[field] = value === '' ? null : value;
  };
  const secret = (field: SecretField) => {
    const value = (values[field] ?? '').trim();
    if (editable(field) && value !== '') body[field] = value;
  };
  plain('organization');
  plain('apiUrl');
  secret('webhookSecret');
  if (values.authMode === 'app') {
    plain('appId');
    plain('installationId');
    secret('privateKey');
  } else {
    secret('token');
    if (editable('appId') && settings.appId) body.appId = null;
    if (editable('installationId') && settings.installationId) body.installationId = null;
    if (editable('privateKey') && settings.privateKeySet) body.privateKey = null;
  }
  return body;
}

/** "App ID, Private key" from the server's field names (unknown names as they are). */
export function fieldList(fields: readonly string[]): string {
  return fields.map((field) => FIELD_LABELS[field as SettingsField] ?? field).join(', ');
}
