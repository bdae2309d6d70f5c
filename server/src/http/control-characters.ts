import type { FastifyInstance } from 'fastify';
import { constraintViolation, invalidQuery } from './errors.ts';

/**
 * Control characters other than tab, LF and CR (C0, DEL and C1). PostgreSQL cannot store NUL in text at all (a 500),
 * SQLite would store it: one rule for both databases, checked before any module sees the input.
 */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;

export const hasControlCharacter = (text: string): boolean => CONTROL_CHARACTER.test(text);

/**
 * The attribute a nested value belongs to, named as the error convention names it: the top-level property, or the
 * link's name for `_links.<name>...` and the embedded resource's for `_embedded.<name>...`.
 */
function attributeOf(path: string[]): string {
  if ((path[0] === '_links' || path[0] === '_embedded' || path[0] === '_meta') && path.length > 1) return path[1];
  return path[0] ?? 'body';
}

/** Parsed JSON and query strings hold plain objects (a parsed query string's prototype is its parser's own); never a Buffer. */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);

/**
 * The first two keys of the path to a string (or object key) holding a control character, or null. Iterative, and
 * each entry keeps only those two keys: nesting depth is the client's choice (a 1 MB body nests 200,000 levels).
 */
function findControlCharacter(value: unknown): string[] | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  const below = (path: string[], key: string) => (path.length < 2 ? [...path, key] : path);
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: below(path, String(index)) }));
    } else if (isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (hasControlCharacter(key)) return below(path, key);
        stack.push({ value: item, path: below(path, key) });
      }
    }
  }
  return null;
}

/**
 * Every request body (JSON) and query string is checked before validation: a control character in a body's text is a
 * 422 PropertyConstraintViolation naming the attribute, in a query parameter (filters included) a 400 InvalidQuery.
 * Multipart uploads are not parsed here; their file names are cleaned by the attachments module.
 */
export function registerControlCharacterChecks(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const query = request.query as Record<string, unknown> | undefined;
    const queryPath = query && typeof query === 'object' ? findControlCharacter(query) : null;
    if (queryPath) return done(invalidQuery(`Invalid value for ${queryPath[0]}: control characters are not allowed.`));
    const bodyPath = findControlCharacter(request.body);
    if (bodyPath) {
      const attribute = attributeOf(bodyPath);
      return done(constraintViolation(attribute, `${attribute} must not contain control characters.`));
    }
    done();
  });
}
