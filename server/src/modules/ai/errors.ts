import { ApiError, type ErrorBody } from '../../http/errors.ts';
import { AI_MESSAGES, type AiCode } from './constants.ts';

const URN = 'urn:openproject-org:api:v3:errors:';

/** The OpenProject identifier of each status an AI error can have. */
const IDENTIFIERS: Record<number, string> = {
  403: 'MissingPermission',
  422: 'PropertyConstraintViolation',
  429: 'TooManyRequests',
  500: 'InternalServerError',
  502: 'BadGateway',
  503: 'ServiceUnavailable',
  504: 'GatewayTimeout',
};

/**
 * An error of the AI endpoints: the usual HAL error body, with `_embedded.details.aiCode` (and the attribute of a
 * 422), so a client picks its message by code. The app's error handler sends it (toBody, headers) like any ApiError.
 */
export class AiError extends ApiError {
  readonly aiCode: AiCode;

  constructor(statusCode: number, aiCode: AiCode, message: string, options: { attribute?: string; headers?: Record<string, string> } = {}) {
    super(statusCode, statusCode === 422 ? 'PropertyConstraintViolation' : statusCode === 403 ? 'MissingPermission' : statusCode === 429 ? 'TooManyRequests' : 'InternalServerError', message, options.attribute ?? null, options.headers ?? {});
    this.aiCode = aiCode;
  }

  override toBody(): ErrorBody {
    const details: { attribute?: string; aiCode: AiCode } = { aiCode: this.aiCode };
    if (this.attribute) details.attribute = this.attribute;
    return {
      _type: 'Error',
      errorIdentifier: `${URN}${IDENTIFIERS[this.statusCode] ?? 'InternalServerError'}`,
      message: this.message,
      // The kernel's ErrorBody names only the attribute; AI errors add aiCode (and may have no attribute).
      _embedded: { details } as unknown as ErrorBody['_embedded'],
    };
  }
}

export const notConfigured = () => new AiError(503, 'NOT_CONFIGURED', AI_MESSAGES.notConfigured);
export const disabled = (message: string = AI_MESSAGES.disabled) => new AiError(403, 'DISABLED', message);
export const retryAfterHeader = (ms: number) => ({ 'retry-after': String(Math.max(1, Math.ceil(ms / 1000))) });
