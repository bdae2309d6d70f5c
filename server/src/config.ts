import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkPasswordPolicy } from './auth/password-policy.ts';
import type { PasswordHashingConfig } from './auth/passwords.ts';
import { remotesManifest, type RemotesManifest } from '../../remotes.manifest.ts';

/** Federation name -> package folder of every remote in a manifest: { mfe_tasks: 'mfe-tasks', ... }. */
export function remotePackagesOf(manifest: RemotesManifest): Record<string, string> {
  return Object.fromEntries(manifest.remotes.map((remote) => [remote.federationName, remote.package]));
}

/** The remotes the shell knows about (remotes.manifest.ts), by federation name -> package folder. */
export const REMOTE_PACKAGES: Record<string, string> = remotePackagesOf(remotesManifest);

/** The REMOTE_<NAME>_URL variable that points the shell at a remote deployed elsewhere. */
export const remoteUrlVariable = (remoteName: string) => `REMOTE_${remoteName.toUpperCase()}_URL`;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const SESSION_SECRET_FILE = 'session-secret';
const MIN_SESSION_SECRET_LENGTH = 32;

export const DEFAULT_PASSWORD_HASHING: PasswordHashingConfig = { cost: 2 ** 15, blockSize: 8, parallelization: 1 };

export interface AppConfig {
  port: number;
  host: string;
  /** postgres://... or null for the embedded SQLite file. */
  databaseUrl: string | null;
  /** PostgreSQL: statements prepared once per connection (DATABASE_PREPARED_STATEMENTS, default true). */
  databasePreparedStatements: boolean;
  dataDir: string;
  sqliteFile: string;
  sessionSecret: string;
  publicUrl: URL | null;
  redisUrl: string | null;
  adminEmail: string | null;
  adminPassword: string | null;
  seed: boolean;
  appsDir: string;
  /** REMOTE_<NAME>_URL overrides, by federation name. */
  remoteUrlOverrides: Record<string, string>;
  remotesFile: string | null;
  logLevel: LogLevel;
  passwordHashing: PasswordHashingConfig;
  /** ATTACHMENT_MAX_SIZE: the largest file an upload may carry, in bytes. */
  attachmentMaxSize: number;
  /** DOCUMENT_MAX_BYTES: the largest document content (the editor's JSON, UTF-8) a write may carry, in bytes. */
  documentMaxBytes: number;
  /** COLLABORATION_REDIS_PREFIX: where co-editing keeps its Redis keys and channels (deployments sharing one Redis differ). */
  collaborationRedisPrefix?: string;
  /** The AI_* variables (modules/ai); absent: no provider from the environment, no private hosts allowed. */
  ai?: AiConfig;
  /** The GITHUB_* variables (modules/github); absent: nothing from the environment, no private hosts allowed. */
  github?: GithubConfig;
  /** The S3_* variables (storage/s3.ts): attachment files in an S3-compatible bucket; absent or null: in DATA_DIR. */
  objectStorage?: ObjectStorageConfig | null;
  /** FILE_SWEEP_INTERVAL_MS: how often stored files no attachment uses are swept (absent or 0: never by timer). */
  fileSweepIntervalMs?: number;
}

/** An AI provider configured by environment variables: listed read-only, before the admin's own. */
export interface AiEnvProvider {
  kind: 'openai' | 'anthropic';
  baseUrl: string | null;
  apiKey: string | null;
  model: string;
}

export interface AiConfig {
  /** AI_ENCRYPTION_KEY: the secret the providers' API keys are encrypted with (null: derived from the session secret). */
  encryptionKey: string | null;
  /** AI_ALLOWED_HOSTS: private or loopback hosts (lower case, no port) that providers may nevertheless reach. */
  allowedHosts: string[];
  /** AI_OPENAI_* and AI_ANTHROPIC_*: providers from the environment, in this order. */
  envProviders: AiEnvProvider[];
  /** AI_HEALTH_POLL_MS: how often due health checks are looked for (0: never by timer, tests tick by hand). */
  healthPollMs: number;
}

