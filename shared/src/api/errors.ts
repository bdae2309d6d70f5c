// ApiError: every failed API call ends up as one of these, with a message a user can read.

export const NETWORK_ERROR_MESSAGE = 'Cannot reach the server. Check your connection and try again.';
export const INVALID_RESPONSE_MESSAGE = 'The server sent a response that could not be read. Please try again.';

/** errorIdentifier prefix used by the API (OpenProject v3 style). */
export const ERROR_URN_PREFIX = 'urn:openproject-org:api:v3:errors:';
/** Identifiers for failures the browser detects itself (no server answer to carry one). */
export const NETWORK_ERROR_ID = 'urn:tessera:errors:NetworkError';
export const INVALID_RESPONSE_ID = 'urn:tessera:errors:InvalidResponse';

// Used when the server answered with an error status but no readable HAL error body.
const FALLBACK_MESSAGES: Record<number, string> = {
  400: 'The request was not valid.',
  401: 'You need to log in to continue.',
  403: 'You are not allowed to do this.',
  404: 'The requested resource was not found.',
  409: 'This item was changed by someone else. Reload it and try again.',
  422: 'Some values are not valid.',
  429: 'Too many requests. Please wait a moment and try again.',
};

export function fallbackMessageForStatus(status: number): string {
  if (FALLBACK_MESSAGES[status]) return FALLBACK_MESSAGES[status];
  if (status >= 500) return 'The server ran into a problem. Please try again later.';
  return `The request failed (HTTP ${status}).`;
}

export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached or answered unreadably. */
  readonly status: number;
  readonly errorIdentifier: string;
  /** The property that failed validation (422), when the server names one. */
  readonly attribute?: string;

  constructor(status: number, errorIdentifier: string, message: string, attribute?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorIdentifier = errorIdentifier;
    if (attribute !== undefined) this.attribute = attribute;
  }

  /** The short name of the identifier, e.g. 'NotFound' or 'PropertyConstraintViolation'. */
  get errorName(): string {
    const index = this.errorIdentifier.lastIndexOf(':');
    return index === -1 ? this.errorIdentifier : this.errorIdentifier.slice(index + 1);
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for 4xx answers: retrying them cannot help. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.isClientError;
}

/**
 * A write refused because the lockVersion it carried is stale: a 409 UpdateConflict, or a 422 about the lockVersion
 * (spec 001 section 4 names that one). The boards refetch the work package and try again.
 */
export function isLockVersionConflict(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 409) return true;
  return error.status === 422 && (error.attribute === 'lockVersion' || /lock\s*version/i.test(error.message));
}

/** A message for any thrown value, for showing to a user (never a stack). */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

interface HalErrorBody {
  _type?: unknown;
  errorIdentifier?: unknown;
  message?: unknown;
  _embedded?: { details?: { attribute?: unknown }; errors?: unknown };
}

/** Builds an ApiError from an HTTP error status and its (possibly empty or non-JSON) body text. */
export function apiErrorFromResponse(status: number, bodyText: string): ApiError {
  let body: HalErrorBody | null = null;
  try {
    body = bodyText ? (JSON.parse(bodyText) as HalErrorBody) : null;
  } catch {
    body = null;
  }
  const message =
    body && typeof body.message === 'string' && body.message.trim() ? body.message : fallbackMessageForStatus(status);
  const identifier =
    body && typeof body.errorIdentifier === 'string' ? body.errorIdentifier : `${ERROR_URN_PREFIX}HTTP${status}`;
  let attribute = body?._embedded?.details?.attribute;
  // MultipleErrors wraps several errors; the first one names the attribute to highlight.
  const nested = body?._embedded?.errors;
  if (attribute === undefined && Array.isArray(nested) && nested.length > 0) {
    attribute = (nested[0] as HalErrorBody)?._embedded?.details?.attribute;
  }
  return new ApiError(status, identifier, message, typeof attribute === 'string' ? attribute : undefined);
}
