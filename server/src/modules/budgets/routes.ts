import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../access/index.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { exactBodyTypes } from '../../http/body.ts';
import { budgetBodySchema, financeSettingsBodySchema, getBudgetSchema, getFinanceSettingsSchema, patchFinanceSettingsSchema, putBudgetSchema } from './schemas.ts';
import * as service from './service.ts';

type Id = { id: number };

export async function budgetRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: Id }>('/projects/:id/budget', { schema: getBudgetSchema }, async (request) => service.getBudget(app, actorOf(requireUser(request)), request.params.id));

  app.put<{ Params: Id; Body: service.BudgetInput }>('/projects/:id/budget', { schema: putBudgetSchema, preValidation: exactBodyTypes(budgetBodySchema) }, async (request) =>
    service.putBudget(app, actorOf(requireUser(request)), request.params.id, request.body),
  );

  app.get<{ Params: Id }>('/projects/:id/finance_settings', { schema: getFinanceSettingsSchema }, async (request) =>
    service.getFinanceSettings(app, actorOf(requireUser(request)), request.params.id),
  );

  app.patch<{ Params: Id; Body: service.FinanceSettingsInput }>(
    '/projects/:id/finance_settings',
    { schema: patchFinanceSettingsSchema, preValidation: exactBodyTypes(financeSettingsBodySchema) },
    async (request) => service.patchFinanceSettings(app, actorOf(requireUser(request)), request.params.id, request.body),
  );
}
