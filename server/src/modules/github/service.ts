import { createPrivateKey } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import { actorOf } from '../../access/index.ts';
import type { GithubSettingsTable, PrincipalRow } from '../../db/schema.ts';
import { constraintViolation, missingPermission, propertyIsReadOnly } from '../../http/errors.ts';
import { isPrivateHostLiteral } from '../../outbound/hosts.ts';
import { encryptSecret } from '../../outbound/secrets.ts';
import { clientFor, GithubError, GithubNotConfigured } from './client.ts';
import * as queries from './queries.ts';
import { representSettings } from './representer.ts';
import { allowedHostsOf, ENV_VARIABLES, githubKeyOf, loadSettings, PLAIN_FIELDS, SECRET_COLUMNS, SECRET_FIELDS, type SettingsField } from './settings.ts';

const MESSAGES = {
  adminOnly: 'Only administrators can manage the GitHub integration.',
  apiUrl: 'API URL must be an http:// or https:// URL without user name or password.',
  apiUrlPrivate: (host: string) => `API URL points to a private or loopback address (${host}); an administrator can allow that host with GITHUB_ALLOWED_HOSTS.`,
  appId: 'App ID must be a number.',
  installationId: 'Installation ID must be a number.',
  organization: 'Organization must be a GitHub organization name (letters, digits and single hyphens, at most 39 characters).',
  privateKey: 'Private key must be the GitHub App\'s private key in PEM format.',
  webhookSecret: 'Webhook secret must be 1 to 255 characters.',
  token: 'Token must be 1 to 255 characters without spaces.',
  readOnly: (field: SettingsField) => `${field} is set by the environment variable ${ENV_VARIABLES[field]} and cannot be changed here.`,
} as const;

export function requireAdmin(user: PrincipalRow): void {
  if (!actorOf(user).admin) throw missingPermission(MESSAGES.adminOnly);
}

export type SettingsInput = Partial<Record<SettingsField, string | null>>;

function checkApiUrl(app: FastifyInstance, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw constraintViolation('apiUrl', MESSAGES.apiUrl);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash) throw constraintViolation('apiUrl', MESSAGES.apiUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isPrivateHostLiteral(host) && !allowedHostsOf(app.config).includes(host)) throw constraintViolation('apiUrl', MESSAGES.apiUrlPrivate(host));
  return url.toString().replace(/\/$/, '');
}

const CHECKS: Record<Exclude<SettingsField, 'apiUrl'>, (value: string) => boolean> = {
  appId: (value) => /^\d{1,20}$/.test(value),
  installationId: (value) => /^\d{1,20}$/.test(value),
  organization: (value) => /^[a-z0-9](?:-?[a-z0-9]){0,38}$/i.test(value),
  privateKey: (value) => {
    try {
      return createPrivateKey(value).asymmetricKeyType === 'rsa';
    } catch {
      return false;
    }
  },
  webhookSecret: (value) => value.length <= 255,
  token: (value) => value.length <= 255 && !/\s/.test(value),
};

export async function getSettings(app: FastifyInstance, user: PrincipalRow) {
  requireAdmin(user);
  return representSettings(await loadSettings(app));
}

export async function updateSettings(app: FastifyInstance, user: PrincipalRow, input: SettingsInput) {
  requireAdmin(user);
  const env = app.config.github?.env;
  const changes: Updateable<GithubSettingsTable> = {};
  const key = githubKeyOf(app.config);
  for (const field of [...PLAIN_FIELDS, ...SECRET_FIELDS]) {
    const raw = input[field];
    if (raw === undefined) continue;
    if (env && env[field] !== null) throw propertyIsReadOnly(field, MESSAGES.readOnly(field));
    const value = raw === null || raw.trim() === '' ? null : field === 'privateKey' ? raw.trim() + '\n' : raw.trim();
    if (value !== null) {
      if (field === 'apiUrl') {
        changes.api_url = checkApiUrl(app, value);
        continue;
      }
      if (!CHECKS[field](value)) throw constraintViolation(field, MESSAGES[field]);
    }
    if (field === 'apiUrl') changes.api_url = null;
    else if (field === 'appId') changes.app_id = value;
    else if (field === 'installationId') changes.installation_id = value;
    else if (field === 'organization') changes.organization = value;
    else {
      const column = SECRET_COLUMNS[field];
      const secret = value === null ? null : encryptSecret(key, value);
      Object.assign(changes, { [`${column}_ciphertext`]: secret?.ciphertext ?? null, [`${column}_iv`]: secret?.iv ?? null, [`${column}_tag`]: secret?.tag ?? null });
    }
  }
  await queries.updateSettings(app.db, { ...changes, updated_at: app.clock.now().toISOString() });
  return representSettings(await loadSettings(app));
}

/** POST .../test_connection: one call to GitHub (the organization); a failure is an answer, not an error. */
export async function testConnection(app: FastifyInstance, user: PrincipalRow) {
  requireAdmin(user);
  const settings = await loadSettings(app);
  try {
    const organization = await clientFor(app.config, settings).organizationInfo();
    return { _type: 'GithubConnectionTest' as const, success: true, message: `Connected to ${organization.login}.`, organization };
  } catch (error) {
    if (error instanceof GithubNotConfigured || error instanceof GithubError) return { _type: 'GithubConnectionTest' as const, success: false, message: error.message, organization: null };
    throw error;
  }
}

// -- The GitHub App's installation, as its webhooks tell it -------------------------------------------------------

export type InstallationState = 'active' | 'suspended' | 'deleted';
const INSTALLATION_STATES: Record<string, InstallationState> = {
  created: 'active',
  unsuspend: 'active',
  new_permissions_accepted: 'active',
  suspend: 'suspended',
  deleted: 'deleted',
};

export interface InstallationEvent {
  action: string;
  installationId: number;
  account: string | null;
  /** GitHub's time of the change (the installation's updated_at or suspended_at); null: when it arrived. */
  at: string | null;
}

/**
 * Keeps the installation's state for the admin page: suspended or deleted, GitHub sends no more events and refuses
 * the app's calls. Only the configured installation counts (any, when none is configured: a token set-up). A late
 * delivery does not undo a newer one (GitHub's time), and a deleted installation stays deleted (a new installation
 * has a new id). Answers whether the state changed.
 */
export async function recordInstallationEvent(app: Pick<FastifyInstance, 'db' | 'config' | 'clock'>, event: InstallationEvent): Promise<boolean> {
  const state = INSTALLATION_STATES[event.action];
  if (!state) return false;
  const settings = await loadSettings(app);
  if (settings.installationId !== null && settings.installationId !== String(event.installationId)) return false;
  const at = event.at && !Number.isNaN(Date.parse(event.at)) ? new Date(event.at).toISOString() : app.clock.now().toISOString();
  const result = await app.db
    .updateTable('github_settings')
    .set({ installation_state: state, installation_state_at: at, installation_event_id: event.installationId, installation_account: event.account })
    .where('id', '=', 1)
    .where((eb) =>
      eb.or([
        eb('installation_event_id', 'is', null),
        eb('installation_event_id', '<>', event.installationId),
        eb.and([eb('installation_state', '<>', 'deleted'), eb.or([eb('installation_state_at', 'is', null), eb('installation_state_at', '<=', at)])]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
