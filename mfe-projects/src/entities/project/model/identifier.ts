// Project identifiers derived from names, the same way the server derives a blank one (server/docs/api.md).
import { IDENTIFIER_MAX_LENGTH } from './create-constants';

/** Lowercased, every character other than a-z and 0-9 to '_', trimmed of '_', at most 100 characters. */
export function deriveIdentifier(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, IDENTIFIER_MAX_LENGTH)
    .replace(/_+$/, '');
}

/** The identifier input as typed, lowercased (spec 000 section 5). */
export function normalizeIdentifierInput(value: unknown): string {
  return typeof value === 'string' ? value.toLowerCase() : '';
}

/** The identifier to send: the one typed, or the one derived from the name when the field is blank. */
export function effectiveIdentifier(identifier: string | undefined, name: string | undefined): string {
  const typed = (identifier ?? '').trim();
  return typed === '' ? deriveIdentifier(name ?? '') : typed;
}
