const ERROR_URN_PREFIX = 'urn:openproject-org:api:v3:errors:';

export type ErrorIdentifier =
  | 'InvalidQuery'
  | 'InvalidRequestBody'
  | 'Unauthenticated'
  | 'MissingPermission'
  | 'NotFound'
  | 'UpdateConflict'
  | 'TypeNotSupported'
  | 'PropertyConstraintViolation'
  | 'PropertyIsReadOnly'
  | 'TooManyRequests'
  | 'InternalServerError';

/** An error the API reports to the caller as an OpenProject error body. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly identifier: ErrorIdentifier;
  readonly attribute: string | null;
  /** Response headers that go with the error (Retry-After of a 429). */
  readonly headers: Record<string, string>;

  constructor(statusCode: number, identifier: ErrorIdentifier, message: string, attribute: string | null = null, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.identifier = identifier;
    this.attribute = attribute;
    this.headers = headers;
  }

  toBody(): ErrorBody {
    return errorBody(this.identifier, this.message, this.attribute);
  }
}

export interface ErrorBody {
  _type: 'Error';
  errorIdentifier: string;
  message: string;
  _embedded?: { details: { attribute: string } };
}

export function errorBody(identifier: ErrorIdentifier, message: string, attribute: string | null = null): ErrorBody {
  return {
    _type: 'Error',
    errorIdentifier: `${ERROR_URN_PREFIX}${identifier}`,
    message,
    ...(attribute ? { _embedded: { details: { attribute } } } : {}),
  };
}

export const NOT_FOUND_MESSAGE = 'The requested resource could not be found.';
export const UNAUTHENTICATED_MESSAGE = 'You need to be authenticated to access this resource.';
export const MISSING_PERMISSION_MESSAGE = 'You are not authorized to access this resource.';

export const invalidQuery = (message: string) => new ApiError(400, 'InvalidQuery', message);
export const invalidRequestBody = (message: string, attribute: string | null = null) =>
  new ApiError(400, 'InvalidRequestBody', message, attribute);
export const unauthenticated = (message = UNAUTHENTICATED_MESSAGE) => new ApiError(401, 'Unauthenticated', message);
export const missingPermission = (message = MISSING_PERMISSION_MESSAGE) => new ApiError(403, 'MissingPermission', message);
export const notFound = (message = NOT_FOUND_MESSAGE) => new ApiError(404, 'NotFound', message);
export const constraintViolation = (attribute: string, message: string) =>
  new ApiError(422, 'PropertyConstraintViolation', message, attribute);
export const propertyIsReadOnly = (attribute: string, message: string) => new ApiError(422, 'PropertyIsReadOnly', message, attribute);
/** A 429; with retryAfterMs, a Retry-After header in whole seconds (at least 1). */
export const tooManyRequests = (message: string, retryAfterMs?: number) =>
  new ApiError(429, 'TooManyRequests', message, null, retryAfterMs === undefined ? {} : { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
