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
  };
}
