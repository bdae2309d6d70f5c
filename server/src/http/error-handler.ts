import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorBody, NOT_FOUND_MESSAGE, type ErrorIdentifier } from './errors.ts';
import { API_PREFIX, HAL_CONTENT_TYPE } from './hal.ts';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** "/description/raw" -> "description"; the attribute OpenProject names is the top-level property. */
function attributeFromPath(instancePath: string, params: Record<string, unknown>): string | null {
  if (typeof params.missingProperty === 'string') {
    const parent = instancePath.split('/').filter(Boolean)[0];
    return parent ?? params.missingProperty;
  }
  if (typeof params.additionalProperty === 'string' && instancePath === '') return params.additionalProperty;
  return instancePath.split('/').filter(Boolean)[0] ?? null;
}

function describeIssue(issue: ValidationIssue, subject: string): string {
  if (typeof issue.params.missingProperty === 'string') return `${issue.params.missingProperty} is required.`;
  if (typeof issue.params.additionalProperty === 'string') return `${issue.params.additionalProperty} is not a known property.`;
  const where = issue.instancePath ? issue.instancePath.slice(1).replace(/\//g, '.') : subject;
  return `${where} ${issue.message ?? 'is invalid'}.`;
}

function fromValidation(error: FastifyError): ApiError {
  const issue = (error.validation?.[0] ?? { keyword: '', instancePath: '', params: {} }) as ValidationIssue;
  switch (error.validationContext) {
    case 'params':
      // /projects/abc, /projects/-1: OpenProject answers 404 for ids that cannot exist.
      return new ApiError(404, 'NotFound', NOT_FOUND_MESSAGE);
    case 'querystring': {
      const name = issue.instancePath.slice(1) || String(issue.params.missingProperty ?? 'query');
      return new ApiError(400, 'InvalidQuery', `Invalid value for ${name}: ${issue.message ?? 'not allowed'}.`);
    }
    case 'body': {
      const attribute = attributeFromPath(issue.instancePath, issue.params);
      if (issue.keyword === 'required') {
        return new ApiError(422, 'PropertyConstraintViolation', `${attribute ?? 'A property'} can't be blank.`, attribute);
      }
      return new ApiError(400, 'InvalidRequestBody', `Invalid request body: ${describeIssue(issue, 'body')}`, attribute);
    }
    default:
      return new ApiError(400, 'InvalidRequestBody', `Invalid request: ${describeIssue(issue, 'request')}`);
  }
}

const STATUS_IDENTIFIERS: Record<number, ErrorIdentifier> = {
  400: 'InvalidRequestBody',
  401: 'Unauthenticated',
  403: 'MissingPermission',
  404: 'NotFound',
  409: 'UpdateConflict',
  415: 'TypeNotSupported',
  422: 'PropertyConstraintViolation',
  429: 'TooManyRequests',
};

/** Turns anything thrown into an OpenProject error body; 5xx never carries internals. */
export function toApiError(error: FastifyError): ApiError {
  if (error instanceof ApiError) return error;
  if (error.validation) return fromValidation(error);
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, 'InvalidRequestBody', 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'TypeNotSupported', 'Expected Content-Type to be application/json.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'InvalidRequestBody', 'The request body is too large.');
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return new ApiError(status, STATUS_IDENTIFIERS[status] ?? 'InvalidRequestBody', error.message);
  }
  return new ApiError(500, 'InternalServerError', 'An internal error has occurred.');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const apiError = toApiError(error);
    if (apiError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (!request.url.startsWith('/api/') && apiError.statusCode >= 500) {
      return reply.code(500).type('text/plain; charset=utf-8').send('Internal server error');
    }
    return reply.code(apiError.statusCode).headers(apiError.headers).type(HAL_CONTENT_TYPE).send(apiError.toBody());
  });
}

/** The HAL 404 for unknown /api paths (non-API paths get the SPA fallback, see static module). */
export function sendApiNotFound(reply: FastifyReply) {
  return reply.code(404).type(HAL_CONTENT_TYPE).send(errorBody('NotFound', NOT_FOUND_MESSAGE));
}

export const isApiPath = (url: string) => url === API_PREFIX || url.startsWith('/api/');
