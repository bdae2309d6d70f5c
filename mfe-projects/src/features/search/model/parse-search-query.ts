// The project search syntax (spec 000 section 5 'Search syntax'):
//   apollo            a plain term: matches name, identifier, description or parent name (fuzzy allowed)
//   "space station"   a quoted exact phrase (no fuzzy matching)
//   name:apollo       a term limited to one field; fields: name, title (= name), desc, description, id, identifier, parent
//   -legacy           excludes projects the term matches (works with fields and phrases too: -parent:"old stuff")
// Every term must match. Unknown field prefixes ('foo:bar') are searched as plain text.

export type SearchField = 'name' | 'description' | 'id' | 'identifier' | 'parent';

export interface SearchTerm {
  /** Lowercased text to look for. */
  value: string;
  /** null: any of name, identifier, description, parent name. */
  field: SearchField | null;
  /** Quoted phrase: substring only, never fuzzy. */
  exact: boolean;
  /** Prefixed with '-': the project must NOT match. */
  negated: boolean;
}

export const SEARCH_FIELD_ALIASES: Readonly<Record<string, SearchField>> = {
  name: 'name',
  title: 'name',
  desc: 'description',
  description: 'description',
  id: 'id',
  identifier: 'identifier',
  parent: 'parent',
};

/** Splits the raw input into tokens, keeping quoted phrases (and field:"phrase") together. */
function tokenize(input: string): string[] {
  const tokens: string[] = [];
  let current = '';
  let inQuotes = false;
  for (const char of input) {
    if (char === '"') {
      inQuotes = !inQuotes;
      current += char;
    } else if (/\s/.test(char) && !inQuotes) {
      if (current) tokens.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (current) tokens.push(current);
  return tokens;
}

function parseToken(token: string): SearchTerm | null {
  let rest = token;
  let negated = false;
  if (rest.startsWith('-') && rest.length > 1) {
    negated = true;
    rest = rest.slice(1);
  }

  let field: SearchField | null = null;
  const colon = rest.indexOf(':');
  if (colon > 0 && !rest.slice(0, colon).includes('"')) {
    const alias = SEARCH_FIELD_ALIASES[rest.slice(0, colon).toLowerCase()];
    if (alias) {
      field = alias;
      rest = rest.slice(colon + 1);
    }
  }

  let exact = false;
  if (rest.startsWith('"')) {
    exact = true;
    // An unclosed quote still counts as a phrase: the user is probably still typing it.
    rest = rest.endsWith('"') && rest.length > 1 ? rest.slice(1, -1) : rest.slice(1);
  }
  const value = rest.replace(/"/g, '').trim().toLowerCase();
  if (!value || value === '-') return null;
  return { value, field, exact, negated };
}

export function parseSearchQuery(input: string): SearchTerm[] {
  return tokenize(input.trim())
    .map(parseToken)
    .filter((term): term is SearchTerm => term !== null);
}