export const AI_DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
export const AI_DEFAULT_ANTHROPIC_MODEL = 'claude-3-5-haiku-latest';
export const AI_DEFAULT_HEALTH_POLL_MS = 30_000;
const MIN_AI_ENCRYPTION_KEY_LENGTH = 32;

/** The AI_* variables, validated (a bad URL or a short key stops the server with a message naming the variable). */
export function parseAiConfig(env: Env): AiConfig {
  const encryptionKey = readOptional(env, 'AI_ENCRYPTION_KEY');
  if (encryptionKey !== null && encryptionKey.length < MIN_AI_ENCRYPTION_KEY_LENGTH) {
    throw new ConfigError(`AI_ENCRYPTION_KEY must be at least ${MIN_AI_ENCRYPTION_KEY_LENGTH} characters long.`);
  }
  const allowedHosts = (readOptional(env, 'AI_ALLOWED_HOSTS') ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
  for (const host of allowedHosts) {
    if (!/^[a-z0-9.:[\]_-]+$/.test(host)) throw new ConfigError(`AI_ALLOWED_HOSTS must be a comma-separated list of host names or addresses (got "${host}").`);
  }
  const envProviders: AiEnvProvider[] = [];
  const openaiBase = parseUrl(env, 'AI_OPENAI_BASE_URL', ['http:', 'https:']);
  const openaiKey = readOptional(env, 'AI_OPENAI_API_KEY');
  if (openaiBase !== null || openaiKey !== null) {
    envProviders.push({ kind: 'openai', baseUrl: openaiBase?.toString() ?? null, apiKey: openaiKey, model: readOptional(env, 'AI_OPENAI_MODEL') ?? AI_DEFAULT_OPENAI_MODEL });
  }
  const anthropicBase = parseUrl(env, 'AI_ANTHROPIC_BASE_URL', ['http:', 'https:']);
  const anthropicKey = readOptional(env, 'AI_ANTHROPIC_API_KEY');
  if (anthropicBase !== null && anthropicKey === null) throw new ConfigError('AI_ANTHROPIC_BASE_URL needs AI_ANTHROPIC_API_KEY.');
  if (anthropicKey !== null) {
    envProviders.push({ kind: 'anthropic', baseUrl: anthropicBase?.toString() ?? null, apiKey: anthropicKey, model: readOptional(env, 'AI_ANTHROPIC_MODEL') ?? AI_DEFAULT_ANTHROPIC_MODEL });
  }
  const pollRaw = readOptional(env, 'AI_HEALTH_POLL_MS');
  if (pollRaw !== null && (!/^\d+$/.test(pollRaw) || Number(pollRaw) > 3_600_000)) {
    throw new ConfigError(`AI_HEALTH_POLL_MS must be a number of milliseconds up to 3600000, or 0 for no timer (got "${pollRaw}").`);
  }
  return { encryptionKey, allowedHosts, envProviders, healthPollMs: pollRaw === null ? AI_DEFAULT_HEALTH_POLL_MS : Number(pollRaw) };
}

/** The GitHub integration's settings given by the environment; each one set here is read-only in the admin settings. */
export interface GithubEnvSettings {
  apiUrl: string | null;
  appId: string | null;
  installationId: string | null;
  organization: string | null;
  privateKey: string | null;
  webhookSecret: string | null;
  token: string | null;
}

export interface GithubConfig {
  env: GithubEnvSettings;
  /** GITHUB_ALLOWED_HOSTS: private or loopback hosts (lower case, no port) that GITHUB_API_URL may nevertheless reach. */
  allowedHosts: string[];
}

function parseHostList(env: Env, name: string): string[] {
  const hosts = (readOptional(env, name) ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
  for (const host of hosts) {
    if (!/^[a-z0-9.:[\]_-]+$/.test(host)) throw new ConfigError(`${name} must be a comma-separated list of host names or addresses (got "${host}").`);
  }
  return hosts;
}

/** The GITHUB_* variables, validated (the private key's "\n" escapes become line breaks, as .env files need). */
export function parseGithubConfig(env: Env): GithubConfig {
  const apiUrl = parseUrl(env, 'GITHUB_API_URL', ['http:', 'https:']);
  const digits = (name: string) => {
    const value = readOptional(env, name);
    if (value !== null && !/^\d{1,20}$/.test(value)) throw new ConfigError(`${name} must be a number (got "${value}").`);
    return value;
  };
  const organization = readOptional(env, 'GITHUB_ORGANIZATION');
  if (organization !== null && !/^[a-z0-9](?:[a-z0-9-]{0,38})$/i.test(organization)) throw new ConfigError(`GITHUB_ORGANIZATION must be a GitHub organization name (got "${organization}").`);
  return {
    env: {
      apiUrl: apiUrl === null ? null : apiUrl.toString().replace(/\/$/, ''),
      appId: digits('GITHUB_APP_ID'),
      installationId: digits('GITHUB_APP_INSTALLATION_ID'),
      organization,
      privateKey: readOptional(env, 'GITHUB_APP_PRIVATE_KEY')?.replace(/\\n/g, '\n') ?? null,
      webhookSecret: readOptional(env, 'GITHUB_WEBHOOK_SECRET'),
      token: readOptional(env, 'GITHUB_TOKEN'),
    },
    allowedHosts: parseHostList(env, 'GITHUB_ALLOWED_HOSTS'),
  };
}

/** An S3-compatible object store for attachment files (AWS S3, MinIO, Ceph RGW, ...). */
export interface ObjectStorageConfig {
  bucket: string;
  /** S3_ENDPOINT: the service's URL; null for AWS S3 itself (the region decides the endpoint). */
  endpoint: string | null;
  region: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; both null: the AWS SDK's default credentials (environment, profile, instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** S3_FORCE_PATH_STYLE: http://host/bucket/key instead of http://bucket.host/key (MinIO and most self-hosted services). */
  forcePathStyle: boolean;
  /** S3_PREFIX: where in the bucket the files go, ending in '/'. */
  prefix: string;
}

export const S3_DEFAULT_REGION = 'us-east-1';
export const S3_DEFAULT_PREFIX = 'attachments/';
const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const;
/** 6 hours: orphans are rare (a removal that failed, a stop between a commit and the removal) and harm no one meanwhile. */
export const DEFAULT_FILE_SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;
const MAX_FILE_SWEEP_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;

/** The S3_* variables, validated; null without S3_BUCKET (files stay in DATA_DIR). */
export function parseObjectStorageConfig(env: Env): ObjectStorageConfig | null {
  const bucket = readOptional(env, 'S3_BUCKET');
  if (bucket === null) {
    const stray = S3_VARIABLES.find((name) => readOptional(env, name) !== null);
    if (stray) throw new ConfigError(`${stray} is set but S3_BUCKET is not: set S3_BUCKET to keep attachment files in object storage, or unset ${stray}.`);
    return null;
  }
  // S3's naming rules (Ceph and MinIO follow them too): 3 to 63 characters, no upper case.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(`S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens (got "${bucket}").`);
  }
  const endpoint = parseUrl(env, 'S3_ENDPOINT', ['http:', 'https:']);
  if (endpoint !== null && (endpoint.search !== '' || endpoint.hash !== '' || endpoint.username !== '' || endpoint.password !== '')) {
    throw new ConfigError(`S3_ENDPOINT must be the service's URL without credentials, query or fragment, such as http://minio:9000 (got "${readOptional(env, 'S3_ENDPOINT')}").`);
  }
  const region = readOptional(env, 'S3_REGION') ?? S3_DEFAULT_REGION;
  if (!/^[a-z0-9-]{1,64}$/.test(region)) throw new ConfigError(`S3_REGION must be a region name such as us-east-1 (got "${region}").`);
  const accessKeyId = readOptional(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = readOptional(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new ConfigError("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be given together (or neither, to use the AWS SDK's default credentials).");
  }
  let prefix = readOptional(env, 'S3_PREFIX') ?? S3_DEFAULT_PREFIX;
  if (!/^[A-Za-z0-9!_.*'()/-]*$/.test(prefix) || prefix.startsWith('/') || prefix.includes('//') || prefix.split('/').some((part) => part === '.' || part === '..')) {
    throw new ConfigError(`S3_PREFIX must be a key prefix of letters, digits and !_.*'()- separated by single slashes, such as tessera/attachments/ (got "${prefix}").`);
  }
  if (!prefix.endsWith('/')) prefix += '/';
  return {
    bucket,
    endpoint: endpoint === null ? null : endpoint.toString().replace(/\/$/, ''),
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: parseBoolean(env, 'S3_FORCE_PATH_STYLE', false),
    prefix,
  };
}

function parseFileSweepInterval(env: Env): number {
  const raw = readOptional(env, 'FILE_SWEEP_INTERVAL_MS');
  if (raw === null) return DEFAULT_FILE_SWEEP_INTERVAL_MS;
  if (!/^\d+$/.test(raw) || Number(raw) > MAX_FILE_SWEEP_INTERVAL_MS || (Number(raw) > 0 && Number(raw) < 60_000)) {
    throw new ConfigError(`FILE_SWEEP_INTERVAL_MS must be a number of milliseconds from 60000 to ${MAX_FILE_SWEEP_INTERVAL_MS}, or 0 for no sweep (got "${raw}").`);
  }
  return Number(raw);
}

/** A bad environment value: main.ts prints the message (one line naming the variable) and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function readOptional(env: Env, name: string): string | null {
  const value = env[name];
  if (value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function parsePort(env: Env): number {
  const raw = readOptional(env, 'PORT');
  if (raw === null) return 3000;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 65535) {
    throw new ConfigError(`PORT must be an integer between 1 and 65535 (got "${raw}").`);
  }
  return Number(raw);
}

function parseBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = readOptional(env, name);
  if (raw === null) return fallback;
  const lower = raw.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(lower)) return true;
  if (['0', 'false', 'no', 'off'].includes(lower)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}").`);
}

function parseUrl(env: Env, name: string, protocols: string[]): URL | null {
  const raw = readOptional(env, name);
  if (raw === null) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL (got "${raw}").`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${raw}").`);
  }
  return url;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

/** A remote manifest location: an absolute http(s) URL or a path on this server. */
export function isValidRemoteUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** REMOTE_<NAME>_URL values for the given remotes (federation name -> package), validated. */
export function parseRemoteOverrides(env: Env, remotePackages: Record<string, string> = REMOTE_PACKAGES): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const remoteName of Object.keys(remotePackages)) {
    const variable = remoteUrlVariable(remoteName);
    const value = readOptional(env, variable);
    if (value === null) continue;
    if (!isValidRemoteUrl(value)) {
      throw new ConfigError(`${variable} must be an http(s) URL or a path starting with / (got "${value}").`);
    }
    overrides[remoteName] = value;
  }
  return overrides;
}

export const DEFAULT_ATTACHMENT_MAX_SIZE = 25 * 1024 * 1024;
/** The attachments table stores sizes in a 32-bit integer column. */
export const MAX_ATTACHMENT_MAX_SIZE = 2_147_483_647;
const SIZE_UNITS: Record<string, number> = { '': 1, b: 1, kb: 1024, k: 1024, mb: 1024 ** 2, m: 1024 ** 2, gb: 1024 ** 3, g: 1024 ** 3 };

/** "26214400", "25MB", "512 KB", "1g": bytes, with binary units (1 KB = 1024 bytes). */
function parseSize(env: Env, name: string, fallback: number, max: number, example: string): number {
  const raw = readOptional(env, name);
  if (raw === null) return fallback;
  const match = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(raw);
  const unit = match ? SIZE_UNITS[match[2].toLowerCase()] : undefined;
  const bytes = match && unit !== undefined ? Math.floor(Number(match[1]) * unit) : NaN;
  if (!Number.isFinite(bytes) || bytes < 1 || bytes > max) {
    const limit = max >= 1024 ** 3 ? `${Math.round(max / 1024 ** 3)} GB` : `${Math.round(max / 1024 ** 2)} MB`;
    throw new ConfigError(`${name} must be a size of at least 1 byte and under ${limit}, in bytes or with a unit KB, MB or GB such as ${example} (got "${raw}").`);
  }
  return bytes;
}

const parseAttachmentMaxSize = (env: Env) => parseSize(env, 'ATTACHMENT_MAX_SIZE', DEFAULT_ATTACHMENT_MAX_SIZE, MAX_ATTACHMENT_MAX_SIZE, '25MB');

/** 2 MB of the editor's JSON holds a very long document (the issue's example limit). */
export const DEFAULT_DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;
/** Documents are read and rendered whole, in one request: far below the attachments' ceiling. */
export const MAX_DOCUMENT_MAX_BYTES = 64 * 1024 * 1024;
const parseDocumentMaxBytes = (env: Env) => parseSize(env, 'DOCUMENT_MAX_BYTES', DEFAULT_DOCUMENT_MAX_BYTES, MAX_DOCUMENT_MAX_BYTES, '2MB');

/** Reads DATA_DIR/session-secret, creating it with a fresh random secret on first start. */
function loadOrCreateSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SESSION_SECRET_LENGTH) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The repository root, derived from this file's location (server/src/config.ts). */
export const DEFAULT_APPS_DIR = path.resolve(import.meta.dirname, '..', '..');

