import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { hostname } from 'node:os';
import Fastify, { type FastifyInstance, type FastifySerializerCompiler, type RouteOptions } from 'fastify';
import './types.ts';
import { registerAuthentication } from './auth/authenticate.ts';
import { createFailureCounter, type FailureCounterOptions } from './auth/failure-counter.ts';
import { systemClock, type Clock } from './clock.ts';
import type { AppConfig } from './config.ts';
import { createDatabase, type Db } from './db/index.ts';
import { isPostgres } from './db/dialect.ts';
import { registerControlCharacterChecks } from './http/control-characters.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { PAGE_CSP_BASE, registerSecurityHeaders, serializeCsp } from './http/security-headers.ts';
import { API_PREFIX, HAL_CONTENT_TYPE } from './http/hal.ts';
import { KERNEL_COMPONENTS } from './http/responses.ts';
import { registerRealtime, type RealtimeOptions } from './realtime/index.ts';
import { MODULES } from './modules/index.ts';
import { JobRunner } from './modules/jobs/index.ts';
import { CORE_VERSION } from './modules/root/index.ts';
import { type Copier, CopierRegistry } from './copying/index.ts';
import { createFileStore } from './storage/index.ts';

export interface BuildAppOptions {
  /** A database to use (tests, the benchmark); otherwise one is created from the config and closed with the app. */
  db?: Db;
  clock?: Clock;
  /** Log requests (default: at config.logLevel). Tests pass false. */
  logger?: boolean;
  /** Project copiers besides the areas' own (tests use them to make a copy fail half way). */
  copiers?: Copier[];
  /** Live update settings (tests shorten the heartbeat and give each run its own Redis channel). */
  realtime?: RealtimeOptions;
  /** Login throttling's counter (tests give each run its own Redis keys). */
  loginFailures?: FailureCounterOptions;
  /** Called for every route as it is registered (the authorisation matrix and fuzz tests enumerate them). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * How answers of routes with a response schema are serialised (default: JSON.stringify, ignoring the schema). The
   * tests pass one that also checks each answer against its schema.
   */
  responseSerializerCompiler?: FastifySerializerCompiler<unknown>;
}

/** Response schemas document answers (OpenAPI, generated client types); they must never reshape one. */
const serializeIgnoringSchema: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

/** The API documentation (Swagger UI): its own scripts and styles, which set inline styles, and data: images in its CSS. */
const API_DOCS_CSP = serializeCsp({
  ...PAGE_CSP_BASE,
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
});

