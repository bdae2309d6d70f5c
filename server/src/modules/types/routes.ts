import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/authenticate.ts';
import { API_PREFIX, plainCollection } from '../../http/hal.ts';
import { invalidRequestBody } from '../../http/errors.ts';
import { getAvailableTypesSchema, getTypeSchema, listProjectTypesSchema, listTypesSchema, updateAvailableTypesSchema } from './schemas.ts';
import * as service from './service.ts';

const isInteger = (value: unknown) => typeof value === 'number' && Number.isInteger(value);

/**
 * Runs before schema validation, which coerces ("3" -> 3, 3 -> [3]): ids must be JSON integers. The schema then
 * reports what is missing (422) or unknown (400).
 */
async function exactAvailableTypesBody(request: FastifyRequest): Promise<void> {
  const body = request.body as Record<string, unknown> | null | undefined;
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw invalidRequestBody('The request body must be a JSON object.');
  }
  if ('type_ids' in body && !(Array.isArray(body.type_ids) && body.type_ids.every(isInteger))) {
    throw invalidRequestBody('Invalid request body: type_ids must be an array of type ids (integers).', 'type_ids');
  }
  if ('default_type_id' in body && !isInteger(body.default_type_id)) {
    throw invalidRequestBody('Invalid request body: default_type_id must be a type id (an integer).', 'default_type_id');
  }
}

export async function typeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/types', { schema: listTypesSchema }, async (request) => {
    requireUser(request);
    return plainCollection(`${API_PREFIX}/types`, await service.listTypes(app));
  });

  app.get<{ Params: { id: number } }>('/types/:id', { schema: getTypeSchema }, async (request) => {
    requireUser(request);
    return service.getType(app, request.params.id);
  });

  app.get<{ Params: { id: number } }>('/projects/:id/types', { schema: listProjectTypesSchema }, async (request) => {
    const elements = await service.listProjectTypes(app, requireUser(request), request.params.id);
    return plainCollection(`${API_PREFIX}/projects/${request.params.id}/types`, elements);
  });

  app.get<{ Params: { id: number } }>('/projects/:id/available_types', { schema: getAvailableTypesSchema }, async (request) =>
    service.getAvailableTypes(app, requireUser(request), request.params.id),
  );

  app.patch<{ Params: { id: number }; Body: service.AvailableTypesInput }>(
    '/projects/:id/available_types',
    { schema: updateAvailableTypesSchema, preValidation: exactAvailableTypesBody },
    async (request) => service.updateAvailableTypes(app, requireUser(request), request.params.id, request.body),
  );
}
