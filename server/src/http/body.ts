// The pieces of write bodies every module shares: link and formattable-text schemas, and the exact-type check that
// runs before the (coercing) schema validation.
import type { FastifyRequest } from 'fastify';
import { invalidRequestBody } from './errors.ts';

/** A link sent back by a client: only href is read (title and the like are ignored); the service checks its form. */
export const writableLink = { type: 'object', properties: { href: { type: ['string', 'null'], maxLength: 2048 } } } as const;

/** A link whose href must be sent (it may still be null). */
export const hrefRequiredLink = { type: 'object', required: ['href'], properties: { href: { type: ['string', 'null'], maxLength: 2048 } } } as const;

/** Formattable text: only raw is stored; format and html (echoed back by clients) are ignored. */
export const formattableInput = {
  type: 'object',
  required: ['raw'],
  additionalProperties: false,
  properties: { raw: { type: 'string', maxLength: 100_000 }, format: { type: 'string', enum: ['markdown', 'plain', 'custom'] }, html: { type: 'string' } },
} as const;

interface TypedSchema {
  type?: string | readonly string[];
  properties?: Record<string, TypedSchema>;
}

const jsonType = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * The app's validator coerces types ("true" -> true, 0 -> false, null -> ""), which suits query strings but would
 * let a write flip `active` by sending 0. Write bodies are checked for exact JSON types first; returns the first
 * mismatch as [path, expected type].
 */
export function findTypeMismatch(value: unknown, schema: TypedSchema, path: string[] = []): [string[], string] | null {
  if (schema.type !== undefined) {
    const allowed = typeof schema.type === 'string' ? [schema.type] : schema.type;
    const actual = jsonType(value);
    if (!allowed.includes(actual)) return [path, allowed.join(' or ')];
  }
  if (schema.properties && jsonType(value) === 'object') {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      const childSchema = schema.properties[key];
      if (!childSchema) continue; // unknown properties are refused by the schema validator itself
      const mismatch = findTypeMismatch(child, childSchema, [...path, key]);
      if (mismatch) return mismatch;
    }
  }
  return null;
}

export interface ExactBodyOptions {
  /** A request without a body reads as `{}` (a form or action whose fields are all optional). */
  absentIsEmpty?: boolean;
}

/** Runs before schema validation (which coerces types): a write body must be a JSON object of exact types. */
export function exactBodyTypes(schema: TypedSchema, options: ExactBodyOptions = {}) {
  return async (request: FastifyRequest): Promise<void> => {
    if (options.absentIsEmpty && (request.body === undefined || request.body === null)) {
      request.body = {};
      return;
    }
    if (request.body === undefined || request.body === null || typeof request.body !== 'object' || Array.isArray(request.body)) {
      throw invalidRequestBody('The request body must be a JSON object.');
    }
    const mismatch = findTypeMismatch(request.body, schema);
    if (mismatch) {
      const [path, expected] = mismatch;
      throw invalidRequestBody(`Invalid request body: ${path.join('.')} must be ${expected}.`, path[0] ?? null);
    }
  };
}
