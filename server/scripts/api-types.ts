// The client's API types, generated from the server's OpenAPI document (the route schemas): the app is built
// without listening, asked for GET /api/v3/openapi.json, and openapi-typescript turns the document into types.
// `npm run generate:api-types` writes them to shared/src/api/generated/openapi.ts; test/api-types.test.ts fails
// when the checked-in file differs from what this produces.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../src/app.ts';
import { DEFAULT_ATTACHMENT_MAX_SIZE, DEFAULT_DOCUMENT_MAX_BYTES, DEFAULT_PASSWORD_HASHING, type AppConfig } from '../src/config.ts';
import { createDatabase, migrateToLatest } from '../src/db/index.ts';

export const API_TYPES_FILE = path.resolve(import.meta.dirname, '..', '..', 'shared', 'src', 'api', 'generated', 'openapi.ts');
export const API_TYPES_COMMAND = 'npm run generate:api-types';

const HEADER = `// Generated from the server's OpenAPI document (GET /api/v3/openapi.json, built from the route schemas in
// server/src). Do not edit: change the route schemas and run \`${API_TYPES_COMMAND}\` at the repository root.
// The server's tests fail while this file is stale. Named aliases for the client live in shared/src/api/types.ts.

`;

/** The OpenAPI document, as GET /api/v3/openapi.json answers it (an app on an empty in-memory database). */
export async function openApiDocument(): Promise<OpenAPI3> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-openapi-'));
  const db = createDatabase({ databaseUrl: null, sqliteFile: ':memory:' });
  try {
    await migrateToLatest(db);
    const config: AppConfig = {
      port: 0,
      host: '127.0.0.1',
      databaseUrl: null,
      databasePreparedStatements: true,
      dataDir,
      sqliteFile: ':memory:',
      sessionSecret: 'openapi-document-only-openapi-document-only',
      publicUrl: null,
      redisUrl: null,
      adminEmail: null,
      adminPassword: null,
      seed: false,
      appsDir: dataDir,
      remoteUrlOverrides: {},
      remotesFile: null,
      logLevel: 'silent',
      passwordHashing: DEFAULT_PASSWORD_HASHING,
      attachmentMaxSize: DEFAULT_ATTACHMENT_MAX_SIZE,
      documentMaxBytes: DEFAULT_DOCUMENT_MAX_BYTES,
    };
    const app = await buildApp(config, { db, logger: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/v3/openapi.json' });
      if (response.statusCode !== 200) throw new Error(`GET /api/v3/openapi.json answered ${response.statusCode}`);
      return response.json();
    } finally {
      await app.close();
    }
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The text of shared/src/api/generated/openapi.ts. */
export async function generateApiTypes(): Promise<string> {
  const document = await openApiDocument();
  const nodes = await openapiTS(document, { alphabetize: true });
  return HEADER + astToString(nodes);
}
