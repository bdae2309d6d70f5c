import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { exactBodyTypes } from '../../http/body.ts';
import { getSettingsSchema, settingsBodySchema, testConnectionSchema, updateSettingsSchema } from './schemas.ts';
import * as service from './service.ts';

export async function githubRoutes(app: FastifyInstance): Promise<void> {
  app.get('/admin/github/settings', { schema: getSettingsSchema }, async (request) => service.getSettings(app, requireUser(request)));
  app.patch<{ Body: service.SettingsInput }>('/admin/github/settings', { schema: updateSettingsSchema, preValidation: exactBodyTypes(settingsBodySchema) }, async (request) =>
    service.updateSettings(app, requireUser(request), request.body ?? {}),
  );
  app.post('/admin/github/settings/test_connection', { schema: testConnectionSchema }, async (request) => service.testConnection(app, requireUser(request)));
}