/**
 * Validates the environment. Throws ConfigError naming the first bad variable.
 * Side effect: creates DATA_DIR (and the session secret file when SESSION_SECRET is absent).
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const port = parsePort(env);
  const host = readOptional(env, 'HOST') ?? '0.0.0.0';

  const databaseUrl = parseUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  parseUrl(env, 'REDIS_URL', ['redis:', 'rediss:']);
  const redisUrl = readOptional(env, 'REDIS_URL');
  const publicUrl = parseUrl(env, 'PUBLIC_URL', ['http:', 'https:']);

  const dataDir = path.resolve(cwd, readOptional(env, 'DATA_DIR') ?? './data');
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new ConfigError(`DATA_DIR "${dataDir}" cannot be created: ${(error as Error).message}`);
  }

  let sessionSecret = readOptional(env, 'SESSION_SECRET');
  if (sessionSecret !== null && sessionSecret.length < MIN_SESSION_SECRET_LENGTH) {
    throw new ConfigError(`SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters long.`);
  }
  sessionSecret ??= loadOrCreateSessionSecret(dataDir);

  const adminEmail = readOptional(env, 'ADMIN_EMAIL');
  if (adminEmail !== null && !EMAIL_PATTERN.test(adminEmail)) {
    throw new ConfigError(`ADMIN_EMAIL must be an email address (got "${adminEmail}").`);
  }
  const adminPassword = readOptional(env, 'ADMIN_PASSWORD');
  if (adminPassword !== null) {
    const problem = checkPasswordPolicy(adminPassword);
    if (problem) throw new ConfigError(`ADMIN_PASSWORD: ${problem}`);
  }
  if ((adminEmail === null) !== (adminPassword === null)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be given together.');
  }

  const appsDir = path.resolve(cwd, readOptional(env, 'APPS_DIR') ?? DEFAULT_APPS_DIR);
  const remotesFileRaw = readOptional(env, 'REMOTES_FILE');

  const logLevel = (readOptional(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}").`);
  }

  return {
    port,
    host,
    databaseUrl: databaseUrl ? databaseUrl.toString() : null,
    databasePreparedStatements: parseBoolean(env, 'DATABASE_PREPARED_STATEMENTS', true),
    dataDir,
    sqliteFile: path.join(dataDir, 'tessera.sqlite'),
    sessionSecret,
    publicUrl,
    redisUrl,
    adminEmail: adminEmail?.toLowerCase() ?? null,
    adminPassword,
    seed: parseBoolean(env, 'SEED', true),
    appsDir,
    remoteUrlOverrides: parseRemoteOverrides(env),
    remotesFile: remotesFileRaw === null ? null : path.resolve(cwd, remotesFileRaw),
    logLevel: logLevel as LogLevel,
    passwordHashing: DEFAULT_PASSWORD_HASHING,
    attachmentMaxSize: parseAttachmentMaxSize(env),
    documentMaxBytes: parseDocumentMaxBytes(env),
    collaborationRedisPrefix: readOptional(env, 'COLLABORATION_REDIS_PREFIX') ?? undefined,
    ai: parseAiConfig(env),
    github: parseGithubConfig(env),
    objectStorage: parseObjectStorageConfig(env),
    fileSweepIntervalMs: parseFileSweepInterval(env),
  };
}
