import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remotesManifest, type RemotesManifest } from '../../remotes.manifest.ts';
import { ConfigError, DEFAULT_APPS_DIR, REMOTE_PACKAGES, loadConfig, parseRemoteOverrides, remotePackagesOf } from './config.ts';

let cwd: string;
beforeEach(() => {
  cwd = mkdtempSync(path.join(tmpdir(), 'tessera-config-'));
});
afterEach(() => rmSync(cwd, { recursive: true, force: true }));

const load = (env: Record<string, string>) => loadConfig(env, cwd);
const problem = (env: Record<string, string>) => {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  test('defaults: port 3000, SQLite in ./data, seeding on, a persisted session secret', () => {
    const config = load({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', databaseUrl: null, databasePreparedStatements: true, seed: true, logLevel: 'info', appsDir: DEFAULT_APPS_DIR });
    expect(config.dataDir).toBe(path.join(cwd, 'data'));
    expect(config.sqliteFile).toBe(path.join(cwd, 'data', 'tessera.sqlite'));
    const stored = readFileSync(path.join(cwd, 'data', 'session-secret'), 'utf8').trim();
    expect(config.sessionSecret).toBe(stored);
    expect(load({}).sessionSecret).toBe(stored);
  });

  test('reads every variable', () => {
    const config = load({
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db:5432/tessera',
      DATABASE_PREPARED_STATEMENTS: 'false',
      DATA_DIR: 'var',
      SESSION_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://pm.example.com',
      REDIS_URL: 'redis://cache:6379',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'Very-secret-42',
      SEED: 'false',
      REMOTE_MFE_TASKS_URL: 'https://cdn.example.com/tasks/mf-manifest.json',
      REMOTES_FILE: 'remotes.json',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://app@db:5432/tessera',
      databasePreparedStatements: false,
      dataDir: path.join(cwd, 'var'),
      sessionSecret: 'x'.repeat(40),
      redisUrl: 'redis://cache:6379',
      adminEmail: 'boss@example.com',
      seed: false,
      remoteUrlOverrides: { mfe_tasks: 'https://cdn.example.com/tasks/mf-manifest.json' },
      remotesFile: path.join(cwd, 'remotes.json'),
      logLevel: 'warn',
    });
    expect(config.publicUrl?.origin).toBe('https://pm.example.com');
  });

  test.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ ADMIN_EMAIL: 'nobody', ADMIN_PASSWORD: 'Very-secret-42' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.c', ADMIN_PASSWORD: 'password' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'a@b.c' }, 'ADMIN_PASSWORD'],
    [{ SEED: 'perhaps' }, 'SEED'],
    [{ DATABASE_PREPARED_STATEMENTS: 'sometimes' }, 'DATABASE_PREPARED_STATEMENTS'],
    [{ REMOTE_MFE_DOCS_URL: 'ftp://x' }, 'REMOTE_MFE_DOCS_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ ATTACHMENT_MAX_SIZE: 'big' }, 'ATTACHMENT_MAX_SIZE'],
    [{ ATTACHMENT_MAX_SIZE: '0' }, 'ATTACHMENT_MAX_SIZE'],
    [{ ATTACHMENT_MAX_SIZE: '25 parsecs' }, 'ATTACHMENT_MAX_SIZE'],
    [{ ATTACHMENT_MAX_SIZE: '3GB' }, 'ATTACHMENT_MAX_SIZE'],
  ])('%j is refused with a message naming %s', (env, variable) => {
    const message = problem(env);
    expect(message).toContain(variable);
    expect(message).not.toContain('\n');
  });
});

describe('ATTACHMENT_MAX_SIZE', () => {
  test('defaults to 25 MB', () => {
    expect(load({}).attachmentMaxSize).toBe(25 * 1024 * 1024);
  });

  test.each([
    ['1048576', 1048576],
    ['25MB', 25 * 1024 * 1024],
    ['512 kb', 512 * 1024],
    ['1.5M', 1.5 * 1024 * 1024],
    ['1GB', 1024 ** 3],
  ])('%s is %d bytes', (value, bytes) => {
    expect(load({ ATTACHMENT_MAX_SIZE: value }).attachmentMaxSize).toBe(bytes);
  });
});

