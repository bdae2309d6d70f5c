import type { FastifyInstance } from 'fastify';
import type { AppConfig, GithubEnvSettings } from '../../config.ts';
import type { Selectable } from 'kysely';
import type { GithubSettingsTable } from '../../db/schema.ts';
import { toIsoString } from '../../db/values.ts';
import { decryptSecret, deriveSecretKey } from '../../outbound/secrets.ts';
import * as queries from './queries.ts';

export const GITHUB_DEFAULT_API_URL = 'https://api.github.com';
export const GITHUB_ALLOW_VARIABLE = 'GITHUB_ALLOWED_HOSTS';

export const PLAIN_FIELDS = ['apiUrl', 'appId', 'installationId', 'organization'] as const;
export const SECRET_FIELDS = ['privateKey', 'webhookSecret', 'token'] as const;
export type PlainField = (typeof PLAIN_FIELDS)[number];
export type SecretField = (typeof SECRET_FIELDS)[number];
export type SettingsField = PlainField | SecretField;

export const ENV_VARIABLES: Record<SettingsField, string> = {
  apiUrl: 'GITHUB_API_URL',
  appId: 'GITHUB_APP_ID',
  installationId: 'GITHUB_APP_INSTALLATION_ID',
  organization: 'GITHUB_ORGANIZATION',
  privateKey: 'GITHUB_APP_PRIVATE_KEY',
  webhookSecret: 'GITHUB_WEBHOOK_SECRET',
  token: 'GITHUB_TOKEN',
};

export const SECRET_COLUMNS: Record<SecretField, 'private_key' | 'webhook_secret' | 'token'> = { privateKey: 'private_key', webhookSecret: 'webhook_secret', token: 'token' };
const PLAIN_COLUMNS: Record<PlainField, 'api_url' | 'app_id' | 'installation_id' | 'organization'> = {
  apiUrl: 'api_url',
  appId: 'app_id',
  installationId: 'installation_id',
  organization: 'organization',
};

/** The integration's effective settings: each value from the environment when set there, else the admin's. */
export interface GithubSettings {
  apiUrl: string;
  appId: string | null;
  installationId: string | null;
  organization: string | null;
  privateKey: string | null;
  webhookSecret: string | null;
  token: string | null;
  /** Fields the environment sets (read-only for admins). */
  fromEnvironment: SettingsField[];
  /** Stored secrets that no longer decrypt (the session secret changed): to be entered again. */
  unreadable: SecretField[];
  updatedAt: string;
  /** The app installation's state as its last installation event told it (null: none received). */
  installation: InstallationStatus | null;
}

export interface InstallationStatus {
  state: 'active' | 'suspended' | 'deleted';
  id: number | null;
  account: string | null;
  changedAt: string | null;
}

function installationOf(row: Selectable<GithubSettingsTable> | undefined): InstallationStatus | null {
  const state = row?.installation_state;
  if (state !== 'active' && state !== 'suspended' && state !== 'deleted') return null;
  return {
    state,
    id: row!.installation_event_id === null ? null : Number(row!.installation_event_id),
    account: row!.installation_account,
    changedAt: row!.installation_state_at === null ? null : toIsoString(row!.installation_state_at),
  };
}

/** Its own key (salt and info) from the session secret: the AI's key never opens GitHub's secrets. */
export const githubKeyOf = (config: AppConfig) => deriveSecretKey(config.sessionSecret, 'tessera-github-from-session-secret', 'tessera github secrets v1');

export const allowedHostsOf = (config: AppConfig): readonly string[] => config.github?.allowedHosts ?? [];

const EMPTY_ENV: GithubEnvSettings = { apiUrl: null, appId: null, installationId: null, organization: null, privateKey: null, webhookSecret: null, token: null };

export function settingsFromRow(config: AppConfig, row: Selectable<GithubSettingsTable> | undefined): GithubSettings {
  const env = config.github?.env ?? EMPTY_ENV;
  const key = githubKeyOf(config);
  const fromEnvironment: SettingsField[] = [];
  const unreadable: SecretField[] = [];
  const value = (field: SettingsField, stored: string | null) => {
    if (env[field] !== null) {
      fromEnvironment.push(field);
      return env[field];
    }
    return stored;
  };
  const secret = (field: SecretField) => {
    const column = SECRET_COLUMNS[field];
    const ciphertext = row?.[`${column}_ciphertext`];
    if (!row || !ciphertext) return null;
    const plain = decryptSecret(key, { ciphertext, iv: row[`${column}_iv`] ?? '', tag: row[`${column}_tag`] ?? '' });
    if (plain === null) unreadable.push(field);
    return plain;
  };
  const plain = (field: PlainField) => value(field, row?.[PLAIN_COLUMNS[field]] ?? null);
  return {
    apiUrl: plain('apiUrl') ?? GITHUB_DEFAULT_API_URL,
    appId: plain('appId'),
    installationId: plain('installationId'),
    organization: plain('organization'),
    privateKey: value('privateKey', secret('privateKey')),
    webhookSecret: value('webhookSecret', secret('webhookSecret')),
    token: value('token', secret('token')),
    fromEnvironment,
    unreadable: unreadable.filter((field) => env[field] === null),
    updatedAt: row ? toIsoString(row.updated_at) : new Date(0).toISOString(),
    installation: installationOf(row),
  };
}

export async function loadSettings(app: Pick<FastifyInstance, 'db' | 'config'>): Promise<GithubSettings> {
  return settingsFromRow(app.config, await queries.findSettings(app.db));
}

export type AuthMethod = 'app' | 'token';

/** The GitHub App when its three pieces are there, else the token; null: no way to call GitHub. */
export function authMethodOf(settings: GithubSettings): AuthMethod | null {
  if (settings.appId && settings.installationId && settings.privateKey) return 'app';
  if (settings.token) return 'token';
  return null;
}

/** What is missing before GitHub can be called (spec 003 §6: organization, app id and installation id, or a token). */
export function missingOf(settings: GithubSettings): string[] {
  const missing: string[] = [];
  if (!settings.organization) missing.push('organization');
  if (!settings.token) {
    if (!settings.appId) missing.push('appId');
    if (!settings.installationId) missing.push('installationId');
    if (!settings.privateKey) missing.push('privateKey');
  }
  return missing;
}

/** Whether the integration can call GitHub (what the project answers tell everyone, so members see 'not configured'). */
export const isConfigured = (settings: GithubSettings): boolean => missingOf(settings).length === 0;
