import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { exactBodyTypes } from '../../http/body.ts';
import { collection } from '../../http/hal.ts';
import { AI_MESSAGES } from './constants.ts';
import { providersPath } from './representer.ts';
import { failureToError, runtimeOf } from './runtime.ts';
import { ProviderFailure } from './providers/index.ts';
import {
  analyzeTaskBodySchema,
  analyzeTaskSchema,
  autocompleteBodySchema,
  autocompleteSchema,
  createProviderSchema,
  deleteProviderSchema,
  generateSubtasksBodySchema,
  generateSubtasksSchema,
  generateTaskBodySchema,
  generateTaskSchema,
  getProviderSchema,
  getSettingsSchema,
  healthSchema,
  listProvidersSchema,
  providerBodySchema,
  recommendationsBodySchema,
  recommendationsSchema,
  settingsBodySchema,
  tasksFromTextBodySchema,
  tasksFromTextSchema,
  testProviderSchema,
  updateProviderSchema,
  updateSettingsSchema,
} from './schemas.ts';
import * as service from './service.ts';

type Id = { id: number };

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** Writes a completion to the event stream: its pieces, then done (or error after the first piece); ends the stream. */
async function pump(completion: service.Completion, body: PassThrough, closed: () => boolean): Promise<void> {
  if (completion.cached) {
    if (completion.text !== '') body.write(sse('token', { text: completion.text }));
    body.end(sse('done', { provider: completion.provider, cached: true }));
    return;
  }
  let text = '';
  let outcome = 'ok';
  try {
    let next = completion.first;
    while (!next.done) {
      if (closed()) {
        outcome = 'closed';
        await completion.rest.return?.();
        break;
      }
      text += next.value;
      body.write(sse('token', { text: next.value }));
      next = await completion.rest.next();
    }
    if (outcome === 'ok') body.write(sse('done', { provider: completion.provider }));
  } catch (error) {
    const failure = failureToError(error instanceof ProviderFailure ? error : null, AI_MESSAGES.completionFailed);
    outcome = failure.aiCode;
    body.write(sse('error', { code: failure.aiCode, message: failure.message }));
  } finally {
    completion.done(text, outcome);
    body.end();
  }
}

export async function aiRoutes(app: FastifyInstance): Promise<void> {
  const runtime = runtimeOf(app);
  app.addHook('onReady', async () => runtime.start());
  app.addHook('preClose', async () => runtime.stop());

  app.get<{ Querystring: { projectId?: number } }>('/ai/health', { schema: healthSchema }, async (request) => service.health(app, requireUser(request), request.query.projectId));

  app.post<{ Body: service.AutocompleteInput }>('/ai/autocomplete', { schema: autocompleteSchema, preValidation: exactBodyTypes(autocompleteBodySchema) }, async (request, reply) => {
    const completion = await service.autocomplete(app, requireUser(request), request.body);
    // The browser left while the provider was still thinking (the caret moved): nobody to answer, nothing to log.
    if (reply.raw.destroyed || request.raw.socket.destroyed) {
      if (!completion.cached) {
        await completion.rest.return?.();
        completion.done('', 'closed');
      }
      return reply.hijack();
    }
    const body = new PassThrough();
    let closed = false;
    reply.raw.on('close', () => {
      closed = true;
    });
    void pump(completion, body, () => closed);
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-store, no-transform')
      .header('x-accel-buffering', 'no')
      .send(body);
  });

  app.post<{ Body: service.GenerateTaskInput }>('/ai/generate-task', { schema: generateTaskSchema, preValidation: exactBodyTypes(generateTaskBodySchema) }, async (request) =>
    service.generateTask(app, requireUser(request), request.body),
  );
  app.post<{ Body: service.GenerateSubtasksInput }>(
    '/ai/generate-subtasks',
    { schema: generateSubtasksSchema, preValidation: exactBodyTypes(generateSubtasksBodySchema) },
    async (request) => service.generateSubtasks(app, requireUser(request), request.body),
  );
  app.post<{ Body: service.TasksFromTextInput }>('/ai/tasks-from-text', { schema: tasksFromTextSchema, preValidation: exactBodyTypes(tasksFromTextBodySchema) }, async (request) =>
    service.tasksFromText(app, requireUser(request), request.body),
  );
  app.post<{ Body: { taskId: number } }>('/ai/analyze-task', { schema: analyzeTaskSchema, preValidation: exactBodyTypes(analyzeTaskBodySchema) }, async (request) =>
    service.analyzeTask(app, requireUser(request), request.body),
  );
  app.post<{ Body: { projectId: number } }>(
    '/ai/task-recommendations',
    { schema: recommendationsSchema, preValidation: exactBodyTypes(recommendationsBodySchema) },
    async (request) => service.taskRecommendations(app, requireUser(request), request.body),
  );

  // Admin
  app.get('/ai/providers', { schema: listProvidersSchema }, async (request) => {
    const elements = await service.listProviders(app, requireUser(request));
    return collection(providersPath, { elements, total: elements.length, offset: 1, pageSize: elements.length });
  });
  app.post<{ Body: service.ProviderInput }>('/ai/providers', { schema: createProviderSchema, preValidation: exactBodyTypes(providerBodySchema) }, async (request, reply) =>
    reply.code(201).send(await service.createProvider(app, requireUser(request), request.body)),
  );
  app.get<{ Params: Id }>('/ai/providers/:id', { schema: getProviderSchema }, async (request) => service.getProvider(app, requireUser(request), request.params.id));
  app.patch<{ Params: Id; Body: service.ProviderInput }>(
    '/ai/providers/:id',
    { schema: updateProviderSchema, preValidation: exactBodyTypes(providerBodySchema) },
    async (request) => service.updateProvider(app, requireUser(request), request.params.id, request.body),
  );
  app.delete<{ Params: Id }>('/ai/providers/:id', { schema: deleteProviderSchema }, async (request, reply) => {
    await service.deleteProvider(app, requireUser(request), request.params.id);
    return reply.code(204).send();
  });
  app.post<{ Params: Id }>('/ai/providers/:id/test', { schema: testProviderSchema }, async (request) => service.testProvider(app, requireUser(request), request.params.id));
  app.get('/ai/settings', { schema: getSettingsSchema }, async (request) => service.getSettings(app, requireUser(request)));
  app.patch<{ Body: service.SettingsInput }>('/ai/settings', { schema: updateSettingsSchema, preValidation: exactBodyTypes(settingsBodySchema) }, async (request) =>
    service.updateSettings(app, requireUser(request), request.body),
  );
}