/** Upper bound for JSON bodies; uploads (multipart, attachments module) have their own limit, ATTACHMENT_MAX_SIZE. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind a public URL there is one reverse proxy: the client address is the one it saw (the last X-Forwarded-For
    // entry). Trusting every hop would take the first entry, which the client writes (and could vary to dodge the
    // login throttle).
    trustProxy: config.publicUrl !== null ? (_address: string, hop: number) => hop === 0 : false,
    routerOptions: { ignoreTrailingSlash: true },
    // Query strings and path params need coercion ("20" -> 20); unknown body properties are refused
    // (additionalProperties: false) rather than silently dropped.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Without this, Fastify would serialise with fast-json-stringify, which drops properties a schema does not list.
  app.setSerializerCompiler(options.responseSerializerCompiler ?? serializeIgnoringSchema);
  // The named schemas answers refer to (components.schemas of the OpenAPI document).
  for (const schema of [...KERNEL_COMPONENTS, ...MODULES.flatMap((module) => module.schemas ?? [])]) app.addSchema(schema);

  const ownsDb = !options.db;
  const db = options.db ?? createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile, preparedStatements: config.databasePreparedStatements });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? systemClock);
  if (ownsDb) app.addHook('onClose', async () => db.destroy());

  // Attachment files: in DATA_DIR, or in an S3-compatible bucket shared by every instance when S3_BUCKET is set.
  const files = createFileStore(config, app.log);
  app.decorate('files', files);
  app.addHook('onClose', async () => files.close());
  // A bucket that is missing or refuses the keys stops the start with a message saying so (before jobs start).
  app.addHook('onReady', async () => files.check());

  // Background jobs run in this process; several instances share the queue on PostgreSQL (see modules/jobs).
  const jobs = new JobRunner({ db, clock: app.clock, log: app.log, instanceName: `${hostname()}:${config.port}`, singleInstance: !isPostgres(db) });
  app.decorate('jobs', jobs);
  app.decorate('copiers', new CopierRegistry([...MODULES.flatMap((module) => module.copiers ?? []), ...(options.copiers ?? [])]));
  app.addHook('onReady', async () => jobs.start());
  // Before onClose, which may close the database: running jobs finish first.
  app.addHook('preClose', async () => jobs.stop());

  // Login throttling counts failures per client and per unknown email, across instances when Redis is configured.
  const loginFailures = createFailureCounter(config.redisUrl, app.log, () => app.clock.now(), options.loginFailures);
  app.decorate('loginFailures', loginFailures);
  app.addHook('onClose', async () => loginFailures.close());

  // app.events: publish after a change commits; GET /events streams them (in-process, or Redis with REDIS_URL).
  const realtime = registerRealtime(app, options.realtime);

  registerErrorHandling(app);
  registerSecurityHeaders(app, config.publicUrl);

  // An empty body with a JSON content type (a DELETE from a generic client) is treated as no body.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  // The API speaks JSON only: other media types are a 415, not a string body.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    return defaultJsonParser(request, text, done);
  });

  await app.register(fastifyCookie, { secret: config.sessionSecret });
  registerAuthentication(app);
  registerControlCharacterChecks(app);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Tessera API v3', version: CORE_VERSION, description: 'HAL+JSON API following OpenProject API v3 conventions.' },
      components: {
        securitySchemes: {
          BearerAuth: { type: 'http', scheme: 'bearer' },
          BasicAuth: { type: 'http', scheme: 'basic', description: 'User name "apikey", password the API token.' },
          SessionCookie: { type: 'apiKey', in: 'cookie', name: 'tessera_session' },
        },
      },
      security: [{ BearerAuth: [] }, { BasicAuth: [] }, { SessionCookie: [] }],
    },
    hideUntagged: true,
    // Named schemas keep their names in the document (and so in the generated client types).
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => (typeof json.$id === 'string' ? json.$id : `def-${index}`) },
  });
  // Tags start collapsed: Swagger UI stalls the page when it renders all ~130 operations expanded at once.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: API_DOCS_CSP, uiConfig: { docExpansion: 'none' } });

  // HAL media type on every API JSON answer (the OpenAPI document stays application/json).
  // (A callback hook: it runs on every answer, and an async one costs a promise each time.)
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (request.url.startsWith(API_PREFIX) && typeof type === 'string' && type.startsWith('application/json') && !request.url.startsWith(`${API_PREFIX}/openapi.json`)) {
      reply.header('content-type', HAL_CONTENT_TYPE);
    }
    done(null, payload);
  });

  await app.register(
    pluginNamed('api', async (api) => {
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
      for (const module of MODULES) if (module.scope !== 'site') await api.register(pluginNamed(module.name, module.routes));
      await api.register(pluginNamed('realtime', realtime.routes));
    }),
    { prefix: API_PREFIX },
  );

  for (const module of MODULES) if (module.scope === 'site') await app.register(pluginNamed(module.name, module.routes));
  return app;
}

/**
 * Gives a plugin the name Fastify shows in its plugin tree and errors. Without one Fastify searches require.cache for
 * it on every registration, which under jest's ESM runtime costs about 1.5 s of CPU per app built.
 */
function pluginNamed<Plugin extends (...args: never[]) => unknown>(name: string, plugin: Plugin): Plugin {
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: name });
}