describe('DOCUMENT_MAX_BYTES', () => {
  test('defaults to 2 MB', () => {
    expect(load({}).documentMaxBytes).toBe(2 * 1024 * 1024);
  });

  test('reads a size with a unit', () => {
    expect(load({ DOCUMENT_MAX_BYTES: '512KB' }).documentMaxBytes).toBe(512 * 1024);
  });

  test.each(['0', 'two', '1TB', '65MB'])('refuses %s, naming the variable', (value) => {
    expect(() => load({ DOCUMENT_MAX_BYTES: value })).toThrow(/^DOCUMENT_MAX_BYTES must be a size/);
  });
});

describe('remotes from the manifest', () => {
  test('the server knows every remote the manifest lists, by federation name', () => {
    expect(REMOTE_PACKAGES).toEqual(Object.fromEntries(remotesManifest.remotes.map((remote) => [remote.federationName, remote.package])));
    expect(REMOTE_PACKAGES.mfe_forums).toBe('mfe-forums');
  });

  test('a remote added to the manifest gets a default and its REMOTE_<NAME>_URL variable', () => {
    const withWiki: RemotesManifest = {
      ...remotesManifest,
      remotes: [...remotesManifest.remotes, { package: 'mfe-wiki', federationName: 'mfe_wiki', devPort: 3107, exposes: ['ProjectWikiView'] }],
    };
    const packages = remotePackagesOf(withWiki);
    expect(packages.mfe_wiki).toBe('mfe-wiki');
    const env = { REMOTE_MFE_WIKI_URL: 'https://cdn.example.com/wiki/mf-manifest.json' };
    expect(parseRemoteOverrides(env, packages)).toEqual({ mfe_wiki: 'https://cdn.example.com/wiki/mf-manifest.json' });
    expect(parseRemoteOverrides(env)).toEqual({});
    expect(() => parseRemoteOverrides({ REMOTE_MFE_WIKI_URL: 'ftp://x' }, packages)).toThrow(/REMOTE_MFE_WIKI_URL/);
  });
});

describe('AI_* variables', () => {
  test('defaults: no provider from the environment, no private host allowed, a health poll every 30 s', () => {
    expect(load({}).ai).toEqual({ encryptionKey: null, allowedHosts: [], envProviders: [], healthPollMs: 30_000 });
  });

  test('reads the providers, the allowed hosts and the encryption key', () => {
    const ai = load({
      AI_ENCRYPTION_KEY: 'k'.repeat(32),
      AI_ALLOWED_HOSTS: ' 127.0.0.1, Ollama.Local ,',
      AI_OPENAI_BASE_URL: 'http://ollama.local:11434/v1',
      AI_OPENAI_MODEL: 'llama3.2',
      AI_ANTHROPIC_API_KEY: 'sk-ant-test',
      AI_HEALTH_POLL_MS: '0',
    }).ai;
    expect(ai).toEqual({
      encryptionKey: 'k'.repeat(32),
      allowedHosts: ['127.0.0.1', 'ollama.local'],
      envProviders: [
        { kind: 'openai', baseUrl: 'http://ollama.local:11434/v1', apiKey: null, model: 'llama3.2' },
        { kind: 'anthropic', baseUrl: null, apiKey: 'sk-ant-test', model: 'claude-3-5-haiku-latest' },
      ],
      healthPollMs: 0,
    });
  });

  test('an OpenAI key alone gives the OpenAI provider with the default model gpt-4o-mini', () => {
    expect(load({ AI_OPENAI_API_KEY: 'sk-test' }).ai?.envProviders).toEqual([{ kind: 'openai', baseUrl: null, apiKey: 'sk-test', model: 'gpt-4o-mini' }]);
  });

  test.each([
    [{ AI_ENCRYPTION_KEY: 'short' }, 'AI_ENCRYPTION_KEY must be at least 32 characters long.'],
    [{ AI_OPENAI_BASE_URL: 'ftp://x' }, 'AI_OPENAI_BASE_URL must start with http:// or https://'],
    [{ AI_OPENAI_BASE_URL: 'not a url' }, 'AI_OPENAI_BASE_URL must be a URL'],
    [{ AI_ANTHROPIC_BASE_URL: 'https://proxy.example.com' }, 'AI_ANTHROPIC_BASE_URL needs AI_ANTHROPIC_API_KEY.'],
    [{ AI_ALLOWED_HOSTS: 'a b' }, 'AI_ALLOWED_HOSTS must be a comma-separated list'],
    [{ AI_HEALTH_POLL_MS: 'soon' }, 'AI_HEALTH_POLL_MS must be a number'],
  ])('refuses %p, naming the variable', (env, message) => {
    expect(problem(env)).toContain(message);
  });
});
