import type { FastifyInstance } from 'fastify';
import { ref } from '../../http/responses.ts';
import { receive, WEBHOOK_JOB, WEBHOOK_MAX_BYTES, webhookJob } from './service.ts';

const webhookSchema = {
  tags: ['GitHub'],
  summary: "GitHub's webhook deliveries (signed with the webhook secret: X-Hub-Signature-256); processed in the background",
  response: { 202: { type: 'object', required: ['duplicate'], properties: { duplicate: { type: 'boolean' } } }, 401: ref('Error') },
} as const;

export async function githubWebhookRoutes(app: FastifyInstance): Promise<void> {
  app.jobs.register(WEBHOOK_JOB, webhookJob(app));
  // Its own context: the signature is over the exact bytes, so this route reads the body as text (up to GitHub's 25 MB).
  await app.register(async (hooks) => {
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: WEBHOOK_MAX_BYTES }, (_request, body, done) => done(null, body));
    hooks.post('/webhooks/github', { schema: webhookSchema, bodyLimit: WEBHOOK_MAX_BYTES, config: { public: true } }, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      return reply.code(202).send(await receive(app, raw, request.headers));
    });
  });
}
